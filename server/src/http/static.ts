import { existsSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

/** The compressed copies the builds write beside each compressible file (pwa/build/precompress.ts). */
const encodedSuffix = /\.(?:br|gz)$/;

/** The file a response stands for: `app.js` when its brotli copy `app.js.br` is what is sent. */
function representedFile(file: string, requestPath: string): { file: string; encoded: boolean } {
  const encoded = encodedSuffix.test(file) && !requestPath.endsWith(path.extname(file));
  return { file: encoded ? file.slice(0, -path.extname(file).length) : file, encoded };
}

const hasEncodedCopy = (file: string) => existsSync(`${file}.br`) || existsSync(`${file}.gz`);

/**
 * Serves a built single-page app under `prefix`. Hashed assets are cached for a year; the HTML shell,
 * the service worker and the manifest are always revalidated, so a deploy reaches everyone. Any other
 * path that is not a file gets the shell (client-side routes).
 *
 * Files are sent as their brotli or gzip copy when the build wrote one and the request's `Accept-Encoding`
 * names it (`Content-Encoding`, the copy's `Content-Length`; a range is a range of the copy), and every
 * answer for a file with copies says `Vary: Accept-Encoding`. Nothing is compressed per request.
 */
export function spa(prefix: string, root: string): MiddlewareHandler<AppEnv> {
  const relativeRoot = path.relative(process.cwd(), root) || ".";
  const headersFor = (served: string, c: Context) => {
    const { file, encoded } = representedFile(served, c.req.path);
    const name = path.basename(file);
    if (file.includes(`${path.sep}assets${path.sep}`) && /[-.][\w-]{8,}\.\w+$/.test(name)) {
      c.header("Cache-Control", "public, max-age=31536000, immutable");
    } else {
      c.header("Cache-Control", "no-cache");
    }
    if (name === "sw.js") c.header("Service-Worker-Allowed", prefix);
    // serveStatic says it for the copies it sends; the plain file must say it too, or a cache would keep it for all.
    if (!encoded && hasEncodedCopy(file)) c.header("Vary", "Accept-Encoding");
  };
  const strip = (p: string) => (prefix === "/" ? p : p.slice(prefix.length - 1)) || "/";
  const options = { root: relativeRoot, precompressed: true, onFound: headersFor };
  const files = serveStatic<AppEnv>({ ...options, rewriteRequestPath: strip });
  const shell = serveStatic<AppEnv>({ ...options, path: "index.html" });
  return async (c, next) => {
    if (!existsSync(path.join(root, "index.html"))) return next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const res = await files(c, async () => {});
    if (res) return res;
    if (path.extname(c.req.path) !== "" && !c.req.path.endsWith(".html")) return next();
    return shell(c, next);
  };
}
