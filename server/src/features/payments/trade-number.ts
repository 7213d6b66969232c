/**
 * The trade number of a payment line: the conference's system code (so bank statements show whose money
 * it is), the registration and the line, and how many times the line was paid again after a refund (a
 * refunded line is always paid under a new number, DOMAIN.md §4). Unique by construction, no randomness.
 */
export function tradeNumber(systemCode: string, registrationId: number, seq: number, repay = 0): string {
  const prefix = (systemCode.replace(/[^A-Za-z0-9]/g, "") || "CR").slice(0, 8).toUpperCase();
  const base = `${prefix}${String(registrationId).padStart(8, "0")}${String(seq).padStart(2, "0")}`;
  return repay > 0 ? `${base}R${repay}` : base;
}
