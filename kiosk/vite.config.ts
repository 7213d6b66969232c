import { fileURLToPath } from "node:url";
import { linguiMacro } from "@confreg/locales/vite-macro";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
// Brotli and gzip copies for the server to send (server/src/http/static.ts); one build step for both apps.
import { precompress } from "../pwa/build/precompress";

const apiTarget = process.env.CONFREG_API ?? "http://localhost:3000";

/**
 * The kiosk renderer, served by the server under /kiosk/ and loaded by Electron from dist/renderer through
 * its own scheme at the same path. Its service worker (scope /kiosk/) precaches the app shell so the page
 * reloads offline in a plain browser; the PWA's worker at / leaves /kiosk/ alone.
 */
/** `#x/y` is this package's src/x/y (package.json "imports"); Vite does not try .tsx behind such a map. */
const subpathImports = {
  find: /^#(.*)$/,
  replacement: `${fileURLToPath(new URL("./src", import.meta.url))}/$1`,
};

export default defineConfig({
  base: "/kiosk/",
  plugins: [
    linguiMacro(),
    react(),
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: false,
      scope: "/kiosk/",
      base: "/kiosk/",
      manifest: {
        id: "/kiosk/",
        name: "签到机 Check-in kiosk",
        short_name: "签到机",
        description: "Conference check-in: find registrations by ID number, offline.",
        lang: "zh-CN",
        start_url: "/kiosk/",
        scope: "/kiosk/",
        display: "fullscreen",
        background_color: "#0b1220",
        theme_color: "#0b1220",
        icons: [
          { src: "/kiosk/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
          { src: "/kiosk/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2,wasm}"],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        navigateFallback: "/kiosk/index.html",
        navigateFallbackAllowlist: [/^\/kiosk(\/|$)/],
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    precompress(),
  ],
  // React 19 is installed in this workspace; hoisted libraries (@lingui/react) must not pick up another copy.
  resolve: { dedupe: ["react", "react-dom"], alias: [subpathImports] },
  build: { outDir: "dist/renderer", emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: { port: 5174, proxy: { "/api": apiTarget } },
});
