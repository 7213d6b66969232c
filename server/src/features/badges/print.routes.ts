import { badgePrintInput, badgePrintResult, idParam, printList } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { listRoutes } from "#lib/list/list-routes";
import { logBadgePrints } from "./log-prints";
import { printListPage as listPage } from "./print-list.service";

const tags = ["admin", "badges"];

const list = listRoutes(
  printList,
  {
    operationId: "listPrintList",
    errors: [],
    specOperations: ["manageGetPrintList"],
    path: "/admin/badges/print-list",
    tags,
    description: "Registrations to print badges for, newest first",
  },
  listPage,
);
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
  .route("/", list)
  .openapi(log, async (c) => {
    const admin = { id: c.get("admin").id, scope: c.get("scope") };
    return c.json(await logBadgePrints(c.get("deps"), admin, c.req.valid("json")), 201);
  });
