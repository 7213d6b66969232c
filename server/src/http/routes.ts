import type { ErrorCode, Permission } from "@confreg/shared";
import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { adminGuard, type ScopeSource } from "./guard";
import { declaredCodes, errorResponses, routeErrors } from "./route-errors";

/**
 * Every operation has an id; where it stands for calls the spec names (its §7), their names too. `errors`:
 * the codes its handler and what it calls can throw (those of its kind are added, http/route-errors.ts).
 */
type Described = { operationId: string; specOperations?: readonly string[]; errors: readonly ErrorCode[] };
/** A route config whose path keeps its literal type (as `createRoute` declares it), so the typed client sees it. */
type Config<P extends string> = Omit<RouteConfig, "path"> & { path: P } & Described;

/**
 * The operation as published: its spec operations, and its declared errors as `x-error-codes` and as
 * responses by status. The error responses stay out of the route's type: handlers answer them by throwing.
 */
function described<P extends string, R extends Config<P>>(
  { specOperations, errors, ...route }: R,
  kindErrors: readonly ErrorCode[] = [],
) {
  const codes = declaredCodes(route as RouteConfig, [...kindErrors, ...errors]);
  return {
    ...route,
    responses: { ...errorResponses(codes), ...route.responses },
    ...(specOperations ? { "x-spec-operations": [...specOperations] } : {}),
    "x-error-codes": codes,
  };
}

/** An API route: the OpenAPI operation with its id and the spec's operation names (x-spec-operations). */
export function apiRoute<P extends string, R extends Config<P>>(route: R) {
  return createRoute(described(route) as unknown as Omit<R, "specOperations" | "errors">);
}

/**
 * A back-office route: its permission (shared `permissions`, or "signedIn" for the account's own session)
 * and where its conference scope comes from, enforced by the guard and published as x-permission and
 * x-scope, so tests and readers can walk every route against the table.
 */
export function adminRoute<P extends string, R extends Config<P>>(
  route: R & { permission: Permission | "signedIn"; scope: ScopeSource },
) {
  const { permission, scope, ...rest } = route;
  return createRoute({
    ...(described(rest as unknown as R, [...routeErrors.admin, ...(scope.errors ?? [])]) as unknown as Omit<
      R,
      "specOperations" | "errors" | "permission" | "scope"
    >),
    middleware: [adminGuard(permission, scope)] as const,
    "x-permission": permission,
    "x-scope": scope.kind,
    ...(scope.record ? { "x-scope-record": scope.record } : {}),
  });
}
