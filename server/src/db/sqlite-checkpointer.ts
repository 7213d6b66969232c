import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * The worker's whole program: its own connection to the file, a passive checkpoint every `everyMs`, and a
 * last one when told to stop. A passive checkpoint copies what it can from the WAL into the database file
 * without waiting for, or blocking, any reader or writer.
 */
const program = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma("busy_timeout = 1000");
const checkpoint = () => {
  try { db.pragma("wal_checkpoint(PASSIVE)"); }
  catch (error) { if (error.code !== "SQLITE_BUSY") parentPort.postMessage(String(error)); }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on("message", () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export type Checkpointer = { stop(): Promise<void> };

/**
 * Checkpoints a SQLite file's write-ahead log on a thread of its own. Without it the connection that
 * commits past the WAL's 1,000 pages runs the checkpoint itself, on the server's one thread: at a
 * registration's 40 or so pages (30 indexes on `registrations`) that is every 25 registrations, each time
 * copying 4 MB into the file and waiting for it to sync. The server's connection keeps a far larger
 * automatic checkpoint (database.ts) only as a backstop, should this thread fall behind.
 */
export function startCheckpointer(
  file: string,
  options: { everyMs?: number; onError(message: string): void },
): Checkpointer {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(program, {
    eval: true,
    workerData: { file, driver, everyMs: options.everyMs ?? 200 },
  });
  worker.unref();
  worker.on("message", (message: string) => options.onError(message));
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  return {
    stop: async () => {
      worker.postMessage("stop");
      await exited;
    },
  };
}
