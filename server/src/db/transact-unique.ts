import { AppError, type ErrorCode } from "@confreg/shared";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "./errors";
import type { Database } from "./schema";
import { type Tx, transact } from "./transact";

/**
 * A unit of work whose writes a unique index guards (a user name, a member number, a paper id): a clash,
 * even with a request racing this one, is refused with `duplicate`, not a 500.
 */
export async function transactUnique<T>(
  deps: { db: Kysely<Database>; now: () => Date },
  duplicate: ErrorCode,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await transact(deps.db, work, { at: deps.now() });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(duplicate);
    throw error;
  }
}
