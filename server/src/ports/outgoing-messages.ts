import type { MessageChannel } from "@confreg/shared";

/**
 * Outgoing e-mails and text messages as the rest of the server sees them (`deps.messages`): queue with
 * `queueMessage` inside a unit of work, then `kick()` once it has committed.
 */
export interface OutgoingMessages {
  /** The channels whose messages nobody receives: they stay in the development outbox. */
  readonly undelivered: MessageChannel[];
  /** Sends what is queued, in the background; call after the transaction that queued it commits. */
  kick(): void;
  /** One pass over the queue, awaited. */
  dispatch(): Promise<void>;
  /** Waits until no pass is under way. */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}
