import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Outgoing e-mails and text messages: queued, then sent (or failed) by the configured sender. */
export interface OutboxTable {
  id: Generated<number>;
  channel: "email" | "sms";
  recipient: string;
  /** Which template made it (password reset, payment notice...). */
  template: string;
  locale: string;
  subject: Generated<string>;
  body: string;
  status: "queued" | "sent" | "failed";
  attempts: Generated<number>;
  lastError: Generated<string>;
  conferenceId: number | null;
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
