import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach } from "vitest";
import { type DatabaseHandle, type OpenOptions, openDatabase } from "#db/database";

/**
 * A SQLite file of the test's own in a fresh directory, opened as the server opens one; closed and removed
 * after each test. For tests of the file itself (its log, its locks), which the shared test databases
 * cannot show.
 */
export function ownSqliteFiles(prefix: string) {
  let dir = "";
  let handle: DatabaseHandle | null = null;
  afterEach(async () => {
    await handle?.close();
    handle = null;
    rmSync(dir, { recursive: true, force: true });
  });
  return async (options: OpenOptions = {}) => {
    dir = mkdtempSync(path.join(tmpdir(), `confreg-${prefix}-`));
    const file = path.join(dir, "db.sqlite");
    handle = await openDatabase({ kind: "sqlite", file }, options);
    return { file, db: handle.db };
  };
}
