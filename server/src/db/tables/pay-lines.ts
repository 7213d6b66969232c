import type { Currency, PayStatus, PayType, RefundType } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Payment lines of a registration (registerPayInfoList); seq 1 is "the first entry" the spec uses. */
export interface PayLinesTable {
  id: Generated<number>;
  registrationId: number;
  seq: number;
  payType: PayType;
  payStatus: Generated<PayStatus>;
  totalFee: Generated<number>;
  /** What was received, in cents; kept after a refund (refundTime says when it went back). */
  receivedFee: Generated<number>;
  currency: Generated<Currency>;
  /** Unique; a refunded line paid again gets a new one (isRepay counts how many times). */
  outTradeNo: string;
  transactionId: Generated<string>;
  openid: Generated<string>;
  queryId: Generated<string>;
  traceNo: Generated<string>;
  payTime: string | null;
  /** Upload id of the bank-transfer voucher. */
  transferVoucher: number | null;
  refundType: RefundType | null;
  refundTime: string | null;
  isRepay: Generated<number>;
  /** Why the voucher was sent back (returnToReview), shown to the attendee until the line moves on. */
  returnReason: Generated<string>;
  createTime: string;
  updateTime: string;
}

export type PayLineRow = Selectable<PayLinesTable>;
export type NewPayLine = Insertable<PayLinesTable>;
export type PayLineUpdate = Updateable<PayLinesTable>;
