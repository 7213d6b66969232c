import { fileURLToPath } from "node:url";
import { linguiMacro } from "@confreg/locales/vite-macro";
import { defineConfig } from "vitest/config";

// Unit tests of the build's own plugins (build/) and of the rules the screens follow (src/); the pages
// themselves are covered by the journeys (tests/e2e). The rules' modules are read as the build reads them:
// `#x/y` is src/x/y (package.json "imports"), and Lingui's macros are compiled (vite.config.ts).
export default defineConfig({
  plugins: [linguiMacro()],
  resolve: {
    alias: [
      { find: /^#(.*)$/, replacement: `${fileURLToPath(new URL("./src", import.meta.url))}/$1` },
      // A form block names its card (blocks/types.ts): antd-mobile's ES build, whose CSS imports Vite
      // reads, rather than the CommonJS one Node would pick, which requires its CSS files.
      { find: /^antd-mobile$/, replacement: "antd-mobile/es/index.js" },
    ],
  },
  test: {
    include: ["build/**/*.test.ts", "src/**/*.test.ts"],
    environment: "node",
    server: { deps: { inline: [/antd-mobile/] } },
    // The device's IndexedDB (Dexie's drafts) is fake-indexeddb's in Node.
    setupFiles: ["fake-indexeddb/auto"],
    // The files share one module graph per worker: a form block brings its card and antd-mobile, which
    // would otherwise load again for every file (2 min instead of 20 s). The tests keep no state between
    // files: they restore what they stub and each builds its own data, Lingui instance and drafts.
    isolate: false,
  },
});
