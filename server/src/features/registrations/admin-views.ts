import {
  type AdminRegistrationDetail,
  type AdminRegistrationPage,
  type AdminRegistrationQuery,
  AppError,
  pageOf,
  shownFieldGroups,
} from "@confreg/shared";
import { requireConference } from "#features/conferences";
import type { AppDeps } from "#http/env";
import { loadPanelSections } from "./admin-panel";
import { type ListQuery, type RegistrationFamily, searchRegistrations } from "./admin-registrations.repo";
import { loadRegistrationExtras } from "./registration.extras";
import { toAdminDetail, toAdminRow } from "./registration.mappers";
import { conferenceQuestions, registrationRecords } from "./registration-records";
import { findRegistration } from "./registrations.repo";

/**
 * A page of a back-office list of registrations for a scope (null: every conference), by the list's
 * declared filters (the registration list's unless another is given): its rows, with what they show
 * beside them. The caller has limited the keyword search.
 */
export async function registrationRowsPage(
  deps: AppDeps,
  scope: number | null,
  query: ListQuery,
  list?: RegistrationFamily,
  conferenceIds?: readonly number[],
) {
  const { db, dialect, pii } = deps;
  const conference = scope === null ? undefined : requireConference(db, scope);
  // The conference's zone matters to the date filters only; otherwise it is read beside the page.
  const dated = query.year !== undefined || query.createdDate !== undefined;
  const timeZone = dated ? (await conference)?.timezone : undefined;
  const [{ rows, total, cursors }] = await Promise.all([
    searchRegistrations({ db, dialect, pii, scope, timeZone, conferenceIds }, query, list),
    conference,
  ]);
  const extras = await loadRegistrationExtras(db, rows);
  return { rows, extras, total, cursors, conference: await conference };
}

/**
 * A page of the registration list (registerList, and checklist with the same filters), with the shared
 * field table's values of the asked column groups.
 */
export async function registrationListPage(
  deps: AppDeps,
  scope: number | null,
  query: AdminRegistrationQuery,
): Promise<AdminRegistrationPage> {
  const { db, pii } = deps;
  const { rows, extras, total, cursors, conference } = await registrationRowsPage(deps, scope, query);
  const groups = shownFieldGroups(query.fieldGroups ?? [], conference?.settings ?? null);
  const [records, questions] = await Promise.all([
    // Only the groups on screen are read: the default page stays the list's own two statements.
    groups.length ? registrationRecords(db, pii, rows, { groups, fullPersonal: false }) : null,
    groups.includes("extra") ? conferenceQuestions(db, [...new Set(rows.map((r) => r.conferenceId))]) : null,
  ]);
  const items = rows.map((row, index) => {
    const item = toAdminRow(row, extras, pii);
    const record = records?.[index];
    if (!record) return item;
    const { extras: answers, currency: _currency, ...fields } = record;
    return { ...item, fields, ...(answers ? { extras: answers } : {}) };
  });
  return { ...pageOf(items, query, total), cursors, ...(questions ? { questions } : {}) };
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
