import { defineConfig } from "vitest/config";

/**
 * Browser journeys: one real server and one Chromium per file, files one after another (2 cores); and the
 * tests of the CI check scripts.
 */
export default defineConfig({
  test: {
    include: ["e2e/journeys/**/*.test.ts", "e2e/resilience/**/*.test.ts", "scripts/**/*.test.ts"],
    // The server the journeys start is the compiled one: bundled afresh first.
    globalSetup: ["e2e/harness/build-server.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    reporters: ["default"],
  },
});
