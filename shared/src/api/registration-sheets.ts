import { z } from "zod";
import { listFilterQuery } from "../lists/query";
import { registrationList } from "../lists/registration-list";

/**
 * Export current / export all (spec 002 §2): the registration list's filters (none for "export all"); the
 * answer is an .xlsx of every field (registration-columns), streamed.
 */
export const registrationExportQuery = listFilterQuery(registrationList);
export type RegistrationExportQuery = z.infer<typeof registrationExportQuery>;

/** The spreadsheet's MIME type. */
export const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** What an import answers when every row passed: how many registrations it made. */
export const registrationImportResult = z.object({ imported: z.number().int() });
export type RegistrationImportResult = z.infer<typeof registrationImportResult>;

/** A refused row, as IMPORT_ROWS_INVALID's `rows` lists them: its sheet row number, name and problems. */
export type ImportProblemRow = { rowNumber: number; name: string; problems: string[] };
