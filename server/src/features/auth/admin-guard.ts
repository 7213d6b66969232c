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
