import { fileURLToPath } from "node:url";
import { messages as en } from "@confreg/locales/en";
import { descriptorsWithoutMessages, linguiMacro } from "@confreg/locales/vite-macro";
import { messages as zh } from "@confreg/locales/zh";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { backOfficeFiles } from "./build/back-office-files";
import { catalogParts, isBackOfficeCatalog } from "./build/catalog-parts";
import { precompress } from "./build/precompress";
import { apiCacheName, attendeeApiUrl } from "./src/shell/offline-cache";

const apiTarget = process.env.CONFREG_API ?? "http://localhost:3000";

/** `#x/y` is this package's src/x/y (package.json "imports"); Vite does not try .tsx behind such a map. */
const subpathImports = {
  find: /^#(.*)$/,
  replacement: `${fileURLToPath(new URL("./src", import.meta.url))}/$1`,
};

/** The back office's pages, its part of the catalogs, and what only they load: not precached (below). */
const adminSources = fileURLToPath(new URL("./src/admin/", import.meta.url));
const isBackOffice = (moduleId: string) => moduleId.startsWith(adminSources) || isBackOfficeCatalog(moduleId);
const backOffice = backOfficeFiles(isBackOffice);

export default defineConfig({
  plugins: [
    descriptorsWithoutMessages(),
    linguiMacro(),
    react(),
    catalogParts({ zh, en }, isBackOffice),
    backOffice.plugin,
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["icon.svg", "apple-touch-icon.png"],
      manifest: {
        name: "会议注册 Conference registration",
        short_name: "会议注册",
        description: "Register for the society's conferences, pay, and check in.",
        lang: "zh-CN",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#f5f7fb",
        theme_color: "#1d4ed8",
        icons: [
          { src: "/pwa-192.png", sizes: "192x192", type: "image/png" },
          { src: "/pwa-512.png", sizes: "512x512", type: "image/png" },
          { src: "/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      // The worker precaches the app shell and the attendee site, which work offline. The back office is
      // used online: its pages load from the network (and the browser's cache, a year for hashed files),
      // never from an old precached shell whose chunks a deploy has removed.
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((entry) => !backOffice.files.has(entry.url)),
            warnings: [],
          }),
        ],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//, /^\/kiosk(\/|$)/, /^\/[^/]+\/manager(\/|$)/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: attendeeApiUrl,
            method: "GET",
            handler: "NetworkFirst",
            options: {
              cacheName: apiCacheName,
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 200, maxAgeSeconds: 14 * 86_400 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    precompress(),
  ],
  // One React for every library, whichever node_modules folder it resolves from.
  resolve: { dedupe: ["react", "react-dom"], alias: [subpathImports] },
  build: {
    outDir: "dist",
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Importing a rule or a label from @confreg/shared must not bring every schema beside it: its modules
      // have no side effects, nor have zod's builders (`z.*`) besides the schema they return, so unused
      // schemas are dropped (the login page downloads no zod). A `z.*` call made only for its effect
      // (`z.config`) would be dropped too: the app makes none.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ["z"],
      },
      // What every page runs (React, the router, the query client, Lingui, Hono's client) in one chunk
      // rather than in dozens of slivers, each a request of its own.
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@lingui|hono)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { "/api": apiTarget } },
});
