// `npm run dev`: the whole system with live reload behind one port (PORT, default 3000). The PWA's Vite dev
// server listens there and proxies /api to the API server (restarted by `node --watch` when its sources
// change) and /kiosk/ to the kiosk's Vite dev server (base /kiosk/), whose hot-reload socket goes through the
// same port. Ctrl-C (or SIGTERM) closes both Vite servers and stops the API server.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

/** The workspace's own Vite (each workspace installs its copy), started with its own config file. */
async function startVite(workspace, server) {
  const require = createRequire(path.join(root, workspace, "package.json"));
  const vite = await import(pathToFileURL(require.resolve("vite")).href);
  const dev = await vite.createServer({
    root: path.join(root, workspace),
    configFile: path.join(root, workspace, "vite.config.ts"),
    configLoader: "runner",
    server: { strictPort: true, ...server },
  });
  return dev.listen();
}

const [apiPort, kioskPort] = [await freePort(), await freePort()];
// Proxied as is: the Host header stays the front's, which the server's CSRF origin check compares with.
const api = { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false };

// The API server answers only /api behind the proxy; its dist folders are an empty folder, so a stale build
// of the PWA or the kiosk can never answer in place of the live sources.
const noDist = mkdtempSync(path.join(tmpdir(), "confreg-dev-no-dist-"));
const apiServer = spawn(process.execPath, ["--watch", "--import", "tsx", "server/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: "127.0.0.1",
    PUBLIC_URL: publicUrl,
    PWA_DIST: noDist,
    KIOSK_DIST: noDist,
  },
});
const apiExited = new Promise((resolve) => apiServer.once("exit", resolve));

const servers = [];
async function stop(code) {
  await Promise.allSettled(servers.map((s) => s.close()));
  if (apiServer.exitCode === null && apiServer.signalCode === null) apiServer.kill("SIGTERM");
  await apiExited;
  rmSync(noDist, { recursive: true, force: true });
  process.exit(code);
}
process.once("SIGINT", () => void stop(0));
process.once("SIGTERM", () => void stop(0));

try {
  // The kiosk's hot-reload client connects to the front port; the PWA server forwards that socket here.
  servers.push(
    await startVite("kiosk", {
      host: "127.0.0.1",
      port: kioskPort,
      ws: { clientPort: port },
      proxy: { "/api": api },
    }),
  );
  servers.push(
    await startVite("pwa", {
      host,
      port,
      proxy: {
        "/api": api,
        // The server redirects the old back-office address (/200/manager/…) to /all/manager/….
        "/200/manager/": api,
        "^/kiosk(/|$)": { target: `http://127.0.0.1:${kioskPort}`, ws: true },
      },
    }),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}

process.stdout.write(
  `\nconfreg dev on ${publicUrl} (Ctrl-C stops everything)\n` +
    `  attendee site  ${publicUrl}/\n  back office    ${publicUrl}/all/manager/login\n` +
    `  kiosk          ${publicUrl}/kiosk/\n  API            ${publicUrl}/api/openapi.json\n\n`,
);
