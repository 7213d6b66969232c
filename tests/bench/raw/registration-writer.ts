// The rush's raw baseline: the rows one registration writes, written again with the bare driver
// (better-sqlite3 or pg), one transaction each, with the same lock statements and the same counter. The
// template is a registration the product just wrote: every row of it, read back, re-inserted under a new
// id with a new person, so the baseline writes exactly what the product writes and nothing else.
import { randomBytes } from "node:crypto";
import { type DatabaseConfig, sqliteWriteTuning } from "@confreg/server/testing";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";

type Row = Record<string, unknown>;

/** The tables a registration's rows live in, by the column that points at it. */
const children = [
  ["registration_workshops", "registration_id"],
  ["pay_lines", "registration_id"],
  ["invoices", "registration_id"],
  ["idempotency_keys", "registration_id"],
  ["audit_log", "entity_id"],
] as const;

export type Template = { registration: Row; children: { table: string; column: string; rows: Row[] }[] };

/** Fresh values where the schema wants them unique. */
function freshRegistration(template: Row, n: number): Row {
  const { id: _id, ...row } = template;
  return {
    ...row,
    name: `原始${n}`,
    email: `raw-${n}-${randomBytes(3).toString("hex")}@bench.example.com`,
    id_number_hash: randomBytes(32).toString("hex"),
    change_seq: 0,
  };
}

function freshChild(table: string, template: Row, column: string, registrationId: number): Row {
  const { id: _id, ...row } = template;
  const unique: Row = {};
  if (table === "pay_lines") unique.out_trade_no = `RAW${randomBytes(10).toString("hex").toUpperCase()}`;
  if (table === "idempotency_keys") unique.key = randomBytes(16).toString("hex");
  return { ...row, ...unique, [column]: registrationId };
}

const insertSql = (table: string, row: Row, placeholder: (i: number) => string) => {
  const columns = Object.keys(row);
  return `insert into ${table} (${columns.join(", ")}) values (${columns.map((_, i) => placeholder(i + 1)).join(", ")})`;
};

export type RawWriter = {
  /** Reads the template (the registration `id` and its rows). */
  load(id: number): Promise<Template>;
  /** Writes `count` registrations like the template, `concurrency` at a time; the latencies (ms). */
  write(template: Template, count: number, concurrency: number): Promise<number[]>;
  close(): Promise<void>;
};

/** SQLite: one connection, prepared statements kept, `BEGIN IMMEDIATE` per registration. */
function sqliteWriter(file: string): RawWriter {
  const db = new SqliteDatabase(file);
  for (const pragma of sqliteWriteTuning) db.pragma(pragma);
  const statements = new Map<string, SqliteDatabase.Statement>();
  const prepared = (text: string) => {
    const statement = statements.get(text) ?? db.prepare(text);
    statements.set(text, statement);
    return statement;
  };
  let n = 0;
  const writeOne = db.transaction((template: Template) => {
    n += 1;
    const reg = template.registration;
    prepared(
      "select count(*) from registrations where account_id = ? and conference_id = ? and is_deleted = 0 and pay_status in (0, 1)",
    ).get(reg.account_id, reg.conference_id);
    const row = freshRegistration(reg, n);
    prepared(
      "select id from registrations where conference_id = ? and id_number_hash = ? and is_deleted = 0",
    ).get(reg.conference_id, row.id_number_hash);
    const text = insertSql("registrations", row, () => "?");
    const { lastInsertRowid } = prepared(text).run(...Object.values(row).map(sqliteValue));
    const id = Number(lastInsertRowid);
    for (const child of template.children)
      for (const templateRow of child.rows) {
        const fresh = freshChild(child.table, templateRow, child.column, id);
        prepared(insertSql(child.table, fresh, () => "?")).run(...Object.values(fresh).map(sqliteValue));
      }
    const { value } = prepared(
      "update change_counter set value = value + 1 where id = 1 returning value",
    ).get() as { value: number };
    prepared("update registrations set change_seq = ? where id = ?").run(value, id);
  });
  return {
    async load(id) {
      const registration = db.prepare("select * from registrations where id = ?").get(id) as Row;
      return {
        registration,
        children: children.map(([table, column]) => ({
          table,
          column,
          rows: db.prepare(`select * from ${table} where ${column} = ?`).all(id) as Row[],
        })),
      };
    },
    async write(template, count) {
      const latencies: number[] = [];
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        writeOne.immediate(template);
        latencies.push(performance.now() - started);
      }
      return latencies;
    },
    async close() {
      db.close();
    },
  };
}

const sqliteValue = (value: unknown) => (typeof value === "boolean" ? Number(value) : value);

/** Postgres: a pool as big as the server's, the same statements, `concurrency` transactions at a time. */
function postgresWriter(url: string, schema: string | undefined): RawWriter {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  let n = 0;
  const placeholder = (i: number) => `$${i}`;
  async function writeOne(template: Template) {
    n += 1;
    const reg = template.registration;
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query("select id from attendee_accounts where id = $1 for update", [reg.account_id]);
      await client.query(
        "select count(*) from registrations where account_id = $1 and conference_id = $2 and is_deleted = 0 and pay_status in (0, 1)",
        [reg.account_id, reg.conference_id],
      );
      const row = freshRegistration(reg, n);
      await client.query("select pg_advisory_xact_lock($1, $2)", [
        reg.conference_id,
        Number.parseInt(String(row.id_number_hash).slice(0, 8), 16) | 0,
      ]);
      await client.query(
        "select id from registrations where conference_id = $1 and id_number_hash = $2 and is_deleted = 0",
        [reg.conference_id, row.id_number_hash],
      );
      const inserted = await client.query(
        `${insertSql("registrations", row, placeholder)} returning id`,
        Object.values(row),
      );
      const id = Number(inserted.rows[0].id);
      for (const child of template.children)
        for (const templateRow of child.rows) {
          const fresh = freshChild(child.table, templateRow, child.column, id);
          await client.query(insertSql(child.table, fresh, placeholder), Object.values(fresh));
        }
      const counter = await client.query(
        "update change_counter set value = value + 1 where id = 1 returning value",
      );
      await client.query("update registrations set change_seq = $1 where id = $2", [
        counter.rows[0].value,
        id,
      ]);
      await client.query("commit");
    } catch (error) {
      await client.query("rollback");
      throw error;
    } finally {
      client.release();
    }
  }
  return {
    async load(id) {
      const one = async (text: string) => (await pool.query(text, [id])).rows as Row[];
      const [registration] = await one("select * from registrations where id = $1");
      const rows = await Promise.all(
        children.map(([table, column]) => one(`select * from ${table} where ${column} = $1`)),
      );
      return {
        registration: registration as Row,
        children: children.map(([table, column], i) => ({ table, column, rows: rows[i] as Row[] })),
      };
    },
    async write(template, count, concurrency) {
      const latencies: number[] = [];
      let next = 0;
      const worker = async () => {
        while (next < count) {
          next += 1;
          const started = performance.now();
          await writeOne(template);
          latencies.push(performance.now() - started);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return latencies;
    },
    close: () => pool.end(),
  };
}

export function rawRegistrationWriter(database: DatabaseConfig): RawWriter {
  return database.kind === "sqlite"
    ? sqliteWriter(database.file)
    : postgresWriter(database.url, database.schema);
}
