import {
  attendeePageSize,
  idParam,
  ok,
  paged,
  registrationDetail,
  registrationInput,
  registrationSummary,
} from "@confreg/shared";
import { createRoute, z } from "@hono/zod-openapi";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { requireSession } from "#http/session";
import { createRegistration } from "./create-registration";
import { deleteRegistration, getRegistrationDetail, listRegistrations } from "./registrations.service";

const tags = ["registrations"];
const conferenceParams = z.object({ conferenceId: idParam });
const idParams = z.object({ id: idParam });

const listOwn = createRoute({
  method: "get",
  path: "/conferences/{conferenceId}/registrations",
  tags,
  request: { params: conferenceParams, query: z.object({ page: z.coerce.number().int().min(1).default(1) }) },
  responses: { 200: jsonResponse(paged(registrationSummary), "The signed-in attendee's registrations") },
});
const create = createRoute({
  method: "post",
  path: "/conferences/{conferenceId}/registrations",
  tags,
  request: { params: conferenceParams, body: jsonBody(registrationInput) },
  responses: { 201: jsonResponse(registrationDetail, "Registered") },
});
const getOne = createRoute({
  method: "get",
  path: "/registrations/{id}",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(registrationDetail, "One of the attendee's registrations") },
});
const deleteOne = createRoute({
  method: "delete",
  path: "/registrations/{id}",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(ok, "Deleted") },
});

export const registrationRoutes = createRouter()
  .openapi(listOwn, async (c) => {
    const { accountId } = requireSession(c, "attendee");
    const { conferenceId } = c.req.valid("param");
    const { page } = c.req.valid("query");
    return c.json(
      await listRegistrations(c.get("deps"), accountId, conferenceId, { page, size: attendeePageSize }),
      200,
    );
  })
  .openapi(create, async (c) => {
    const { accountId } = requireSession(c, "attendee");
    const { conferenceId } = c.req.valid("param");
    return c.json(await createRegistration(c.get("deps"), accountId, conferenceId, c.req.valid("json")), 201);
  })
  .openapi(getOne, async (c) => {
    const { accountId } = requireSession(c, "attendee");
    return c.json(await getRegistrationDetail(c.get("deps"), { accountId }, c.req.valid("param").id), 200);
  })
  .openapi(deleteOne, async (c) => {
    const { accountId } = requireSession(c, "attendee");
    await deleteRegistration(c.get("deps"), accountId, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
