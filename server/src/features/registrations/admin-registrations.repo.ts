import {
  type ListQuery as DeclaredListQuery,
  defaultTimeZone,
  type ListDeclaration,
  type PageQuery,
  registrationList,
} from "@confreg/shared";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Pii } from "#crypto/pii";
import type { DialectName } from "#db/database";
import type { Database } from "#db/schema";
import { type FilterTargets, whereFilters } from "#lib/list/filters";
import { registrationTargets } from "./registration-filters";

type Query = SelectQueryBuilder<Database, "registrations", object>;

/**
 * A list of the registration family (shared lists: registerList, checklist, hotelTranslist), or what of
 * one an export filters by: its declared filters.
 */
export type RegistrationFamily = Pick<ListDeclaration, "filters">;
/** A value per declared filter, by query parameter (absent or "": not filtered). */
export type FilterValues = Record<string, unknown>;
/** A list's query: paging, the cursors beside a page, and a value per declared filter. */
export type ListQuery = PageQuery & { after?: number; before?: number } & FilterValues;

/** What the list needs besides the query: where it runs and how to look up personal data. */
export type ListContext = {
  db: Kysely<Database>;
  dialect: DialectName;
  pii: Pii;
  /** The conference in scope; null: all conferences. */
  scope: number | null;
  /** The conference's zone, for the date filters. */
  timeZone?: string;
  /** Only these conferences' registrations (a list some conferences do not show); absent: every one in scope. */
  conferenceIds?: readonly number[];
};

/**
 * The live registrations of the scope with each declared filter applied where `registrationTargets`
 * says: the registration's own columns (its standing included), so neither the page nor the count joins
 * anything: each column filter has an index (conference_id, is_deleted, column, id) over live rows that
 * answers both (migration 0009). The indexes are partial (`where is_deleted = 0`); the statement says it
 * with a literal, so every planner can tell they apply (a generic Postgres plan could not from a parameter).
 */
export function filtered(context: ListContext, query: FilterValues, list: RegistrationFamily): Query {
  let base: Query = context.db.selectFrom("registrations").where("registrations.isDeleted", "=", sql.lit(0));
  if (context.scope !== null) base = base.where("registrations.conferenceId", "=", context.scope);
  const only = context.conferenceIds;
  if (only)
    base = only.length ? base.where("registrations.conferenceId", "in", only) : base.where(sql.lit(false));
  // The family's targets are typed by their own lists; here any list of the family applies its own.
  const declared = list as ListDeclaration;
  const targets = registrationTargets(context) as FilterTargets<ListDeclaration>;
  const values = query as DeclaredListQuery<ListDeclaration>;
  return whereFilters(base, declared, values, targets, context.timeZone ?? defaultTimeZone);
}

/**
 * The ids of the page, read from an index alone: after or before a cursor (keyset: exact however deep),
 * or counted from the start (an offset over index entries only; the rows are fetched for these ids).
 */
function pageIds(base: Query, query: ListQuery) {
  const ids = base.select("registrations.id").limit(query.size);
  if (query.after !== undefined)
    return ids.where("registrations.id", "<", query.after).orderBy("registrations.id", "desc");
  if (query.before !== undefined)
    return ids.where("registrations.id", ">", query.before).orderBy("registrations.id", "asc");
  return ids.orderBy("registrations.id", "desc").offset((query.page - 1) * query.size);
}

/**
 * The list's two statements, as query builders: the page's rows (newest first) and the count of all rows
 * that match. The benchmark compiles the same builders to run their SQL with the bare driver.
 */
export function registrationListQueries(
  context: ListContext,
  query: ListQuery,
  list: RegistrationFamily = registrationList,
) {
  const base = filtered(context, query, list);
  return {
    rows: context.db
      .selectFrom("registrations")
      .selectAll("registrations")
      .where("registrations.id", "in", pageIds(base, query))
      .orderBy("registrations.id", "desc"),
    count: base.select((eb) => eb.fn.countAll<number>().as("n")),
  };
}

/**
 * A back-office list of the family (the registration list unless another is given): a page of live
 * registrations in scope, the total, and the cursors beside it.
 */
export async function searchRegistrations(
  context: ListContext,
  query: ListQuery,
  list: RegistrationFamily = registrationList,
) {
  const statements = registrationListQueries(context, query, list);
  const [rows, count] = await Promise.all([
    statements.rows.execute(),
    statements.count.executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  const last = rows.at(-1);
  const first = rows[0];
  return {
    rows,
    total,
    cursors: {
      after: last && query.page * query.size < total ? last.id : null,
      before: first && query.page > 1 ? first.id : null,
    },
  };
}
