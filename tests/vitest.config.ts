import { defineConfig } from "vitest/config";

/**
 * Browser journeys: one real server and one Chromium per file; and the tests of the CI check scripts.
 * Two files at a time, sharing a worker's modules: a journey spends much of its time waiting on its server
 * and browser, so on two cores the whole set took 11 minutes instead of 29 (2026-12-02). The journeys'
 * checks are web-first (retried until the page settles), so the load slows them without failing them.
 */
export default defineConfig({
  test: {
    include: ["e2e/journeys/**/*.test.ts", "e2e/resilience/**/*.test.ts", "scripts/**/*.test.ts"],
    // The server the journeys start is the compiled one: bundled afresh first.
    globalSetup: ["e2e/harness/build-server.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    isolate: false,
    reporters: ["default"],
  },
});
