import {
  conferenceEditorView,
  conferenceInput,
  conferenceRecord,
  conferenceRecordQuery,
  copyConferenceInput,
  createdItem,
  idParam,
  ok,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { conferenceEditorView as loadEditorView } from "./conference-editor-view";
import { listConferenceRecords } from "./conference-records";
import { copyConference } from "./copy-conference";
import { deleteConference } from "./delete-conference";
import { createConference, updateConference } from "./save-conference";

const tags = ["admin", "conferences"];
const conferenceParams = z.object({ conferenceId: idParam });
const inParam = scopes.conferenceParam();

const list = adminRoute({
  operationId: "listConferenceRecords",
  errors: [],
  specOperations: ["getMeetingList", "getConferenceListByYearAndHost"],
  permission: "conferences.manage",
  scope: scopes.global,
  method: "get",
  path: "/admin/conferences/records",
  tags,
  summary: "The conference list: the account's conferences, by the year registration opens and the host",
  request: { query: conferenceRecordQuery },
  responses: { 200: jsonResponse(z.array(conferenceRecord), "The conferences, newest first") },
});
const detail = adminRoute({
  operationId: "getConferenceEditor",
  errors: ["CONFERENCE_NOT_FOUND"],
  specOperations: ["getMeetingDetail", "manage-conference/detail"],
  permission: "conferences.manage",
  scope: inParam,
  method: "get",
  path: "/admin/conferences/{conferenceId}/detail",
  tags,
  summary: "A conference with every setting and item, and what its registrations use of each",
  request: { params: conferenceParams },
  responses: { 200: jsonResponse(conferenceEditorView, "The conference as the editor shows it") },
});
const create = adminRoute({
  operationId: "createConference",
  errors: ["SYSTEM_CODE_TAKEN"],
  specOperations: ["saveMeeting"],
  permission: "conferences.create",
  scope: scopes.global,
  method: "post",
  path: "/admin/conferences",
  tags,
  summary: "A new conference (with its main check-in point)",
  request: { body: jsonBody(conferenceInput) },
  responses: { 201: jsonResponse(createdItem, "The new conference's id") },
});
const update = adminRoute({
  operationId: "updateConference",
  errors: ["CONFERENCE_NOT_FOUND", "HOTEL_WINDOW_STRANDS", "SETTING_LOCKED", "SYSTEM_CODE_TAKEN"],
  specOperations: ["saveMeeting"],
  permission: "conferences.manage",
  scope: inParam,
  method: "put",
  path: "/admin/conferences/{conferenceId}",
  tags,
  summary: "A conference's basics and every setting; refused where registrations would be stranded",
  request: { params: conferenceParams, body: jsonBody(conferenceInput) },
  responses: { 200: jsonResponse(ok, "Saved") },
});
const remove = adminRoute({
  operationId: "deleteConference",
  errors: ["CONFERENCE_HAS_REGISTRATIONS", "CONFERENCE_NOT_FOUND"],
  specOperations: ["deleteMeeting"],
  permission: "conferences.create",
  scope: inParam,
  method: "delete",
  path: "/admin/conferences/{conferenceId}",
  tags,
  summary: "Delete a conference (softly); refused while it has live registrations",
  request: { params: conferenceParams },
  responses: { 200: jsonResponse(ok, "Deleted") },
});
const copy = adminRoute({
  operationId: "copyConference",
  errors: ["CONFERENCE_NOT_FOUND", "SYSTEM_CODE_TAKEN"],
  permission: "conferences.create",
  scope: inParam,
  method: "post",
  path: "/admin/conferences/{conferenceId}/copy",
  tags,
  summary: "A new conference copied from this one: its configuration, never its registrations",
  request: { params: conferenceParams, body: jsonBody(copyConferenceInput) },
  responses: { 201: jsonResponse(createdItem, "The copy's id") },
});

/** The conference list and editor (spec 002 §2 confernce, confernceDetail): the conference itself. */
export const adminConferenceEditorRoutes = createRouter()
  .openapi(list, async (c) => {
    const records = await listConferenceRecords(
      c.get("deps").db,
      c.get("admin").conferenceId,
      c.req.valid("query"),
    );
    return c.json(records, 200);
  })
  .openapi(detail, async (c) =>
    c.json(await loadEditorView(c.get("deps").db, c.req.valid("param").conferenceId), 200),
  )
  .openapi(create, async (c) => {
    const id = await createConference(c.get("deps"), c.get("admin"), c.req.valid("json"));
    return c.json({ id }, 201);
  })
  .openapi(update, async (c) => {
    await updateConference(
      c.get("deps"),
      c.get("admin"),
      c.req.valid("param").conferenceId,
      c.req.valid("json"),
    );
    return c.json({ ok: true as const }, 200);
  })
  .openapi(remove, async (c) => {
    await deleteConference(c.get("deps"), c.get("admin"), c.req.valid("param").conferenceId);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(copy, async (c) => {
    const id = await copyConference(
      c.get("deps"),
      c.get("admin"),
      c.req.valid("param").conferenceId,
      c.req.valid("json"),
    );
    return c.json({ id }, 201);
  });
