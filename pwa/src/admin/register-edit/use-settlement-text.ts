import type { AdminEditResult } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { formatAmount, useAdminLocale } from "#admin/format";

/** What an edit did to the money, in a sentence: a new line to pay, a refund asked, or nothing said. */
export function useSettlementText() {
  const { t } = useLingui();
  const locale = useAdminLocale();
  return ({ fee }: Pick<AdminEditResult, "fee">): string => {
    const money = (cents: number) => formatAmount(cents, fee.currency, locale);
    if (fee.newLine) return t`A new payment line of ${money(fee.newLine.totalFee)} is to be paid.`;
    if (fee.refunds.length) return t`A refund of ${money(-fee.difference)} was requested.`;
    return "";
  };
}
