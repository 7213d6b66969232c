import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

/** One log line per request: method, path without the query (it may hold personal data), status, time. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
  c.set("requestId", requestId);
  c.header("x-request-id", requestId);
  await next();
  if (!c.req.path.startsWith("/api/")) return;
  c.get("deps").logger.info(
    {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    },
    "request",
  );
};
