import type { PayType } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Refund applications on a payment line; bank details only for bank-transfer and onsite payments. */
export interface RefundRequestsTable {
  id: Generated<number>;
  payLineId: number;
  payType: PayType;
  name: Generated<string>;
  /** The account holder's ID number, encrypted. */
  idNumberEnc: string | null;
  bankNumber: Generated<string>;
  bank: Generated<string>;
  reason: string;
  /** Our number of the refund at the provider (original route), once it was asked for. */
  outRefundNo: Generated<string>;
  /** Why an administrator turned the request down (rejectRefund). */
  rejectReason: Generated<string>;
  createTime: string;
  /** A partial refund's amount (cents); null: the line's whole received fee (migration 0027). */
  amount: number | null;
}

export type RefundRequestRow = Selectable<RefundRequestsTable>;
export type NewRefundRequest = Insertable<RefundRequestsTable>;
export type RefundRequestUpdate = Updateable<RefundRequestsTable>;
