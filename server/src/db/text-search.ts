import { type ExpressionBuilder, sql } from "kysely";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Rows where any of `columns` holds `term`, in any case, alike on SQLite and Postgres (lower() on both
 * sides, LIKE with an escape). A scan: for the back office's short lists (members, accepted papers), not
 * for registrations, which have their trigram index.
 */
export function anyColumnContains<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  term: string,
) {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  return eb.or(
    columns.map((column) => eb(sql`lower(${sql.ref(column)})`, "like", sql`${pattern} escape '\\'`)),
  );
}
