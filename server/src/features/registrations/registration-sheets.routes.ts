import {
  idParam,
  importColumnLabel,
  importColumnNames,
  importHeader,
  type Label,
  registrationExportQuery,
  registrationImportResult,
  registrationListExport,
  validationIds,
  xlsxType,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { translate } from "#http/i18n";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { listExportRoute } from "#lib/list/export";
import { attachment, xlsxResponse } from "#lib/spreadsheets/sheet-response";
import { writeSheet } from "#lib/spreadsheets/write-sheet";
import { listExport } from "./list-export";
import { importRegistrations } from "./registration-import";

const tags = ["admin"];
const templateName: Label = /*i18n*/ { id: "import.templateName", message: "Registration import template" };
async function* noRows(): AsyncGenerator<never[]> {}

const exportSheet = listExportRoute(
  {
    operationId: "exportRegistrations",
    errors: ["RATE_LIMITED"],
    permission: "registrations.export",
    path: "/admin/registration-sheets/export",
    tags,
    query: registrationExportQuery,
    description:
      "Every registration the filters keep (none: all), every field, as .xlsx streamed; ID numbers and " +
      "phones in full only for accounts that may see personal data; each export is audited",
  },
  registrationListExport,
  async (deps, reader, query) => (fullPersonal) =>
    listExport(deps, { ...reader, fullPersonal }, registrationListExport, query),
);

const template = adminRoute({
  operationId: "registrationImportTemplate",
  errors: [],
  permission: "registrations.import",
  scope: scopes.global,
  method: "get",
  path: "/admin/registration-sheets/template",
  tags,
  responses: { 200: xlsxResponse("The import template (spec 002 §3), titled in the reader's language") },
});

/** The file part: its bytes decide what it is (readSheet); the name and declared type are ignored. */
const sheetFile = z
  .instanceof(File, { error: validationIds.required })
  .openapi({ type: "string", format: "binary" });

// The path ends in /uploads: the app's larger body limit for files applies.
const importSheet = adminRoute({
  operationId: "importRegistrations",
  errors: [
    "CONFERENCE_NOT_FOUND",
    "ID_NUMBER_REGISTERED",
    "IMPORT_COLUMNS_MISSING",
    "IMPORT_EMPTY",
    "IMPORT_ROWS_INVALID",
    "INVOICE_NOT_EDITABLE",
    "NOT_FOUND",
    "REGISTRATION_NOT_FOUND",
    "SAVED_INVOICES_FULL",
    "SHEET_UNREADABLE",
    "STATE_CONFLICT",
    "TOO_MANY_UNPAID",
    "WORKSHOP_FULL",
  ],
  specOperations: ["manageImportRegister", "manage-register/importRegister"],
  permission: "registrations.import",
  scope: scopes.conferenceParam(),
  method: "post",
  path: "/admin/conferences/{conferenceId}/registration-sheets/uploads",
  tags,
  request: {
    params: z.object({ conferenceId: idParam }),
    body: { content: { "multipart/form-data": { schema: z.object({ file: sheetFile }) } }, required: true },
  },
  responses: { 200: jsonResponse(registrationImportResult, "Every row imported (or none: 422 lists why)") },
});

/**
 * Export current / export all (spec 002 §2): the registration list as a spreadsheet; the import template
 * and the import itself.
 */
export const registrationSheetRoutes = createRouter()
  .openapi(template, async (c) => {
    const locale = c.get("locale");
    const columns = importColumnNames.map((name) => ({
      header: importHeader(name, translate(locale, importColumnLabel(name).id)),
      value: () => "",
    }));
    const name = translate(locale, templateName.id);
    return c.body(writeSheet(columns, noRows(), { sheetName: name }), 200, {
      "Content-Type": xlsxType,
      "Content-Disposition": attachment(`${name}.xlsx`, "registration-import-template.xlsx"),
    });
  })
  .openapi(importSheet, async (c) => {
    const { file } = c.req.valid("form");
    const bytes = new Uint8Array(await file.arrayBuffer());
    const by = {
      adminId: c.get("admin").id,
      conferenceId: c.req.valid("param").conferenceId,
      locale: c.get("locale"),
    };
    return c.json(await importRegistrations(c.get("deps"), by, bytes), 200);
  })
  .route("/", exportSheet);
