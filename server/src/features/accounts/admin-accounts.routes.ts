import {
  accountList,
  adminAccountDisabledInput,
  adminAccountInput,
  adminAccountRow,
  adminPasswordInput,
  idParam,
  newAdminAccountInput,
  ok,
  ownPasswordInput,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { listRoutes } from "#lib/list/list-routes";
import { listAdminAccounts } from "./admin-accounts.repo";
import {
  changeOwnPassword,
  createAdminAccount,
  setAdminDisabled,
  setAdminPassword,
  updateAdminAccount,
} from "./admin-accounts.service";

const tags = ["admin", "accounts"];
const idParams = z.object({ id: idParam });
const record = scopes.record("adminAccounts", "ADMIN_ACCOUNT_NOT_FOUND");
const saved = jsonResponse(adminAccountRow, "The account as the list shows it");

const list = listRoutes(
  accountList,
  {
    operationId: "listAdminAccounts",
    errors: [],
    specOperations: ["getManagerAccountList", "getMemberAcountList"],
    path: "/admin/accounts",
    tags,
    description: "Accounts in the admin's scope",
  },
  ({ db }, scope) => listAdminAccounts(db, scope),
);
const create = adminRoute({
  operationId: "createAdminAccount",
  errors: ["ADMIN_ACCOUNT_NOT_FOUND", "CONFERENCE_NOT_FOUND", "USERNAME_TAKEN"],
  specOperations: ["saveManagerAccountDetail"],
  permission: "accounts.manage",
  scope: scopes.global,
  method: "post",
  path: "/admin/accounts",
  tags,
  request: { body: jsonBody(newAdminAccountInput) },
  responses: { 201: saved },
});
const update = adminRoute({
  operationId: "updateAdminAccount",
  errors: ["ADMIN_ACCOUNT_NOT_FOUND", "CONFERENCE_NOT_FOUND", "LAST_ADMINISTRATOR", "USERNAME_TAKEN"],
  specOperations: ["saveManagerAccountDetail"],
  permission: "accounts.manage",
  scope: record,
  method: "put",
  path: "/admin/accounts/{id}",
  tags,
  request: { params: idParams, body: jsonBody(adminAccountInput) },
  responses: { 200: saved },
});
const setPassword = adminRoute({
  operationId: "setAdminAccountPassword",
  errors: ["ADMIN_ACCOUNT_NOT_FOUND", "USERNAME_TAKEN"],
  specOperations: ["updateManagerAccountPassword"],
  permission: "accounts.manage",
  scope: record,
  method: "put",
  path: "/admin/accounts/{id}/password",
  tags,
  request: { params: idParams, body: jsonBody(adminPasswordInput) },
  responses: { 200: jsonResponse(ok, "Password set; the account's sessions ended") },
});
const setDisabled = adminRoute({
  operationId: "setAdminAccountDisabled",
  errors: ["ADMIN_ACCOUNT_NOT_FOUND", "LAST_ADMINISTRATOR", "USERNAME_TAKEN"],
  permission: "accounts.manage",
  scope: record,
  method: "put",
  path: "/admin/accounts/{id}/disabled",
  tags,
  request: { params: idParams, body: jsonBody(adminAccountDisabledInput) },
  responses: { 200: saved },
});
const changeOwn = adminRoute({
  operationId: "changeOwnAdminPassword",
  errors: ["CURRENT_PASSWORD_WRONG", "RATE_LIMITED", "USERNAME_TAKEN"],
  permission: "signedIn",
  scope: scopes.global,
  method: "put",
  path: "/admin/me/password",
  tags,
  request: { body: jsonBody(ownPasswordInput) },
  responses: { 200: jsonResponse(ok, "Password changed; the account's other sessions ended") },
});

export const adminAccountRoutes = createRouter()
  .route("/", list)
  .openapi(create, async (c) =>
    c.json(await createAdminAccount(c.get("deps"), c.get("admin"), c.req.valid("json")), 201),
  )
  .openapi(update, async (c) =>
    c.json(
      await updateAdminAccount(c.get("deps"), c.get("admin"), c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  )
  .openapi(setPassword, async (c) => {
    await setAdminPassword(
      c.get("deps"),
      c.get("admin"),
      c.req.valid("param").id,
      c.req.valid("json").password,
    );
    return c.json({ ok: true as const }, 200);
  })
  .openapi(setDisabled, async (c) =>
    c.json(
      await setAdminDisabled(
        c.get("deps"),
        c.get("admin"),
        c.req.valid("param").id,
        c.req.valid("json").disabled,
      ),
      200,
    ),
  )
  .openapi(changeOwn, async (c) => {
    // The guard has signed the session in; the one making the change stays signed in.
    const sessionId = c.get("sessions").admin?.id ?? "";
    await changeOwnPassword(c.get("deps"), c.get("admin"), sessionId, c.req.valid("json"));
    return c.json({ ok: true as const }, 200);
  });
