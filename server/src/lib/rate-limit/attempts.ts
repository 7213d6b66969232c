import { AppError } from "@confreg/shared";
import type { AppDeps } from "#http/env";
import { hit } from "./store";

export const minutes = (n: number) => n * 60_000;

/** At most `limit` attempts per key within a sliding window of `windowMs`. */
export type Limit = { limit: number; windowMs: number };

/** Counts one attempt against the key; over the limit, RATE_LIMITED with the window as the wait. */
export async function takeAttempt(deps: AppDeps, key: string, rule: Limit): Promise<void> {
  if (!(await hit(deps.rateLimiter, key, rule.limit, rule.windowMs))) {
    throw new AppError("RATE_LIMITED", { retryAfterSeconds: Math.ceil(rule.windowMs / 1000) });
  }
}
