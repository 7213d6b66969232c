import type { Permission } from "@confreg/shared";
import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { adminGuard, type ScopeSource } from "./guard";

/** Every operation has an id; where it stands for calls the spec names (its §7), their names too. */
type Described = { operationId: string; specOperations?: readonly string[] };

const described = <R extends RouteConfig & Described>({ specOperations, ...route }: R) =>
  specOperations ? { ...route, "x-spec-operations": [...specOperations] } : route;

/** An API route: the OpenAPI operation with its id and the spec's operation names (x-spec-operations). */
export function apiRoute<R extends RouteConfig & Described>(route: R) {
  return createRoute(described(route) as Omit<R, "specOperations">);
}

/**
 * A back-office route: its permission (shared `permissions`, or "signedIn" for the account's own session)
 * and where its conference scope comes from, enforced by the guard and published as x-permission and
 * x-scope, so tests and readers can walk every route against the table.
 */
export function adminRoute<R extends RouteConfig & Described>(
  route: R & { permission: Permission | "signedIn"; scope: ScopeSource },
) {
  const { permission, scope, ...rest } = route;
  return createRoute({
    ...(described(rest as unknown as R) as Omit<R, "specOperations" | "permission" | "scope">),
    middleware: [adminGuard(permission, scope)] as const,
    "x-permission": permission,
    "x-scope": scope.kind,
  });
}
