import {
  defaultTimeZone,
  type FieldFormat,
  fieldsOf,
  formatExtraAnswer,
  formatField,
  type Label,
  type ListExport,
  type Locale,
  pickText,
  type RegistrationFieldGroup,
  type RegistrationRecord,
  registrationFields,
  wallTimeIn,
} from "@confreg/shared";
import type { SheetColumn } from "#features/spreadsheets/write-sheet";
import type { AppDeps } from "#http/env";
import { translate } from "#http/i18n";
import { type FilterValues, filtered } from "./admin-registrations.repo";
import { conferenceQuestions, registrationRecords } from "./registration-records";

/** Rows read per statement: the memory an export holds at once. */
export const exportBatchSize = 500;

type ExportRow = { record: Partial<RegistrationRecord>; timeZone: string };
export type ExportReader = { locale: Locale; fullPersonal: boolean; scope: number | null };
type Reader = ExportReader;

/** The filtered rows, newest first, read in keyset batches (each statement exact however deep). */
async function* exportBatches(
  base: ReturnType<typeof filtered>,
  deps: AppDeps,
  reader: Reader & { groups: readonly RegistrationFieldGroup[] },
  zones: Map<number, string>,
): AsyncGenerator<ExportRow[]> {
  let before: number | null = null;
  for (;;) {
    let page = base.selectAll("registrations").orderBy("registrations.id", "desc").limit(exportBatchSize);
    if (before !== null) page = page.where("registrations.id", "<", before);
    const rows = await page.execute();
    if (rows.length === 0) return;
    const records = await registrationRecords(deps.db, deps.pii, rows, {
      groups: reader.groups,
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
 * The export's columns: the fields of the list's groups in their order (the conference column in the
 * all-conferences scope only), titled in the reader's language; its `extra` group is the conference's
 * extra questions, one column each.
 */
async function exportColumns(
  deps: AppDeps,
  reader: Reader,
  groups: readonly RegistrationFieldGroup[],
): Promise<SheetColumn<ExportRow>[]> {
  const t = (label: Label) => translate(reader.locale, label.id);
  const format = (row: ExportRow): FieldFormat => ({ locale: reader.locale, t, timeZone: row.timeZone });
  const fieldColumns = (group: RegistrationFieldGroup): SheetColumn<ExportRow>[] =>
    fieldsOf([group], reader.scope === null).map((name) => ({
      header: t(registrationFields[name].label),
      value: (row) => formatField(name, row.record as RegistrationRecord, format(row)),
    }));
  const asksQuestions = groups.includes("extra") && reader.scope !== null;
  const items = asksQuestions ? await conferenceQuestions(deps.db, [reader.scope as number]) : [];
  const extraColumns = items.map(
    (item): SheetColumn<ExportRow> => ({
      header: pickText(item.title, reader.locale),
      value: (row) => formatExtraAnswer(item, row.record.extras?.[item.id] ?? "", reader.locale),
    }),
  );
  return groups.flatMap((group) => (group === "extra" ? extraColumns : fieldColumns(group)));
}

/** `<conference title><the list's words><timestamp>.xlsx` (spec 002 §9), on the conference's clock. */
function fileName(words: string, reader: Reader, title: string | null, timeZone: string, at: Date): string {
  const stamp = wallTimeIn(at.toISOString(), timeZone).replace(/\D/g, "");
  const parts = [title ?? "", words, stamp].filter(Boolean);
  return `${parts.join(reader.locale === "zh" ? "" : " ")}.xlsx`;
}

/**
 * A list's export (its declaration: filters, field groups, file words): its columns, its rows (read as the
 * file streams out), how many, and the file's name.
 */
export async function listExport(deps: AppDeps, reader: Reader, list: ListExport, query: FilterValues) {
  const { db, dialect, pii } = deps;
  const conferences = await db
    .selectFrom("conferences")
    .select(["id", "titleZh", "titleEn", "timezone"])
    .execute();
  const zones = new Map(conferences.map((c) => [c.id, c.timezone]));
  const own = conferences.find((c) => c.id === reader.scope);
  const title = own ? pickText({ zh: own.titleZh, en: own.titleEn }, reader.locale) : null;
  const context = { db, dialect, pii, scope: reader.scope, timeZone: own?.timezone };
  const base = filtered(context, query, list.filters);
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const words = translate(reader.locale, list.fileWords.id);
  return {
    count: Number(count.n),
    columns: await exportColumns(deps, reader, list.groups),
    batches: exportBatches(base, deps, { ...reader, groups: list.groups }, zones),
    fileName: fileName(words, reader, title, own?.timezone ?? defaultTimeZone, deps.now()),
    sheetName: words,
  };
}
