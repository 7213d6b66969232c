import {
  Actor,
  AppError,
  adminRegistrationDetail,
  idParam,
  personalData,
  registrationList,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { registrantValuesOf } from "#features/people";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { recordAudit } from "#lib/audit/write-audit";
import { listRoutes } from "#lib/list/list-routes";
import { loadAdminDetail, registrationListPage } from "./admin-views";
import { findRegistration } from "./registrations.repo";

const tags = ["admin"];
const idParams = z.object({ id: idParam });
/** registerList: the registrations of the scope, filtered, a page at a time. */
const list = listRoutes(
  registrationList,
  {
    operationId: "listRegistrations",
    errors: ["CONFERENCE_NOT_FOUND"],
    specOperations: ["manageGetRegisterList"],
    path: "/admin/registrations",
    tags,
    description: "Registrations in the admin's scope",
  },
  (deps, scope, query) => registrationListPage(deps, scope, query),
);
const detail = adminRoute({
  operationId: "getRegistration",
  errors: ["CONFERENCE_NOT_FOUND", "REGISTRATION_NOT_FOUND"],
  specOperations: ["manageGetRegisterDetialByRegisterId"],
  permission: "registrations.read",
  scope: scopes.record("registrations", "REGISTRATION_NOT_FOUND"),
  method: "get",
  path: "/admin/registrations/{id}",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(adminRegistrationDetail, "One registration, for the detail dialog") },
});
const reveal = adminRoute({
  operationId: "revealPersonalData",
  errors: ["REGISTRATION_NOT_FOUND"],
  permission: "personalData.reveal",
  scope: scopes.record("registrations", "REGISTRATION_NOT_FOUND"),
  method: "post",
  path: "/admin/registrations/{id}/personal-data",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(personalData, "The full document and phone numbers (audited)") },
});

export const adminRegistrationRoutes = createRouter()
  .route("/", list)
  .openapi(detail, async (c) => c.json(await loadAdminDetail(c.get("deps"), c.req.valid("param").id), 200))
  .openapi(reveal, async (c) => {
    const deps = c.get("deps");
    const admin = c.get("admin");
    const row = await findRegistration(deps.db, c.req.valid("param").id);
    if (!row) throw new AppError("REGISTRATION_NOT_FOUND");
    const values = registrantValuesOf(row, deps.pii);
    await recordAudit(deps, {
      action: "personalData.reveal",
      actor: { kind: Actor.admin, id: admin.id },
      entityId: row.id,
      conferenceId: row.conferenceId,
    });
    return c.json(
      { idType: values.idType, idCountry: values.idCountry, idNumber: values.idNumber, phone: values.phone },
      200,
    );
  });
