import {
  type FeeResult,
  offeredWorkshops,
  type ParticipantType,
  pickText,
  workshopsShown,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useLocale } from "#attendee/lib/locale";
import type { LoadedConference } from "#attendee/queries/conference";
import { FeeBreakdown } from "./FeeBreakdown";
import { SummaryTiles } from "./SummaryTiles";

type Props = {
  conference: LoadedConference;
  type: ParticipantType;
  workshops: readonly LoadedConference["workshops"][number][];
  fee: FeeResult;
  /** Papers in the form's list (the header's "paper count or none"). */
  paperCount: number;
  invcode: string | undefined;
};

/** newRegist's header: type, workshop count, paper count (spec 000 §2), the chosen workshops and the fee. */
export function SelectionSummary({ conference, type, workshops, fee, paperCount, invcode }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const workshopTitle = pickText(conference.settings.workshopTitle, locale);
  const none = t`None`;
  const workshopsOffered =
    workshopsShown(conference.settings, conference.invitation) &&
    offeredWorkshops(conference.workshops).length > 0;
  return (
    <section className="att-card att-summary">
      <SummaryTiles
        tiles={[
          {
            key: "type",
            label: <Trans>Participant type</Trans>,
            value: pickText(type.title, locale),
            testId: "summary-type",
          },
          {
            key: "workshops",
            label: workshopTitle,
            value: workshops.length || none,
            testId: "summary-workshops",
          },
          {
            key: "papers",
            label: <Trans>Papers</Trans>,
            value: paperCount || none,
            testId: "summary-papers",
          },
        ]}
      />
      {workshops.length > 0 && (
        <ul className="att-chips" data-testid="summary-workshop-list">
          {workshops.map((w) => (
            <li key={w.id} className="att-chip">
              {pickText(w.title, locale)}
            </li>
          ))}
        </ul>
      )}
      <FeeBreakdown conference={conference} fee={fee} />
      <Link
        to="/register/$conferenceId/user/preRegist"
        params={{ conferenceId: conference.id }}
        search={{ invcode }}
        className="att-link att-summary-change"
        data-testid="change-choice"
      >
        {workshopsOffered ? (
          <Trans>Change type or {workshopTitle}</Trans>
        ) : (
          <Trans>Change participant type</Trans>
        )}
      </Link>
    </section>
  );
}
