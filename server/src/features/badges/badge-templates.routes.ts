import {
  badgeRow,
  badgeTemplate,
  badgeTemplateInput,
  idParam,
  ok,
  previewPeopleQuery,
  uploadInfo,
  validationIds,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { uploadForConference } from "#features/uploads";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { limitListSearch } from "#lib/list/search-limit";
import { listTemplates, toBadgeTemplate } from "./badge-templates.repo";
import { changeTemplate, createTemplate, removeTemplate } from "./badge-templates.service";
import { printListPage } from "./print-list.service";

const tags = ["admin", "badges"];
const conferenceParams = z.object({ conferenceId: idParam });
const templateParams = conferenceParams.extend({ id: idParam });
const base = "/admin/conferences/{conferenceId}/badge-templates";
/** The designer writes (conference settings); whoever prints badges reads. */
const write = { permission: "conferences.manage", scope: scopes.conferenceParam() } as const;
const read = { permission: "badges.print", scope: scopes.conferenceParam() } as const;
/** The logo file: its bytes decide what it is (uploads feature); the name and declared type are ignored. */
const logoForm = z.object({
  file: z.instanceof(File, { error: validationIds.required }).openapi({ type: "string", format: "binary" }),
});

const list = adminRoute({
  operationId: "listBadgeTemplates",
  errors: [],
  ...read,
  method: "get",
  path: base,
  tags,
  request: { params: conferenceParams },
  responses: { 200: jsonResponse(z.array(badgeTemplate), "The conference's badge templates, oldest first") },
});
const create = adminRoute({
  operationId: "createBadgeTemplate",
  errors: [],
  ...write,
  method: "post",
  path: base,
  tags,
  request: { params: conferenceParams, body: jsonBody(badgeTemplateInput) },
  responses: { 201: jsonResponse(badgeTemplate, "The new template") },
});
const update = adminRoute({
  operationId: "updateBadgeTemplate",
  errors: ["BADGE_TEMPLATE_NOT_FOUND"],
  ...write,
  method: "put",
  path: `${base}/{id}`,
  tags,
  request: { params: templateParams, body: jsonBody(badgeTemplateInput) },
  responses: { 200: jsonResponse(badgeTemplate, "The template as saved") },
});
const remove = adminRoute({
  operationId: "deleteBadgeTemplate",
  errors: ["BADGE_TEMPLATE_NOT_FOUND"],
  ...write,
  method: "delete",
  path: `${base}/{id}`,
  tags,
  request: { params: templateParams },
  responses: { 200: jsonResponse(ok, "Deleted") },
});
// The path ends in /uploads: the app's larger body limit for files applies.
const uploadLogo = adminRoute({
  operationId: "uploadBadgeLogo",
  errors: ["RATE_LIMITED", "UPLOAD_TOO_MANY_PIXELS", "UPLOAD_TYPE", "UPLOAD_UNREADABLE"],
  ...write,
  method: "post",
  path: "/admin/conferences/{conferenceId}/uploads",
  tags: [...tags, "uploads"],
  request: {
    params: conferenceParams,
    body: { content: { "multipart/form-data": { schema: logoForm } }, required: true },
  },
  responses: {
    201: jsonResponse(uploadInfo, "The logo, checked by its content and stored for the conference"),
  },
});
const previewPeople = adminRoute({
  operationId: "listBadgePreviewPeople",
  errors: ["RATE_LIMITED"],
  ...read,
  method: "get",
  path: "/admin/conferences/{conferenceId}/badge-preview-people",
  tags,
  request: { params: conferenceParams, query: previewPeopleQuery },
  responses: {
    200: jsonResponse(z.array(badgeRow), "A few of the conference's registrations, to preview badges with"),
  },
});

/** The badge designer's templates (DOMAIN.md §8), its logo upload, and the people it previews with. */
export const badgeTemplateRoutes = createRouter()
  .openapi(list, async (c) => {
    const rows = await listTemplates(c.get("deps").db, [c.req.valid("param").conferenceId]);
    return c.json(rows.map(toBadgeTemplate), 200);
  })
  .openapi(create, async (c) => {
    const editor = { adminId: c.get("admin").id, conferenceId: c.req.valid("param").conferenceId };
    return c.json(await createTemplate(c.get("deps"), editor, c.req.valid("json")), 201);
  })
  .openapi(update, async (c) => {
    const { conferenceId, id } = c.req.valid("param");
    const editor = { adminId: c.get("admin").id, conferenceId };
    return c.json(await changeTemplate(c.get("deps"), editor, id, c.req.valid("json")), 200);
  })
  .openapi(remove, async (c) => {
    const { conferenceId, id } = c.req.valid("param");
    await removeTemplate(c.get("deps"), { adminId: c.get("admin").id, conferenceId }, id);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(uploadLogo, async (c) => {
    const { conferenceId } = c.req.valid("param");
    const { file } = c.req.valid("form");
    const upload = { kind: "badgeLogo" as const, file };
    return c.json(await uploadForConference(c.get("deps"), c.get("admin").id, conferenceId, upload), 201);
  })
  .openapi(previewPeople, async (c) => {
    const deps = c.get("deps");
    const { conferenceId } = c.req.valid("param");
    const { keyword } = c.req.valid("query");
    await limitListSearch(deps, {
      adminId: c.get("admin").id,
      scope: conferenceId,
      keyword,
      list: "badgePreview",
    });
    const { items } = await printListPage(deps, conferenceId, { page: 1, size: 8, keyword });
    return c.json(items, 200);
  });
