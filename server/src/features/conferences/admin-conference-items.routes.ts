import {
  conferenceHotelInput,
  createdItem,
  extraItemInput,
  feeTableInput,
  groupSchemeInput,
  groupSchemeRecord,
  idParam,
  invitationCodeInput,
  itemOrderInput,
  ok,
  participantTypeInput,
  workshopInput,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { type ItemKind, itemActions } from "./conference-items";
import { replaceFeeTable } from "./fee-table";
import { createGroupScheme, deleteGroupScheme, listGroupSchemes } from "./group-schemes";
import { extraItemKind } from "./items/extra-items";
import { hotelKind } from "./items/hotels";
import { invitationCodeKind } from "./items/invitation-codes";
import { participantTypeKind } from "./items/participant-types";
import { workshopKind } from "./items/workshops";

const tags = ["admin", "conferences"];
const conferenceParams = z.object({ conferenceId: idParam });
const itemParams = conferenceParams.extend({ itemId: idParam });
const guarded = { permission: "conferences.manage", scope: scopes.conferenceParam(), tags } as const;

/** What a handler of a route built for any kind reads (validated by the route's schemas before it runs). */
type Valid = {
  valid(target: "param"): { conferenceId: number; itemId: number };
  valid(target: "json"): unknown;
};
const valid = (c: { req: unknown }) => c.req as Valid;

/**
 * The routes of one kind of item under `/admin/conferences/{conferenceId}/<segment>`: add, change,
 * delete, and (for ordered kinds) put in a new order. `name` makes the operation ids (createWorkshop...).
 */
function itemRoutes<S extends string, I extends z.ZodType>(
  segment: S,
  name: string,
  input: I,
  kind: ItemKind<z.output<I>>,
) {
  const path = `/admin/conferences/{conferenceId}/${segment}` as const;
  const actions = itemActions(kind);
  const create = adminRoute({
    ...guarded,
    operationId: `create${name}`,
    errors: ["CONFERENCE_NOT_FOUND", "NOT_FOUND", ...kind.refusals.create],
    method: "post",
    path,
    request: { params: conferenceParams, body: jsonBody(input) },
    responses: { 201: jsonResponse(createdItem, "The new item's id") },
  });
  const update = adminRoute({
    ...guarded,
    operationId: `update${name}`,
    errors: ["CONFERENCE_NOT_FOUND", "NOT_FOUND", ...kind.refusals.update],
    method: "put",
    path: `${path}/{itemId}` as const,
    request: { params: itemParams, body: jsonBody(input) },
    responses: { 200: jsonResponse(createdItem, "Saved") },
  });
  const remove = adminRoute({
    ...guarded,
    operationId: `delete${name}`,
    errors: ["CONFERENCE_NOT_FOUND", "NOT_FOUND", ...kind.refusals.remove],
    method: "delete",
    path: `${path}/{itemId}` as const,
    summary: "Deleted softly; refused while live registrations use it",
    request: { params: itemParams },
    responses: { 200: jsonResponse(ok, "Deleted") },
  });
  return createRouter()
    .openapi(create, async (c) => {
      const input = valid(c).valid("json") as z.output<I>;
      const id = await actions.create(
        c.get("deps"),
        c.get("admin"),
        valid(c).valid("param").conferenceId,
        input,
      );
      return c.json({ id }, 201);
    })
    .openapi(update, async (c) => {
      const { conferenceId, itemId } = valid(c).valid("param");
      await actions.update(
        c.get("deps"),
        c.get("admin"),
        conferenceId,
        itemId,
        valid(c).valid("json") as z.output<I>,
      );
      return c.json({ id: itemId }, 200);
    })
    .openapi(remove, async (c) => {
      const { conferenceId, itemId } = valid(c).valid("param");
      await actions.remove(c.get("deps"), c.get("admin"), conferenceId, itemId);
      return c.json({ ok: true as const }, 200);
    });
}

/** A new order of an ordered kind: `PUT /admin/conferences/{conferenceId}/<segment>-order`. */
function orderRoute<S extends string, I>(segment: S, name: string, kind: ItemKind<I>) {
  const order = adminRoute({
    ...guarded,
    operationId: `reorder${name}s`,
    errors: ["CONFERENCE_NOT_FOUND", "NOT_FOUND"],
    method: "put",
    path: `/admin/conferences/{conferenceId}/${segment}-order` as const,
    request: { params: conferenceParams, body: jsonBody(itemOrderInput) },
    responses: { 200: jsonResponse(ok, "Reordered") },
  });
  return createRouter().openapi(order, async (c) => {
    const { ids } = valid(c).valid("json") as { ids: number[] };
    await itemActions(kind).reorder(c.get("deps"), c.get("admin"), valid(c).valid("param").conferenceId, ids);
    return c.json({ ok: true as const }, 200);
  });
}

const feeTable = adminRoute({
  ...guarded,
  operationId: "replaceFeeTable",
  errors: ["CONFERENCE_NOT_FOUND"],
  method: "put",
  path: "/admin/conferences/{conferenceId}/fee-rows",
  summary: "The fee table by number of papers, replaced whole",
  request: { params: conferenceParams, body: jsonBody(feeTableInput) },
  responses: { 200: jsonResponse(ok, "Saved") },
});
const schemes = adminRoute({
  ...guarded,
  operationId: "listGroupSchemes",
  errors: ["CONFERENCE_NOT_FOUND"],
  specOperations: ["group/managerGroupSheme"],
  method: "get",
  path: "/admin/conferences/{conferenceId}/group-schemes",
  request: { params: conferenceParams },
  responses: { 200: jsonResponse(z.array(groupSchemeRecord), "The conference's group discount schemes") },
});
const newScheme = adminRoute({
  ...guarded,
  operationId: "createGroupScheme",
  errors: ["CONFERENCE_NOT_FOUND"],
  specOperations: ["group/create"],
  method: "post",
  path: "/admin/conferences/{conferenceId}/group-schemes",
  request: { params: conferenceParams, body: jsonBody(groupSchemeInput) },
  responses: { 201: jsonResponse(createdItem, "The new scheme's id") },
});
const dropScheme = adminRoute({
  ...guarded,
  operationId: "deleteGroupScheme",
  errors: ["NOT_FOUND", "SCHEME_IN_USE"],
  specOperations: ["group/deleteGroupScheme"],
  method: "delete",
  path: "/admin/conferences/{conferenceId}/group-schemes/{schemeId}",
  summary: "Delete a scheme; refused when a group uses it",
  request: { params: conferenceParams.extend({ schemeId: idParam }) },
  responses: { 200: jsonResponse(ok, "Deleted") },
});

/** The editor's sections: participant types, workshops, hotels, invitation codes, questions, fees, schemes. */
export const adminConferenceItemRoutes = createRouter()
  .route("/", itemRoutes("participant-types", "ParticipantType", participantTypeInput, participantTypeKind))
  .route("/", orderRoute("participant-types", "ParticipantType", participantTypeKind))
  .route("/", itemRoutes("workshops", "Workshop", workshopInput, workshopKind))
  .route("/", orderRoute("workshops", "Workshop", workshopKind))
  .route("/", itemRoutes("hotels", "Hotel", conferenceHotelInput, hotelKind))
  .route("/", orderRoute("hotels", "Hotel", hotelKind))
  .route("/", itemRoutes("invitation-codes", "InvitationCode", invitationCodeInput, invitationCodeKind))
  .route("/", itemRoutes("extra-items", "ExtraItem", extraItemInput, extraItemKind))
  .route("/", orderRoute("extra-items", "ExtraItem", extraItemKind))
  .openapi(feeTable, async (c) => {
    await replaceFeeTable(
      c.get("deps"),
      c.get("admin"),
      c.req.valid("param").conferenceId,
      c.req.valid("json"),
    );
    return c.json({ ok: true as const }, 200);
  })
  .openapi(schemes, async (c) =>
    c.json(await listGroupSchemes(c.get("deps").db, c.req.valid("param").conferenceId), 200),
  )
  .openapi(newScheme, async (c) => {
    const id = await createGroupScheme(
      c.get("deps"),
      c.get("admin"),
      c.req.valid("param").conferenceId,
      c.req.valid("json"),
    );
    return c.json({ id }, 201);
  })
  .openapi(dropScheme, async (c) => {
    const { conferenceId, schemeId } = c.req.valid("param");
    await deleteGroupScheme(c.get("deps"), c.get("admin"), conferenceId, schemeId);
    return c.json({ ok: true as const }, 200);
  });
