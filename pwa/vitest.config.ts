import { defineConfig } from "vitest/config";

// Tests cover the build's own plugins (build/); the pages are covered by the journeys (tests/e2e).
export default defineConfig({
  test: {
    include: ["build/**/*.test.ts"],
    environment: "node",
  },
});
