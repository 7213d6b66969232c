import type { Kysely, Selectable } from "kysely";
import type { Pii } from "#crypto/pii";
import type { Database } from "#db/schema";

/**
 * The back-office list computed the plain way, for tests to compare the product's list with: every
 * registration read with one `select *`, then filtered, ordered and cut into pages in JavaScript, following
 * the rules as the list's documentation states them. Nothing of the list's own code is used.
 */
export type OracleRow = Selectable<Database["registrations"]> & { idNumber: string | null };

export async function readAllRegistrations(db: Kysely<Database>, pii: Pii): Promise<OracleRow[]> {
  const rows = await db.selectFrom("registrations").selectAll().execute();
  return rows.map((row) => ({ ...row, idNumber: row.idNumberEnc ? pii.decrypt(row.idNumberEnc) : null }));
}

/** How the test means its keyword: a whole phone number, a whole ID number, or text. */
export type KeywordMeaning = "phone" | "idNumber" | "text";

/** The column filters of the list, each the registration field of the same name but `payStatus`. */
export const columnFilters = [
  "participantTypeId",
  "level",
  "payType",
  "payStatus",
  "invoiceType",
  "invoiceStatus",
  "isSignIn",
  "checkinEligible",
] as const;
export type ColumnFilter = (typeof columnFilters)[number];
export type ColumnFilters = Partial<Record<ColumnFilter, number>>;

/**
 * The value a filter compares: the field of its name, but for the payment status what the list shows,
 * "nothing to pay" (9) for an unpaid registration that charges nothing, apart from unpaid (0).
 */
export function filterValue(row: OracleRow, name: ColumnFilter): number | null {
  if (name === "payStatus") return row.payStatus === 0 && row.totalFee === 0 ? 9 : row.payStatus;
  return row[name];
}

export type ListCase = {
  label: string;
  /** The conference (the `conferenceId` parameter); null: all conferences. */
  conferenceId: number | null;
  columns?: ColumnFilters;
  keyword?: { text: string; as: KeywordMeaning };
  /** Registered in this year, or on this day (YYYY-MM-DD), in the zone given (the conference's). */
  created?: { year?: number; date?: string; timeZone: string };
};

/** A time's local day (YYYY-MM-DD) in a zone, as the calendar there shows them. */
export const localDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(iso),
  );

function matchesCreated(row: OracleRow, created: NonNullable<ListCase["created"]>): boolean {
  const day = localDay(row.createTime, created.timeZone);
  return (
    (created.year === undefined || day.startsWith(`${created.year}-`)) &&
    (created.date === undefined || day === created.date)
  );
}

const sameDocument = (row: OracleRow, text: string) => row.idNumber?.toUpperCase() === text.toUpperCase();

/**
 * Keyword rules: a whole phone matches that phone (spaces and dashes aside); a whole ID number that
 * document; text of three or more characters a part of the name, English name, e-mail, unit or member
 * number in any case, and of one or two characters the start of the name; any text also a card number,
 * a registration number (up to 9 digits) or a passport number (8 to 20 letters and digits) typed in full.
 */
function matchesKeyword(row: OracleRow, text: string, as: KeywordMeaning): boolean {
  if (as === "phone") return row.phone === text.replace(/[\s-]/g, "");
  if (as === "idNumber") return sameDocument(row, text);
  const lower = text.toLowerCase();
  const found =
    [...text].length >= 3
      ? [row.name, row.nameEn, row.email, row.unit, row.memberNo].some((v) => v.toLowerCase().includes(lower))
      : row.name.toLowerCase().startsWith(lower);
  return (
    found ||
    row.cardNumber === text ||
    (/^\d{1,9}$/.test(text) && row.id === Number(text)) ||
    (/^[A-Za-z0-9]{8,20}$/.test(text) && sameDocument(row, text))
  );
}

/** The rows a case lists, newest first (live registrations only). */
export function expectedRows(all: OracleRow[], listCase: ListCase): OracleRow[] {
  const { conferenceId, columns = {}, keyword, created } = listCase;
  return all
    .filter((row) => row.isDeleted === 0)
    .filter((row) => conferenceId === null || row.conferenceId === conferenceId)
    .filter((row) =>
      columnFilters.every((name) => columns[name] === undefined || filterValue(row, name) === columns[name]),
    )
    .filter((row) => !keyword || matchesKeyword(row, keyword.text, keyword.as))
    .filter((row) => !created || matchesCreated(row, created))
    .sort((a, b) => b.id - a.id);
}

/** The query string of a case's page. */
export function caseQuery(
  listCase: ListCase,
  page: number,
  size: number,
  extra: Record<string, number> = {},
) {
  const params = new URLSearchParams({ page: String(page), size: String(size) });
  if (listCase.conferenceId !== null) params.set("conferenceId", String(listCase.conferenceId));
  for (const [name, value] of Object.entries({ ...listCase.columns, ...extra }))
    params.set(name, String(value));
  if (listCase.keyword) params.set("keyword", listCase.keyword.text);
  if (listCase.created?.year !== undefined) params.set("year", String(listCase.created.year));
  if (listCase.created?.date !== undefined) params.set("createdDate", listCase.created.date);
  return params.toString();
}
