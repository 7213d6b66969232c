import type { FeeResult } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { feeLineTexts } from "#attendee/lib/fees";
import { useLocale } from "#attendee/lib/locale";
import type { LoadedConference } from "#attendee/queries/conference";

/** The lines of the live total: registration fee (early-bird or not), each workshop, discounts. */
export function FeeBreakdown({ conference, fee }: { conference: LoadedConference; fee: FeeResult }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (fee.lines.length === 0) return null;
  return (
    <ul className="att-fee-lines" data-testid="fee-lines">
      {feeLineTexts(fee, conference, i18n, locale).map(({ label, amount }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are rebuilt as a whole and never reordered
        <li key={index} className="att-fee-line">
          <span className="att-fee-line-label">{label}</span>
          <span className="att-fee-line-amount">{amount}</span>
        </li>
      ))}
    </ul>
  );
}
