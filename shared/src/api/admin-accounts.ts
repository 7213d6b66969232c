import { z } from "zod";
import { adminRoleValues } from "../enums";
import { id, requiredText } from "../schemas/common";
import { validationIds as v } from "../validation";
import { password } from "./auth";

/** A row of the account list (spec 002 §2 "Account list", §3 Account): never the password hash. */
export const adminAccountRow = z.object({
  id,
  username: z.string(),
  role: z.literal(adminRoleValues),
  /** The conference the account is bound to; null: every conference. */
  conferenceId: id.nullable(),
  isDisabled: z.boolean(),
  createTime: z.string(),
  lastLoginTime: z.string().nullable(),
});
export type AdminAccountRow = z.infer<typeof adminAccountRow>;

/** What the account detail dialog edits (spec 002 §6: user name, role and linked conference). */
export const adminAccountInput = z.object({
  username: requiredText(50),
  role: z.literal(adminRoleValues, { error: v.required }),
  conferenceId: id.nullable(),
});
export type AdminAccountInput = z.input<typeof adminAccountInput>;

/** A new account: its details and its first password. */
export const newAdminAccountInput = adminAccountInput.extend({ password });
export type NewAdminAccountInput = z.input<typeof newAdminAccountInput>;

/** An administrator sets another account's password (spec updateManagerAccountPassword). */
export const adminPasswordInput = z.object({ password });
export type AdminPasswordInput = z.input<typeof adminPasswordInput>;

/** An account changes its own password: the current one first. */
export const ownPasswordInput = z.object({
  currentPassword: z.string({ error: v.required }).min(1, { error: v.required }).max(200),
  newPassword: password,
});
export type OwnPasswordInput = z.input<typeof ownPasswordInput>;

export const adminAccountDisabledInput = z.object({ disabled: z.boolean({ error: v.required }) });
export type AdminAccountDisabledInput = z.input<typeof adminAccountDisabledInput>;
