import type { AdminAccountRow as AccountListRow, AdminRole } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Tx } from "#db/transact";

type Db = Kysely<Database>;

const listColumns = [
  "id",
  "username",
  "role",
  "conferenceId",
  "isDisabled",
  "createTime",
  "lastLoginTime",
] as const;

type Listed = {
  id: number;
  username: string;
  role: number;
  conferenceId: number | null;
  isDisabled: number;
  createTime: string;
  lastLoginTime: string | null;
};

export const toAccountListRow = (row: Listed): AccountListRow => ({
  ...row,
  role: row.role as AdminRole,
  isDisabled: row.isDisabled === 1,
});

/** One account with its password hash, for the account rules only. */
export function findAdminById(db: Db, id: number) {
  return db.selectFrom("adminAccounts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The accounts of one conference, or (null) every account, oldest first as the spec's row index reads. */
export async function listAdminAccounts(db: Db, conferenceId: number | null): Promise<AccountListRow[]> {
  let query = db.selectFrom("adminAccounts").select(listColumns).orderBy("id");
  if (conferenceId !== null) query = query.where("conferenceId", "=", conferenceId);
  return (await query.execute()).map(toAccountListRow);
}

export async function findAccountListRow(db: Db, id: number): Promise<AccountListRow | undefined> {
  const row = await db
    .selectFrom("adminAccounts")
    .select(listColumns)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toAccountListRow(row);
}

/**
 * Every account's standing for the administrator rule, locked on Postgres so two changes cannot each see
 * the other administrator still there (SQLite has one writer).
 */
export async function accountStandings(tx: Tx) {
  let query = tx.db
    .selectFrom("adminAccounts")
    .select(["id", "role", "conferenceId", "isDisabled"])
    .orderBy("id");
  if (tx.dialect === "postgres") query = query.forUpdate();
  return (await query.execute()).map((row) => ({
    id: row.id,
    role: row.role as AdminRole,
    conferenceId: row.conferenceId,
    isDisabled: row.isDisabled === 1,
  }));
}

/** Ends every back-office session of the account: a disabled account or a replaced password signs out. */
export async function endAdminSessions(tx: Tx, accountId: number, keepSessionId?: string): Promise<void> {
  let query = tx.db.deleteFrom("sessions").where("kind", "=", "admin").where("accountId", "=", accountId);
  if (keepSessionId) query = query.where("id", "<>", keepSessionId);
  await query.execute();
}
