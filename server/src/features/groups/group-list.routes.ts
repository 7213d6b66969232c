import { adminGroupMembers, groupList, idParam } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { listRoutes } from "#lib/list/list-routes";
import { groupExportRoutes } from "./group-export";
import { groupListPage, groupMembers } from "./group-list";

const tags = ["admin", "groups"];

const list = listRoutes(
  groupList,
  {
    operationId: "listGroups",
    errors: [],
    specOperations: ["managerGroupList", "group/managerGroupList"],
    path: "/admin/groups",
    tags,
    description: "Groups of the admin's scope, newest first",
  },
  (deps, scope, query) => groupListPage(deps.db, scope, query),
);

const members = adminRoute({
  operationId: "listGroupMembers",
  errors: ["NOT_FOUND"],
  specOperations: ["manage-register/groupMemberList"],
  permission: "groups.read",
  scope: scopes.record("groups", "NOT_FOUND"),
  method: "get",
  path: "/admin/groups/{id}/members",
  tags,
  request: { params: z.object({ id: idParam }) },
  responses: { 200: jsonResponse(adminGroupMembers, "The group and its members, those who left marked") },
});

/** groupList (spec 002 §2): the groups of the scope, and one group's members. */
export const groupListRoutes = createRouter()
  .route("/", groupExportRoutes)
  .route("/", list)
  .openapi(members, async (c) => c.json(await groupMembers(c.get("deps").db, c.req.valid("param").id), 200));
