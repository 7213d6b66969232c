import { type PayState, payStateColumns } from "@confreg/shared";
import { type Expression, type SqlBool, sql } from "kysely";

/** The tables that keep a payment's status beside what it charges: a line, or a registration's standing. */
type PayTable = "payLines" | "registrations";

/**
 * A condition on a line's or a registration's stored columns that holds exactly when `payStateOf` shows
 * `state` (shared `payStateColumns`): the filters and counts that read it never decide it themselves.
 */
export function payStateIs(table: PayTable, state: PayState): Expression<SqlBool> {
  const { payStatus, feeIsZero } = payStateColumns(state);
  const status = sql<SqlBool>`${sql.ref(`${table}.payStatus`)} = ${payStatus}`;
  if (feeIsZero === null) return status;
  const fee = sql<SqlBool>`${sql.ref(`${table}.totalFee`)} ${sql.raw(feeIsZero ? "=" : ">")} 0`;
  return sql<SqlBool>`(${status} and ${fee})`;
}
