import type { PageQuery } from "@confreg/shared";
import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { Pii } from "#crypto/pii";
import type { DialectName } from "#db/database";
import type { Database } from "#db/schema";
import { keywordFilter } from "./keyword";

/** Where a back-office list runs and which conferences it may show (null: every conference). */
export type AdminListContext = {
  db: Kysely<Database>;
  dialect: DialectName;
  pii: Pii;
  scope: number | null;
};

/**
 * A keyword finds the registrant as the registration list does (name, unit, e-mail, a whole phone or ID
 * number, through the same indexes), or the row by one of its own numbers (`exact` columns), typed in full.
 */
export function registrantOrExact(
  context: AdminListContext,
  keyword: string,
  exact: readonly string[],
): Expression<SqlBool> {
  const matches = [
    keywordFilter(context.dialect, keyword, context.pii),
    ...exact.map((column) => sql`${sql.ref(column)} = ${keyword}`),
  ];
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/**
 * A list's page, newest first (by `columns.id`), and the count of every row that matches: the rows of the
 * scope's conference (`columns.conferenceId`), or of every conference when the scope is null.
 */
export async function newestFirstPage<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  columns: { id: string; conferenceId: string },
  scope: number | null,
  query: PageQuery,
): Promise<{ rows: O[]; total: number }> {
  const scoped = scope === null ? base : base.where(sql.ref(columns.conferenceId), "=", scope);
  const [rows, count] = await Promise.all([
    scoped
      .orderBy(sql.ref(columns.id), "desc")
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    scoped
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  // The count's row type stays generic here: it is `{ n }`, a number or a numeric string by dialect.
  return { rows, total: Number((count as unknown as { n: number | string }).n) };
}

/**
 * A keyset page, newest first: the rows before the `after` id, one more than the page to know whether a
 * next page exists, and the id to ask for it (null on the last page). As fast on the thousandth page.
 */
export async function keysetPage<DB, TB extends keyof DB, O extends { id: number }>(
  base: SelectQueryBuilder<DB, TB, O>,
  idColumn: string,
  query: { after?: number; size: number },
): Promise<{ rows: O[]; next: number | null }> {
  const after = query.after;
  const from = after === undefined ? base : base.where(sql.ref(idColumn), "<", after);
  const found = await from
    .orderBy(sql.ref(idColumn), "desc")
    .limit(query.size + 1)
    .execute();
  const rows = found.slice(0, query.size);
  return { rows, next: found.length > query.size ? (rows.at(-1)?.id ?? null) : null };
}
