import { type DeclaredFilter, type ListDeclaration, type ListQuery, zonedDayRange } from "@confreg/shared";
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from "kysely";

/**
 * Where a list's declared filters apply in its query: a column, compared for equality (an enum, an id,
 * exact text, a yes or no) or, for a day, the timestamp that falls on it; or a condition of the list's
 * own. The conference is not here: the scope chooses it. The keyword is mostly the list's query's own
 * search (registrantOrExact); a list whose rows are registrations may target it here (keywordFilter).
 */
export type FilterTargets<D extends ListDeclaration> = {
  [K in keyof D["filters"]]?:
    | string
    | ((value: NonNullable<ListQuery<D>[K & keyof ListQuery<D>]>) => Expression<SqlBool>);
};

function condition(filter: DeclaredFilter, column: string, value: unknown, timeZone: string) {
  const ref = sql.ref(column);
  if (filter.kind !== "day") return sql<SqlBool>`${ref} = ${value}`;
  const [start, end] = zonedDayRange(value as string, timeZone);
  // `to` includes its whole day: before the next day's start.
  if (filter.bound === "on") return sql<SqlBool>`${ref} >= ${start} and ${ref} < ${end}`;
  return filter.bound === "from" ? sql<SqlBool>`${ref} >= ${start}` : sql<SqlBool>`${ref} < ${end}`;
}

/** The query with every filter the reader set, each where its target says; days in `timeZone`. */
export function whereFilters<D extends ListDeclaration, DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  list: D,
  query: ListQuery<D>,
  targets: FilterTargets<D>,
  timeZone: string,
): SelectQueryBuilder<DB, TB, O> {
  let rows = base;
  for (const [name, target] of Object.entries(targets) as [string, FilterTargets<D>[string]][]) {
    const value = (query as Record<string, unknown>)[name];
    const filter = list.filters[name];
    if (value === undefined || value === "" || target === undefined || !filter) continue;
    const where =
      typeof target === "string" ? condition(filter, target, value, timeZone) : target(value as never);
    rows = rows.where(where);
  }
  return rows;
}
