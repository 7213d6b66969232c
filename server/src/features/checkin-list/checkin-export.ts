import {
  type AdminRegistrationRow,
  type Label,
  type Locale,
  payStateLabels,
  pickText,
  registrationListColumns,
  signInLabels,
  timeZoneOffsetMinutes,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { translate } from "#http/i18n";

/** A cell as spreadsheets read it: quoted when it holds a quote, comma or line break. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * A formula-looking value (=, +, -, @) is read as text by spreadsheets (OWASP CSV injection): a name or
 * unit typed by an attendee never runs in the office's spreadsheet.
 */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A time on the clock of the row's conference (DOMAIN.md §11), to the minute. */
function localTime(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  const at = new Date(iso);
  const local = new Date(at.getTime() + timeZoneOffsetMinutes(at, timeZone) * 60_000);
  return local.toISOString().slice(0, 16).replace("T", " ");
}

type Column = { label: Label; value: (row: AdminRegistrationRow, locale: Locale, zone: string) => string };

const text = (label: Label, value: (row: AdminRegistrationRow) => string): Column => ({ label, value });
const c = registrationListColumns;

/** The columns of the check-in list's export: who, where from, paid or not, checked in when. */
const columns: Column[] = [
  text(c.name.label, (row) => row.name),
  text(/*i18n*/ { id: "export.nameEn", message: "English name" }, (row) => row.nameEn),
  { label: c.conference.label, value: (row, locale) => pickText(row.conference.title, locale) },
  { label: c.participantType.label, value: (row, locale) => pickText(row.participantType.title, locale) },
  text(c.unit.label, (row) => row.unit),
  text(c.email.label, (row) => row.email),
  text(c.phoneMasked.label, (row) => row.phoneMasked),
  { label: c.payState.label, value: (row, locale) => translate(locale, payStateLabels[row.payState].id) },
  {
    label: c.isSignIn.label,
    value: (row, locale) => translate(locale, signInLabels[row.isSignIn ? 1 : 0].id),
  },
  {
    label: /*i18n*/ { id: "export.signInTime", message: "Checked in at" },
    value: (row, _locale, zone) => localTime(row.signInTime, zone),
  },
];

/** The rows as CSV in the reader's language, with a byte-order mark so Excel reads the Chinese. */
export async function checkinCsv(
  db: Kysely<Database>,
  rows: readonly AdminRegistrationRow[],
  locale: Locale,
): Promise<string> {
  const ids = [...new Set(rows.map((row) => row.conference.id))];
  const zones = ids.length
    ? await db.selectFrom("conferences").select(["id", "timezone"]).where("id", "in", ids).execute()
    : [];
  const zoneOf = new Map(zones.map((z) => [z.id, z.timezone]));
  const header = columns.map((column) => translate(locale, column.label.id));
  const lines = rows.map((row) =>
    columns.map((column) => column.value(row, locale, zoneOf.get(row.conference.id) ?? "Asia/Shanghai")),
  );
  return `\uFEFF${[header, ...lines].map((line) => line.map((v) => cell(inert(v))).join(",")).join("\r\n")}\r\n`;
}

/** The export's file name: the conference's title, these words, the time (spec 002 §9's pattern). */
export const checkinFileName: Label = /*i18n*/ { id: "export.checkinFileName", message: "Check-in list" };
