import { randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from "kysely";
import { type ConferenceCursors, cursorsOf, numberChangeSeqs, takeChangeSeqs } from "./change-seq";
import { publishCommitted } from "./committed-changes";
import { dialectOf } from "./database";
import { runsOf } from "./runs";
import type { Database } from "./schema";
import { type MoneyOf, writeStandings } from "./standing";

/** A registration as its unit of work left it: the row as committed, its lines and its invoice. */
export type Written = MoneyOf & { row: Selectable<Database["registrations"]> };

/**
 * One unit of work: a database transaction, the moment it happens, and the registrations it changed.
 * Every write goes through one (`transact`), so every change to a registration, or to what it shows (a
 * payment line, an invoice, a check-in), ends with a new change sequence and a fresh standing.
 */
export class Tx {
  readonly #touched = new Set<number>();
  readonly #written = new Map<number, Written>();
  readonly #audits: Insertable<Database["auditLog"]>[] = [];

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

  /** Whether this unit of work changed the registration (its stored standing is then not yet rewritten). */
  touches(registrationId: number): boolean {
    return this.#touched.has(registrationId);
  }

  /** An audit row of this unit of work, written with the others when it finishes (lib/audit/write-audit.ts). */
  audit(row: Insertable<Database["auditLog"]>): void {
    this.#audits.push(row);
  }

  #savepoints = 0;

  /**
   * Runs `work` so that, if it throws, what it wrote is undone and the rest of the unit of work stands: a
   * database savepoint, and the registrations it touched and the audit rows it queued forgotten with it.
   */
  async savepoint<T>(work: () => Promise<T>): Promise<T> {
    const name = sql.raw(`unit_step_${++this.#savepoints}`);
    const touched = new Set(this.#touched);
    const audits = this.#audits.length;
    await sql`savepoint ${name}`.execute(this.db);
    try {
      const result = await work();
      await sql`release savepoint ${name}`.execute(this.db);
      return result;
    } catch (error) {
      await sql`rollback to savepoint ${name}`.execute(this.db);
      this.#touched.clear();
      for (const id of touched) this.#touched.add(id);
      this.#audits.length = audits;
      throw error;
    }
  }

  /**
   * A registration this unit of work touched, as it left it (after `finish`): what an answer is built
   * from instead of reading it again.
   */
  written(registrationId: number): Written | undefined {
    return this.#written.get(registrationId);
  }

  /**
   * Ends the unit of work's writes, always in this order, the same in every transaction: the changed
   * registrations' rows (locked in id order on Postgres), their standings, and the change counter, held
   * only until the commit. On Postgres the counter is the very last write: taking it last everywhere is
   * what keeps two transactions from waiting on each other in a circle. SQLite has one writer, so there
   * the counter comes first and each row gets its standing and its change sequence in one update.
   * Answers the conferences changed and their cursors, told to listeners once committed
   * (committed-changes.ts).
   */
  async finish(): Promise<ConferenceCursors> {
    for (const rows of runsOf(this.#audits.splice(0), 500))
      await this.db.insertInto("auditLog").values(rows).execute();
    const ids = [...this.#touched].sort((a, b) => a - b);
    this.#touched.clear();
    if (ids.length === 0) return new Map();
    const postgres = this.dialect === "postgres";
    if (postgres) await lockInIdOrder(this.db, ids);
    const standings = await writeStandings(this.db, ids);
    const first = postgres ? 0 : await takeChangeSeqs(this.db, ids.length);
    const changes = ids.flatMap((id, index) => {
      const standing = standings.get(id);
      if (!standing) return [];
      const columns = { ...standing.columns, ...(postgres ? {} : { changeSeq: first + index }) };
      return [{ id, columns, standing }];
    });
    const rows: Written["row"][] = [];
    for (const part of runsOf(changes, 200)) {
      const updated = await this.#updateEach(part);
      for (const { id, standing } of part) {
        const row = updated.get(id);
        if (!row) throw new Error(`registration ${id} was not updated`);
        rows.push(row);
        this.#written.set(id, { row, lines: standing.lines, invoice: standing.invoice });
      }
    }
    if (!postgres) return cursorsOf(rows);
    const numbered = await numberChangeSeqs(this.db, this.dialect, ids);
    for (const { id, changeSeq } of numbered) {
      const written = this.#written.get(id);
      if (written) written.row.changeSeq = changeSeq;
    }
    return cursorsOf(numbered);
  }

  /**
   * Sets each registration's own columns in one statement (`case id when … then … else column end`; the
   * `else` gives each value the column's type on Postgres) and answers the rows as updated.
   */
  async #updateEach(part: { id: number; columns: Record<string, unknown> }[]) {
    const names = Object.keys(part[0]?.columns ?? {});
    const set = Object.fromEntries(
      names.map((name) => {
        const whens = part.map(({ id, columns }) => sql`when ${id} then ${columns[name]}`);
        return [name, sql`case ${sql.ref("id")} ${sql.join(whens, sql` `)} else ${sql.ref(name)} end`];
      }),
    );
    const rows = await this.db
      .updateTable("registrations")
      .set({ updateTime: this.now, ...set })
      .where(
        "id",
        "in",
        part.map(({ id }) => id),
      )
      .returningAll()
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }
}

/**
 * Postgres: locks these registrations' rows in id order, the one order every unit of work takes them in,
 * so that two never wait for each other in a circle.
 */
export async function lockInIdOrder(db: Transaction<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .selectFrom("registrations")
    .select("id")
    .where("id", "in", ids)
    .orderBy("id")
    .forUpdate()
    .execute();
}

const openUnits = new WeakMap<Kysely<Database>, Tx>();

/** Postgres: serialization failure, deadlock detected. Worth another try; anything else is not. */
const retryableCodes = new Set(["40001", "40P01"]);
/** How many times a unit of work is tried when Postgres picks it as a deadlock's or a conflict's victim. */
const attempts = 4;
const isRetryable = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  retryableCodes.has(String((error as { code?: unknown }).code));

/**
 * Runs `work` in one transaction and finishes it (change sequences and standings last). Called inside
 * another unit of work's transaction, it joins that one, which finishes at its own end. A Postgres
 * deadlock or serialization failure is tried again, up to `attempts` in all, after a short random wait
 * (two victims retried at the same moment would meet again), so `work` must do nothing outside the
 * database.
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
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error) || tried >= attempts) throw error;
      await sleep(randomInt(5, 20) * tried);
    }
  }
}
