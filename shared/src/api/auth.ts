import { z } from "zod";
import { adminRoleValues } from "../enums";
import { bilingual, id, optionalText, requiredText } from "../schemas/common";
import { validationIds as v } from "../validation";
import { isEmailLogin, isValidEmail, isValidPhone, normalizeEmail, normalizePhone } from "../validators";

/** An attendee signs in with an e-mail address or a phone number. */
export const attendeeLogin = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .refine((s) => (isEmailLogin(s) ? isValidEmail(s) : isValidPhone(s)), { error: v.login })
  .overwrite((s) => (isEmailLogin(s) ? normalizeEmail(s) : normalizePhone(s)));

export const password = z
  .string({ error: v.required })
  .min(8, { error: v.password })
  .max(200, { error: v.tooLong });

export const signupInput = z.object({
  login: attendeeLogin,
  password,
  name: optionalText(50),
});
export type SignupInput = z.input<typeof signupInput>;

export const loginInput = z.object({
  login: attendeeLogin,
  password: z.string({ error: v.required }).min(1, { error: v.required }).max(200),
});
export type LoginInput = z.input<typeof loginInput>;

export const attendeeAccount = z.object({
  id,
  email: z.string(),
  phoneMasked: z.string(),
  name: z.string(),
});
export type AttendeeAccount = z.infer<typeof attendeeAccount>;

export const adminLoginInput = z.object({
  username: requiredText(50),
  password: z.string({ error: v.required }).min(1, { error: v.required }).max(200),
});
export type AdminLoginInput = z.input<typeof adminLoginInput>;

/** An admin is bound to one conference, or to all (conferenceId null). */
export const adminAccount = z.object({
  id,
  username: z.string(),
  role: z.literal(adminRoleValues),
  conferenceId: id.nullable(),
  conferences: z.array(z.object({ id, title: bilingual })),
});
export type AdminAccount = z.infer<typeof adminAccount>;

/** GET /api/session: who is signed in on this browser. */
export const sessionInfo = z.object({
  attendee: attendeeAccount.nullable(),
  admin: adminAccount.nullable(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;
