import {
  Actor,
  type AdminAccount,
  hasPermission,
  type ListExport,
  type Locale,
  xlsxType,
} from "@confreg/shared";
import { recordAudit } from "#features/audit/audit.service";
import { attachment } from "#features/spreadsheets/sheet-response";
import { writeSheet } from "#features/spreadsheets/write-sheet";
import type { AppDeps } from "#http/env";
import { limitListSearch } from "#lib/list/search-limit";
import type { FilterValues } from "./admin-registrations.repo";
import { listExport } from "./list-export";

/** Who exports: the account (its permissions decide masking), its conference scope, its language. */
export type Exporter = {
  admin: AdminAccount;
  scope: number | null;
  locale: Locale;
  /** Only these conferences' registrations (see ListContext). */
  conferenceIds?: readonly number[];
};

/**
 * A list's "export current" (spec 002 §2): its keyword throttled like the list's own search, ID numbers
 * and phones in full only for `personalData.reveal`, every export audited (the list, how many rows,
 * masked or not, the filters used); the file streams out as it is written.
 */
export async function exportList(deps: AppDeps, by: Exporter, list: ListExport, query: FilterValues) {
  const { admin, scope, locale, conferenceIds } = by;
  const keyword = typeof query.keyword === "string" ? query.keyword : undefined;
  await limitListSearch(deps, { adminId: admin.id, scope, keyword, list: list.searchList });
  const fullPersonal = hasPermission(admin, "personalData.reveal");
  const sheet = await listExport(deps, { locale, fullPersonal, scope, conferenceIds }, list, query);
  await recordAudit(deps, {
    action: "registrations.export",
    actor: { kind: Actor.admin, id: admin.id },
    entityId: null,
    conferenceId: scope,
    data: {
      list: list.list,
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
      "Content-Disposition": attachment(sheet.fileName, `${list.asciiName}-${stamp}.xlsx`),
      "Cache-Control": "no-store",
    },
  };
}
