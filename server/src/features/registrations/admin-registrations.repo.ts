import {
  type AdminRegistrationQuery,
  defaultTimeZone,
  type FilterApply,
  idDocumentIssue,
  normalizeIdDocument,
  normalizePhone,
  phoneIssue,
  registrationListFilterNames,
  registrationListFilters,
  scannableIdTypes,
  zonedDayRange,
  zonedYearRange,
} from "@confreg/shared";
import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { Pii } from "#crypto/pii";
import type { Database } from "#db/schema";

type Query = SelectQueryBuilder<Database, "registrations", object>;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** What a keyword is: a whole phone number or identity document (personal data), or text to look for. */
export type KeywordKind = "phone" | "idNumber" | "text";

/**
 * A keyword that is a complete phone number or identity document number matches it exactly and nothing
 * else; a part of one matches nothing, so a list cannot be used to guess numbers digit by digit (M2).
 */
export function keywordKind(keyword: string): KeywordKind {
  if (/^[+\d][\d\s-]*$/.test(keyword) && phoneIssue(keyword) === null) return "phone";
  const document = normalizeIdDocument(keyword);
  if (scannableIdTypes.some((type) => idDocumentIssue(type, document) === null)) return "idNumber";
  return "text";
}

function keywordFilter(query: Query, keyword: string, pii: Pii): Query {
  const kind = keywordKind(keyword);
  if (kind === "phone") return query.where("registrations.phone", "=", normalizePhone(keyword));
  // The keyed hash: found without decrypting a single row.
  if (kind === "idNumber") return query.where("registrations.idNumberHash", "=", pii.idNumberHash(keyword));
  return query.where((eb) => {
    const pattern = likePattern(keyword);
    const like = (column: string): Expression<SqlBool> =>
      sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    const alternatives = [
      like("registrations.name"),
      like("registrations.nameEn"),
      like("registrations.email"),
      like("registrations.unit"),
      like("registrations.memberNo"),
      eb("registrations.cardNumber", "=", keyword),
    ];
    if (/^\d{1,9}$/.test(keyword)) alternatives.push(eb("registrations.id", "=", Number(keyword)));
    // A passport or permit number, typed in full.
    if (/^[A-Za-z0-9]{8,20}$/.test(keyword)) {
      alternatives.push(eb("registrations.idNumberHash", "=", pii.idNumberHash(keyword)));
    }
    return eb.or(alternatives);
  });
}

function applyFilter(query: Query, apply: FilterApply, value: unknown, pii: Pii, timeZone: string): Query {
  switch (apply.kind) {
    case "scope":
      return query;
    case "column":
      return query.where(`registrations.${apply.column}`, "=", value as number);
    case "createdYear": {
      const [from, to] = zonedYearRange(value as number, timeZone);
      return query.where("registrations.createTime", ">=", from).where("registrations.createTime", "<", to);
    }
    case "createdDay": {
      const [from, to] = zonedDayRange(value as string, timeZone);
      return query.where("registrations.createTime", ">=", from).where("registrations.createTime", "<", to);
    }
    case "hostUnit":
      return query.where("registrations.conferenceId", "in", (eb) =>
        eb
          .selectFrom("conferences")
          .select("id")
          .where("hostUnit", "=", value as string),
      );
    case "keyword":
      return keywordFilter(query, value as string, pii);
  }
}

/**
 * The back-office list: live registrations of the conferences in scope (null: all), with each declared
 * filter applied to the registration's own columns (its standing included: no joins).
 */
export async function searchRegistrations(
  db: Kysely<Database>,
  pii: Pii,
  scope: number | null,
  query: AdminRegistrationQuery,
  timeZone = defaultTimeZone,
) {
  let base: Query = db.selectFrom("registrations").where("registrations.isDeleted", "=", 0);
  if (scope !== null) base = base.where("registrations.conferenceId", "=", scope);
  for (const name of registrationListFilterNames) {
    const value = query[name];
    if (value === undefined || value === "") continue;
    base = applyFilter(base, registrationListFilters[name].apply, value, pii, timeZone);
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll("registrations")
      .orderBy("registrations.id", "desc")
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
