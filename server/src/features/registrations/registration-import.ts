import {
  Actor,
  AppError,
  checkImportRow,
  feeCurrency,
  fieldIssuesFromZod,
  formerImportTitles,
  genderLabels,
  genderValues,
  headerKey,
  type ImportColumnName,
  type ImportedRow,
  type ImportIssue,
  type ImportNames,
  importColumnLabel,
  importColumnNames,
  importColumns,
  invoiceTypeLabels,
  type Label,
  type Labels,
  type Locale,
  nameKey,
  offeredInvoiceTypes,
  offeredPayTypes,
  payTypeLabels,
  personLevelLabels,
  personLevelValues,
  pickText,
  RegistrationChannel,
  registrationInput,
  supportedLocales,
} from "@confreg/shared";
import { transact } from "#db/transact";
import type { ConferenceContext } from "#features/conferences";
import { cachedConferenceContext } from "#features/conferences";
import type { AppDeps } from "#http/env";
import { translate } from "#http/i18n";
import { writeAudit } from "#lib/audit/write-audit";
import { readSheet, type Sheet, type SheetRow } from "#lib/spreadsheets/read-sheet";
import { invoiceBlock } from "./blocks/invoice";
import { type CheckedRegistration, registerAllIn } from "./create-registration";

/** A row the import refuses: its number in the sheet, the person's name, every problem in words. */
export type ImportProblem = { rowNumber: number; name: string; problems: string[] };
/** At most this many refused rows are listed back (the count says how many there are). */
const listedProblems = 500;

const inBothLanguages = (label: Label) => supportedLocales.map((locale) => translate(locale, label.id));

/** A choice's accepted names (either language) and those the reader is told of (theirs). */
type Choices<T> = { names: Map<string, T>; shown: string[] };

function labelled<T extends number>(labels: Labels<T>, values: readonly T[], locale: Locale): Choices<T> {
  return {
    names: new Map(
      values.flatMap((value) => inBothLanguages(labels[value]).map((name) => [nameKey(name), value])),
    ),
    shown: values.map((value) => translate(locale, labels[value].id)),
  };
}

function importChoices(context: ConferenceContext, locale: Locale) {
  const { settings } = context.conference;
  const types = context.participantTypes;
  return {
    gender: labelled(genderLabels, genderValues, locale),
    level: labelled(personLevelLabels, personLevelValues, locale),
    payType: labelled(payTypeLabels, offeredPayTypes(settings, { inWeChat: false }), locale),
    invoiceType: labelled(invoiceTypeLabels, offeredInvoiceTypes(settings), locale),
    participantType: {
      names: new Map(
        types.flatMap((type) =>
          [type.title.zh, type.title.en].filter(Boolean).map((title) => [nameKey(title), type.id]),
        ),
      ),
      shown: types.map((type) => pickText(type.title, locale)),
    },
  } satisfies { [K in keyof ImportNames]: Choices<ImportNames[K] extends Map<string, infer V> ? V : never> };
}

/** The sheet's columns by template column: a header in either language, with or without its `*`. */
function columnsOf(headers: string[], locale: Locale): Map<ImportColumnName, string> {
  const found = new Map<ImportColumnName, string>();
  const missing: string[] = [];
  for (const name of importColumnNames) {
    const titles = [...inBothLanguages(importColumnLabel(name)), ...formerImportTitles(name)].map(headerKey);
    const header = headers.find((h) => titles.includes(headerKey(h)));
    if (header !== undefined) found.set(name, header);
    else if (importColumns[name].required) missing.push(translate(locale, importColumnLabel(name).id));
  }
  if (missing.length)
    throw new AppError("IMPORT_COLUMNS_MISSING", { columns: missing.join(locale === "zh" ? "、" : ", ") });
  return found;
}

/** The registration the existing service writes for an imported row (spec 002 §7 manageImportRegister). */
function registrationOf(row: ImportedRow) {
  const c = row.cells;
  return registrationInput.safeParse({
    name: c.name,
    gender: row.gender,
    unit: c.unit,
    job: c.job,
    email: c.email,
    phone: c.phone,
    memberNo: c.memberNo,
    participantTypeId: row.participantTypeId,
    payType: row.payType,
    clientTotal: 0,
    invoice: {
      invoiceType: row.invoiceType,
      invoiceContent: "registrationFee",
      invoiceTitle: c.invoiceTitle,
      taxpayerNumber: c.taxpayerNumber,
      address: c.address,
      phone: c.invoicePhone,
      bank: c.bank,
      account: c.account,
      postAddress: c.postAddress,
      postPhone: c.postPhone,
    },
  });
}

