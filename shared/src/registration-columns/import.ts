import type { Gender, InvoiceType, PayType, PersonLevel } from "../enums";
import {
  type RegistrantFieldDescriptor,
  type RegistrantFieldName,
  registrantFieldDescriptors,
} from "../fields/registrant";
import type { Label } from "../i18n";
import { validationIds as v } from "../validation";
import { isValidEmail, normalizeEmail, normalizePhone, phoneIssue } from "../validators/contact";
import { type RegistrationFieldName, registrationFields } from "./columns";

type ImportColumn = { field: RegistrationFieldName; required: boolean };
const column = (field: RegistrationFieldName, required = false): ImportColumn => ({ field, required });
/** A registrant field's column: required where the registry says staff must fill it in. */
const registrant = (field: RegistrantFieldName & RegistrationFieldName): ImportColumn =>
  column(field, (registrantFieldDescriptors[field] as RegistrantFieldDescriptor).officeRequired === true);

/**
 * The import template's columns (spec 002 §3) in its order, titled as the export titles the same fields;
 * required as spec 002 §5 says (name, gender, unit, title, e-mail, mobile, participant type, payment
 * method, invoice type). A template header carries a `*` after a required column's title.
 */
export const importColumns = {
  name: registrant("name"),
  gender: registrant("gender"),
  unit: registrant("unit"),
  job: registrant("job"),
  email: registrant("email"),
  level: column("level"),
  remark: column("remark"),
  phone: registrant("phone"),
  participantType: column("participantType", true),
  payType: column("payType", true),
  memberNo: registrant("memberNo"),
  invoiceType: column("invoiceType", true),
  invoiceTitle: column("invoiceTitle"),
  taxpayerNumber: column("taxpayerNumber"),
  address: column("invoiceAddress"),
  invoicePhone: column("invoicePhone"),
  bank: column("invoiceBank"),
  account: column("invoiceAccount"),
  postAddress: column("postAddress"),
  postPhone: column("postPhone"),
} as const satisfies Record<string, ImportColumn>;
export type ImportColumnName = keyof typeof importColumns;
export const importColumnNames = Object.keys(importColumns) as ImportColumnName[];
export const importColumnLabel = (name: ImportColumnName): Label =>
  registrationFields[importColumns[name].field].label;

/**
 * Titles templates used before the registrant fields had one label everywhere, still read: a society
 * keeps its filled-in sheets.
 */
const formerTitles: Partial<Record<ImportColumnName, readonly string[]>> = {
  unit: ["Unit"],
  job: ["Title"],
  phone: ["手机", "Mobile"],
};
export const formerImportTitles = (name: ImportColumnName): readonly string[] => formerTitles[name] ?? [];

/** The header of a column: its title, with `*` when required. */
export const importHeader = (name: ImportColumnName, title: string) =>
  importColumns[name].required ? `${title}*` : title;

/** A header as written in a sheet, compared without its `*`, spaces and case. */
export const headerKey = (header: string) => header.replace(/[*＊\s]/g, "").toLowerCase();

/** The names a sheet may use for each choice (in either language), by their normalised spelling. */
export type ImportNames = {
  gender: Map<string, Gender>;
  level: Map<string, PersonLevel>;
  payType: Map<string, PayType>;
  invoiceType: Map<string, InvoiceType>;
  participantType: Map<string, number>;
};
type ChoiceColumn = keyof ImportNames;
const choiceColumns: ChoiceColumn[] = ["gender", "level", "payType", "invoiceType", "participantType"];

/** A choice's name as looked up: no spaces, lower case (英文 names typed in any case). */
export const nameKey = (name: string) => name.replace(/\s/g, "").toLowerCase();

export type ImportIssue = { column: ImportColumnName; code: string; params?: Record<string, string> };
export type ImportedRow = {
  cells: Record<ImportColumnName, string>;
  gender: Gender;
  level: PersonLevel | null;
  payType: PayType;
  invoiceType: InvoiceType;
  participantTypeId: number;
};

/**
 * One sheet row against spec 002 §5's import rules: required cells present, gender, person type,
 * payment method, invoice type and participant type among their names, e-mail and phone well formed.
 * Every problem of the row is reported (not only the first); `row` is null when there is any.
 */
export function checkImportRow(
  cells: Record<ImportColumnName, string>,
  names: ImportNames,
  choicesOf: (column: ChoiceColumn) => string,
): { issues: ImportIssue[]; row: ImportedRow | null } {
  const issues: ImportIssue[] = [];
  for (const name of importColumnNames) {
    if (importColumns[name].required && cells[name].trim() === "")
      issues.push({ column: name, code: v.required });
  }
  const chosen: Partial<Record<ChoiceColumn, number>> = {};
  for (const name of choiceColumns) {
    const text = cells[name].trim();
    if (text === "") continue;
    const value = names[name].get(nameKey(text));
    if (value === undefined)
      issues.push({ column: name, code: v.importChoice, params: { value: text, choices: choicesOf(name) } });
    else chosen[name] = value;
  }
  if (cells.email.trim() && !isValidEmail(cells.email)) issues.push({ column: "email", code: v.email });
  for (const name of ["phone", "postPhone"] as const) {
    const issue = cells[name].trim() ? phoneIssue(cells[name]) : null;
    if (issue) issues.push({ column: name, code: v[issue] });
  }
  if (issues.length) return { issues, row: null };
  return {
    issues,
    row: {
      cells: {
        ...cells,
        email: normalizeEmail(cells.email),
        phone: normalizePhone(cells.phone),
        postPhone: normalizePhone(cells.postPhone),
      },
      gender: chosen.gender as Gender,
      level: (chosen.level ?? null) as PersonLevel | null,
      payType: chosen.payType as PayType,
      invoiceType: chosen.invoiceType as InvoiceType,
      participantTypeId: chosen.participantType as number,
    },
  };
}
