import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Browser journeys: one real server and one Chromium per file, one file more at a time than the machine has
 * cores (at least three); and the tests of the CI check scripts. The files share their worker's modules
 * (each starts its own server and browser), so the harness is imported once. With every server copying
 * the run's seeded template (no seed, no kiosk hashing of its own), a file spends much of its time waiting
 * on its browser and its server, so a core's worth of files leaves it half idle: on two cores the 31 files
 * took 15 minutes one at a time, 13 two at a time and 8 three at a time (2026-12-03: 480 and 503 s, all
 * green). The journeys ask for reduced motion (no animation to wait for) and go offline only once the
 * service worker controls the page: the two waits that a busier machine turned into failures.
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
    maxWorkers: Math.max(3, availableParallelism() + 1),
    isolate: false,
    reporters: ["default"],
  },
});
