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
import { searchRegistrations } from "./admin-registrations.repo";
import { loadRegistrationExtras } from "./registration.extras";
import { toAdminDetail, toAdminRow } from "./registration.mappers";
import { findRegistration } from "./registrations.repo";

/**
 * A page of the back-office registration list for a scope (null: every conference): what registerList
 * and the check-in list (checklist, the same filters) show. The caller has limited the keyword search.
 */
export async function registrationListPage(
  deps: AppDeps,
  scope: number | null,
  query: AdminRegistrationQuery,
): Promise<AdminRegistrationPage> {
  const { db, dialect, pii } = deps;
  const conference = scope === null ? undefined : requireConference(db, scope);
  // The conference's zone matters to the date filters only; otherwise it is read beside the page.
  const dated = query.year !== undefined || query.createdDate !== undefined;
  const timeZone = dated ? (await conference)?.timezone : undefined;
  const [{ rows, total, cursors }] = await Promise.all([
    searchRegistrations({ db, dialect, pii, scope, timeZone }, query),
    conference,
  ]);
  const extras = await loadRegistrationExtras(db, rows);
  const items = rows.map((row) => toAdminRow(row, extras, pii));
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
