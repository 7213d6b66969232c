import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** A registration's answer to an extra question; several values of a multiple choice are joined with ';'. */
export interface ExtraAnswersTable {
  id: Generated<number>;
  registrationId: number;
  extraItemId: number;
  value: Generated<string>;
}

export type ExtraAnswerRow = Selectable<ExtraAnswersTable>;
export type NewExtraAnswer = Insertable<ExtraAnswersTable>;
export type ExtraAnswerUpdate = Updateable<ExtraAnswersTable>;
