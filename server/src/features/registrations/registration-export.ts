import {
  defaultTimeZone,
  type FieldFormat,
  fieldsOf,
  formatExtraAnswer,
  formatField,
  type Label,
  type Locale,
  pickText,
  type RegistrationExportQuery,
  type RegistrationFieldGroup,
  type RegistrationRecord,
  registrationFields,
  registrationListFilters,
  wallTimeIn,
} from "@confreg/shared";
import type { SheetColumn } from "#features/spreadsheets/write-sheet";
import type { AppDeps } from "#http/env";
import { translate } from "#http/i18n";
import { filtered } from "./admin-registrations.repo";
import { conferenceQuestions, registrationRecords } from "./registration-records";

/** Rows read per statement: the memory an export holds at once. */
export const exportBatchSize = 500;
const everyGroup: RegistrationFieldGroup[] = [
  "basic",
  "attendance",
  "payment",
  "invoice",
  "extra",
  "hotel",
  "traffic",
  "other",
];

type ExportRow = { record: Partial<RegistrationRecord>; timeZone: string };
type Reader = { locale: Locale; fullPersonal: boolean; scope: number | null };

/** The filtered rows, newest first, read in keyset batches (each statement exact however deep). */
async function* exportBatches(
  base: ReturnType<typeof filtered>,
  deps: AppDeps,
  reader: Reader,
  zones: Map<number, string>,
): AsyncGenerator<ExportRow[]> {
  let before: number | null = null;
  for (;;) {
    let page = base.selectAll("registrations").orderBy("registrations.id", "desc").limit(exportBatchSize);
    if (before !== null) page = page.where("registrations.id", "<", before);
    const rows = await page.execute();
    if (rows.length === 0) return;
    const records = await registrationRecords(deps.db, deps.pii, rows, {
      groups: everyGroup,
      fullPersonal: reader.fullPersonal,
    });
    yield records.map((record, index) => ({
      record,
      timeZone: zones.get(rows[index]?.conferenceId ?? 0) ?? defaultTimeZone,
    }));
    if (rows.length < exportBatchSize) return;
    before = rows.at(-1)?.id ?? null;
  }
}

/**
 * The export's columns: every field of the shared table (the conference column in the all-conferences
 * scope only) titled in the reader's language, the conference's extra questions one column each after the
 * invoice fields.
 */
async function exportColumns(deps: AppDeps, reader: Reader): Promise<SheetColumn<ExportRow>[]> {
  const t = (label: Label) => translate(reader.locale, label.id);
  const format = (row: ExportRow): FieldFormat => ({ locale: reader.locale, t, timeZone: row.timeZone });
  const fieldColumns = (groups: RegistrationFieldGroup[]): SheetColumn<ExportRow>[] =>
    fieldsOf(groups, reader.scope === null).map((name) => ({
      header: t(registrationFields[name].label),
      value: (row) => formatField(name, row.record as RegistrationRecord, format(row)),
    }));
  const items = await conferenceQuestions(deps.db, reader.scope === null ? [] : [reader.scope]);
  const extraColumns = items.map(
    (item): SheetColumn<ExportRow> => ({
      header: pickText(item.title, reader.locale),
      value: (row) => formatExtraAnswer(item, row.record.extras?.[item.id] ?? "", reader.locale),
    }),
  );
  return [
    ...fieldColumns(["basic", "attendance", "payment", "invoice"]),
    ...extraColumns,
    ...fieldColumns(["hotel", "traffic", "other"]),
  ];
}

const fileWords: Label = /*i18n*/ { id: "export.registrationFileName", message: "Registration list" };

/** `<conference title>注册列表<timestamp>.xlsx` (spec 002 §9), on the conference's clock. */
function fileName(reader: Reader, title: string | null, timeZone: string, at: Date): string {
  const stamp = wallTimeIn(at.toISOString(), timeZone).replace(/\D/g, "");
  const words = [title ?? "", translate(reader.locale, fileWords.id), stamp].filter(Boolean);
  return `${words.join(reader.locale === "zh" ? "" : " ")}.xlsx`;
}

/** The export's columns, rows (read as the file streams out) and file name. */
export async function registrationExport(deps: AppDeps, reader: Reader, query: RegistrationExportQuery) {
  const { db, dialect, pii } = deps;
  const conferences = await db
    .selectFrom("conferences")
    .select(["id", "titleZh", "titleEn", "timezone"])
    .execute();
  const zones = new Map(conferences.map((c) => [c.id, c.timezone]));
  const own = conferences.find((c) => c.id === reader.scope);
  const title = own ? pickText({ zh: own.titleZh, en: own.titleEn }, reader.locale) : null;
  const context = { db, dialect, pii, scope: reader.scope, timeZone: own?.timezone };
  const base = filtered(context, query, registrationListFilters);
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return {
    count: Number(count.n),
    columns: await exportColumns(deps, reader),
    batches: exportBatches(base, deps, reader, zones),
    fileName: fileName(reader, title, own?.timezone ?? defaultTimeZone, deps.now()),
    sheetName: translate(reader.locale, fileWords.id),
  };
}
