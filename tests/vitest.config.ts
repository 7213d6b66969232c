import { defineConfig } from "vitest/config";

/**
 * Browser journeys: one real server and one Chromium per file, files one after another (2 cores); and the
 * tests of the CI check scripts. The files share their worker's modules (each starts its own server and
 * browser), so the harness is imported once. Two files at a time took 11-12 minutes instead of 17,
 * but under that load a click's answer now and then took longer than a check's 15 s (2026-12-02).
 */
export default defineConfig({
  test: {
    include: ["e2e/journeys/**/*.test.ts", "e2e/resilience/**/*.test.ts", "scripts/**/*.test.ts"],
    // The server the journeys start is the compiled one: bundled afresh first.
    globalSetup: ["e2e/harness/build-server.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    isolate: false,
    reporters: ["default"],
  },
});
