import {
  idDocumentIssue,
  isGroupCode,
  normalizeGroupCode,
  normalizeIdDocument,
  normalizePhone,
  phoneIssue,
  scannableIdTypes,
} from "@confreg/shared";
import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Pii } from "#crypto/pii";
import type { DialectName } from "#db/database";

/** The columns a keyword is looked for in, as SQLite's keyword index holds them (migrations 0009, 0040). */
export const keywordColumns = ["name", "name_en", "email", "unit", "member_no"] as const;

/** What a keyword is: a whole phone number or identity document (personal data), or text to look for. */
export type KeywordKind = "phone" | "idNumber" | "text";

/**
 * A keyword that is a complete phone number or identity document number matches it exactly and nothing
 * else; a part of one matches nothing, so a list cannot be used to guess numbers digit by digit.
 */
export function keywordKind(keyword: string): KeywordKind {
  if (/^[+\d][\d\s-]*$/.test(keyword) && phoneIssue(keyword) === null) return "phone";
  const document = normalizeIdDocument(keyword);
  if (scannableIdTypes.some((type) => idDocumentIssue(type, document) === null)) return "idNumber";
  return "text";
}

/** Trigrams need three characters; shorter terms find the names that begin with them. */
const shortTermLength = 2;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * SQLite: the registrations whose text holds the keyword, through the trigram index (migration 0009),
 * and among the few still waiting to be added to it (0040), by reading them. The cross join keeps the
 * waiting list the outer loop: the planner knows nothing of its size (it is empty when statistics are
 * taken) and otherwise walks every registration, testing each against the list (140 ms at 100,000).
 */
function sqliteTextMatches(keyword: string): RawBuilder<unknown> {
  const phrase = `"${keyword.replaceAll('"', '""')}"`;
  const pattern = `%${escapeLike(keyword)}%`;
  const waitingMatch = sql.join(
    keywordColumns.map((column) => sql`${sql.raw(`registrations.${column}`)} like ${pattern} escape '\\'`),
    sql` or `,
  );
  return sql`select rowid from registrations_fts where registrations_fts match ${phrase}
    union all
    select registrations.id from registrations_fts_pending
      cross join registrations on registrations.id = registrations_fts_pending.id where ${waitingMatch}`;
}

/**
 * The registrations whose text holds the keyword, through the trigram index of each dialect (migration
 * 0009): a part of the name, English name, e-mail, unit or member number, in any case; a term of one or
 * two characters, the names that begin with it.
 */
function textMatches(dialect: DialectName, keyword: string): RawBuilder<unknown> {
  const short = [...keyword].length <= shortTermLength;
  if (dialect === "sqlite") {
    return short
      ? sql`select id from registrations where name like ${`${escapeLike(keyword)}%`} escape '\\'`
      : sqliteTextMatches(keyword);
  }
  // The indexed expression (0009): the columns joined by U+001F, which no keyword holds (safe text).
  const pattern = short ? `${escapeLike(keyword)}%` : `%${escapeLike(keyword)}%`;
  return sql`select id from registrations
    where (name || E'\\x1f' || name_en || E'\\x1f' || email || E'\\x1f' || unit || E'\\x1f' || member_no)
    ilike ${pattern}`;
}

/** The ids a keyword can mean, each found through its own index. */
function candidates(dialect: DialectName, keyword: string, pii: Pii): RawBuilder<unknown>[] {
  const kind = keywordKind(keyword);
  if (kind === "phone") return [sql`select id from registrations where phone = ${normalizePhone(keyword)}`];
  // The keyed hash: found without decrypting a single row.
  const byDocument = (text: string) =>
    sql`select id from registrations where id_number_hash = ${pii.idNumberHash(text)}`;
  if (kind === "idNumber") return [byDocument(keyword)];
  const ids = [
    textMatches(dialect, keyword),
    sql`select id from registrations where card_number = ${keyword}`,
  ];
  if (/^\d{1,9}$/.test(keyword)) ids.push(sql`select id from registrations where id = ${Number(keyword)}`);
  // A group's code, typed in full in either case: its members (DOMAIN.md §6).
  const code = normalizeGroupCode(keyword);
  if (isGroupCode(code))
    ids.push(sql`select registrations.id from groups
      join registrations on registrations.group_id = groups.id where groups.group_code = ${code}`);
  // A passport or permit number, typed in full.
  if (/^[A-Za-z0-9]{8,20}$/.test(keyword)) ids.push(byDocument(keyword));
  return ids;
}

/**
 * The keyword filter: the registration is one of the keyword's candidates. Whole phone and document
 * numbers match exactly, through their normalised column and keyed hash; other text through the trigram
 * index, or as a card number, registration number, passport number or group code typed in full. The candidates are
 * listed first (`union all` of indexed look-ups), then the list reads the registrations by id: the
 * planners cannot choose to walk the whole conference testing each row instead.
 */
export function keywordFilter(dialect: DialectName, keyword: string, pii: Pii): Expression<SqlBool> {
  const ids = sql.join(candidates(dialect, keyword, pii), sql` union all `);
  // Postgres computes an array once (an init plan), whatever its statistics say; a plain IN may be re-run
  // for every row of the list when they are missing (a new conference). SQLite always lists IN once.
  return dialect === "postgres"
    ? sql<SqlBool>`${sql.ref("registrations.id")} = any(array(${ids}))`
    : sql<SqlBool>`${sql.ref("registrations.id")} in (${ids})`;
}
