import {
  idParam,
  memberSuggestionAnswer,
  memberSuggestionInput,
  ok,
  savedRegistrantInput,
  savedRegistrantValues,
  savedRegistrantView,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { apiRoute } from "#http/routes";
import { requireAttendee } from "#http/session";
import { suggestMember } from "./member-suggestion.service";
import {
  addSavedRegistrant,
  deleteSavedRegistrant,
  editSavedRegistrant,
  listSavedRegistrants,
  revealSavedRegistrant,
} from "./saved-registrants.service";

const tags = ["people"];
const idParams = z.object({ id: idParam });
const base = "/me/saved-registrants";

const list = apiRoute({
  operationId: "listSavedRegistrants",
  errors: ["UNAUTHENTICATED"],
  specOperations: ["getCommonRegisterList"],
  method: "get",
  path: base,
  tags,
  responses: { 200: jsonResponse(z.array(savedRegistrantView), "The account's saved people, masked") },
});
const add = apiRoute({
  operationId: "addSavedRegistrant",
  errors: ["NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["addCommonRegister"],
  method: "post",
  path: base,
  tags,
  request: { body: jsonBody(savedRegistrantInput) },
  responses: { 201: jsonResponse(savedRegistrantView, "Saved") },
});
const reveal = apiRoute({
  operationId: "getSavedRegistrant",
  errors: ["NOT_FOUND", "UNAUTHENTICATED"],
  method: "get",
  path: `${base}/{id}`,
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(savedRegistrantValues, "The person's values, to fill the form (audited)") },
});
const edit = apiRoute({
  operationId: "editSavedRegistrant",
  errors: ["NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["editCommonRegister"],
  method: "put",
  path: `${base}/{id}`,
  tags,
  request: { params: idParams, body: jsonBody(savedRegistrantInput) },
  responses: { 200: jsonResponse(savedRegistrantView, "Changed") },
});
const remove = apiRoute({
  operationId: "deleteSavedRegistrant",
  errors: ["NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["deleteCommonRegister"],
  method: "delete",
  path: `${base}/{id}`,
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(ok, "Deleted") },
});
const suggest = apiRoute({
  operationId: "suggestMemberInfo",
  errors: ["CONFERENCE_NOT_FOUND", "PARTICIPANT_TYPE_UNAVAILABLE", "RATE_LIMITED", "UNAUTHENTICATED"],
  specOperations: ["getMemberInfo"],
  method: "post",
  path: "/conferences/{conferenceId}/member-suggestion",
  tags,
  request: { params: z.object({ conferenceId: idParam }), body: jsonBody(memberSuggestionInput) },
  responses: {
    200: jsonResponse(
      memberSuggestionAnswer,
      "The one listed member with this name and e-mail or phone, or null",
    ),
  },
});

/** Saved registrants of the signed-in account (spec 000 §3, §7) and the form's member suggestion. */
export const peopleRoutes = createRouter()
  .openapi(list, async (c) => {
    const { accountId } = await requireAttendee(c);
    return c.json(await listSavedRegistrants(c.get("deps"), accountId), 200);
  })
  .openapi(add, async (c) => {
    const { accountId } = await requireAttendee(c);
    return c.json(await addSavedRegistrant(c.get("deps"), accountId, c.req.valid("json")), 201);
  })
  .openapi(reveal, async (c) => {
    const { accountId } = await requireAttendee(c);
    return c.json(await revealSavedRegistrant(c.get("deps"), accountId, c.req.valid("param").id), 200);
  })
  .openapi(edit, async (c) => {
    const { accountId } = await requireAttendee(c);
    const { id } = c.req.valid("param");
    return c.json(await editSavedRegistrant(c.get("deps"), accountId, id, c.req.valid("json")), 200);
  })
  .openapi(remove, async (c) => {
    const { accountId } = await requireAttendee(c);
    await deleteSavedRegistrant(c.get("deps"), accountId, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(suggest, async (c) => {
    const { accountId } = await requireAttendee(c);
    const { conferenceId } = c.req.valid("param");
    return c.json(await suggestMember(c.get("deps"), accountId, conferenceId, c.req.valid("json")), 200);
  });
