import type { AdminRole } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Back-office accounts. role 1 administrator, 2 staff (shared AdminRole); conferenceId null = all conferences. */
export interface AdminAccountsTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  role: AdminRole;
  conferenceId: number | null;
  /** Where a password reset code is sent (either may be empty). */
  email: Generated<string>;
  phone: Generated<string>;
  isDisabled: Generated<number>;
  lastLoginTime: string | null;
  createTime: string;
  updateTime: string;
}

export type AdminAccountRow = Selectable<AdminAccountsTable>;
export type NewAdminAccount = Insertable<AdminAccountsTable>;
export type AdminAccountUpdate = Updateable<AdminAccountsTable>;
