import {
  cardNumberInput,
  cardNumberResult,
  checkinBoard as checkinBoardSchema,
  checkinPoint,
  checkinPointInput,
  confirmSignInInput,
  confirmSignInResult,
  idParam,
  ok,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { checkinBoard } from "./checkin-board";
import {
  createCheckinPoint,
  deleteCheckinPoint,
  listCheckinPoints,
  updateCheckinPoint,
} from "./checkin-points";
import { confirmSignIn, saveCardNumber } from "./sign-in";

const tags = ["admin", "checkin"];
const registrationParams = z.object({ id: idParam });
const conferenceParams = z.object({ conferenceId: idParam });
const pointParams = conferenceParams.extend({ pointId: idParam });
const registrationScope = scopes.record("registrations", "REGISTRATION_NOT_FOUND");

const signIn = adminRoute({
  operationId: "confirmSignIn",
  errors: [
    "ALREADY_SIGNED_IN",
    "CARDS_NOT_USED",
    "CARD_NUMBER_TAKEN",
    "CHECKIN_NOT_ELIGIBLE",
    "CHECKIN_POINT_NOT_FOUND",
    "CONFERENCE_NOT_FOUND",
    "EVENT_AFTER_SERVER_TIME",
    "EVENT_BEFORE_REGISTRATION",
    "REGISTRATION_NOT_FOUND",
    "STATE_CONFLICT",
  ],
  specOperations: ["confirmSign"],
  permission: "checkin.record",
  scope: registrationScope,
  method: "post",
  path: "/admin/registrations/{id}/sign-in",
  tags,
  summary: "Sign the person in at the main point (with cards, the card number saved first)",
  request: { params: registrationParams, body: jsonBody(confirmSignInInput) },
  responses: { 200: jsonResponse(confirmSignInResult, "Signed in: when, where and by whom") },
});
const cardNumber = adminRoute({
  operationId: "saveCardNumber",
  errors: ["CARDS_NOT_USED", "CARD_NUMBER_TAKEN", "CONFERENCE_NOT_FOUND", "REGISTRATION_NOT_FOUND"],
  specOperations: ["saveCardNumber"],
  permission: "checkin.record",
  scope: registrationScope,
  method: "put",
  path: "/admin/registrations/{id}/card-number",
  tags,
  summary: "Save the attendance card number (ten digits, one card per person in the conference)",
  request: { params: registrationParams, body: jsonBody(cardNumberInput) },
  responses: { 200: jsonResponse(cardNumberResult, "The number saved") },
});
const listPoints = adminRoute({
  operationId: "listCheckinPoints",
  errors: ["CHECKIN_POINT_NOT_FOUND", "CONFERENCE_NOT_FOUND"],
  permission: "checkin.read",
  scope: scopes.conferenceParam(),
  method: "get",
  path: "/admin/conferences/{conferenceId}/checkin-points",
  tags,
  request: { params: conferenceParams },
  responses: { 200: jsonResponse(z.array(checkinPoint), "The conference's check-in points, main first") },
});
const createPoint = adminRoute({
  operationId: "createCheckinPoint",
  errors: ["CHECKIN_POINT_NOT_FOUND", "CONFERENCE_NOT_FOUND"],
  permission: "conferences.manage",
  scope: scopes.conferenceParam(),
  method: "post",
  path: "/admin/conferences/{conferenceId}/checkin-points",
  tags,
  request: { params: conferenceParams, body: jsonBody(checkinPointInput) },
  responses: { 201: jsonResponse(checkinPoint, "The new point") },
});
const updatePoint = adminRoute({
  operationId: "updateCheckinPoint",
  errors: ["CHECKIN_POINT_NOT_FOUND", "CONFERENCE_NOT_FOUND"],
  permission: "conferences.manage",
  scope: scopes.conferenceParam(),
  method: "put",
  path: "/admin/conferences/{conferenceId}/checkin-points/{pointId}",
  tags,
  request: { params: pointParams, body: jsonBody(checkinPointInput) },
  responses: { 200: jsonResponse(checkinPoint, "The point, renamed") },
});
const deletePoint = adminRoute({
  operationId: "deleteCheckinPoint",
  errors: ["CHECKIN_POINT_IN_USE", "CHECKIN_POINT_MAIN", "CHECKIN_POINT_NOT_FOUND", "CONFERENCE_NOT_FOUND"],
  permission: "conferences.manage",
  scope: scopes.conferenceParam(),
  method: "delete",
  path: "/admin/conferences/{conferenceId}/checkin-points/{pointId}",
  tags,
  summary: "Delete a point: never the main one, nor one with check-ins or kiosks",
  request: { params: pointParams },
  responses: { 200: jsonResponse(ok, "Deleted") },
});
const board = adminRoute({
  operationId: "checkinBoard",
  errors: ["CHECKIN_POINT_NOT_FOUND", "CONFERENCE_NOT_FOUND"],
  permission: "checkin.read",
  scope: scopes.conferenceParam(),
  method: "get",
  path: "/admin/conferences/{conferenceId}/checkin-board",
  tags,
  summary: "Live board: per point, eligible people checked in, repeats, today's arrivals per 15 minutes",
  request: { params: conferenceParams },
  responses: { 200: jsonResponse(checkinBoardSchema, "The board") },
});

/** Check-in in the back office: sign-in and card numbers, check-in points, the live board. */
export const checkinRoutes = createRouter()
  .openapi(signIn, async (c) =>
    c.json(
      await confirmSignIn(c.get("deps"), c.get("admin"), c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  )
  .openapi(cardNumber, async (c) =>
    c.json(
      await saveCardNumber(
        c.get("deps"),
        c.get("admin"),
        c.req.valid("param").id,
        c.req.valid("json").cardNumber,
      ),
      200,
    ),
  )
  .openapi(listPoints, async (c) =>
    c.json(await listCheckinPoints(c.get("deps"), c.req.valid("param").conferenceId), 200),
  )
  .openapi(createPoint, async (c) =>
    c.json(
      await createCheckinPoint(
        c.get("deps"),
        c.get("admin"),
        c.req.valid("param").conferenceId,
        c.req.valid("json"),
      ),
      201,
    ),
  )
  .openapi(updatePoint, async (c) => {
    const { conferenceId, pointId } = c.req.valid("param");
    return c.json(
      await updateCheckinPoint(c.get("deps"), c.get("admin"), conferenceId, pointId, c.req.valid("json")),
      200,
    );
  })
  .openapi(deletePoint, async (c) => {
    const { conferenceId, pointId } = c.req.valid("param");
    await deleteCheckinPoint(c.get("deps"), c.get("admin"), conferenceId, pointId);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(board, async (c) =>
    c.json(await checkinBoard(c.get("deps"), c.req.valid("param").conferenceId), 200),
  );
