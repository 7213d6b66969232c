import { defineConfig } from "vitest/config";

// Unit tests of the build's own plugins (build/) and of the rules the screens follow (src/); the pages
// themselves are covered by the journeys (tests/e2e).
export default defineConfig({
  test: {
    include: ["build/**/*.test.ts", "src/**/*.test.ts"],
    environment: "node",
  },
});
