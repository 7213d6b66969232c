import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** A client's key for one registration submission: a retry with the same key returns the first result. */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  accountId: number;
  key: string;
  /** SHA-256 of the request body, so the same key with other data is refused. */
  requestHash: string;
  registrationId: number | null;
  createTime: string;
}

export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
export type NewIdempotencyKey = Insertable<IdempotencyKeysTable>;
export type IdempotencyKeyUpdate = Updateable<IdempotencyKeysTable>;
