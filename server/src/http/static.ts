import { existsSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

/**
 * Serves a built single-page app under `prefix`. Hashed assets are cached for a year; the HTML shell,
 * the service worker and the manifest are always revalidated, so a deploy reaches everyone. Any other
 * path that is not a file gets the shell (client-side routes).
 */
export function spa(prefix: string, root: string): MiddlewareHandler<AppEnv> {
  const relativeRoot = path.relative(process.cwd(), root) || ".";
  const headersFor = (file: string, c: Context) => {
    const name = path.basename(file);
    if (file.includes(`${path.sep}assets${path.sep}`) && /[-.][\w-]{8,}\.\w+$/.test(name)) {
      c.header("Cache-Control", "public, max-age=31536000, immutable");
    } else {
      c.header("Cache-Control", "no-cache");
    }
    if (name === "sw.js") c.header("Service-Worker-Allowed", prefix);
  };
  const strip = (p: string) => (prefix === "/" ? p : p.slice(prefix.length - 1)) || "/";
  const files = serveStatic<AppEnv>({ root: relativeRoot, rewriteRequestPath: strip, onFound: headersFor });
  const shell = serveStatic<AppEnv>({ root: relativeRoot, path: "index.html", onFound: headersFor });
  return async (c, next) => {
    if (!existsSync(path.join(root, "index.html"))) return next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const res = await files(c, async () => {});
    if (res) return res;
    if (path.extname(c.req.path) !== "" && !c.req.path.endsWith(".html")) return next();
    return shell(c, next);
  };
}
