import type { Permission } from "@confreg/shared";
import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { adminGuard, type ScopeSource } from "./guard";

/** Every operation has an id; where it stands for calls the spec names (its §7), their names too. */
type Described = { operationId: string; specOperations?: readonly string[] };
/** A route config whose path keeps its literal type (as `createRoute` declares it), so the typed client sees it. */
type Config<P extends string> = Omit<RouteConfig, "path"> & { path: P } & Described;

const described = <P extends string, R extends Config<P>>({ specOperations, ...route }: R) =>
  specOperations ? { ...route, "x-spec-operations": [...specOperations] } : route;

/** An API route: the OpenAPI operation with its id and the spec's operation names (x-spec-operations). */
export function apiRoute<P extends string, R extends Config<P>>(route: R) {
  return createRoute(described(route) as Omit<R, "specOperations">);
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
    ...(described(rest as unknown as R) as Omit<R, "specOperations" | "permission" | "scope">),
    middleware: [adminGuard(permission, scope)] as const,
    "x-permission": permission,
    "x-scope": scope.kind,
    ...(scope.record ? { "x-scope-record": scope.record } : {}),
  });
}
