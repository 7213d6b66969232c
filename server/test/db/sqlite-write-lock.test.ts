import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { ownSqliteFiles } from "../helpers/sqlite-file";

/**
 * Another process's writer, on a thread of its own (a connection on this thread would stop it while ours
 * waits): takes the file's write lock, adds a row, says so, holds the lock for `holdMs` and commits.
 */
const otherWriter = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.exec("begin immediate; insert into items (source) values ('other')");
parentPort.postMessage("locked");
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
db.exec("commit");
db.close();
`;

/**
 * A SQLite file written by two processes at once (the server and a command-line import, the bench's second
 * connection): a transaction of ours that reads before it writes waits for the other's write lock as long
 * as the busy timeout allows, instead of failing at once with "database is locked" when it comes to write
 * (a deferred transaction's read cannot wait to become a write: SQLite answers SQLITE_BUSY at once).
 */
describe("SQLite transactions and another writer", () => {
  const open = ownSqliteFiles("write-lock");

  it("wait for the other's write lock, then read what it committed and write after it", async () => {
    const { file, db } = await open();
    await sql`create table items (id integer primary key, source text not null)`.execute(db);

    const driver = createRequire(import.meta.url).resolve("better-sqlite3");
    const worker = new Worker(otherWriter, { eval: true, workerData: { file, driver, holdMs: 400 } });
    const exited = new Promise((resolve) => worker.once("exit", resolve));
    await new Promise((resolve) => worker.once("message", resolve));

    const seenBefore = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from items`.execute(trx);
      await sql`insert into items (source) values ('ours')`.execute(trx);
      return rows[0]?.n;
    });
    await exited;

    expect(seenBefore).toBe(1);
    const { rows } = await sql<{ source: string }>`select source from items order by id`.execute(db);
    expect(rows.map((row) => row.source)).toEqual(["other", "ours"]);
  });
});
