import { statSync } from "node:fs";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { OpenOptions } from "#db/database";
import { ownSqliteFiles } from "../helpers/sqlite-file";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const megabytes = 4;

/**
 * The server's SQLite connection leaves the write-ahead log's checkpoints to a thread of its own
 * (sqlite-checkpointer.ts) and keeps its own automatic one only past 80 MB of log: what it commits reaches
 * the database file without the committing thread copying it there.
 */
describe("SQLite checkpoints on their own thread", () => {
  const open = ownSqliteFiles("checkpoint");

  async function opened(options: OpenOptions) {
    const target = await open(options);
    await sql`create table blobs (id integer primary key, body blob)`.execute(target.db);
    return target;
  }
  /** Commits `megabytes` in one transaction; the database file's size before. */
  async function commitMegabytes({ file, db }: Awaited<ReturnType<typeof opened>>) {
    const before = statSync(file).size;
    await db.transaction().execute(async (trx) => {
      for (let n = 0; n < megabytes * 16; n++)
        await sql`insert into blobs (body) values (randomblob(65536))`.execute(trx);
    });
    return before;
  }
  const grownSince = (file: string, before: number) => (statSync(file).size - before) / 2 ** 20;

  it("copies what was committed into the database file soon after, on the other thread", async () => {
    const errors: string[] = [];
    const target = await opened({ backgroundCheckpoints: { onError: (m) => errors.push(m) } });
    const before = await commitMegabytes(target);
    for (let tries = 0; tries < 50 && grownSince(target.file, before) < megabytes; tries++) await sleep(100);
    expect(grownSince(target.file, before)).toBeGreaterThanOrEqual(megabytes);
    expect(errors).toEqual([]);
  });

  it("without it, a connection that checkpoints only past 20,000 pages leaves the same commit in the log", async () => {
    const target = await opened({});
    await sql`pragma wal_autocheckpoint = 20000`.execute(target.db);
    const before = await commitMegabytes(target);
    await sleep(1_000);
    expect(grownSince(target.file, before)).toBeLessThan(1);
  });
});
