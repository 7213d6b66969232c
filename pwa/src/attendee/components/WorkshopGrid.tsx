import { defaultPayType, feeCurrency, formatMoney, type ParticipantType, pickText } from "@confreg/shared";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { workshopCost } from "#attendee/lib/fees";
import { useLocale } from "#attendee/lib/locale";
import type { LoadedConference } from "#attendee/queries/conference";
import { CheckIcon } from "./icons";

type Workshop = LoadedConference["workshops"][number];

type Props = {
  conference: LoadedConference;
  workshops: readonly Workshop[];
  participantType: ParticipantType | undefined;
  selected: readonly number[];
  onToggle: (workshop: Workshop) => void;
};

/** Workshops (or forums) two per row: price, places left; full ones greyed out. */
export function WorkshopGrid({ conference, workshops, participantType, selected, onToggle }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const currency = feeCurrency(conference.settings, defaultPayType(conference.settings));
  const sectionTitle = pickText(conference.settings.workshopTitle, locale);
  return (
    <fieldset className="att-workshops">
      <legend className="att-visually-hidden">{sectionTitle}</legend>
      {workshops.map((workshop) => {
        const isSelected = selected.includes(workshop.id);
        const full = !isSelected && workshop.remaining !== null && workshop.remaining <= 0;
        const cost = workshopCost(conference, workshop, participantType);
        const remaining = workshop.remaining ?? 0;
        const classes = [
          "att-ws",
          isSelected && "is-selected",
          full && "is-full",
          workshop.isNoneOption && "is-none",
        ];
        return (
          <button
            key={workshop.id}
            type="button"
            aria-pressed={isSelected}
            aria-disabled={full}
            className={classes.filter(Boolean).join(" ")}
            onClick={() => onToggle(workshop)}
            data-testid={`workshop-cell-${workshop.id}`}
            title={full ? t`Full` : undefined}
          >
            <span className="att-ws-check" aria-hidden="true">
              {isSelected && <CheckIcon size={14} />}
            </span>
            <span className="att-ws-title">{pickText(workshop.title, locale)}</span>
            <span className="att-ws-meta">
              {cost > 0 && <span className="att-ws-fee">+{formatMoney(cost, currency, locale)}</span>}
              {!workshop.isNoneOption && workshop.remaining !== null && (
                <span
                  className={full ? "att-ws-left is-full" : "att-ws-left"}
                  data-testid={`workshop-remaining-${workshop.id}`}
                >
                  {full ? (
                    <Trans>Full</Trans>
                  ) : (
                    <Plural value={remaining} one="# place left" other="# places left" />
                  )}
                </span>
              )}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
