import { execFileSync } from "node:child_process";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/**
 * Bundles the server (server/scripts/build.mjs, half a second) so journeys and the bench never run a stale
 * build of code that has changed since `npm run build`. Vitest's global setup and the bench call it once.
 */
export function buildServer(): void {
  execFileSync(process.execPath, [path.join(repoRoot, "server/scripts/build.mjs")], { stdio: "inherit" });
}
