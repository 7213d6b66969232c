import { badgePrintInput, badgePrintResult, idParam, printListPage, printListQuery } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { limitListSearch } from "#lib/list/search-limit";
import { logBadgePrints } from "./log-prints";
import { printListPage as listPage } from "./print-list.service";

const tags = ["admin", "badges"];

const list = adminRoute({
  operationId: "listPrintList",
  errors: ["RATE_LIMITED"],
  specOperations: ["manageGetPrintList"],
  permission: "badges.print",
  scope: scopes.conferenceQuery(),
  method: "get",
  path: "/admin/badges/print-list",
  tags,
  request: { query: printListQuery },
  responses: { 200: jsonResponse(printListPage, "Registrations to print badges for, newest first") },
});
const log = adminRoute({
  operationId: "logBadgePrints",
  errors: [
    "CHECKIN_POINT_NOT_FOUND",
    "EVENT_AFTER_SERVER_TIME",
    "EVENT_BEFORE_REGISTRATION",
    "PRINT_OVERRIDE_REASON_REQUIRED",
    "REGISTRATION_NOT_FOUND",
    "REPRINT_REASON_REQUIRED",
  ],
  permission: "badges.print",
  scope: scopes.conferenceQuery(),
  method: "post",
  path: "/admin/badge-prints",
  tags,
  request: {
    // Printing from one conference's list: only its registrations; without it, the account's scope.
    query: z.object({ conferenceId: idParam.optional() }),
    body: jsonBody(badgePrintInput),
  },
  responses: {
    201: jsonResponse(
      badgePrintResult,
      "Logged, each a first print or a reprint: the browser prints them now",
    ),
  },
});

/** printlist (spec 002 §2): who to print, and the log every print goes into before it prints. */
export const badgePrintRoutes = createRouter()
  .openapi(list, async (c) => {
    const deps = c.get("deps");
    const scope = c.get("scope");
    const query = c.req.valid("query");
    await limitListSearch(deps, {
      adminId: c.get("admin").id,
      scope,
      keyword: query.keyword,
      list: "printList",
    });
    return c.json(await listPage(deps, scope, query), 200);
  })
  .openapi(log, async (c) => {
    const admin = { id: c.get("admin").id, scope: c.get("scope") };
    return c.json(await logBadgePrints(c.get("deps"), admin, c.req.valid("json")), 201);
  });
