import { dashboard, dashboardQuery } from "@confreg/shared";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { loadDashboard } from "./dashboard.service";

const read = adminRoute({
  operationId: "getDashboard",
  errors: ["CONFERENCE_NOT_FOUND"],
  permission: "dashboard.read",
  scope: scopes.conferenceQuery(),
  method: "get",
  path: "/admin/dashboard",
  tags: ["admin", "dashboard"],
  request: { query: dashboardQuery },
  responses: {
    200: jsonResponse(
      dashboard,
      "The home figures of a conference or of every conference in the account's scope",
    ),
  },
});

/** The back office's home page figures. */
export const dashboardRoutes = createRouter().openapi(read, async (c) =>
  c.json(await loadDashboard(c.get("deps"), c.get("scope")), 200),
);
