import path from "node:path";
import { rendererBase, rendererHost, rendererScheme } from "./config.ts";
import type { RendererResponse } from "./host.ts";

/**
 * The renderer's Content-Security-Policy inside Electron: its own files only, plus the conference server,
 * whose address the staff type in at enrolment (so any http(s) origin may be fetched).
 */
export const rendererCsp = [
  "default-src 'self'",
  // WebAssembly (the look-up's scrypt, lookup/scrypt.ts) but never JavaScript's eval.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' https: http:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Maps a `confreg://kiosk/kiosk/...` URL to a file of the built renderer. Paths without an extension get
 * the app shell (as the server's `/kiosk/` does); anything outside the renderer folder is refused.
 */
export function resolveRendererRequest(url: string, root: string): RendererResponse {
  if (!isRendererUrl(url)) return { kind: "not-found" };
  let relative: string;
  try {
    relative = decodeURIComponent(new URL(url).pathname.slice(rendererBase.length));
  } catch {
    return { kind: "not-found" };
  }
  if (relative.includes("\0")) return { kind: "not-found" };
  const base = path.resolve(root);
  let file = path.resolve(base, relative);
  if (file !== base && !file.startsWith(base + path.sep)) return { kind: "not-found" };
  if (file === base || path.extname(file) === "") file = path.join(base, "index.html");
  return { kind: "file", path: file, headers: { "Content-Security-Policy": rendererCsp } };
}

/** Only the renderer's own pages may be shown in the kiosk window. */
export function isRendererUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    // A custom scheme's URL has an opaque origin ("null"), so scheme and host are compared instead.
    return (
      parsed.protocol === `${rendererScheme}:` &&
      parsed.host === rendererHost &&
      parsed.pathname.startsWith(rendererBase)
    );
  } catch {
    return false;
  }
}
