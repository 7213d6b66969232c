import type { GroupType } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Group discount schemes; the factor is stored exactly as basis points (9000 = 0.9, 10000 = none). */
export interface GroupSchemesTable {
  id: Generated<number>;
  conferenceId: number;
  groupType: Generated<GroupType>;
  minNumber: number;
  maxNumber: Generated<number>;
  /** The discount factor in basis points: 9000 = 0.9 (shared groupScheme.discount = discountBp / 10000). */
  discountBp: number;
  isDeleted: Generated<number>;
  createTime: string;
}

export type GroupSchemeRow = Selectable<GroupSchemesTable>;
export type NewGroupScheme = Insertable<GroupSchemesTable>;
export type GroupSchemeUpdate = Updateable<GroupSchemesTable>;
