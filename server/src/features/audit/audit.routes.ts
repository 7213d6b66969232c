import { auditLogList, idParam, registrationHistoryEntry } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { listRoutes } from "#lib/list/list-routes";
import { auditLogPage } from "./audit-log";
import { registrationHistory } from "./registration-history";

const history = adminRoute({
  operationId: "getRegistrationHistory",
  errors: [],
  permission: "audit.read",
  scope: scopes.record("registrations", "REGISTRATION_NOT_FOUND"),
  method: "get",
  path: "/admin/registrations/{id}/history",
  tags: ["admin", "audit"],
  request: { params: z.object({ id: idParam }) },
  responses: {
    200: jsonResponse(
      z.array(registrationHistoryEntry),
      "The registration's audit history, oldest first: who, what, when, from and to, why",
    ),
  },
});

/** auditLog: the log of the scope, newest first, filtered, a page at a time. */
const log = listRoutes(
  auditLogList,
  {
    operationId: "listAuditLog",
    errors: ["CONFERENCE_NOT_FOUND"],
    path: "/admin/audit",
    tags: ["admin", "audit"],
    description: "The audit log of the scope, newest first, filtered, a page at a time",
  },
  (deps, scope, query) => auditLogPage(deps.db, scope, query),
);

/** The audit log as the back office reads it. */
export const auditRoutes = createRouter()
  .openapi(history, async (c) =>
    c.json(await registrationHistory(c.get("deps").db, c.req.valid("param").id), 200),
  )
  .route("/", log);
