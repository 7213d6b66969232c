import {
  adminAccount as adminAccountSchema,
  adminLoginInput,
  attendeeAccount,
  loginInput,
  ok,
  sessionInfo,
  signupInput,
} from "@confreg/shared";
import { createRoute } from "@hono/zod-openapi";
import { clientIp } from "#http/client";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { endSession, startSession } from "#http/session";
import { requireAdmin } from "./admin-guard";
import { adminAccount, adminSignIn, attendeeAccount as loadAttendee, signIn, signUp } from "./auth.service";

const tags = ["auth"];

const getSession = createRoute({
  method: "get",
  path: "/session",
  tags,
  responses: { 200: jsonResponse(sessionInfo, "Who is signed in on this browser") },
});
const postSignup = createRoute({
  method: "post",
  path: "/auth/signup",
  tags,
  request: { body: jsonBody(signupInput) },
  responses: { 201: jsonResponse(attendeeAccount, "Account created and signed in") },
});
const postLogin = createRoute({
  method: "post",
  path: "/auth/login",
  tags,
  request: { body: jsonBody(loginInput) },
  responses: { 200: jsonResponse(attendeeAccount, "Signed in") },
});
const postLogout = createRoute({
  method: "post",
  path: "/auth/logout",
  tags,
  responses: { 200: jsonResponse(ok, "Signed out") },
});
const postAdminLogin = createRoute({
  method: "post",
  path: "/admin/login",
  tags,
  request: { body: jsonBody(adminLoginInput) },
  responses: { 200: jsonResponse(adminAccountSchema, "Signed in to the back office") },
});
const postAdminLogout = createRoute({
  method: "post",
  path: "/admin/logout",
  tags,
  responses: { 200: jsonResponse(ok, "Signed out of the back office") },
});
const getAdminMe = createRoute({
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
    const account = await signUp(c.get("deps"), c.req.valid("json"));
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
  .openapi(getAdminMe, async (c) => c.json(await requireAdmin(c), 200));
