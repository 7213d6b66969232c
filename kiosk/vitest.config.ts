import { defineConfig } from "vitest/config";

// Tests cover logic modules (sync, look-up, scanning, main process), which use no Lingui macros.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
    unstubGlobals: true,
  },
});
