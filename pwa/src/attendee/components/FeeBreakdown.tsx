import { describeFeeLine, type FeeResult, formatMoney, pickText } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useLocale } from "#attendee/lib/locale";
import type { LoadedConference } from "#attendee/queries/conference";

/** The lines of the live total: registration fee (early-bird or not), each workshop, discounts. */
export function FeeBreakdown({ conference, fee }: { conference: LoadedConference; fee: FeeResult }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (fee.lines.length === 0) return null;
  return (
    <ul className="att-fee-lines" data-testid="fee-lines">
      {fee.lines.map((line, index) => {
        const { label, values } = describeFeeLine(line);
        const workshop =
          line.kind === "workshop" ? conference.workshops.find((w) => w.id === line.workshopId) : undefined;
        const text = workshop ? pickText(workshop.title, locale) : i18n._(label.id, values);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are rebuilt as a whole and never reordered
          <li key={index} className="att-fee-line">
            <span className="att-fee-line-label">{text}</span>
            <span className="att-fee-line-amount">{formatMoney(line.amount, fee.currency, locale)}</span>
          </li>
        );
      })}
    </ul>
  );
}
