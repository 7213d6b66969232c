import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** The papers a registration covers (paperList), linked to the accepted list when it came from there. */
export interface PapersTable {
  id: Generated<number>;
  registrationId: number;
  conferenceId: number;
  acceptedPaperId: number | null;
  paperId: string;
  paperTitle: Generated<string>;
  paperPageNum: number;
  /** Empty until paid on a conference that hands out codes (shared paper-codes); unique when set. */
  paperCode: Generated<string>;
  submitUserName: Generated<string>;
  submitUserEnName: Generated<string>;
  createTime: string;
  updateTime: string;
}

export type PaperRow = Selectable<PapersTable>;
export type NewPaper = Insertable<PapersTable>;
export type PaperUpdate = Updateable<PapersTable>;
