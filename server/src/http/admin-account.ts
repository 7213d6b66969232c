import { type AdminAccount, type AdminRole, AppError } from "@confreg/shared";
import type { Context } from "hono";
import { listConferencesInScope } from "#db/conference-scope";
import type { AppDeps, AppEnv } from "./env";
import { requireSession } from "./session";

/** An admin account as requests see it, with the conferences of its scope; null when missing or disabled. */
export async function adminAccount(deps: Pick<AppDeps, "db">, id: number): Promise<AdminAccount | null> {
  const row = await deps.db.selectFrom("adminAccounts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || row.isDisabled) return null;
  const conferences = await listConferencesInScope(deps.db, row.conferenceId);
  return {
    id: row.id,
    username: row.username,
    role: row.role as AdminRole,
    conferenceId: row.conferenceId,
    conferences: conferences.map((c) => ({ id: c.id, title: { zh: c.titleZh, en: c.titleEn } })),
  };
}

/** The signed-in admin, re-read on every request so a disabled account or changed scope applies at once. */
export async function requireAdmin(c: Context<AppEnv>): Promise<AdminAccount> {
  const session = requireSession(c, "admin");
  const account = await adminAccount(c.get("deps"), session.accountId);
  if (!account) throw new AppError("UNAUTHENTICATED");
  return account;
}
