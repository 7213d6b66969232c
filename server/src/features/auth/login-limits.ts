import { AppError } from "@confreg/shared";
import type { AppDeps } from "#http/env";
import { type Limit, minutes, takeAttempt } from "#lib/rate-limit/attempts";

/**
 * Sign-in throttling. Per source address, a plain limit. Per account and source together, wrong
 * passwords lock that pair out for a time that doubles with each further failure, so an attacker cannot
 * lock anyone out from elsewhere. Per account across all sources, wrong passwords only slow every attempt
 * down (a growing delay, capped): the right password from a clean source always gets in.
 */
export const loginLimits = {
  perIp: { limit: 30, windowMs: minutes(15) },
  pairFailures: { free: 5, windowMs: minutes(60), firstLockMs: minutes(1), maxLockMs: minutes(60) },
  accountFailures: { free: 10, windowMs: minutes(15), firstDelayMs: 250, maxDelayMs: 4_000 },
};

/** Sign-ups per source address. */
export const signupLimit: Limit = { limit: 10, windowMs: minutes(60) };

type LoginScope = "attendee" | "admin";
const pairKey = (scope: LoginScope, account: string, ip: string) => `login:${scope}:pair:${account}:${ip}`;
const lockKey = (scope: LoginScope, account: string, ip: string) => `login:${scope}:lock:${account}:${ip}`;
const accountKey = (scope: LoginScope, account: string) => `login:${scope}:account:${account}`;

/** Before checking a password: the source's limit, then this account-and-source pair's lock-out. */
export async function checkLogin(deps: AppDeps, scope: LoginScope, ip: string, account: string) {
  await takeAttempt(deps, `login:${scope}:ip:${ip}`, loginLimits.perIp);
  const locked = await deps.rateLimiter.count(lockKey(scope, account, ip));
  if (locked > 0)
    throw new AppError("RATE_LIMITED", {
      retryAfterSeconds: Math.ceil((await lockMs(deps, scope, account, ip)) / 1000),
    });
}

async function lockMs(deps: AppDeps, scope: LoginScope, account: string, ip: string): Promise<number> {
  const rule = loginLimits.pairFailures;
  const over = (await deps.rateLimiter.count(pairKey(scope, account, ip))) - rule.free;
  return Math.min(rule.firstLockMs * 2 ** Math.max(0, over), rule.maxLockMs);
}

/** How long to hold this attempt's answer: nothing until the account has many recent failures. */
export async function loginDelayMs(deps: AppDeps, scope: LoginScope, account: string): Promise<number> {
  const rule = loginLimits.accountFailures;
  const over = (await deps.rateLimiter.count(accountKey(scope, account))) - rule.free;
  return over < 0 ? 0 : Math.min(rule.firstDelayMs * 2 ** over, rule.maxDelayMs);
}

/** A wrong password: counts for the pair (locking it once over its allowance) and for the account. */
export async function failedLogin(deps: AppDeps, scope: LoginScope, ip: string, account: string) {
  const rule = loginLimits.pairFailures;
  const failures = await deps.rateLimiter.record(pairKey(scope, account, ip), rule.windowMs);
  if (failures >= rule.free)
    await deps.rateLimiter.record(lockKey(scope, account, ip), await lockMs(deps, scope, account, ip));
  await deps.rateLimiter.record(accountKey(scope, account), loginLimits.accountFailures.windowMs);
}

/** A right password clears this pair's failures (the account's others stay, for their own sources). */
export async function clearLogin(deps: AppDeps, scope: LoginScope, ip: string, account: string) {
  await deps.rateLimiter.reset(pairKey(scope, account, ip));
  await deps.rateLimiter.reset(lockKey(scope, account, ip));
}
