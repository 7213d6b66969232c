import { societySettings, systemSettings } from "@confreg/shared";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { loadSystemSettings, saveSystemSettings } from "./system-settings";

const tags = ["admin", "settings"];

const read = adminRoute({
  operationId: "getSystemSettings",
  errors: [],
  permission: "settings.manage",
  scope: scopes.global,
  method: "get",
  path: "/admin/settings",
  tags,
  responses: { 200: jsonResponse(systemSettings, "The society's settings and the providers in use") },
});

const save = adminRoute({
  operationId: "updateSystemSettings",
  errors: [],
  permission: "settings.manage",
  scope: scopes.global,
  method: "put",
  path: "/admin/settings",
  tags,
  request: { body: jsonBody(societySettings) },
  responses: { 200: jsonResponse(systemSettings, "The settings as saved; each changed key audited") },
});

/** The society's settings, for administrators of every conference. */
export const systemSettingsRoutes = createRouter()
  .openapi(read, async (c) => c.json(await loadSystemSettings(c.get("deps")), 200))
  .openapi(save, async (c) =>
    c.json(await saveSystemSettings(c.get("deps"), c.get("admin").id, c.req.valid("json")), 200),
  );
