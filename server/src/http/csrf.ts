import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { AppError } from "@confreg/shared";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { secureCookies } from "./client";
import type { AppEnv } from "./env";

export const csrfCookie = "confreg_csrf";
export const csrfHeader = "x-csrf-token";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What a token is bound to: the sessions this browser holds now. */
function sessionBinding(c: Context<AppEnv>): string {
  const { attendee, admin } = c.get("sessions");
  return `${attendee?.id ?? "-"}|${admin?.id ?? "-"}`;
}

function mac(c: Context<AppEnv>, nonce: string): string {
  const key = c.get("deps").pii.signingKey("csrf");
  return createHmac("sha256", key)
    .update(`${nonce}|${sessionBinding(c)}`)
    .digest("base64url");
}

function isValid(c: Context<AppEnv>, token: string | undefined): token is string {
  const [nonce, signature, extra] = (token ?? "").split(".");
  return !!nonce && !!signature && extra === undefined && same(signature, mac(c, nonce));
}

/** Sets a fresh token bound to the browser's current sessions; after sign-in and sign-out too. */
export function issueCsrfToken(c: Context<AppEnv>): void {
  const nonce = randomBytes(18).toString("base64url");
  setCookie(c, csrfCookie, `${nonce}.${mac(c, nonce)}`, {
    path: "/",
    sameSite: "Strict",
    secure: secureCookies(c),
  });
}

function crossSite(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).host !== new URL(c.req.url).host;
  } catch {
    // An Origin that is not a URL is no origin of ours.
    return true;
  }
}

/**
 * Signed double-submit protection for every cookie-authenticated mutation: the page echoes the readable
 * `confreg_csrf` cookie in `X-CSRF-Token`, and the token is signed for the sessions it was issued with, so
 * a token planted before a sign-in (or taken from another browser) is worthless. A cross-site Origin is
 * refused outright. Paths in `exempt` authenticate with bearer tokens, not cookies.
 */
export function csrf(exempt: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, csrfCookie);
    const valid = isValid(c, token);
    if (!safeMethods.has(c.req.method) && !exempt(c.req.path)) {
      if (crossSite(c)) throw new AppError("CSRF_FAILED", { reason: "origin" });
      const sent = c.req.header(csrfHeader) ?? "";
      if (!valid || !same(sent, token)) {
        issueCsrfToken(c);
        throw new AppError("CSRF_FAILED", { reason: "token" });
      }
    }
    if (!valid) issueCsrfToken(c);
    await next();
  };
}
