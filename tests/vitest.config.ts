import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Browser journeys: one real server and one Chromium per file, as many files at a time as the machine has
 * cores (at least two); and the tests of the CI check scripts. The files share their worker's modules
 * (each starts its own server and browser), so the harness is imported once. With every server copying
 * the run's seeded template (no seed, no kiosk hashing of its own), one file leaves a core half idle: two
 * at a time took the 31 files from 15 minutes to 9 on two cores (2026-12-03), each file about as long as
 * alone.
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
    fileParallelism: true,
    maxWorkers: Math.max(2, availableParallelism()),
    isolate: false,
    reporters: ["default"],
  },
});
