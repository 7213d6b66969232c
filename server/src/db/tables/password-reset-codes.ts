import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** One-time codes for resetting a password, sent by e-mail or SMS; stored as hashes only. */
export interface PasswordResetCodesTable {
  id: Generated<number>;
  accountKind: "attendee" | "admin";
  accountId: number;
  codeHash: string;
  channel: "email" | "sms";
  /** Wrong codes tried against it; it stops working after a few. */
  attempts: Generated<number>;
  expireTime: string;
  usedTime: string | null;
  createTime: string;
}

export type PasswordResetCodeRow = Selectable<PasswordResetCodesTable>;
export type NewPasswordResetCode = Insertable<PasswordResetCodesTable>;
export type PasswordResetCodeUpdate = Updateable<PasswordResetCodesTable>;
