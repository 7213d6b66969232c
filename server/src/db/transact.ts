import { type Kysely, PostgresAdapter, type Transaction } from "kysely";
import { assignChangeSeqs, type ConferenceCursors } from "./change-seq";
import { publishCommitted } from "./committed-changes";
import type { Database } from "./schema";
import { writeStandings } from "./standing";

/**
 * One unit of work: a database transaction, the moment it happens, and the registrations it changed.
 * Every write goes through one (`transact`), so every change to a registration, or to what it shows (a
 * payment line, an invoice, a check-in), ends with a new change sequence and a fresh standing.
 */
export class Tx {
  readonly #touched = new Set<number>();

  constructor(
    readonly db: Transaction<Database>,
    /** When this unit of work happens: the request's clock (tests and the demo seed move it). */
    readonly at: Date,
    readonly dialect: "sqlite" | "postgres",
  ) {}

  /** ISO-8601 of `at`, as times are stored. */
  get now(): string {
    return this.at.toISOString();
  }

  /** Marks a registration as changed: at the end it gets a new change sequence and its standing is rewritten. */
  touch(registrationId: number): void {
    this.#touched.add(registrationId);
  }

  /**
   * Ends the unit of work's writes, always in this order, the same in every transaction: the changed
   * registrations' rows (locked in id order on Postgres; SQLite has one writer), their standings, then the
   * change counter, taken as the very last write and held only until the commit. Taking the counter last
   * everywhere is what keeps two transactions from waiting on each other in a circle. Answers the
   * conferences changed and their cursors, told to listeners once committed (committed-changes.ts).
   */
  async finish(): Promise<ConferenceCursors> {
    const ids = [...this.#touched].sort((a, b) => a - b);
    this.#touched.clear();
    if (ids.length === 0) return new Map();
    if (this.dialect === "postgres")
      await this.db
        .selectFrom("registrations")
        .select("id")
        .where("id", "in", ids)
        .orderBy("id")
        .forUpdate()
        .execute();
    const standings = await writeStandings(this.db, ids);
    for (const id of ids) {
      await this.db
        .updateTable("registrations")
        .set({ updateTime: this.now, ...standings.get(id) })
        .where("id", "=", id)
        .execute();
    }
    return assignChangeSeqs(this.db, this.dialect, ids);
  }
}

const openUnits = new WeakMap<Kysely<Database>, Tx>();

/** Postgres: serialization failure, deadlock detected. Worth one more try; anything else is not. */
const retryableCodes = new Set(["40001", "40P01"]);
const isRetryable = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  retryableCodes.has(String((error as { code?: unknown }).code));

function dialectOf(db: Kysely<Database>): Tx["dialect"] {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * Runs `work` in one transaction and finishes it (change sequences and standings last). Called inside
 * another unit of work's transaction, it joins that one, which finishes at its own end. A Postgres
 * deadlock or serialization failure is retried once, so `work` must do nothing outside the database.
 * Once committed, the conferences whose registrations changed are told to listeners (kiosks' push).
 */
export async function transact<T>(
  db: Kysely<Database>,
  work: (tx: Tx) => Promise<T>,
  options: { at?: Date } = {},
): Promise<T> {
  const open = openUnits.get(db);
  if (open) return work(open);
  const at = options.at ?? new Date();
  const dialect = dialectOf(db);
  const attempt = async () => {
    let cursors: ConferenceCursors = new Map();
    const result = await db.transaction().execute(async (trx) => {
      const tx = new Tx(trx, at, dialect);
      openUnits.set(trx, tx);
      try {
        const result = await work(tx);
        cursors = await tx.finish();
        return result;
      } finally {
        openUnits.delete(trx);
      }
    });
    publishCommitted(db, cursors);
    return result;
  };
  try {
    return await attempt();
  } catch (error) {
    if (!isRetryable(error)) throw error;
    return attempt();
  }
}