type Checked = { sheetRow: SheetRow; row: ImportedRow; checked: CheckedRegistration };

/**
 * Every row against the import rules, then as the registration service checks a registration's details
 * and invoice: all problems of all rows, or the rows ready to write.
 */
async function checkRows(deps: AppDeps, context: ConferenceContext, sheet: Sheet, locale: Locale, at: Date) {
  const columns = columnsOf(sheet.headers, locale);
  const choices = importChoices(context, locale);
  const names: ImportNames = {
    gender: choices.gender.names,
    level: choices.level.names,
    payType: choices.payType.names,
    invoiceType: choices.invoiceType.names,
    participantType: choices.participantType.names,
  };
  const choicesOf = (column: keyof ImportNames) => choices[column].shown.join(locale === "zh" ? "、" : ", ");
  const t = (id: string, values?: Record<string, unknown>) => translate(locale, id, values);
  const title = (column: ImportColumnName) => t(importColumnLabel(column).id);
  const problems: ImportProblem[] = [];
  const ready: Checked[] = [];
  const { settings } = context.conference;
  for (const sheetRow of sheet.rows) {
    const cells = Object.fromEntries(
      importColumnNames.map((name) => [name, sheetRow.cells[columns.get(name) ?? ""] ?? ""]),
    ) as Record<ImportColumnName, string>;
    const { issues, row } = checkImportRow(cells, names, choicesOf);
    const texts = issues.map(
      (issue: ImportIssue) => `${title(issue.column)}: ${t(issue.code, issue.params)}`,
    );
    if (row) {
      const parsed = registrationOf(row);
      if (!parsed.success) {
        texts.push(
          ...fieldIssuesFromZod(parsed.error.issues).map((i) => `${i.path}: ${t(i.code, i.params)}`),
        );
      } else {
        const input = parsed.data;
        const type = context.participantTypes.find((p) => p.id === input.participantTypeId) ?? null;
        const invoice = await invoiceBlock.check({
          db: deps.db,
          context,
          input,
          type,
          payType: row.payType,
          at,
          attendee: null,
          registrationId: null,
        });
        texts.push(...invoice.issues.map((i) => `${title("invoiceType")}: ${t(i.code, i.params)}`));
        const fee = { currency: feeCurrency(settings, row.payType), total: 0, lines: [], earlyBird: false };
        if (invoice.issues.length === 0)
          ready.push({
            sheetRow,
            row,
            checked: { input, fee, payType: row.payType, workshops: [], blocks: [invoice] },
          });
      }
    }
    if (texts.length) problems.push({ rowNumber: sheetRow.rowNumber, name: cells.name, problems: texts });
  }
  return { problems, ready };
}

/**
 * Import registrations (spec 002 §2, §5, §7 manageImportRegister): an uploaded .xlsx or CSV read by
 * content; every row checked and every problem listed with its row number and name; nothing written
 * unless every row passes; then each row registered by the registration service in one unit of work
 * (fee 0, unpaid; no attendee account; channel "imported"), with one audit row for the import.
 */
export async function importRegistrations(
  deps: AppDeps,
  by: { adminId: number; conferenceId: number; locale: Locale },
  bytes: Uint8Array,
): Promise<{ imported: number }> {
  const sheet = await readSheet(bytes);
  if (sheet.rows.length === 0) throw new AppError("IMPORT_EMPTY");
  const at = deps.now();
  const context = await cachedConferenceContext(deps.db, by.conferenceId, undefined);
  const { problems, ready } = await checkRows(deps, context, sheet, by.locale, at);
  if (problems.length)
    throw new AppError("IMPORT_ROWS_INVALID", {
      count: problems.length,
      rows: problems.slice(0, listedProblems),
    });
  const actor = { kind: Actor.admin, id: by.adminId };
  const ids = await transact(
    deps.db,
    async (tx) => {
      const registered = await registerAllIn(
        tx,
        deps.pii,
        context,
        ready.map(({ row, checked }) => ({
          checked,
          by: {
            accountId: null,
            actor,
            channel: RegistrationChannel.imported,
            office: { level: row.level, remark: row.cells.remark },
          },
        })),
      );
      const written = registered.map((r) => r.registrationId);
      await writeAudit(tx, {
        action: "registrations.import",
        actor,
        entityId: null,
        conferenceId: by.conferenceId,
        data: { count: written.length, firstId: written[0] ?? null, lastId: written.at(-1) ?? null },
      });
      return written;
    },
    { at },
  );
  return { imported: ids.length };
}
