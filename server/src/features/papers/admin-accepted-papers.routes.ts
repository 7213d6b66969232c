import {
  acceptedPaperInput,
  acceptedPapersList,
  adminAcceptedPaper,
  idParam,
  importResult,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { listRoutes } from "#lib/list/list-routes";
import { sheetUploadBody } from "#lib/spreadsheets/sheet-upload";
import { listAdminAcceptedPapers } from "./admin-accepted-papers.repo";
import { updateAcceptedPaper } from "./admin-accepted-papers.service";
import { importAcceptedPapers } from "./import-accepted-papers";

const tags = ["admin", "papers"];
const conferenceParams = z.object({ conferenceId: idParam });

const list = listRoutes(
  acceptedPapersList,
  {
    operationId: "listAcceptedPapers",
    errors: [],
    path: "/admin/conferences/{conferenceId}/accepted-papers",
    tags,
    description: "A page of the conference's accepted papers",
  },
  ({ db }, scope, query) => listAdminAcceptedPapers(db, scope, query),
);
const importList = adminRoute({
  operationId: "importAcceptedPapers",
  errors: ["IMPORT_ROWS_INVALID", "PAPER_ID_TAKEN", "SHEET_UNREADABLE"],
  permission: "papers.manage",
  scope: scopes.conferenceParam(),
  method: "post",
  path: "/admin/conferences/{conferenceId}/accepted-papers/import",
  tags,
  request: {
    params: conferenceParams,
    body: sheetUploadBody({}),
  },
  responses: { 200: jsonResponse(importResult, "Every row written: added and updated counts") },
});
const update = adminRoute({
  operationId: "updateAcceptedPaper",
  errors: ["ACCEPTED_PAPER_NOT_FOUND", "PAPER_ID_TAKEN"],
  permission: "papers.manage",
  scope: scopes.record("acceptedPapers", "ACCEPTED_PAPER_NOT_FOUND"),
  method: "put",
  path: "/admin/accepted-papers/{id}",
  tags,
  request: { params: z.object({ id: idParam }), body: jsonBody(acceptedPaperInput) },
  responses: { 200: jsonResponse(adminAcceptedPaper, "The paper as the list shows it") },
});

export const adminAcceptedPaperRoutes = createRouter()
  .route("/", list)
  .openapi(importList, async (c) => {
    const bytes = new Uint8Array(await c.req.valid("form").file.arrayBuffer());
    return c.json(
      await importAcceptedPapers(c.get("deps"), c.get("admin"), c.req.valid("param").conferenceId, bytes),
      200,
    );
  })
  .openapi(update, async (c) =>
    c.json(
      await updateAcceptedPaper(c.get("deps"), c.get("admin"), c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  );
