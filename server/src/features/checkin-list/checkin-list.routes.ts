import { Actor, checkinDetail, checkinList, idParam, listQuery, pickText } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { requireConference } from "#features/conferences";
import { loadAdminDetail, registrationListPage } from "#features/registrations";
import { scopes } from "#http/guard";
import { translate } from "#http/i18n";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { recordAudit } from "#lib/audit/write-audit";
import { listRoutes } from "#lib/list/list-routes";
import { limitListSearch, type PersonalSearchLimit } from "#lib/list/search-limit";
import { checkinCsv, checkinFileName } from "./checkin-export";

const tags = ["admin", "checkin"];

/**
 * ID cards scanned at a desk: a queue of hundreds goes through in an hour, so the desk's own allowance is
 * far above the registration list's (still bounded, and each scan audited as a personal-data search).
 */
export const checkinScanLimit: PersonalSearchLimit = {
  bucket: "search:checkin",
  limit: { limit: 600, windowMs: 10 * 60_000 },
};

/** checklist: the registration list's page, its ID-card scans under the desk's own allowance. */
const list = listRoutes(
  checkinList,
  {
    operationId: "listCheckinRegistrations",
    errors: ["CONFERENCE_NOT_FOUND"],
    path: "/admin/checkin-list",
    tags,
    description: "Registrations in scope, as the registration list",
    search: { list: "checkinList", personal: checkinScanLimit },
  },
  (deps, scope, query) => registrationListPage(deps, scope, query),
);
const detail = adminRoute({
  operationId: "getCheckinRegistration",
  errors: ["CONFERENCE_NOT_FOUND", "REGISTRATION_NOT_FOUND"],
  permission: "checkin.read",
  scope: scopes.record("registrations", "REGISTRATION_NOT_FOUND"),
  method: "get",
  path: "/admin/checkin-list/{id}",
  tags,
  request: { params: z.object({ id: idParam }) },
  responses: { 200: jsonResponse(checkinDetail, "One registration for the check-only detail panel") },
});

const exportCurrent = adminRoute({
  operationId: "exportCheckinList",
  errors: ["CONFERENCE_NOT_FOUND", "RATE_LIMITED"],
  permission: "registrations.export",
  scope: scopes.conferenceQuery(),
  method: "get",
  path: "/admin/checkin-list/export",
  tags,
  request: { query: listQuery(checkinList) },
  responses: {
    200: {
      description: "The page on screen as CSV (personal numbers masked); each export is audited",
      content: { "text/csv": { schema: z.string() } },
    },
  },
});

/** checklist (spec 002 §2): the registration list's rows and detail, for check-in staff. */
export const checkinListRoutes = createRouter()
  .route("/", list)
  .openapi(exportCurrent, async (c) => {
    const deps = c.get("deps");
    const scope = c.get("scope");
    const query = c.req.valid("query");
    const admin = c.get("admin");
    await limitListSearch(deps, {
      adminId: admin.id,
      scope,
      keyword: query.keyword,
      list: "checkinList",
      personal: checkinScanLimit,
    });
    const { items } = await registrationListPage(deps, scope, query);
    await recordAudit(deps, {
      action: "registrations.export",
      actor: { kind: Actor.admin, id: admin.id },
      entityId: null,
      conferenceId: scope,
      data: { list: "checkinList", count: items.length },
    });
    const locale = c.get("locale");
    const conference = scope === null ? null : await requireConference(deps.db, scope);
    const stamp = deps.now().toISOString().slice(0, 16).replace(/\D/g, "");
    const name = [
      conference ? pickText(conference.title, locale) : "",
      translate(locale, checkinFileName.id),
      stamp,
    ].filter(Boolean);
    return c.body(await checkinCsv(deps.db, items, locale), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="checkin-${stamp}.csv"; filename*=UTF-8''${encodeURIComponent(`${name.join("-")}.csv`)}`,
    });
  })
  .openapi(detail, async (c) => c.json(await loadAdminDetail(c.get("deps"), c.req.valid("param").id), 200));
