import type { Currency } from "@confreg/shared";
import { ApiClientError } from "#api/errors";

/**
 * A submission that got no answer it can act on: no network, or the server not reachable. It may or may
 * not have been saved; the draft is kept and a retry carries the same idempotency key (DOMAIN.md §7).
 */
export const unreachable = (error: unknown): boolean =>
  !(error instanceof ApiClientError) || error.status === 0 || error.code === "UNAVAILABLE";

/**
 * The new total of a refused submission (409 FEE_CHANGED, DOMAIN.md §3: never a silent change), in its
 * currency (the form's when the answer names none); null when the answer carries no whole total.
 */
export function changedTotal(
  error: ApiClientError,
  formCurrency: Currency,
): { total: number; currency: Currency } | null {
  const total = Number(error.details?.total);
  if (!Number.isSafeInteger(total)) return null;
  return { total, currency: (error.details?.currency as Currency | undefined) ?? formCurrency };
}
