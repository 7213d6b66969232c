import {
  type AdminRegistrationDetail,
  type AdminRegistrationPage,
  type AdminRegistrationQuery,
  AppError,
  pageOf,
} from "@confreg/shared";
import { requireConference } from "#features/conferences/conferences.service";
import type { AppDeps } from "#http/env";
import { loadPanelSections } from "./admin-panel";
import { type ListFilters, type ListQuery, searchRegistrations } from "./admin-registrations.repo";
import { loadRegistrationExtras } from "./registration.extras";
import { toAdminDetail, toAdminRow } from "./registration.mappers";
import { findRegistration } from "./registrations.repo";

/**
 * A page of a back-office list of registrations for a scope (null: every conference), by the list's
 * declared filters: its rows, with what they show beside them. The caller has limited the keyword search.
 */
export async function registrationRowsPage(
  deps: AppDeps,
  scope: number | null,
  query: ListQuery,
  filters?: ListFilters,
) {
  const { db, dialect, pii } = deps;
  const conference = scope === null ? undefined : requireConference(db, scope);
  // The conference's zone matters to the date filters only; otherwise it is read beside the page.
  const dated = query.year !== undefined || query.createdDate !== undefined;
  const timeZone = dated ? (await conference)?.timezone : undefined;
  const [{ rows, total, cursors }] = await Promise.all([
    searchRegistrations({ db, dialect, pii, scope, timeZone }, query, filters),
    conference,
  ]);
  const extras = await loadRegistrationExtras(db, rows);
  return { rows, extras, total, cursors };
}

/** A page of the registration list (registerList, and checklist with the same filters). */
export async function registrationListPage(
  deps: AppDeps,
  scope: number | null,
  query: AdminRegistrationQuery,
): Promise<AdminRegistrationPage> {
  const { rows, extras, total, cursors } = await registrationRowsPage(deps, scope, query);
  const items = rows.map((row) => toAdminRow(row, extras, deps.pii));
  return { ...pageOf(items, query, total), cursors };
}

/**
 * One registration as the back office's detail panel shows it, in full and check-only mode alike
 * (personal numbers masked), or not found.
 */
export async function loadAdminDetail(deps: AppDeps, id: number): Promise<AdminRegistrationDetail> {
  const row = await findRegistration(deps.db, id);
  if (!row) throw new AppError("REGISTRATION_NOT_FOUND");
  const [extras, sections] = await Promise.all([
    loadRegistrationExtras(deps.db, [row]),
    loadPanelSections(deps, row),
  ]);
  return toAdminDetail(row, extras, deps.pii, sections);
}
