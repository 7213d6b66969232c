import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** The agreement a registrant confirms (registerProtocol, spec 001 §3); one per registration. */
export interface AgreementsTable {
  id: Generated<number>;
  registrationId: number;
  unit: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  /** 1 PhD student, 2 postdoc. */
  role: number | null;
  isAgreed: Generated<number>;
  createTime: string;
  updateTime: string;
}

export type AgreementRow = Selectable<AgreementsTable>;
export type NewAgreement = Insertable<AgreementsTable>;
export type AgreementUpdate = Updateable<AgreementsTable>;
