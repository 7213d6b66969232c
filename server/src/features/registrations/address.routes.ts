import { addressInput, idParam, registrationDetail } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { apiRoute } from "#http/routes";
import { requireAttendee } from "#http/session";
import { editOwnAddress } from "./edit-address";

const editAddress = apiRoute({
  operationId: "editOwnAddress",
  errors: ["CONFERENCE_NOT_FOUND", "NOT_FOUND", "REGISTRATION_NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["editAddress"],
  method: "put",
  path: "/registrations/{id}/address",
  tags: ["registrations"],
  request: { params: z.object({ id: idParam }), body: jsonBody(addressInput) },
  responses: { 200: jsonResponse(registrationDetail, "The registration with its new address declaration") },
});

/** registerDetail's "fill address info": the attendee's own registration only (another's is 404). */
export const addressRoutes = createRouter().openapi(editAddress, async (c) => {
  const { accountId } = await requireAttendee(c);
  const { id } = c.req.valid("param");
  return c.json(await editOwnAddress(c.get("deps"), accountId, id, c.req.valid("json")), 200);
});
