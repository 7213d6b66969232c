import {
  adminAccount as adminAccountSchema,
  adminLoginInput,
  attendeeAccount,
  loginInput,
  ok,
  sessionInfo,
  signupInput,
} from "@confreg/shared";
import { adminAccount } from "#http/admin-account";
import { clientIp } from "#http/client";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute, apiRoute } from "#http/routes";
import { endSession, startSession } from "#http/session";
import { adminSignIn, attendeeAccount as loadAttendee, signIn, signUp } from "./auth.service";

const tags = ["auth"];

const getSession = apiRoute({
  operationId: "getSession",
  errors: [],
  specOperations: ["checkSession"],
  method: "get",
  path: "/session",
  tags,
  responses: { 200: jsonResponse(sessionInfo, "Who is signed in on this browser") },
});
const postSignup = apiRoute({
  operationId: "signUp",
  errors: ["ACCOUNT_EXISTS", "RATE_LIMITED"],
  method: "post",
  path: "/auth/signup",
  tags,
  request: { body: jsonBody(signupInput) },
  responses: { 201: jsonResponse(attendeeAccount, "Account created and signed in") },
});
const postLogin = apiRoute({
  operationId: "signIn",
  errors: ["LOGIN_FAILED", "RATE_LIMITED"],
  specOperations: ["memberLogin"],
  method: "post",
  path: "/auth/login",
  tags,
  request: { body: jsonBody(loginInput) },
  responses: { 200: jsonResponse(attendeeAccount, "Signed in") },
});
const postLogout = apiRoute({
  operationId: "signOut",
  errors: [],
  specOperations: ["loginOut"],
  method: "post",
  path: "/auth/logout",
  tags,
  responses: { 200: jsonResponse(ok, "Signed out") },
});
const postAdminLogin = apiRoute({
  operationId: "adminSignIn",
  errors: ["LOGIN_FAILED", "RATE_LIMITED"],
  specOperations: ["manageLogin"],
  method: "post",
  path: "/admin/login",
  tags,
  request: { body: jsonBody(adminLoginInput) },
  responses: { 200: jsonResponse(adminAccountSchema, "Signed in to the back office") },
});
const postAdminLogout = apiRoute({
  operationId: "adminSignOut",
  errors: [],
  specOperations: ["manageLogout"],
  method: "post",
  path: "/admin/logout",
  tags,
  responses: { 200: jsonResponse(ok, "Signed out of the back office") },
});
const getAdminMe = adminRoute({
  permission: "signedIn",
  scope: scopes.global,
  operationId: "getAdminAccount",
  errors: [],
  method: "get",
  path: "/admin/me",
  tags,
  responses: { 200: jsonResponse(adminAccountSchema, "The signed-in admin") },
});

export const authRoutes = createRouter()
  .openapi(getSession, async (c) => {
    const deps = c.get("deps");
    const { attendee, admin } = c.get("sessions");
    return c.json(
      {
        attendee: attendee ? await loadAttendee(deps, attendee.accountId) : null,
        admin: admin ? await adminAccount(deps, admin.accountId) : null,
      },
      200,
    );
  })
  .openapi(postSignup, async (c) => {
    const account = await signUp(c.get("deps"), c.req.valid("json"), clientIp(c));
    await startSession(c, "attendee", account.id);
    return c.json(account, 201);
  })
  .openapi(postLogin, async (c) => {
    const account = await signIn(c.get("deps"), c.req.valid("json"), clientIp(c));
    await startSession(c, "attendee", account.id);
    return c.json(account, 200);
  })
  .openapi(postLogout, async (c) => {
    await endSession(c, "attendee");
    return c.json({ ok: true as const }, 200);
  })
  .openapi(postAdminLogin, async (c) => {
    const account = await adminSignIn(c.get("deps"), c.req.valid("json"), clientIp(c));
    await startSession(c, "admin", account.id);
    return c.json(account, 200);
  })
  .openapi(postAdminLogout, async (c) => {
    await endSession(c, "admin");
    return c.json({ ok: true as const }, 200);
  })
  .openapi(getAdminMe, async (c) => c.json(c.get("admin"), 200));
