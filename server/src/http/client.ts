import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./env";

/** The caller's address: the socket's, or the first X-Forwarded-For hop when behind a trusted proxy. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get("deps").config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** Whether cookies may be marked Secure: https, or localhost, where browsers accept them over http. */
export function secureCookies(c: Context<AppEnv>): boolean {
  const setting = c.get("deps").config.cookieSecure;
  if (setting !== "auto") return setting === "true";
  const url = new URL(c.req.url);
  const proto = c.get("deps").config.trustProxy ? c.req.header("x-forwarded-proto") : undefined;
  if ((proto ?? url.protocol.replace(":", "")) === "https") return true;
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}
