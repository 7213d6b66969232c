import {
  type ErrorCode,
  idParam,
  type ListDeclaration,
  type ListPage,
  type ListQuery,
  listPage,
  listQuery,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "#http/env";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { limitListSearch, type PersonalSearchLimit } from "./search-limit";

/** The list route's place in the API: path, operation names, tags, and what its answer is. */
export type ListRouteSpec<P extends string> = {
  operationId: string;
  /** The codes its own query may answer (the keyword's throttle is added where the list has a keyword). */
  errors: readonly ErrorCode[];
  specOperations?: readonly string[];
  path: P;
  tags: string[];
  description: string;
  /**
   * How its keyword search is throttled and audited where not as the list's own: under another name
   * (one the audit log already holds), with its own allowance of personal-data searches.
   */
  search?: { list?: string; personal?: PersonalSearchLimit };
};

/**
 * A list's own query: the page of its scope that the parsed filters choose (null scope: every conference;
 * a list of the path's conference always has one).
 */
export type ListSource<D extends ListDeclaration> = (
  deps: AppDeps,
  scope: D["scope"] extends "conferenceParam" ? number : number | null,
  query: ListQuery<D>,
) => Promise<ListPage<D>>;

/** The guard's scope of each kind of list. */
const listScopes = {
  conferenceQuery: () => scopes.conferenceQuery(),
  conferenceParam: () => scopes.conferenceParam(),
  global: () => scopes.global,
} satisfies Record<ListDeclaration["scope"], () => unknown>;

/** The path's `{conferenceId}` of a list in one conference's scope, declared so the API publishes it. */
const pathParams = (list: ListDeclaration) =>
  list.scope === "conferenceParam" ? { params: z.object({ conferenceId: idParam }) } : {};

/** The name of the list's keyword filter, if it declares one. */
const keywordName = (list: ListDeclaration) =>
  Object.entries(list.filters).find(([, filter]) => filter.kind === "keyword")?.[0];

/**
 * The route of a declared list: its query schema from the declared filters and paging (and the path's
 * conference, for a list of one conference), its permission and conference scope through the guard, the keyword throttled and a personal-data search audited under
 * the list's id, then the list's own query.
 */
export function listRoutes<D extends ListDeclaration, P extends string>(
  list: D,
  spec: ListRouteSpec<P>,
  source: ListSource<D>,
) {
  const { description, errors, search: searchAs, ...operation } = spec;
  const keyword = keywordName(list);
  const route = adminRoute({
    ...operation,
    errors: keyword ? [...errors, "RATE_LIMITED"] : errors,
    permission: list.permission,
    scope: listScopes[list.scope](),
    method: "get",
    request: { ...pathParams(list), query: listQuery(list) },
    responses: { 200: jsonResponse(listPage(list), description) },
  });
  return createRouter().openapi(route, async (c) => {
    const deps = c.get("deps");
    const scope = c.get("scope");
    const query = c.req.valid("query") as ListQuery<D>;
    const typed = keyword ? (query as Record<string, unknown>)[keyword] : undefined;
    const admin = c.get("admin");
    const search = {
      adminId: admin.id,
      scope,
      list: searchAs?.list ?? list.id,
      personal: searchAs?.personal,
    };
    await limitListSearch(deps, { ...search, keyword: typeof typed === "string" ? typed : undefined });
    return c.json(await source(deps, scope as Parameters<typeof source>[1], query), 200);
  });
}
