import { formatMoney, type ParticipantType, pickText } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { typePrice, typeQuote } from "#attendee/lib/fees";
import { formatDate } from "#attendee/lib/format";
import { useLocale } from "#attendee/lib/locale";
import type { LoadedConference } from "#attendee/queries/conference";

type Props = {
  conference: LoadedConference;
  types: readonly ParticipantType[];
  now: Date;
  value: number | null;
  onChange: (participantTypeId: number) => void;
};

/** The participant types as radio cards with their price now (and the regular price while early-bird lasts). */
export function TypeOptionList({ conference, types, now, value, onChange }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const deadline = formatDate(conference.discountTime, locale, conference.timezone);
  const workshopTitle = pickText(conference.settings.workshopTitle, locale);
  return (
    <fieldset className="att-types">
      <legend className="att-visually-hidden">{t`Participant type`}</legend>
      {types.map((type) => {
        const quote = typeQuote(conference, type, now);
        const money = (cents: number) => formatMoney(cents, quote.currency, locale);
        const selected = type.id === value;
        const price = typePrice(quote);
        return (
          <label
            key={type.id}
            className={selected ? "att-type is-selected" : "att-type"}
            data-testid={`type-option-${type.id}`}
          >
            <input
              type="radio"
              name="participantTypeId"
              value={type.id}
              checked={selected}
              onChange={() => onChange(type.id)}
              className="att-visually-hidden"
            />
            <span className="att-radio" aria-hidden="true" />
            <span className="att-type-body">
              <span className="att-type-title">{pickText(type.title, locale)}</span>
              {price.earlyBird && (
                <span className="att-type-note">
                  <span className="att-badge-early">
                    <Trans>Early-bird</Trans>
                  </span>
                  <Trans>until {deadline}</Trans>
                </span>
              )}
            </span>
            <span className="att-type-price">
              {price.now === "perWorkshop" ? (
                <span className="att-price-note">
                  <Trans>Fee: see {workshopTitle}</Trans>
                </span>
              ) : price.now === "free" ? (
                <span className="att-price-now" data-testid={`type-price-${type.id}`}>
                  <Trans>Free</Trans>
                </span>
              ) : (
                <span className="att-price-now" data-testid={`type-price-${type.id}`}>
                  {money(price.now)}
                </span>
              )}
              {price.regular !== null && (
                <s className="att-price-regular" data-testid={`type-regular-price-${type.id}`}>
                  {money(price.regular)}
                </s>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
