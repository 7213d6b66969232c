import type { OutboxStatus } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * Outgoing e-mails and text messages: queued, then sent (or failed) by the configured sender. A message
 * about a registration names it: the registration's mail list (spec 002 §2) is its rows here, the old
 * system's mails included (held while unsent, until staff send or delete them).
 */
export interface OutboxTable {
  id: Generated<number>;
  channel: "email" | "sms";
  recipient: string;
  /** Which template made it (password reset, payment notice...). */
  template: string;
  locale: string;
  subject: Generated<string>;
  body: string;
  /** Only queued messages are sent; held ones wait for staff, deleted ones are kept but not listed. */
  status: OutboxStatus;
  attempts: Generated<number>;
  lastError: Generated<string>;
  conferenceId: number | null;
  registrationId: number | null;
  /** Which sender delivered it: "development" (the built-in outbox), "smtp", or an SMS provider. */
  sender: Generated<string>;
  createTime: string;
  sentTime: string | null;
  /**
   * Nobody tries the message before this time: while one process sends it (its claim) and while it
   * waits for a retry. '' (before every time): due now.
   */
  nextAttemptAt: Generated<string>;
}

export type OutboxRow = Selectable<OutboxTable>;
export type NewOutbox = Insertable<OutboxTable>;
export type OutboxUpdate = Updateable<OutboxTable>;
