import {
  auditLogPage as auditLogPageSchema,
  auditLogQuery,
  idParam,
  registrationHistoryEntry,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
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

const log = adminRoute({
  operationId: "listAuditLog",
  errors: ["CONFERENCE_NOT_FOUND"],
  permission: "audit.read",
  scope: scopes.conferenceQuery(),
  method: "get",
  path: "/admin/audit",
  tags: ["admin", "audit"],
  request: { query: auditLogQuery },
  responses: {
    200: jsonResponse(
      auditLogPageSchema,
      "The audit log of the scope, newest first, filtered, a page at a time",
    ),
  },
});

/** The audit log as the back office reads it. */
export const auditRoutes = createRouter()
  .openapi(history, async (c) =>
    c.json(await registrationHistory(c.get("deps").db, c.req.valid("param").id), 200),
  )
  .openapi(log, async (c) =>
    c.json(await auditLogPage(c.get("deps").db, c.get("scope"), c.req.valid("query")), 200),
  );
