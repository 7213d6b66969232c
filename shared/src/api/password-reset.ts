import { z } from "zod";
import type { Label } from "../i18n";
import { requiredText } from "../schemas/common";
import { validationIds as v } from "../validation";
import { isEmailLogin } from "../validators";
import { attendeeLogin, password } from "./auth";
import { type MessageChannel, messageChannelValues } from "./outbox";

/** A reset code: six digits, valid this many minutes, dead after this many wrong tries. */
export const resetCodeRules = { digits: 6, lifetimeMinutes: 15, maxAttempts: 5 } as const;

export const resetCodeMessage: Label = /*i18n*/ {
  id: "validation.resetCode",
  message: "The code is the 6 digits we sent you.",
};

export const resetCode = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .regex(/^\d{6}$/, { error: resetCodeMessage.id });

/** Where an attendee's code goes follows from what they typed: an e-mail address, else a phone. */
export const resetChannelOf = (login: string): MessageChannel => (isEmailLogin(login) ? "email" : "sms");

/** POST /api/auth/password-reset: asks for a code (the answer is the same whether the account exists). */
export const passwordResetRequest = z.object({ login: attendeeLogin });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

export const passwordResetRequested = z.object({
  ok: z.literal(true),
  channel: z.enum(messageChannelValues),
});
export type PasswordResetRequested = z.infer<typeof passwordResetRequested>;

/** POST /api/auth/password-reset/confirm: the code and the new password. */
export const passwordResetConfirm = z.object({ login: attendeeLogin, code: resetCode, password });
export type PasswordResetConfirm = z.input<typeof passwordResetConfirm>;

/**
 * The back office's pair: by username; the code goes to the account's e-mail, else its phone. The answer
 * names no channel, since that would tell whether the account exists and what it has on file.
 */
export const adminPasswordResetRequest = z.object({ username: requiredText(50) });
export type AdminPasswordResetRequest = z.input<typeof adminPasswordResetRequest>;

export const adminPasswordResetConfirm = z.object({ username: requiredText(50), code: resetCode, password });
export type AdminPasswordResetConfirm = z.input<typeof adminPasswordResetConfirm>;
