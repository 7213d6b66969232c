import {
  defaultTimeZone,
  type FieldFormat,
  fieldsOf,
  formatExtraAnswer,
  formatValue,
  type Label,
  type ListExport,
  type Locale,
  pickText,
  type RegistrationFieldGroup,
  registrationFields,
  shownFieldGroups,
} from "@confreg/shared";
import { settingsOf } from "#features/conferences";
import type { AppDeps } from "#http/env";
import { translate } from "#http/i18n";
import { listFileName } from "#lib/list/export";
import type { SheetColumn } from "#lib/spreadsheets/write-sheet";
import { type FilterValues, filtered } from "./admin-registrations.repo";
import {
  conferenceQuestions,
  extraAnswersOf,
  type FieldSource,
  fieldReader,
  registrationSources,
} from "./registration-records";

/** Rows read per statement: an export holds two such batches at most (the one written, the one read ahead). */
export const exportBatchSize = 500;

type ExportRow = { source: FieldSource; format: FieldFormat };
export type ExportReader = {
  locale: Locale;
  fullPersonal: boolean;
  scope: number | null;
  /** Only these conferences' registrations (see ListContext). */
  conferenceIds?: readonly number[];
};
type Reader = ExportReader;

type Batch = {
  rows: ExportRow[];
  /** The id the next batch reads below; null after the last. */
  next: number | null;
};
type BatchReader = (before: number | null) => Promise<Batch>;

/** One keyset batch of the filtered rows, newest first, below `before` (each statement exact however deep). */
function batchReader(
  base: ReturnType<typeof filtered>,
  deps: AppDeps,
  reader: Reader & { groups: readonly RegistrationFieldGroup[] },
  formatOf: (conferenceId: number) => FieldFormat,
): BatchReader {
  return async (before) => {
    let page = base.selectAll("registrations").orderBy("registrations.id", "desc").limit(exportBatchSize);
    if (before !== null) page = page.where("registrations.id", "<", before);
    const rows = await page.execute();
    const sources = await registrationSources(deps.db, deps.pii, rows, {
      groups: reader.groups,
      fullPersonal: reader.fullPersonal,
    });
    return {
      rows: sources.map((source) => ({ source, format: formatOf(source.row.conferenceId) })),
      next: rows.length < exportBatchSize ? null : (rows.at(-1)?.id ?? null),
    };
  };
}

/**
 * The filtered rows in batches, each batch read while the one before is written (at most two batches in
 * memory): the database's time overlaps the file's.
 */
async function* exportBatches(read: BatchReader): AsyncGenerator<ExportRow[]> {
  let ahead: Promise<Batch> | null = read(null);
  while (ahead) {
    const batch: Batch = await ahead;
    ahead = batch.next === null ? null : read(batch.next);
    // A file abandoned half-way never awaits the batch read ahead: its failure must not go unhandled.
    ahead?.catch(() => undefined);
    if (batch.rows.length) yield batch.rows;
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
  t: (label: Label) => string,
): Promise<SheetColumn<ExportRow>[]> {
  const fieldColumns = (group: RegistrationFieldGroup): SheetColumn<ExportRow>[] =>
    fieldsOf([group], reader.scope === null).map((name) => {
      const { label, show } = registrationFields[name];
      const read = fieldReader(name);
      return {
        header: t(label),
        value: (row) => formatValue(show, read(row.source), row.format, row.source.row.currency),
      };
    });
  const asksQuestions = groups.includes("extra") && reader.scope !== null;
  const items = asksQuestions ? await conferenceQuestions(deps.db, [reader.scope as number]) : [];
  const extraColumns = items.map(
    (item): SheetColumn<ExportRow> => ({
      header: pickText(item.title, reader.locale),
      value: (row) => formatExtraAnswer(item, extraAnswersOf(row.source)[item.id] ?? "", reader.locale),
    }),
  );
  return groups.flatMap((group) => (group === "extra" ? extraColumns : fieldColumns(group)));
}

/** Labels in one language, each translated once (an export shows the same few thousands of times). */
function labelTexts(locale: Locale): (label: Label) => string {
  const texts = new Map<string, string>();
  return (label) => {
    const text = texts.get(label.id) ?? translate(locale, label.id);
    texts.set(label.id, text);
    return text;
  };
}

/**
 * A list's export (its declaration: filters, field groups, file words): its columns, its rows (read as the
 * file streams out), how many, and the file's name.
 */
export async function listExport(deps: AppDeps, reader: Reader, list: ListExport, query: FilterValues) {
  const { db, dialect, pii } = deps;
  const conferences = await db
    .selectFrom("conferences")
    .select(["id", "titleZh", "titleEn", "timezone", "settings"])
    .execute();
  const own = conferences.find((c) => c.id === reader.scope);
  const groups = shownFieldGroups(list.groups, own ? settingsOf(own) : null);
  const title = own ? pickText({ zh: own.titleZh, en: own.titleEn }, reader.locale) : null;
  const context = {
    db,
    dialect,
    pii,
    scope: reader.scope,
    timeZone: own?.timezone,
    conferenceIds: reader.conferenceIds,
  };
  const base = filtered(context, query, list);
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const words = translate(reader.locale, list.fileWords.id);
  const t = labelTexts(reader.locale);
  // One format per conference, made once: its cells are read on the conference's own clock.
  const formats = new Map(
    conferences.map((c): [number, FieldFormat] => [c.id, { locale: reader.locale, t, timeZone: c.timezone }]),
  );
  const otherFormat = { locale: reader.locale, t, timeZone: defaultTimeZone };
  const formatOf = (id: number) => formats.get(id) ?? otherFormat;
  return {
    count: Number(count.n),
    columns: await exportColumns(deps, reader, groups, t),
    batches: exportBatches(batchReader(base, deps, { ...reader, groups }, formatOf)),
    fileName: listFileName(words, reader.locale, title, own?.timezone ?? defaultTimeZone, deps.now()),
    sheetName: words,
  };
}
