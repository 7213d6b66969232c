import { pickText, type QuickRegistrant } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSignedInArea } from "#attendee/attendee-context";
import { useLocale } from "#attendee/lib/locale";
import { draftQuery, useSaveDraft } from "#attendee/queries/drafts";
import { quickRegistrantsQuery } from "./queries";
import "./quick.css";

/**
 * Quick registration (`quickRegist`, spec 000 §2 and §9): on the form's first step, up to five people the
 * account registered before. A tap puts the person into the draft the form opens with (never the document
 * number or phone) and chooses their type where this conference has it; Register now goes on.
 */
export function QuickStarts({ onStart }: { onStart: (participantTypeId: number | null) => void }) {
  const { conference, account } = useSignedInArea();
  const locale = useLocale();
  const saveDraft = useSaveDraft(account.id, conference.id);
  const draft = useQuery(draftQuery(account.id, conference.id));
  const quick = useQuery({
    ...quickRegistrantsQuery(account.id, conference.id),
    enabled: conference.settings.quickRegist,
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const registrants = quick.data?.registrants ?? [];
  if (!conference.settings.quickRegist || registrants.length === 0) return null;

  const start = async (registrant: QuickRegistrant, index: number) => {
    setChosen(index);
    onStart(registrant.participantTypeId);
    // Over what the draft holds (the recommended-registration answer stays), the person's own fields.
    await saveDraft({ values: { ...draft.data?.values, ...registrant.person } }).catch(() => undefined);
  };

  return (
    <section className="att-section att-quick" data-testid="quick-regist">
      <h2 className="att-section-title">
        <Trans>Quick registration</Trans>
      </h2>
      <p className="att-muted">
        <Trans>
          Start with someone you registered before. Their ID number and phone are not carried over.
        </Trans>
      </p>
      <ul className="att-quick-list">
        {registrants.map((registrant, index) => (
          <li key={`${registrant.person.name}-${registrant.registeredAt}`}>
            <button
              type="button"
              className={chosen === index ? "att-quick-item is-chosen" : "att-quick-item"}
              aria-pressed={chosen === index}
              onClick={() => void start(registrant, index)}
              data-testid="quick-registrant"
            >
              <span className="att-quick-name">{registrant.person.name}</span>
              <span className="att-quick-unit">{registrant.person.unit}</span>
              <span className="att-quick-type">
                {pickText(registrant.participantType.title, locale)} ·{" "}
                {pickText(registrant.conferenceTitle, locale)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
