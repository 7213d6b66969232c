import type { Gender } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** The society's lists for member checks: kind "caa" (society members), "committee", "ieee". */
export interface MembersTable {
  id: Generated<number>;
  kind: string;
  name: string;
  /** Unique within its kind. */
  memberNo: string;
  unit: Generated<string>;
  /** What the member suggestion offers besides the unit and number (migration 0023). */
  gender: Gender | null;
  job: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  valid: Generated<number>;
  createTime: string;
  updateTime: string;
}

export type MemberRow = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type MemberUpdate = Updateable<MembersTable>;
