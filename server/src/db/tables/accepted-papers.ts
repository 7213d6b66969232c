import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** The conference's list of accepted papers, imported from the paper system (spec 002 §3). */
export interface AcceptedPapersTable {
  id: Generated<number>;
  conferenceId: number;
  paperId: string;
  title: string;
  submitUserName: Generated<string>;
  submitUserEnName: Generated<string>;
  /** The submitter's e-mail as the paper system lists it: the account with this e-mail sees the paper. */
  submitUserEmail: Generated<string>;
  finalPaper: Generated<string>;
  /** Pages as the paper system gives them (migration 0033). */
  pageNum: number | null;
  submitUserPhone: Generated<string>;
  pin: Generated<string>;
  /** The registration that claimed the paper, if any. */
  registrationId: number | null;
  createTime: string;
}

export type AcceptedPaperRow = Selectable<AcceptedPapersTable>;
export type NewAcceptedPaper = Insertable<AcceptedPapersTable>;
export type AcceptedPaperUpdate = Updateable<AcceptedPapersTable>;
