import { Actor, hasPermission, registrationExportQuery, xlsxType } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { recordAudit } from "#features/audit/audit.service";
import { writeSheet } from "#features/spreadsheets/write-sheet";
import { scopes } from "#http/guard";
import { createRouter } from "#http/router";
import { adminRoute } from "#http/routes";
import { limitListSearch } from "./admin-list-search";
import { registrationExport } from "./registration-export";

const tags = ["admin"];

/** The file's name for every browser: plain ASCII, and the real one per RFC 5987. */
export function attachment(fileName: string, fallback: string): string {
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const exportSheet = adminRoute({
  operationId: "exportRegistrations",
  permission: "registrations.export",
  scope: scopes.conferenceQuery(),
  method: "get",
  path: "/admin/registration-sheets/export",
  tags,
  request: { query: registrationExportQuery },
  responses: {
    200: {
      description:
        "Every registration the filters keep (none: all), every field, as .xlsx streamed; ID numbers and " +
        "phones in full only for accounts that may see personal data; each export is audited",
      content: { [xlsxType]: { schema: z.string().openapi({ format: "binary" }) } },
    },
  },
});

/** Export current / export all (spec 002 §2): the registration list as a spreadsheet. */
export const registrationSheetRoutes = createRouter().openapi(exportSheet, async (c) => {
  const deps = c.get("deps");
  const scope = c.get("scope");
  const admin = c.get("admin");
  const query = c.req.valid("query");
  if (query.keyword)
    await limitListSearch(deps, { adminId: admin.id, scope, keyword: query.keyword, list: "registerExport" });
  const fullPersonal = hasPermission(admin, "personalData.reveal");
  const sheet = await registrationExport(deps, { locale: c.get("locale"), fullPersonal, scope }, query);
  await recordAudit(deps, {
    action: "registrations.export",
    actor: { kind: Actor.admin, id: admin.id },
    entityId: null,
    conferenceId: scope,
    data: {
      list: "registerList",
      count: sheet.count,
      personal: fullPersonal,
      filters: Object.keys(query).filter((name) => name !== "conferenceId"),
    },
  });
  const stamp = deps.now().toISOString().replace(/\D/g, "").slice(0, 14);
  return c.body(writeSheet(sheet.columns, sheet.batches, { sheetName: sheet.sheetName }), 200, {
    "Content-Type": xlsxType,
    "Content-Disposition": attachment(sheet.fileName, `registrations-${stamp}.xlsx`),
    "Cache-Control": "no-store",
  });
});
