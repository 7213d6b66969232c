import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "#config";
import type { AppEnv } from "./env";

/** The back office and the kiosk are never framed; the attendee site only by the configured origins. */
const neverFramed = (path: string) =>
  /^\/[^/]+\/manager(\/|$)/.test(path) || /^\/(kiosk|api\/admin)(\/|$)/.test(path);

const isKioskPage = (path: string) => /^\/kiosk(\/|$)/.test(path);

/**
 * PayPal's buttons (dollar conferences) load PayPal's script, which talks to and frames PayPal; pages in
 * WeChat's mini-program load WeChat's JS-SDK to hand the payment to the mini-program.
 */
const paypal = ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"];
const wechat = ["https://res.wx.qq.com"];

const policy = (frameAncestors: string[], payments: string[] = [], scripts: string[] = []) => ({
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", "data:", "blob:", ...payments],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'", ...scripts, ...payments],
  connectSrc: ["'self'", ...payments],
  frameSrc: ["'self'", ...payments],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameAncestors,
});

/**
 * Security headers by area, and `Cache-Control: no-store` on every API answer that does not say otherwise:
 * they carry personal data and kiosk tokens, which no cache on the way may keep.
 */
export function securityHeaders(config: Pick<Config, "frameAncestors">): MiddlewareHandler<AppEnv> {
  const closed = secureHeaders({ xFrameOptions: "DENY", contentSecurityPolicy: policy(["'none'"]) });
  // The kiosk's look-up hashes in WebAssembly (kiosk lookup/scrypt.ts): compiling it, never JavaScript's eval.
  const kiosk = secureHeaders({
    xFrameOptions: "DENY",
    contentSecurityPolicy: policy(["'none'"], [], ["'wasm-unsafe-eval'"]),
  });
  // The attendee site is shown inside the society's pages (spec 000 §1), from the origins configured.
  const framed = secureHeaders({
    xFrameOptions: false,
    contentSecurityPolicy: policy(["'self'", ...config.frameAncestors], [...paypal, ...wechat]),
  });
  return async (c, next) => {
    const path = c.req.path;
    const headers = isKioskPage(path) ? kiosk : neverFramed(path) ? closed : framed;
    await headers(c, async () => {
      await next();
      if (path.startsWith("/api/") && !c.res.headers.has("Cache-Control")) {
        c.res.headers.set("Cache-Control", "no-store");
      }
    });
  };
}
