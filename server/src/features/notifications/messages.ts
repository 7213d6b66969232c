import { developmentSender, type MessageChannel } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Config } from "#config";
import type { Database } from "#db/schema";
import type { Logger } from "#logger";
import type { OutgoingMessages } from "#ports/outgoing-messages";
import { defaultRetryPolicy, MessageDispatcher, type RetryPolicy } from "./dispatcher";
import { developmentMessageSender, type Senders, smsProviders, smsSender } from "./senders";
import { smtpSender } from "./smtp-sender";

/** How often queued messages are looked at without a kick: retries, and messages queued elsewhere. */
const sweepEveryMs = 30_000;

/** Outgoing messages through the configured senders, with a dispatcher that retries (OutgoingMessages). */
export class Messages implements OutgoingMessages {
  readonly #dispatcher: MessageDispatcher;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    readonly senders: Senders,
    private readonly logger: Logger,
    db: Kysely<Database>,
    now: () => Date,
    policy: RetryPolicy = defaultRetryPolicy,
  ) {
    this.#dispatcher = new MessageDispatcher(db, senders, logger, now, policy);
  }

  /** The channels whose messages nobody receives: they stay in the development outbox. */
  get undelivered(): MessageChannel[] {
    return (Object.keys(this.senders) as MessageChannel[]).filter(
      (channel) => this.senders[channel].name === developmentSender,
    );
  }

  /** Sends what is queued, in the background; call after the transaction that queued it commits. */
  kick(): void {
    void this.#dispatcher.run();
  }

  /** One pass over the queue, awaited (tests; the timer). */
  dispatch(): Promise<void> {
    return this.#dispatcher.run();
  }

  /** Waits until no pass is under way. */
  idle(): Promise<void> {
    return this.#dispatcher.idle();
  }

  /** The periodic sweep, which never keeps the process alive; says so when messages are not delivered. */
  start(): void {
    const undelivered = this.undelivered;
    if (undelivered.length > 0)
      this.logger.warn({ channels: undelivered }, "messages are not delivered: development outbox");
    this.#timer = setInterval(() => this.kick(), sweepEveryMs);
    this.#timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.idle();
  }
}

/** The senders the configuration asks for: SMTP when set, the configured SMS provider, else development. */
export function sendersFor(config: Config): Senders {
  return {
    email: config.mail ? smtpSender(config.mail) : developmentMessageSender,
    sms: smsSender(smsProviders[config.smsProvider]),
  };
}

export function createMessages(deps: {
  config: Config;
  db: Kysely<Database>;
  logger: Logger;
  now: () => Date;
}): Messages {
  return new Messages(sendersFor(deps.config), deps.logger, deps.db, deps.now);
}
