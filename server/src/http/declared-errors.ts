import { type ErrorCode, errorCodes } from "@confreg/shared";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppDeps, AppEnv } from "./env";

/** An error answer whose code its route did not declare (`errors` in its config, http/routes.ts). */
export type UndeclaredError = { method: string; path: string; route: string; code: ErrorCode };

/** The words the server logs such an answer with: the journeys' harness looks for them. */
export const undeclaredErrorLog = "undeclared error code";

/** Each route's declared codes by Hono's method and path ("GET /api/conferences/:id"), from the document. */
function declaredByRoute(app: OpenAPIHono<AppEnv>): Map<string, ReadonlySet<string>> {
  const declared = new Map<string, ReadonlySet<string>>();
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const { method, path } = definition.route;
    const codes = (definition.route as { "x-error-codes"?: readonly string[] })["x-error-codes"] ?? [];
    declared.set(`${method.toUpperCase()} ${path.replaceAll(/\{([^}]+)\}/g, ":$1")}`, new Set(codes));
  }
  return declared;
}

/**
 * A test-only check (config `checkDeclaredErrors`): every error answer of a route carries a code the route
 * declared. An undeclared one is logged loudly and handed to `deps.onUndeclaredError` (server tests fail on it); the answer
 * itself is left as it is. A path no route matched (404 for an unknown path) is not a route's answer.
 */
export function checkDeclaredErrors(
  app: OpenAPIHono<AppEnv>,
  deps: Pick<AppDeps, "logger" | "onUndeclaredError">,
): MiddlewareHandler<AppEnv> {
  let declared: Map<string, ReadonlySet<string>> | undefined;
  return async (c, next) => {
    await next();
    if (c.res.status < 400) return;
    declared ??= declaredByRoute(app);
    const routes = declared;
    const route = matchedRoutes(c)
      .map((r) => `${r.method} ${r.path}`)
      .find((key) => routes.has(key));
    if (!route) return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => undefined)) as { code?: unknown } | undefined;
    const code = body?.code;
    if (typeof code !== "string" || !(code in errorCodes) || routes.get(route)?.has(code)) return;
    const error = { method: c.req.method, path: c.req.path, route, code: code as ErrorCode };
    deps.logger.error(error, `${undeclaredErrorLog} ${code} answered by ${route}`);
    deps.onUndeclaredError?.(error);
  };
}
