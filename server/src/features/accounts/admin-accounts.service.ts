import {
  type AccountStanding,
  type AdminAccount,
  type AdminAccountInput,
  type AdminAccountRow,
  AppError,
  leavesNoKeyAdministrator,
  mayGrantScope,
} from "@confreg/shared";
import type { Tx } from "#db/transact";
import { transactUnique } from "#db/transact-unique";
import { hashPassword, verifyPassword } from "#features/auth";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";
import { type Limit, takeAttempt } from "#lib/rate-limit/attempts";
import { accountStandings, endAdminSessions, findAccountListRow, findAdminById } from "./admin-accounts.repo";

type Details = { username: string; role: AdminAccountInput["role"]; conferenceId: number | null };

/** The scope given must be one the acting account has, and a conference that exists. */
async function checkScope(deps: AppDeps, actor: AdminAccount, conferenceId: number | null): Promise<void> {
  if (!mayGrantScope(actor, conferenceId)) throw new AppError("FORBIDDEN", { conferenceId });
  if (conferenceId === null) return;
  const found = await deps.db
    .selectFrom("conferences")
    .select("id")
    .where("id", "=", conferenceId)
    .executeTakeFirst();
  if (!found) throw new AppError("CONFERENCE_NOT_FOUND");
}

const inTransaction = <T>(deps: AppDeps, work: (tx: Tx) => Promise<T>) =>
  transactUnique(deps, "USERNAME_TAKEN", work);

/** Refuses a change that would leave no enabled administrator of every conference. */
async function keepAnAdministrator(tx: Tx, after: AccountStanding): Promise<void> {
  if (leavesNoKeyAdministrator(await accountStandings(tx), after)) throw new AppError("LAST_ADMINISTRATOR");
}

async function listRow(deps: AppDeps, id: number): Promise<AdminAccountRow> {
  const row = await findAccountListRow(deps.db, id);
  if (!row) throw new AppError("ADMIN_ACCOUNT_NOT_FOUND");
  return row;
}

const actorOf = (actor: AdminAccount) => ({ kind: "admin" as const, id: actor.id });

export async function createAdminAccount(
  deps: AppDeps,
  actor: AdminAccount,
  input: Details & { password: string },
): Promise<AdminAccountRow> {
  await checkScope(deps, actor, input.conferenceId);
  const passwordHash = await hashPassword(input.password);
  const id = await inTransaction(deps, async (tx) => {
    const row = await tx.db
      .insertInto("adminAccounts")
      .values({
        username: input.username,
        role: input.role,
        conferenceId: input.conferenceId,
        passwordHash,
        createTime: tx.now,
        updateTime: tx.now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeAudit(tx, {
      action: "admin.create",
      actor: actorOf(actor),
      entityId: row.id,
      conferenceId: input.conferenceId,
      data: { role: input.role, scope: input.conferenceId ?? "all" },
    });
    return row.id;
  });
  return listRow(deps, id);
}

/** The account detail dialog: user name, role and linked conference (spec 002 §6). */
export async function updateAdminAccount(
  deps: AppDeps,
  actor: AdminAccount,
  id: number,
  input: Details,
): Promise<AdminAccountRow> {
  await checkScope(deps, actor, input.conferenceId);
  await inTransaction(deps, async (tx) => {
    const before = await findAdminById(tx.db, id);
    if (!before) throw new AppError("ADMIN_ACCOUNT_NOT_FOUND");
    await keepAnAdministrator(tx, {
      id,
      role: input.role,
      conferenceId: input.conferenceId,
      isDisabled: before.isDisabled === 1,
    });
    await tx.db
      .updateTable("adminAccounts")
      .set({
        username: input.username,
        role: input.role,
        conferenceId: input.conferenceId,
        updateTime: tx.now,
      })
      .where("id", "=", id)
      .execute();
    await writeAudit(tx, {
      action: "admin.update",
      actor: actorOf(actor),
      entityId: id,
      conferenceId: input.conferenceId,
      from: `${before.role}@${before.conferenceId ?? "all"}`,
      to: `${input.role}@${input.conferenceId ?? "all"}`,
      data: { renamed: before.username !== input.username },
    });
  });
  return listRow(deps, id);
}

/** An administrator sets a new password: every session of that account ends. */
export async function setAdminPassword(
  deps: AppDeps,
  actor: AdminAccount,
  id: number,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(deps, async (tx) => {
    const row = await findAdminById(tx.db, id);
    if (!row) throw new AppError("ADMIN_ACCOUNT_NOT_FOUND");
    await tx.db
      .updateTable("adminAccounts")
      .set({ passwordHash, updateTime: tx.now })
      .where("id", "=", id)
      .execute();
    await endAdminSessions(tx, id);
    await writeAudit(tx, {
      action: "admin.setPassword",
      actor: actorOf(actor),
      entityId: id,
      conferenceId: row.conferenceId,
    });
  });
}

/** Disables (its sessions end, it cannot sign in) or enables an account. */
export async function setAdminDisabled(
  deps: AppDeps,
  actor: AdminAccount,
  id: number,
  disabled: boolean,
): Promise<AdminAccountRow> {
  await inTransaction(deps, async (tx) => {
    const row = await findAdminById(tx.db, id);
    if (!row) throw new AppError("ADMIN_ACCOUNT_NOT_FOUND");
    if ((row.isDisabled === 1) === disabled) return;
    const after = { id, role: row.role, conferenceId: row.conferenceId, isDisabled: disabled };
    if (disabled) await keepAnAdministrator(tx, after);
    await tx.db
      .updateTable("adminAccounts")
      .set({ isDisabled: disabled ? 1 : 0, updateTime: tx.now })
      .where("id", "=", id)
      .execute();
    if (disabled) await endAdminSessions(tx, id);
    await writeAudit(tx, {
      action: disabled ? "admin.disable" : "admin.enable",
      actor: actorOf(actor),
      entityId: id,
      conferenceId: row.conferenceId,
    });
  });
  return listRow(deps, id);
}

/** Tries at the current password per account, so a session left open cannot be used to guess it. */
export const ownPasswordLimit: Limit = { limit: 10, windowMs: 15 * 60_000 };

/** The signed-in account changes its own password (the current one first); its other sessions end. */
export async function changeOwnPassword(
  deps: AppDeps,
  actor: AdminAccount,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await takeAttempt(deps, `own-password:${actor.id}`, ownPasswordLimit);
  const row = await findAdminById(deps.db, actor.id);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new AppError("CURRENT_PASSWORD_WRONG");
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(deps, async (tx) => {
    await tx.db
      .updateTable("adminAccounts")
      .set({ passwordHash, updateTime: tx.now })
      .where("id", "=", actor.id)
      .execute();
    await endAdminSessions(tx, actor.id, sessionId);
    await writeAudit(tx, {
      action: "admin.changeOwnPassword",
      actor: actorOf(actor),
      entityId: actor.id,
      conferenceId: actor.conferenceId,
    });
  });
}
