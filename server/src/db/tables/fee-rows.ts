import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Fee table: the fee by participant type and number of papers, plus a fee per page over the limit (yuan only). */
export interface FeeRowsTable {
  id: Generated<number>;
  participantTypeId: number;
  paperNum: number;
  fee: number;
  discountFee: number;
  pageLimit: number;
  overPageFee: Generated<number>;
}

export type FeeRowRow = Selectable<FeeRowsTable>;
export type NewFeeRow = Insertable<FeeRowsTable>;
export type FeeRowUpdate = Updateable<FeeRowsTable>;
