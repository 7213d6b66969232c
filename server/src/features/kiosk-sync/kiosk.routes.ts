import {
  enrolInput,
  enrolment,
  idParam,
  kioskDevice,
  kioskEventsBatch,
  kioskEventsResult,
  ok,
  pairingCode,
  pairingInput,
  type ServedSyncPage,
  syncPage as syncPageSchema,
  syncPageV2,
  syncPageV3,
  syncQuery,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { applyKioskEvents } from "#features/checkin";
import { clientIp } from "#http/client";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute, apiRoute } from "#http/routes";
import { itemwiseValidationHook } from "#http/validation";
import { changeStream } from "./change-stream";
import { chooseEncoding, sendEncodedJson } from "./compress-json";
import { requireDevice } from "./device-auth";
import { listKioskDevices, revokeKioskDevice } from "./devices";
import { takeSyncPage } from "./page-ahead";
import { enrolDevice, issuePairingCode, revokeDevice } from "./pairing";
import { assertSyncVersion, recordSyncProgress } from "./sync";

const tags = ["kiosk"];
const bearer = [{ bearerAuth: [] }];
const conferenceParams = z.object({ conferenceId: idParam });

const issue = adminRoute({
  operationId: "issueKioskPairingCode",
  errors: ["CHECKIN_POINT_NOT_FOUND", "CONFERENCE_NOT_FOUND"],
  permission: "kiosks.manage",
  scope: scopes.conferenceParam(),
  method: "post",
  path: "/admin/conferences/{conferenceId}/kiosk-pairings",
  tags,
  request: { params: conferenceParams, body: jsonBody(pairingInput) },
  responses: { 201: jsonResponse(pairingCode, "A single-use pairing code for a kiosk") },
});
const list = adminRoute({
  operationId: "listKiosks",
  errors: [],
  permission: "kiosks.manage",
  scope: scopes.conferenceParam(),
  method: "get",
  path: "/admin/conferences/{conferenceId}/kiosks",
  tags,
  request: { params: conferenceParams },
  responses: { 200: jsonResponse(z.array(kioskDevice), "The conference's paired kiosks, newest first") },
});
const revoke = adminRoute({
  operationId: "revokeKiosk",
  errors: ["NOT_FOUND"],
  permission: "kiosks.manage",
  scope: scopes.record("kioskDevices", "NOT_FOUND"),
  method: "post",
  path: "/admin/kiosks/{id}/revoke",
  tags,
  request: { params: z.object({ id: idParam }) },
  responses: { 200: jsonResponse(kioskDevice, "The kiosk, revoked: its next sync is refused") },
});
const enrol = apiRoute({
  operationId: "enrolKiosk",
  errors: ["CHECKIN_POINT_NOT_FOUND", "CONFERENCE_NOT_FOUND", "PAIRING_CODE_INVALID", "RATE_LIMITED"],
  method: "post",
  path: "/kiosk/enrol",
  tags,
  request: { body: jsonBody(enrolInput) },
  responses: {
    200: jsonResponse(enrolment, "The kiosk's token, its conference, look-up and PIN parameters"),
  },
});
const sync = apiRoute({
  operationId: "syncKiosk",
  errors: ["CONFERENCE_NOT_FOUND", "DEVICE_REVOKED", "SYNC_VERSION_UNSUPPORTED", "UNAUTHENTICATED"],
  method: "get",
  path: "/kiosk/sync",
  tags,
  security: bearer,
  request: { query: syncQuery },
  responses: {
    200: jsonResponse(
      z.union([syncPageSchema, syncPageV3, syncPageV2]),
      "Registrations changed after the cursor, in the version asked (409 for one no longer served)",
    ),
  },
});
const events = apiRoute({
  operationId: "postKioskEvents",
  errors: [
    "CHECKIN_NOT_ELIGIBLE",
    "CHECKIN_POINT_NOT_FOUND",
    "CONFERENCE_NOT_FOUND",
    "DEVICE_REVOKED",
    "EVENT_AFTER_SERVER_TIME",
    "EVENT_BEFORE_REGISTRATION",
    "KIOSK_REVOKED_EVENT",
    "NOTHING_TO_PAY",
    "NOT_FOUND",
    "ONSITE_PAYMENT_AMOUNT",
    "ONSITE_PAYMENT_NOT_OFFERED",
    "PAYMENT_ALREADY_RECEIVED",
    "REFUND_BLOCKED_BY_INVOICE",
    "REFUND_ROUTE_NOT_SUPPORTED",
    "REGISTRATION_NOT_FOUND",
    "STATE_CONFLICT",
    "TRANSITION_NOT_ALLOWED",
    "UNAUTHENTICATED",
  ],
  method: "post",
  path: "/kiosk/events",
  tags,
  security: bearer,
  description:
    "The kiosk's queued events (shared kioskEvent: check-ins, badge prints, onsite payments), each applied " +
    "on its own and idempotently by clientId; one result per event, in order. A revoked kiosk may still " +
    "hand in the check-ins and prints it recorded before its revocation, never a payment; an onsite " +
    "payment must be what is owed; an event dated before its registration or beyond the server's clock " +
    "plus five minutes is refused.",
  request: { body: jsonBody(kioskEventsBatch) },
  responses: { 200: jsonResponse(kioskEventsResult, "What became of each event") },
});
const stream = apiRoute({
  operationId: "streamKioskChanges",
  errors: ["DEVICE_REVOKED", "UNAUTHENTICATED"],
  method: "get",
  path: "/kiosk/stream",
  tags,
  security: bearer,
  description:
    "Server-sent events: `changed` with `{cursor}` on connecting and whenever a registration of the " +
    "kiosk's conference changes; a comment every 20 s.",
  responses: {
    200: {
      description: "An event stream (text/event-stream)",
      content: { "text/event-stream": { schema: z.string() } },
    },
  },
});
const unenrol = apiRoute({
  operationId: "unenrolKiosk",
  errors: ["DEVICE_REVOKED", "UNAUTHENTICATED"],
  method: "delete",
  path: "/kiosk/device",
  tags,
  security: bearer,
  responses: { 200: jsonResponse(ok, "The kiosk's token is revoked (un-enrolled)") },
});

