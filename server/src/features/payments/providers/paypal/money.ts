import type { Money } from "#ports/payment-provider";

/**
 * PayPal writes amounts as decimal strings in the currency's unit ("12.30" dollars); we hold integer cents.
 * Both ways go through strings and integers only, so no binary fraction (0.1 + 0.2) can creep in.
 */
export function centsToValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not an amount of cents: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** Null for what we cannot hold exactly: another currency than ours, more than two decimals, a malformed value. */
export function valueToMoney(amount: { currencyCode?: string; value?: string } | undefined): Money | null {
  const currency = amount?.currencyCode;
  if (currency !== "USD" && currency !== "CNY") return null;
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(amount?.value ?? "");
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  return { amount: cents, currency };
}
