import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./env";

/**
 * The caller's address: the socket's, or behind N trusted proxies the X-Forwarded-For hop each of them
 * vouches for, counted from the right. The entries further left are whatever the client claimed.
 */
export function clientIp(c: Context<AppEnv>): string {
  const proxies = c.get("deps").config.trustProxy;
  if (proxies > 0) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    const hop = hops[Math.max(0, hops.length - proxies)];
    if (hop) return hop;
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
  const proto = c.get("deps").config.trustProxy > 0 ? c.req.header("x-forwarded-proto") : undefined;
  if ((proto ?? url.protocol.replace(":", "")) === "https") return true;
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/** The site's public origin for links sent out (payments' return pages, mails): the configured URL, else the request's. */
export const originOf = (c: { get(key: "deps"): AppEnv["Variables"]["deps"]; req: { url: string } }) =>
  c.get("deps").config.publicUrl ?? new URL(c.req.url).origin;
