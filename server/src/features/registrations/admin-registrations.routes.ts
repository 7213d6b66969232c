import {
  AppError,
  adminRegistrationDetail,
  adminRegistrationQuery,
  adminRegistrationRow,
  idParam,
  paged,
  pageOf,
} from "@confreg/shared";
import { createRoute, z } from "@hono/zod-openapi";
import { assertInScope, conferenceScope, requireAdmin } from "#features/auth/admin-guard";
import { findConference } from "#features/conferences/conferences.repo";
import { createRouter, jsonResponse } from "#http/router";
import { searchRegistrations } from "./admin-registrations.repo";
import { loadRegistrationExtras } from "./registration.extras";
import { toAdminDetail, toAdminRow } from "./registration.mappers";
import { findRegistration } from "./registrations.repo";

const tags = ["admin"];

const list = createRoute({
  method: "get",
  path: "/admin/registrations",
  tags,
  request: { query: adminRegistrationQuery },
  responses: { 200: jsonResponse(paged(adminRegistrationRow), "Registrations in the admin's scope") },
});
const detail = createRoute({
  method: "get",
  path: "/admin/registrations/{id}",
  tags,
  request: { params: z.object({ id: idParam }) },
  responses: { 200: jsonResponse(adminRegistrationDetail, "One registration, for the detail dialog") },
});

export const adminRegistrationRoutes = createRouter()
  .openapi(list, async (c) => {
    const { db, pii } = c.get("deps");
    const admin = await requireAdmin(c);
    const query = c.req.valid("query");
    const scope = conferenceScope(admin, query.conferenceId);
    const timeZone = scope === null ? undefined : (await findConference(db, scope))?.timezone;
    const { rows, total } = await searchRegistrations(db, pii, scope, query, timeZone);
    const extras = await loadRegistrationExtras(db, rows);
    return c.json(
      pageOf(
        rows.map((row) => toAdminRow(row, extras, pii)),
        query,
        total,
      ),
      200,
    );
  })
  .openapi(detail, async (c) => {
    const { db, pii } = c.get("deps");
    const admin = await requireAdmin(c);
    const row = await findRegistration(db, c.req.valid("param").id);
    if (!row) throw new AppError("REGISTRATION_NOT_FOUND");
    assertInScope(admin, row.conferenceId);
    return c.json(toAdminDetail(row, await loadRegistrationExtras(db, [row]), pii), 200);
  });
