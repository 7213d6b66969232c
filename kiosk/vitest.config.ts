import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests cover logic modules (sync, look-up, scanning, main process), which use no Lingui macros.
export default defineConfig({
  // `#x/y` is src/x/y (package.json "imports"), as in vite.config.ts.
  resolve: {
    alias: [{ find: /^#(.*)$/, replacement: `${fileURLToPath(new URL("./src", import.meta.url))}/$1` }],
  },
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
    unstubGlobals: true,
  },
});
