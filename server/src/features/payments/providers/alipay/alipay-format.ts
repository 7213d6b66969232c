/**
 * Alipay's units and words: amounts as yuan strings with two decimals, times as "yyyy-MM-dd HH:mm:ss" in
 * Beijing time, trade statuses.
 */

/** Writes integer cents as Alipay's yuan string: 1230 -> "12.30". */
export function yuanFromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError("an amount must be whole cents");
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/**
 * Reads Alipay's yuan string as integer cents, from its digits (a float would turn "0.29" into 28.999...);
 * null when it is not a plain amount.
 */
export function centsFromYuan(text: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

// Beijing time is UTC+8 all year (no daylight saving since 1991), so a fixed offset is exact and does not
// depend on the server's zone or on the ICU data Node was built with.
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Writes an instant as Alipay's "yyyy-MM-dd HH:mm:ss" in Beijing time. */
export function formatBeijingTime(instant: Date): string {
  const shifted = new Date(instant.getTime() + BEIJING_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

/** Reads Alipay's "yyyy-MM-dd HH:mm:ss" (Beijing time) as an instant; null when it is not one. */
export function parseBeijingTime(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const instant = new Date(`${text.replace(" ", "T")}+08:00`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** Alipay's trade_status, in the words of PaymentReport; null for a status Alipay does not document. */
export function paymentStatusOf(tradeStatus: string): "paid" | "pending" | "closed" | null {
  switch (tradeStatus) {
    // TRADE_FINISHED: paid, and past the refund period (or a trade that cannot be refunded).
    case "TRADE_SUCCESS":
    case "TRADE_FINISHED":
      return "paid";
    case "WAIT_BUYER_PAY":
      return "pending";
    // Unpaid and expired or closed, or fully refunded.
    case "TRADE_CLOSED":
      return "closed";
    default:
      return null;
  }
}
