import {
  enrolInput,
  enrolment,
  idParam,
  ok,
  pairingCode,
  syncPage as syncPageSchema,
  syncQuery,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { clientIp } from "#http/client";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute, apiRoute } from "#http/routes";
import { requireDevice } from "./device-auth";
import { enrolDevice, issuePairingCode, revokeDevice } from "./pairing";
import { syncPage } from "./sync";

const tags = ["kiosk"];
const bearer = [{ bearerAuth: [] }];

const issue = adminRoute({
  operationId: "issueKioskPairingCode",
  permission: "kiosks.manage",
  scope: scopes.conferenceParam(),
  method: "post",
  path: "/admin/conferences/{conferenceId}/kiosk-pairings",
  tags,
  request: { params: z.object({ conferenceId: idParam }) },
  responses: { 201: jsonResponse(pairingCode, "A single-use pairing code for a kiosk") },
});
const enrol = apiRoute({
  operationId: "enrolKiosk",
  method: "post",
  path: "/kiosk/enrol",
  tags,
  request: { body: jsonBody(enrolInput) },
  responses: { 200: jsonResponse(enrolment, "The kiosk's token and its conference") },
});
const sync = apiRoute({
  operationId: "syncKiosk",
  method: "get",
  path: "/kiosk/sync",
  tags,
  security: bearer,
  request: { query: syncQuery },
  responses: { 200: jsonResponse(syncPageSchema, "Registrations changed after the cursor") },
});

const unenrol = apiRoute({
  operationId: "unenrolKiosk",
  method: "delete",
  path: "/kiosk/device",
  tags,
  security: bearer,
  responses: { 200: jsonResponse(ok, "The kiosk's token is revoked (un-enrolled)") },
});

export const kioskRoutes = createRouter()
  .openapi(issue, async (c) =>
    c.json(await issuePairingCode(c.get("deps"), c.get("admin"), c.req.valid("param").conferenceId), 201),
  )
  .openapi(enrol, async (c) =>
    c.json(await enrolDevice(c.get("deps"), c.req.valid("json"), clientIp(c)), 200),
  )
  .openapi(sync, async (c) => {
    const device = await requireDevice(c);
    const { cursor, limit } = c.req.valid("query");
    return c.json(await syncPage(c.get("deps"), device, cursor, limit), 200);
  })
  .openapi(unenrol, async (c) => {
    await revokeDevice(c.get("deps"), await requireDevice(c));
    return c.json({ ok: true as const }, 200);
  });
