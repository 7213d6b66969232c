import {
  idParam,
  importResult,
  memberInput,
  memberList,
  memberListKind,
  memberRow,
  ok,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { listRoutes } from "#lib/list/list-routes";
import { sheetUploadBody } from "#lib/spreadsheets/sheet-upload";
import { importMembers } from "./import-members";
import { listMembers } from "./members.repo";
import { createMember, deleteMember, updateMember } from "./members.service";

const tags = ["admin", "members"];
const idParams = z.object({ id: idParam });
const permission = "members.manage";
const scope = scopes.global;
const saved = jsonResponse(memberRow, "The entry as the list shows it");

const list = listRoutes(
  memberList,
  {
    operationId: "listMembers",
    errors: [],
    path: "/admin/members",
    tags,
    description: "A page of one list, searched",
  },
  ({ db }, _scope, query) => listMembers(db, query),
);
const create = adminRoute({
  operationId: "createMember",
  errors: ["MEMBER_NOT_FOUND", "MEMBER_NO_TAKEN"],
  permission,
  scope,
  method: "post",
  path: "/admin/members",
  tags,
  request: { body: jsonBody(memberInput) },
  responses: { 201: saved },
});
const update = adminRoute({
  operationId: "updateMember",
  errors: ["MEMBER_NOT_FOUND", "MEMBER_NO_TAKEN"],
  permission,
  scope,
  method: "put",
  path: "/admin/members/{id}",
  tags,
  request: { params: idParams, body: jsonBody(memberInput) },
  responses: { 200: saved },
});
const remove = adminRoute({
  operationId: "deleteMember",
  errors: ["MEMBER_NOT_FOUND", "MEMBER_NO_TAKEN"],
  permission,
  scope,
  method: "delete",
  path: "/admin/members/{id}",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(ok, "Removed from its list") },
});
const importList = adminRoute({
  operationId: "importMembers",
  errors: ["IMPORT_ROWS_INVALID", "MEMBER_NO_TAKEN", "SHEET_UNREADABLE"],
  permission,
  scope,
  method: "post",
  path: "/admin/members/import",
  tags,
  request: { body: sheetUploadBody({ kind: memberListKind }) },
  responses: { 200: jsonResponse(importResult, "Every row written: added and updated counts") },
});

export const adminMemberRoutes = createRouter()
  .route("/", list)
  .openapi(create, async (c) =>
    c.json(await createMember(c.get("deps"), c.get("admin"), c.req.valid("json")), 201),
  )
  .openapi(update, async (c) =>
    c.json(
      await updateMember(c.get("deps"), c.get("admin"), c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  )
  .openapi(remove, async (c) => {
    await deleteMember(c.get("deps"), c.get("admin"), c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(importList, async (c) => {
    const { file, kind } = c.req.valid("form");
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await importMembers(c.get("deps"), c.get("admin"), kind, bytes), 200);
  });
