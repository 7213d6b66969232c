import { defineConfig } from "vitest/config";

/**
 * Browser journeys: one real server and one Chromium per file, files one after another (2 cores); and the
 * tests of the CI check scripts. The files share their worker's modules (each starts its own server and
 * browser), so the harness is imported once. Two files at a time gained nothing on 2026-12-02: each file
 * then took 2.2 times as long (the two cores were already busy), and a click's answer sometimes
 * outlasted a check's 15 s.
 */
export default defineConfig({
  test: {
    include: ["e2e/journeys/**/*.test.ts", "e2e/resilience/**/*.test.ts", "scripts/**/*.test.ts"],
    // The server the journeys start is the compiled one: bundled afresh first; the demo seeded once into
    // a template that each journey's server copies.
    globalSetup: ["e2e/harness/global-setup.ts"],
    setupFiles: ["e2e/harness/set-template.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    isolate: false,
    reporters: ["default"],
  },
});
