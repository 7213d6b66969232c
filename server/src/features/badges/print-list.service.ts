import { AppError, type BadgeRow, type PrintListPage, type PrintListQuery, pageOf } from "@confreg/shared";
import type { AppDeps } from "#http/env";
import { findBadgeRow, searchPrintList, toBadgeRow } from "./print-list.repo";

/** A page of the print list for a scope (null: every conference); the caller has limited the keyword. */
export async function printListPage(
  deps: AppDeps,
  scope: number | null,
  query: PrintListQuery,
): Promise<PrintListPage> {
  const { db, dialect, pii } = deps;
  const { rows, total } = await searchPrintList({ db, dialect, pii, scope }, query);
  return pageOf(
    rows.map((row) => toBadgeRow(row, pii)),
    query,
    total,
  );
}

/** One live registration's print row (what its badge prints, its prints, its QR code), or not found. */
export async function badgeRowOf(deps: AppDeps, registrationId: number): Promise<BadgeRow> {
  const row = await findBadgeRow(deps.db, registrationId);
  if (!row) throw new AppError("REGISTRATION_NOT_FOUND");
  return toBadgeRow(row, deps.pii);
}
