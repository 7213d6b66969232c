import {
  adminPasswordResetConfirm,
  adminPasswordResetRequest,
  ok,
  passwordResetConfirm,
  passwordResetRequest,
  passwordResetRequested,
} from "@confreg/shared";
import { clientIp } from "#http/client";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { apiRoute } from "#http/routes";
import {
  confirmAdminReset,
  confirmAttendeeReset,
  requestAdminReset,
  requestAttendeeReset,
} from "./password-reset.service";

const tags = ["auth"];

const requestAttendee = apiRoute({
  operationId: "requestPasswordReset",
  errors: ["RATE_LIMITED"],
  method: "post",
  path: "/auth/password-reset",
  tags,
  request: { body: jsonBody(passwordResetRequest) },
  responses: {
    200: jsonResponse(
      passwordResetRequested,
      "A code is on its way if an account has this e-mail or phone (the answer is the same either way)",
    ),
  },
});
const confirmAttendee = apiRoute({
  operationId: "confirmPasswordReset",
  errors: ["RATE_LIMITED", "RESET_CODE_INVALID"],
  method: "post",
  path: "/auth/password-reset/confirm",
  tags,
  request: { body: jsonBody(passwordResetConfirm) },
  responses: { 200: jsonResponse(ok, "Password changed; every session of the account ended") },
});
const requestAdmin = apiRoute({
  operationId: "requestAdminPasswordReset",
  errors: ["RATE_LIMITED"],
  method: "post",
  path: "/admin/password-reset",
  tags,
  request: { body: jsonBody(adminPasswordResetRequest) },
  responses: {
    200: jsonResponse(ok, "A code is on its way if the account exists and has an e-mail or phone"),
  },
});
const confirmAdmin = apiRoute({
  operationId: "confirmAdminPasswordReset",
  errors: ["RATE_LIMITED", "RESET_CODE_INVALID"],
  method: "post",
  path: "/admin/password-reset/confirm",
  tags,
  request: { body: jsonBody(adminPasswordResetConfirm) },
  responses: { 200: jsonResponse(ok, "Password changed; every session of the account ended") },
});

/** Forgotten passwords: a code by e-mail or SMS (through the outbox), then the code and a new password. */
export const passwordResetRoutes = createRouter()
  .openapi(requestAttendee, async (c) => {
    const { login } = c.req.valid("json");
    const channel = await requestAttendeeReset(c.get("deps"), login, clientIp(c), c.get("locale"));
    return c.json({ ok: true as const, channel }, 200);
  })
  .openapi(confirmAttendee, async (c) => {
    await confirmAttendeeReset(c.get("deps"), c.req.valid("json"), clientIp(c));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(requestAdmin, async (c) => {
    const { username } = c.req.valid("json");
    await requestAdminReset(c.get("deps"), username, clientIp(c), c.get("locale"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(confirmAdmin, async (c) => {
    await confirmAdminReset(c.get("deps"), c.req.valid("json"), clientIp(c));
    return c.json({ ok: true as const }, 200);
  });
