import {
  Actor,
  type AdminAccount,
  hasPermission,
  type Locale,
  type Permission,
  wallTimeIn,
  xlsxType,
} from "@confreg/shared";
import type { z } from "@hono/zod-openapi";
import type { AppDeps } from "#http/env";
import { scopes } from "#http/guard";
import { createRouter } from "#http/router";
import { adminRoute } from "#http/routes";
import { recordAudit } from "#lib/audit/write-audit";
import { attachment, xlsxResponse } from "#lib/spreadsheets/sheet-response";
import { type SheetColumn, writeSheet } from "#lib/spreadsheets/write-sheet";
import type { ListRouteSpec } from "./list-routes";
import { limitListSearch } from "./search-limit";

/** A list's sheet as the list's own code makes it: its columns, its rows in batches, how many, its names. */
export type ListSheet<R> = {
  count: number;
  columns: readonly SheetColumn<R>[];
  batches: AsyncIterable<readonly R[]>;
  /** The file's real name (`filename*`), in the reader's language. */
  fileName: string;
  sheetName: string;
};

/** How an export names itself: in its audit, in the keyword's throttle, and in its plain ASCII file name. */
export type ListExportNames = { list: string; searchList: string; asciiName: string };

/** Who exports: the account (its permissions decide masking) and its conference scope. */
export type ListExporter = { admin: AdminAccount; scope: number | null };

/**
 * A list's "export current" (spec 002 §2), the same for every list: its keyword throttled like the list's
 * own search, ID numbers and phones in full only for `personalData.reveal` (the list's sheet is told
 * which), every export audited (the list, how many rows, masked or not, the filters used); the file streams
 * out as it is written, under its real name and a plain ASCII one with a timestamp.
 */
export async function listSheetFile<R>(
  deps: AppDeps,
  by: ListExporter,
  names: ListExportNames,
  query: Record<string, unknown>,
  sheetOf: (fullPersonal: boolean) => Promise<ListSheet<R>>,
) {
  const { admin, scope } = by;
  const keyword = typeof query.keyword === "string" ? query.keyword : undefined;
  await limitListSearch(deps, { adminId: admin.id, scope, keyword, list: names.searchList });
  const fullPersonal = hasPermission(admin, "personalData.reveal");
  const sheet = await sheetOf(fullPersonal);
  await recordAudit(deps, {
    action: "registrations.export",
    actor: { kind: Actor.admin, id: admin.id },
    entityId: null,
    conferenceId: scope,
    data: {
      list: names.list,
      count: sheet.count,
      personal: fullPersonal,
      filters: Object.keys(query).filter((name) => name !== "conferenceId"),
    },
  });
  const stamp = deps.now().toISOString().replace(/\D/g, "").slice(0, 14);
  return {
    body: writeSheet(sheet.columns, sheet.batches, { sheetName: sheet.sheetName }),
    headers: {
      "Content-Type": xlsxType,
      "Content-Disposition": attachment(sheet.fileName, `${names.asciiName}-${stamp}.xlsx`),
      "Cache-Control": "no-store",
    },
  };
}

/** `<conference title><the list's words><timestamp>.xlsx` (spec 002 §9), on the conference's clock. */
export function listFileName(
  words: string,
  locale: Locale,
  title: string | null,
  timeZone: string,
  at: Date,
) {
  const stamp = wallTimeIn(at.toISOString(), timeZone).replace(/\D/g, "");
  const parts = [title ?? "", words, stamp].filter(Boolean);
  return `${parts.join(locale === "zh" ? "" : " ")}.xlsx`;
}

/** The reader of an export: the conference scope and the language of its headers and file name. */
export type ListExportReader = { scope: number | null; locale: Locale };

/**
 * A list's sheet for its filters: what must hold before anything is counted (that the list is on in the
 * scope) is checked when called, then the sheet is made once masking is known.
 */
export type ListSheetSource<Q, R> = (
  deps: AppDeps,
  reader: ListExportReader,
  query: Q,
) => Promise<(fullPersonal: boolean) => Promise<ListSheet<R>>>;

/**
 * The export route of a list: GET, the export's permission, the conference from the query through the
 * guard, the list's filters as its query, and an .xlsx answer made by `listSheetFile`.
 */
export function listExportRoute<P extends string, Q extends z.ZodObject, R>(
  spec: ListRouteSpec<P> & { permission: Permission; query: Q },
  names: ListExportNames,
  source: ListSheetSource<z.infer<Q>, R>,
) {
  const { description, permission, query, ...operation } = spec;
  const route = adminRoute({
    ...operation,
    permission,
    scope: scopes.conferenceQuery(),
    method: "get",
    request: { query },
    responses: { 200: xlsxResponse(description) },
  });
  return createRouter().openapi(route, async (c) => {
    const deps = c.get("deps");
    const by = { admin: c.get("admin"), scope: c.get("scope") };
    // The query's type is generic here: the hook has checked it against `query`.
    const filters = (c.req.valid as (target: "query") => z.infer<Q>)("query");
    const sheetOf = await source(deps, { scope: by.scope, locale: c.get("locale") }, filters);
    const file = await listSheetFile(deps, by, names, filters as Record<string, unknown>, sheetOf);
    return c.body(file.body, 200, file.headers);
  });
}
