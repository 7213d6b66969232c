import { defineConfig } from "vitest/config";

/**
 * Server tests run on a real database: always SQLite (a temporary file), and Postgres too when
 * TEST_DATABASE_URL is set (each test file gets its own schema). See test/helpers/database.ts.
 */
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
