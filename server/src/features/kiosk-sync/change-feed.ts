import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "#config";
import type { ConferenceCursors } from "#db/change-seq";
import { onCommittedChanges } from "#db/committed-changes";
import type { Database } from "#db/schema";
import type { Logger } from "#logger";
import type { ChangeFeed } from "#ports/change-feed";

type Options = {
  db: Kysely<Database>;
  /** Postgres: the database whose other server processes share the feed (LISTEN/NOTIFY); else in-process. */
  database?: DatabaseConfig | undefined;
  logger: Logger;
};

/** One NOTIFY: the process that committed (it told its own subscribers already) and [conference, cursor] pairs. */
type Notice = { from: string; changes: [number, number][] };

/** A NOTIFY payload must stay under 8000 bytes: a few hundred pairs fit easily. */
const pairsPerNotice = 200;
const reconnectDelays = [1_000, 2_000, 5_000, 10_000, 30_000];

export function createChangeFeed(options: Options): ChangeFeed {
  const local = new EventEmitter();
  // Every kiosk's stream listens to its conference: as many listeners as kiosks, not a leak.
  local.setMaxListeners(0);
  const emit = (cursors: ConferenceCursors) => {
    for (const [conferenceId, cursor] of cursors) local.emit(String(conferenceId), cursor);
  };
  const postgres = options.database?.kind === "postgres" ? options.database : undefined;
  const shared = postgres && new SharedFeed(options.db, postgres, options.logger, emit, local);
  const stop = onCommittedChanges(options.db, (cursors) => {
    emit(cursors);
    shared?.send(cursors);
  });
  const closing = new AbortController();
  return {
    closed: closing.signal,
    subscribe(conferenceId, listener) {
      const event = String(conferenceId);
      local.on(event, listener);
      return () => local.off(event, listener);
    },
    async close() {
      closing.abort();
      stop();
      await shared?.close();
      local.removeAllListeners();
    },
  };
}

/**
 * The Postgres side: a dedicated connection LISTENs (reconnecting after a loss, then telling every
 * subscriber the current cursor, since notices sent meanwhile are gone); commits are NOTIFYed after the
 * fact, one at a time, the changes that arrive meanwhile merged into the next, so a burst of check-ins
 * costs a few notices, not one per transaction.
 */
class SharedFeed {
  readonly #id = randomUUID();
  readonly #channel: string;
  #pending: ConferenceCursors = new Map();
  #sending: Promise<void> | null = null;
  #client: pg.Client | null = null;
  #closed = false;
  #attempt = 0;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly database: { url: string; schema: string | undefined },
    private readonly logger: Logger,
    private readonly emit: (cursors: ConferenceCursors) => void,
    private readonly local: EventEmitter,
  ) {
    // Processes on other schemas of the same database (tests, staging) must not hear this one.
    this.#channel = database.schema ? `confreg_changes_${database.schema}` : "confreg_changes";
    void this.#listen();
  }

  send(cursors: ConferenceCursors): void {
    for (const [conferenceId, cursor] of cursors)
      this.#pending.set(conferenceId, Math.max(cursor, this.#pending.get(conferenceId) ?? 0));
    this.#sending ??= this.#drain();
  }

  async #drain(): Promise<void> {
    while (this.#pending.size > 0 && !this.#closed) {
      const pairs = [...this.#pending];
      this.#pending = new Map();
      for (let i = 0; i < pairs.length; i += pairsPerNotice) {
        const notice: Notice = { from: this.#id, changes: pairs.slice(i, i + pairsPerNotice) };
        await sql`select pg_notify(${this.#channel}, ${JSON.stringify(notice)})`
          .execute(this.db)
          .catch((error: Error) => this.logger.warn({ err: error.message }, "change feed: notify failed"));
      }
    }
    this.#sending = null;
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.database.url });
    client.on("error", (error) => this.#lost(client, error));
    client.on("end", () => this.#lost(client));
    client.on("notification", (message) => {
      if (message.channel === this.#channel && message.payload) this.#heard(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen "${this.#channel}"`);
    } catch (error) {
      this.#lost(client, error as Error);
      return;
    }
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    if (this.#attempt > 0) await this.#resync();
    this.#attempt = 0;
  }

  #heard(payload: string): void {
    try {
      const notice = JSON.parse(payload) as Notice;
      if (notice.from !== this.#id) this.emit(new Map(notice.changes));
    } catch {
      this.logger.warn("change feed: unreadable notice");
    }
  }

  #lost(client: pg.Client, error?: Error): void {
    if (this.#client !== null && this.#client !== client) return;
    this.#client = null;
    client.removeAllListeners();
    client.on("error", () => undefined);
    void client.end().catch(() => undefined);
    if (this.#closed || this.#timer) return;
    const delay = reconnectDelays[Math.min(this.#attempt, reconnectDelays.length - 1)] ?? 30_000;
    this.#attempt += 1;
    this.logger.warn({ err: error?.message, delay }, "change feed: listening connection lost");
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#listen();
    }, delay);
    this.#timer.unref();
  }

  /** After a reconnection: each subscribed conference's current cursor, as a change (kiosks pull if behind). */
  async #resync(): Promise<void> {
    const conferences = this.local
      .eventNames()
      .map(Number)
      .filter((id) => Number.isInteger(id));
    if (conferences.length === 0) return;
    const rows = await this.db
      .selectFrom("registrations")
      .select(["conferenceId", (eb) => eb.fn.max("changeSeq").as("cursor")])
      .where("conferenceId", "in", conferences)
      .groupBy("conferenceId")
      .execute()
      .catch(() => []);
    this.emit(new Map(rows.map((row) => [row.conferenceId, Number(row.cursor)])));
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#sending;
    const client = this.#client;
    this.#client = null;
    if (client) {
      client.removeAllListeners();
      client.on("error", () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
