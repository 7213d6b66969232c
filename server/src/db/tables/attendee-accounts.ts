import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Attendee sign-in accounts (e-mail or phone plus password, or the unified sign-in service). */
export interface AttendeeAccountsTable {
  id: Generated<number>;
  email: string | null;
  phone: string | null;
  /** Argon2id; null for accounts that sign in only through the unified sign-in service. */
  passwordHash: string | null;
  name: Generated<string>;
  unifyId: string | null;
  isDisabled: Generated<number>;
  lastLoginTime: string | null;
  createTime: string;
  updateTime: string;
}

export type AttendeeAccountRow = Selectable<AttendeeAccountsTable>;
export type NewAttendeeAccount = Insertable<AttendeeAccountsTable>;
export type AttendeeAccountUpdate = Updateable<AttendeeAccountsTable>;
