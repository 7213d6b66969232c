import { idParam, quickRegistrantList, recommendationResult } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { createRouter, jsonResponse } from "#http/router";
import { apiRoute } from "#http/routes";
import { requireAttendee } from "#http/session";
import { listQuickRegistrants, recommendRegistration } from "./earlier-registrations.service";

const tags = ["registrations"];
const params = z.object({ conferenceId: idParam });

const quick = apiRoute({
  operationId: "listQuickRegistrants",
  errors: ["CONFERENCE_NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["quickRegist"],
  method: "get",
  path: "/conferences/{conferenceId}/quick-registrants",
  tags,
  request: { params },
  responses: {
    200: jsonResponse(
      quickRegistrantList,
      "Up to five people the signed-in account registered before (any conference), without document or phone",
    ),
  },
});
const recommended = apiRoute({
  operationId: "getRecommendedRegistration",
  errors: ["CONFERENCE_NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["getRecommendRegister"],
  method: "get",
  path: "/conferences/{conferenceId}/recommended-registration",
  tags,
  request: { params },
  responses: {
    200: jsonResponse(
      recommendationResult,
      "The account's latest registration's type, workshops and invoice as this conference offers them",
    ),
  },
});

/** Quick and recommended registration: the signed-in account's own earlier registrations only. */
export const earlierRegistrationRoutes = createRouter()
  .openapi(quick, async (c) => {
    const { accountId } = await requireAttendee(c);
    const { conferenceId } = c.req.valid("param");
    return c.json(await listQuickRegistrants(c.get("deps"), accountId, conferenceId), 200);
  })
  .openapi(recommended, async (c) => {
    const { accountId } = await requireAttendee(c);
    const { conferenceId } = c.req.valid("param");
    return c.json(await recommendRegistration(c.get("deps"), accountId, conferenceId), 200);
  });
