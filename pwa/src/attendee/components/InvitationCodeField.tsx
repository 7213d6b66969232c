import { type InvitationView, pickText } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "antd-mobile";
import { type FormEvent, useState } from "react";
import { ApiClientError, errorText } from "#api/errors";
import { useLocale } from "#attendee/lib/locale";
import type { LoadedConference } from "#attendee/queries/conference";
import { useCheckInvitation } from "#attendee/queries/invitations";
import { TextInput } from "./TextInput";
import "./invitation-code.css";

type Props = {
  conference: LoadedConference;
  /** The code in the address: applied (conference.invitation) or refused (conference.invitationInvalid). */
  urlCode: string | undefined;
  /** Carries a checked code into the address (preRegist and the pages after it read it there). */
  onApply: (code: string | undefined) => void;
};

/** The invitation code on preRegist (spec 001 §2): checked with the server, what it opens said plainly. */
export function InvitationCodeField({ conference, urlCode, onApply }: Props) {
  const { t } = useLingui();
  const check = useCheckInvitation(conference.id);
  const invalidInUrl = conference.invitationInvalid && !!urlCode;
  const [code, setCode] = useState(invalidInUrl ? (urlCode ?? "") : "");
  // What went wrong, kept as the failure (not its text) so the message follows the language toggle. A wrong
  // code in the address says what a wrong code typed here says.
  const [problem, setProblem] = useState<unknown>(() =>
    invalidInUrl ? new ApiClientError(404, "INVITATION_CODE_INVALID", "", {}) : null,
  );
  const error =
    problem === null ? null : problem === "empty" ? t`Please enter the invitation code.` : errorText(problem);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const entered = code.trim();
    if (!entered) {
      setProblem("empty");
      return;
    }
    check.mutate(entered, {
      onSuccess: (invitation) => {
        setProblem(null);
        setCode("");
        onApply(invitation.code);
      },
      onError: (failure) => setProblem(failure),
    });
  };

  if (conference.invitation) {
    return (
      <section className="att-card att-invite is-applied" data-testid="invitation-applied">
        <div className="att-invite-head">
          <span>
            <Trans>
              Invitation code <strong className="att-invite-code">{conference.invitation.code}</strong>{" "}
              applied
            </Trans>
          </span>
          <button type="button" className="att-link" onClick={() => onApply(undefined)}>
            <Trans>Remove</Trans>
          </button>
        </div>
        <InvitationOpens conference={conference} invitation={conference.invitation} />
      </section>
    );
  }
  return (
    <form className="att-card att-invite" onSubmit={apply} data-testid="invitation-form">
      <label className="att-invite-label" htmlFor="invitation-code">
        <Trans>Invitation code (if you have one)</Trans>
      </label>
      <div className="att-invite-row">
        <TextInput
          id="invitation-code"
          value={code}
          onChange={(next) => {
            setCode(next);
            setProblem(null);
          }}
          placeholder={t`e.g. the code on your invitation`}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          clearable
          testId="invitation-input"
        />
        <Button
          size="small"
          color="primary"
          fill="outline"
          shape="rounded"
          type="submit"
          loading={check.isPending}
          data-testid="invitation-apply"
        >
          <Trans>Apply</Trans>
        </Button>
      </div>
      {error && (
        <p className="att-invite-error" role="alert" data-testid="invitation-error">
          {error}
        </p>
      )}
    </form>
  );
}

/** "Opens: Invited guest · Workshops · Hotel booking". */
function InvitationOpens({
  conference,
  invitation,
}: {
  conference: LoadedConference;
  invitation: InvitationView;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const unlocked = conference.participantTypes
    .filter((type) => invitation.unlocksParticipantTypeIds.includes(type.id))
    .map((type) => pickText(type.title, locale));
  const opens = [
    ...unlocked,
    ...(invitation.showsWorkshop ? [pickText(conference.settings.workshopTitle, locale)] : []),
    ...(invitation.showsHotel ? [t`Hotel booking`] : []),
  ];
  if (opens.length === 0) return null;
  return (
    <p className="att-invite-opens" data-testid="invitation-opens">
      <Trans>Opens: {opens.join(locale === "zh" ? "、" : ", ")}</Trans>
    </p>
  );
}
