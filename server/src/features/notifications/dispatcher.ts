import { developmentSender } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { transact } from "#db/transact";
import type { Logger } from "#logger";
import { claimAttempt, dueAfter, markAttemptFailed, markSent } from "./outbox.repo";
import type { OutgoingMessage, Senders } from "./senders";
import { keptBody } from "./templates";

export type RetryPolicy = {
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** Wait after the first failure; each further failure doubles it, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
};

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
};

const pageSize = 50;
/**
 * How long an attempt is left to its sender before another process may try the message again: only a
 * process that died while sending lets it run out (nodemailer's default timeouts end a stuck SMTP
 * attempt within ten minutes).
 */
export const claimMs = 15 * 60_000;
/** What of an error is kept for the back office: its text, bounded (SMTP replies can be long). */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends queued messages: when kicked after a commit, and on a timer for retries and anything missed. Every
 * server process runs one; each attempt is claimed in the database first (the message's next attempt
 * moves past the claim), so no two passes or processes send a message at once, and the wait before a
 * retry is kept there too, for all of them and across restarts.
 */
export class MessageDispatcher {
  #running: Promise<void> | null = null;
  #again = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly senders: Senders,
    private readonly logger: Logger,
    private readonly now: () => Date,
    private readonly policy: RetryPolicy = defaultRetryPolicy,
  ) {}

  /** Starts a pass, or asks the running one to look again when it ends. Resolves when no pass runs. */
  run(): Promise<void> {
    if (this.#running !== null) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#passes().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  /** Waits for the pass under way, if any (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running !== null) await this.#running;
  }

  async #passes(): Promise<void> {
    do {
      this.#again = false;
      try {
        await this.#pass();
      } catch (error) {
        // The database went away or similar: the timer tries again later.
        this.logger.error({ err: { name: (error as Error).name } }, "outbox pass failed");
      }
    } while (this.#again);
  }

  async #pass(): Promise<void> {
    let afterId = 0;
    for (;;) {
      const page = await dueAfter(this.db, this.now().toISOString(), afterId, pageSize);
      for (const row of page) await this.#attempt(row);
      if (page.length < pageSize) return;
      afterId = page.at(-1)?.id ?? afterId;
    }
  }

  async #attempt(row: OutgoingMessage & { attempts: number }): Promise<void> {
    const at = this.now();
    const claimedUntil = new Date(at.getTime() + claimMs).toISOString();
    const claimed = await transact(this.db, (tx) => claimAttempt(tx, row.id, row.attempts, claimedUntil), {
      at,
    });
    if (!claimed) return;
    const attempt = row.attempts + 1;
    const sender = this.senders[row.channel];
    try {
      await sender.send(row);
    } catch (error) {
      await this.#failed(row, attempt, error);
      return;
    }
    const kept = sender.name === developmentSender ? undefined : keptBody(row.template, row.body);
    await transact(this.db, (tx) => markSent(tx, row.id, attempt, sender.name, kept), { at: this.now() });
    // Ids and kinds only: recipients and bodies are personal data and secrets (codes).
    this.logger.info(
      { messageId: row.id, channel: row.channel, template: row.template, sender: sender.name, attempt },
      "message sent",
    );
  }

  async #failed(row: OutgoingMessage, attempt: number, error: unknown): Promise<void> {
    const final = attempt >= this.policy.maxAttempts;
    const at = this.now();
    const delay = Math.min(this.policy.firstDelayMs * 2 ** (attempt - 1), this.policy.maxDelayMs);
    const retryAt = final ? null : new Date(at.getTime() + delay).toISOString();
    await transact(this.db, (tx) => markAttemptFailed(tx, row.id, attempt, errorText(error), retryAt), {
      at,
    });
    // The error's text may quote the recipient (an SMTP server's "user unknown"): only its kind goes here.
    this.logger.warn(
      {
        messageId: row.id,
        channel: row.channel,
        template: row.template,
        attempt,
        final,
        error: (error as { code?: unknown })?.code ?? (error as Error)?.name,
      },
      final ? "message failed; no more attempts" : "message attempt failed; will retry",
    );
  }
}
