import { randomBytes, timingSafeEqual } from "node:crypto";
import { AppError } from "@confreg/shared";
import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { secureCookies } from "./client";
import type { AppEnv } from "./env";

export const csrfCookie = "confreg_csrf";
export const csrfHeader = "x-csrf-token";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Double-submit protection for every cookie-authenticated mutation: the page reads the readable
 * `confreg_csrf` cookie and echoes it in `X-CSRF-Token`; another site can do neither. A cross-site
 * Origin is refused outright. Paths in `exempt` authenticate with bearer tokens, not cookies.
 */
export function csrf(exempt: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let token = getCookie(c, csrfCookie);
    if (!token) {
      token = randomBytes(24).toString("base64url");
      setCookie(c, csrfCookie, token, { path: "/", sameSite: "Strict", secure: secureCookies(c) });
    }
    if (!safeMethods.has(c.req.method) && !exempt(c.req.path)) {
      const origin = c.req.header("origin");
      if (origin && origin !== "null" && new URL(origin).host !== new URL(c.req.url).host) {
        throw new AppError("CSRF_FAILED");
      }
      const sent = c.req.header(csrfHeader) ?? "";
      if (!getCookie(c, csrfCookie) || !same(sent, token)) throw new AppError("CSRF_FAILED");
    }
    await next();
  };
}
