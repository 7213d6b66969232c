import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** The address and health declaration (registerCovid, spec 001 §3); image fields are upload ids; one per registration. */
export interface DeclarationsTable {
  id: Generated<number>;
  registrationId: number;
  isInperson: number | null;
  checkinCard: number | null;
  /** 1 in-province, 2 out-of-province; fare..yimiao are yes/no answers (1/0). */
  registerType: number | null;
  fare: number | null;
  gaofengxian: number | null;
  mijie: number | null;
  jingwai: number | null;
  geli: number | null;
  yimiao: number | null;
  huizhanma: number | null;
  xingchengma: number | null;
  jiankangma: number | null;
  shengneihesuan: number | null;
  shengwaihesuan: number | null;
  shineihesuan: number | null;
  qita: Generated<string>;
  qianming: number | null;
  createTime: string;
  updateTime: string;
}

export type DeclarationRow = Selectable<DeclarationsTable>;
export type NewDeclaration = Insertable<DeclarationsTable>;
export type DeclarationUpdate = Updateable<DeclarationsTable>;
