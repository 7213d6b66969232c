import { type AdminAccount, AppError } from "@confreg/shared";
import type { Context } from "hono";
import type { AppEnv } from "#http/env";
import { requireSession } from "#http/session";
import { adminAccount } from "./auth.service";

/** The signed-in admin, re-read on every request so a disabled account or changed scope applies at once. */
export async function requireAdmin(c: Context<AppEnv>): Promise<AdminAccount> {
  const session = requireSession(c, "admin");
  const account = await adminAccount(c.get("deps"), session.accountId);
  if (!account) throw new AppError("UNAUTHENTICATED");
  return account;
}

/**
 * Which conferences a request may touch. An account bound to one conference may only ask for it; an
 * all-conferences account may ask for any, or for all of them (null).
 */
export function conferenceScope(admin: AdminAccount, requested: number | undefined): number | null {
  if (admin.conferenceId === null) return requested ?? null;
  if (requested !== undefined && requested !== admin.conferenceId) throw new AppError("FORBIDDEN");
  return admin.conferenceId;
}

/** Refuses a record of a conference outside the admin's scope, as if it did not exist. */
export function assertInScope(admin: AdminAccount, conferenceId: number): void {
  if (admin.conferenceId !== null && admin.conferenceId !== conferenceId) throw new AppError("NOT_FOUND");
}
