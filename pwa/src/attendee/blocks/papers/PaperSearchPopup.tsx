import { type AcceptedPaperView, normalizePaperId, paperSearchQuery } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Popup } from "antd-mobile";
import { useState } from "react";
import { errorText } from "#api/errors";
import { TextInput } from "#attendee/components/TextInput";
import { issueText } from "#attendee/lib/field-errors";
import { useSessionExpiry } from "#attendee/lib/use-session-expiry";
import { searchAcceptedPaper } from "#attendee/queries/papers";
import { PaperSummary } from "./PaperSummary";

type Props = {
  conferenceId: number;
  open: boolean;
  /** Where the conference asks for PINs (`isPinpaper`): someone else's paper is found only with its PIN. */
  needsPin: boolean;
  onClose: () => void;
  /** Adds the paper found (with the PIN it was found with); false when the form refused it. */
  onAdd: (paper: AcceptedPaperView, pin: string) => boolean;
};

/**
 * The paper-id (and PIN) entry popup (spec 000 §2): the id is normalised as the server normalises it
 * (trimmed, leading zeros removed); what is found is shown with its standing before it is added.
 */
export function PaperSearchPopup({ conferenceId, open, needsPin, onClose, onAdd }: Props) {
  const { t, i18n } = useLingui();
  const sessionExpired = useSessionExpiry();
  const [paperId, setPaperId] = useState("");
  const [pin, setPin] = useState("");
  const [found, setFound] = useState<{ paper: AcceptedPaperView; pin: string } | null>(null);
  const [problem, setProblem] = useState("");
  const [searching, setSearching] = useState(false);

  const close = () => {
    setPaperId("");
    setPin("");
    setFound(null);
    setProblem("");
    onClose();
  };
  const search = async () => {
    setFound(null);
    setProblem("");
    const query = paperSearchQuery.safeParse({ paperId, pin: pin || undefined });
    if (!query.success) {
      const code = query.error.issues[0]?.message ?? "";
      setProblem(issueText(i18n, { path: "paperId", code }));
      return;
    }
    setSearching(true);
    try {
      const paper = await searchAcceptedPaper(conferenceId, query.data.paperId, needsPin ? pin.trim() : "");
      setFound({ paper, pin: needsPin ? pin.trim() : "" });
    } catch (error) {
      if (!sessionExpired(error)) setProblem(errorText(error));
    } finally {
      setSearching(false);
    }
  };
  const add = () => {
    if (found && onAdd(found.paper, found.pin)) close();
  };

  return (
    <Popup
      visible={open}
      onMaskClick={close}
      onClose={close}
      position="bottom"
      bodyClassName="att-paper-search"
      destroyOnClose
    >
      <div className="att-sheet-head">
        <Trans>Find a paper by its ID</Trans>
      </div>
      <div className="att-paper-search-field">
        <label htmlFor="paper-search-id">
          <Trans>Paper ID</Trans>
        </label>
        <TextInput
          id="paper-search-id"
          value={paperId}
          onChange={setPaperId}
          onBlur={() => setPaperId((typed) => normalizePaperId(typed))}
          placeholder={t`e.g. 1008`}
          clearable
          maxLength={40}
          testId="paper-search-id"
        />
      </div>
      {needsPin && (
        <div className="att-paper-search-field">
          <label htmlFor="paper-search-pin">
            <Trans>PIN</Trans>
          </label>
          <TextInput
            id="paper-search-pin"
            value={pin}
            onChange={setPin}
            placeholder={t`Needed for a paper that is not yours`}
            clearable
            maxLength={40}
            testId="paper-search-pin"
          />
        </div>
      )}
      <Button
        block
        color="primary"
        fill="outline"
        shape="rounded"
        loading={searching}
        onClick={() => void search()}
        data-testid="paper-search-submit"
      >
        <Trans>Search</Trans>
      </Button>
      {problem && (
        <p className="att-paper-search-problem" role="alert" data-testid="paper-search-problem">
          {problem}
        </p>
      )}
      {found && (
        <div className="att-paper-search-found" data-testid="paper-search-found">
          <PaperSummary paper={found.paper} testId={`paper-found-${found.paper.paperId}`} />
          <Button block color="primary" shape="rounded" onClick={add} data-testid="paper-search-add">
            <Trans>Add this paper</Trans>
          </Button>
        </div>
      )}
    </Popup>
  );
}
