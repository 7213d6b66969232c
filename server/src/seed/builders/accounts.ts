import { randomBytes } from "node:crypto";
import type { AdminRole } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { AdminAccountRow, NewAdminAccount } from "#db/tables/admin-accounts";
import type { AttendeeAccountRow, NewAttendeeAccount } from "#db/tables/attendee-accounts";
import { generatePassword, hashPassword } from "#features/auth";

type Db = Kysely<Database>;

/** Pass either a clear password (hashed here; generated when omitted) or a ready hash. */
type PasswordOption = { password?: string; passwordHash?: string };

/** An admin account; role 1 administrator (all conferences when conferenceId is null), 2 staff. */
export async function insertAdmin(
  db: Db,
  fields: Omit<Partial<NewAdminAccount>, "passwordHash"> & PasswordOption = {},
): Promise<{ account: AdminAccountRow; password: string | null }> {
  const { password, passwordHash, ...values } = fields;
  const clear = passwordHash ? null : (password ?? generatePassword());
  const at = values.createTime ?? new Date().toISOString();
  const account = await db
    .insertInto("adminAccounts")
    .values({
      username: `admin-${randomBytes(4).toString("hex")}`,
      role: 1 as AdminRole,
      createTime: at,
      updateTime: at,
      ...values,
      passwordHash: passwordHash ?? (await hashPassword(clear ?? "")),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { account, password: clear };
}

/**
 * An attendee account. Without a password option a password is generated; `password: null` makes an
 * account that signs in only through the unified sign-in service (no local password).
 */
export async function insertAttendee(
  db: Db,
  fields: Omit<Partial<NewAttendeeAccount>, "passwordHash" | "password"> & {
    password?: string | null;
    passwordHash?: string;
  } = {},
): Promise<{ account: AttendeeAccountRow; password: string | null }> {
  const { password, passwordHash, ...values } = fields;
  const clear = passwordHash || password === null ? null : (password ?? generatePassword());
  const at = values.createTime ?? new Date().toISOString();
  const account = await db
    .insertInto("attendeeAccounts")
    .values({
      email: `attendee-${randomBytes(6).toString("hex")}@example.com`,
      createTime: at,
      updateTime: at,
      ...values,
      passwordHash: passwordHash ?? (clear === null ? null : await hashPassword(clear)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { account, password: clear };
}
