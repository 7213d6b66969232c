import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Server tests run on a real database: always SQLite (a temporary file), and Postgres too when
 * TEST_DATABASE_URL is set (each test file gets its own schema). See test/helpers/database.ts.
 *
 * A worker per core (Vitest leaves one free by default): the tests wait on their databases much of the
 * time. Files share their worker's modules (no isolation): every file opens its own database and the
 * server's caches are kept per database, so nothing carries over, and importing the server once per
 * worker instead of once per file halves the run (8.5 to 3.4 minutes on two cores, 2026-12-02).
 */
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // A route answering an error code it did not declare fails the test (http/declared-errors.ts).
    setupFiles: ["test/helpers/declared-errors-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: availableParallelism(),
    isolate: false,
  },
});
