import { AppError } from "@confreg/shared";
import type { AppDeps } from "#http/env";

const minutes = (n: number) => n * 60_000;

/** Sign-in attempts: per address, and per account name (so one address cannot sweep many accounts). */
export const loginLimits = {
  perIp: { limit: 30, windowMs: minutes(15) },
  perAccount: { limit: 8, windowMs: minutes(15) },
};

export function takeAttempt(deps: AppDeps, key: string, rule: { limit: number; windowMs: number }): void {
  if (!deps.rateLimiter.hit(key, rule.limit, rule.windowMs)) throw new AppError("RATE_LIMITED");
}

export function checkLogin(deps: AppDeps, scope: "attendee" | "admin", ip: string, account: string): void {
  takeAttempt(deps, `login:${scope}:ip:${ip}`, loginLimits.perIp);
  takeAttempt(deps, `login:${scope}:account:${account}`, loginLimits.perAccount);
}

export function clearLogin(deps: AppDeps, scope: "attendee" | "admin", account: string): void {
  deps.rateLimiter.reset(`login:${scope}:account:${account}`);
}
