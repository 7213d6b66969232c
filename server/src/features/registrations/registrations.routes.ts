import {
  attendeePageSize,
  idParam,
  ok,
  paged,
  plainText,
  queryInt,
  registrationDetail,
  registrationEditForm,
  registrationEditResult,
  registrationInput,
  registrationSummary,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { apiRoute } from "#http/routes";
import { requireAttendee } from "#http/session";
import { registrationInputErrors } from "./create-registration";
import { loadOwnEditForm } from "./registration-edit-form";
import {
  deleteOwnRegistration,
  getRegistrationDetail,
  listRegistrations,
  registrationDeleteErrors,
  submitRegistration,
} from "./registrations.service";
import { updateOwnRegistration } from "./update-registration";

const tags = ["registrations"];
const conferenceParams = z.object({ conferenceId: idParam });
const idParams = z.object({ id: idParam });

const listOwn = apiRoute({
  operationId: "listOwnRegistrations",
  errors: ["UNAUTHENTICATED"],
  specOperations: ["getRelateRegisterList"],
  method: "get",
  path: "/conferences/{conferenceId}/registrations",
  tags,
  request: { params: conferenceParams, query: z.object({ page: queryInt().min(1).default(1) }) },
  responses: { 200: jsonResponse(paged(registrationSummary), "The signed-in attendee's registrations") },
});
const create = apiRoute({
  operationId: "createRegistration",
  errors: [
    ...registrationInputErrors,
    "IDEMPOTENCY_KEY_REUSED",
    "ID_NUMBER_REGISTERED",
    "RATE_LIMITED",
    "TOO_MANY_UNPAID",
    "UNAUTHENTICATED",
    "WORKSHOP_FULL",
  ],
  specOperations: ["register"],
  method: "post",
  path: "/conferences/{conferenceId}/registrations",
  tags,
  request: {
    params: conferenceParams,
    headers: z.object({ "idempotency-key": plainText(100).optional() }),
    body: jsonBody(registrationInput),
  },
  responses: {
    201: jsonResponse(registrationDetail, "Registered (or, for a repeated key, the first result)"),
  },
});
const getOne = apiRoute({
  operationId: "getOwnRegistration",
  errors: ["CONFERENCE_NOT_FOUND", "REGISTRATION_NOT_FOUND", "UNAUTHENTICATED"],
  // Paper codes are made by the payment that pays the registration; the detail lists them.
  specOperations: [
    "getRegisterDetialByRegisterId",
    "getRegisterById",
    "getEcPaperListByRegisterId",
    "generatePaperCode",
    "generatePaperCodeList",
    "getRegisterAddress",
  ],
  method: "get",
  path: "/registrations/{id}",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(registrationDetail, "One of the attendee's registrations") },
});
const editForm = apiRoute({
  operationId: "getOwnRegistrationForm",
  errors: ["CONFERENCE_NOT_FOUND", "REGISTRATION_NOT_FOUND", "UNAUTHENTICATED"],
  // The edit form's types and workshops are priced as the registration is charged (its first submission's
  // prices, or today's): what the old client asked of getNewParticipantType and getNewWorkshopList.
  specOperations: ["getNewParticipantType", "getNewWorkshopList"],
  method: "get",
  path: "/registrations/{id}/form",
  tags,
  request: { params: idParams },
  responses: {
    200: jsonResponse(registrationEditForm, "One's own registration as the edit form loads it (not cached)"),
  },
});
const update = apiRoute({
  operationId: "updateOwnRegistration",
  errors: [
    ...registrationInputErrors,
    "ID_NUMBER_REGISTERED",
    "RATE_LIMITED",
    "REGISTRATION_NOT_DELETABLE",
    "TRANSITION_NOT_ALLOWED",
    "UNAUTHENTICATED",
    "WORKSHOP_FULL",
  ],
  specOperations: ["editRegister"],
  method: "put",
  path: "/registrations/{id}",
  tags,
  request: { params: idParams, body: jsonBody(registrationInput) },
  responses: {
    200: jsonResponse(
      registrationEditResult,
      "Edited: the registration, and its fee before and after with why",
    ),
  },
});
const deleteOne = apiRoute({
  operationId: "deleteOwnRegistration",
  errors: [...registrationDeleteErrors, "UNAUTHENTICATED"],
  specOperations: ["deleteRegister"],
  method: "delete",
  path: "/registrations/{id}",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(ok, "Deleted") },
});

export const registrationRoutes = createRouter()
  .openapi(listOwn, async (c) => {
    const { accountId } = await requireAttendee(c);
    const { conferenceId } = c.req.valid("param");
    const { page } = c.req.valid("query");
    return c.json(
      await listRegistrations(c.get("deps"), accountId, conferenceId, { page, size: attendeePageSize }),
      200,
    );
  })
  .openapi(create, async (c) => {
    const { accountId } = await requireAttendee(c);
    const { conferenceId } = c.req.valid("param");
    const key = c.req.valid("header")["idempotency-key"];
    return c.json(
      await submitRegistration(c.get("deps"), accountId, conferenceId, c.req.valid("json"), key),
      201,
    );
  })
  .openapi(getOne, async (c) => {
    const { accountId } = await requireAttendee(c);
    return c.json(await getRegistrationDetail(c.get("deps"), { accountId }, c.req.valid("param").id), 200);
  })
  .openapi(editForm, async (c) => {
    const { accountId } = await requireAttendee(c);
    c.header("Cache-Control", "no-store");
    return c.json(await loadOwnEditForm(c.get("deps"), accountId, c.req.valid("param").id), 200);
  })
  .openapi(update, async (c) => {
    const { accountId } = await requireAttendee(c);
    const { id } = c.req.valid("param");
    return c.json(await updateOwnRegistration(c.get("deps"), accountId, id, c.req.valid("json")), 200);
  })
  .openapi(deleteOne, async (c) => {
    const { accountId } = await requireAttendee(c);
    await deleteOwnRegistration(c.get("deps"), accountId, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
