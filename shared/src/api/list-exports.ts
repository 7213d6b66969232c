import type { z } from "zod";
import type { Label } from "../i18n";
import type { DeclaredFilter } from "../lists/declaration";
import { lodgingList } from "../lists/lodging-list";
import { listFilterQuery } from "../lists/query";
import { registrationList } from "../lists/registration-list";
import { type RegistrationFieldGroup, registrationFieldGroups } from "../registration-columns/columns";
import { type LodgingColumnGroup, lodgingColumnGroups } from "./lodging-list";

/**
 * A back-office list's spreadsheet export (spec 002 §2 "export current"): the filters it keeps, the field
 * groups of the shared field table it writes in their order (`extra`: the conference's extra questions,
 * one column each), the words of its file name (spec 002 §9: conference title + words + timestamp), and
 * its names in the audit log (the list's id; the keyword search's list). Its filters are its list's.
 */
export type ListExport = {
  list: typeof registrationList.id | typeof lodgingList.id;
  searchList: string;
  filters: Readonly<Record<string, DeclaredFilter>>;
  groups: readonly RegistrationFieldGroup[];
  fileWords: Label;
  /** The file's plain ASCII name, before its timestamp (for browsers that ignore `filename*`). */
  asciiName: string;
};

/** registerList's export: every field group (spec 002 §3: about 100 columns). */
export const registrationListExport = {
  list: registrationList.id,
  searchList: "registerExport",
  filters: registrationList.filters,
  groups: Object.keys(registrationFieldGroups) as RegistrationFieldGroup[],
  fileWords: /*i18n*/ { id: "export.registrationFileName", message: "Registration list" },
  asciiName: "registrations",
} as const satisfies ListExport;

/**
 * The field groups the lodging list's column groups stand for in its export: a column group the page
 * offers does not compile until it says what it writes.
 */
const lodgingExportGroups: Record<LodgingColumnGroup, readonly RegistrationFieldGroup[]> = {
  attendee: ["basic", "attendance"],
  payment: ["payment"],
  lodging: ["hotel"],
  transport: ["traffic"],
};

/** hotelTranslist's "export current registrations": the column groups the lodging page offers. */
export const lodgingListExport = {
  list: lodgingList.id,
  searchList: "lodgingExport",
  filters: lodgingList.filters,
  groups: (Object.keys(lodgingColumnGroups) as LodgingColumnGroup[]).flatMap(
    (group) => lodgingExportGroups[group],
  ),
  fileWords: /*i18n*/ { id: "export.lodgingFileName", message: "Lodging and transport list" },
  asciiName: "lodging",
} as const satisfies ListExport;

/** The lodging list's filters without its paging: what its export takes. */
export const lodgingExportQuery = listFilterQuery(lodgingList);
export type LodgingExportQuery = z.infer<typeof lodgingExportQuery>;
