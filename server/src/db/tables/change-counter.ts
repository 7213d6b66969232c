import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** One row (id 1): the registration change sequence; use nextChangeSeq(), never read-and-write by hand. */
export interface ChangeCounterTable {
  id: Generated<number>;
  value: number;
}

export type ChangeCounterRow = Selectable<ChangeCounterTable>;
export type NewChangeCounter = Insertable<ChangeCounterTable>;
export type ChangeCounterUpdate = Updateable<ChangeCounterTable>;