export const kioskRoutes = createRouter()
  .openapi(issue, async (c) => {
    const { conferenceId } = c.req.valid("param");
    return c.json(
      await issuePairingCode(c.get("deps"), c.get("admin"), conferenceId, c.req.valid("json")),
      201,
    );
  })
  .openapi(list, async (c) =>
    c.json(await listKioskDevices(c.get("deps"), c.req.valid("param").conferenceId), 200),
  )
  .openapi(revoke, async (c) =>
    c.json(await revokeKioskDevice(c.get("deps"), c.get("admin"), c.req.valid("param").id), 200),
  )
  .openapi(enrol, async (c) =>
    c.json(await enrolDevice(c.get("deps"), c.req.valid("json"), clientIp(c)), 200),
  )
  .openapi(sync, async (c) => {
    const deps = c.get("deps");
    const device = await requireDevice(c);
    const { version, queued, ...request } = c.req.valid("query");
    // A first sync is a hundred pages of a few hundred kilobytes: they travel compressed.
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    const ask = { conferenceId: device.conferenceId, request, version: assertSyncVersion(version), encoding };
    const page = await takeSyncPage(deps, device.id, ask);
    await recordSyncProgress(deps, device.id, page.cursor, queued);
    return sendEncodedJson<ServedSyncPage>(c, page.answer);
  })
  .openapi(
    events,
    async (c) => {
      const device = await requireDevice(c, { allowRevoked: true });
      const results = await applyKioskEvents(c.get("deps"), device, c.req.valid("json").events);
      return c.json({ results }, 200);
    },
    itemwiseValidationHook,
  )
  .openapi(stream, async (c) => {
    const device = await requireDevice(c);
    const stillEnrolled = async () => (await requireDevice(c).catch(() => null)) !== null;
    return changeStream(c, device, stillEnrolled);
  })
  .openapi(unenrol, async (c) => {
    await revokeDevice(c.get("deps"), await requireDevice(c));
    return c.json({ ok: true as const }, 200);
  });
