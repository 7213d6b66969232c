import { z } from "zod";
import { id, isoDateTime } from "../schemas/common";
import { messageChannelValues, outboxStatusValues } from "./outbox";

/**
 * One message of a registration's mail list (spec 002 §2 "mail info", §3 Mail): what the outbox sent,
 * or holds, for that registration. A text message's phone is masked (DOMAIN.md §10).
 */
export const registrationMail = z.object({
  id,
  channel: z.enum(messageChannelValues),
  /** The From of an old system's mail, or who delivered it ("development", "smtp", an SMS provider). */
  sender: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(outboxStatusValues),
  /** The spec's isSent: handed to its sender. */
  isSent: z.boolean(),
  createTime: isoDateTime,
  sentTime: isoDateTime.nullable(),
  /** Why the last attempt failed, "" when none did. */
  lastError: z.string(),
});
export type RegistrationMail = z.infer<typeof registrationMail>;

/** The mail list, newest first (deleted messages are kept but not listed); sendEmail and deleteEmail answer it too. */
export const registrationMailList = z.array(registrationMail);
export type RegistrationMailList = z.infer<typeof registrationMailList>;

/**
 * What the invoice-information reminder (invoiceSms) did for a conference: the registrations reminded,
 * the text messages and e-mails queued, and those left out because they were reminded in the last 24 hours.
 */
export const invoiceReminderResult = z.object({
  reminded: z.number().int(),
  sms: z.number().int(),
  emails: z.number().int(),
  skippedRecent: z.number().int(),
});
export type InvoiceReminderResult = z.infer<typeof invoiceReminderResult>;

/** How long a registration is not reminded again about its invoice information. */
export const invoiceReminderIntervalMs = 24 * 60 * 60_000;
