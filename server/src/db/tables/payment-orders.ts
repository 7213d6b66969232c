import type { Currency, PayType } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

export type PaymentOrderStatus = "creating" | "open" | "paid" | "closed";

/** An order made at a provider for a pay line; the line's current trade number is its latest order's. */
export interface PaymentOrdersTable {
  id: Generated<number>;
  payLineId: number;
  outTradeNo: string;
  /** The provider's name (providers/provider.ts ProviderName). */
  provider: string;
  payType: PayType;
  channel: string;
  providerOrderId: string | null;
  amount: number;
  currency: Currency;
  status: PaymentOrderStatus;
  /** The checkout (JSON) the browser was given, to resume the same order. */
  checkout: Generated<string>;
  expiresAt: string;
  unreachableSince: string | null;
  createTime: string;
  updateTime: string;
}

export type PaymentOrderRow = Selectable<PaymentOrdersTable>;
export type NewPaymentOrder = Insertable<PaymentOrdersTable>;
export type PaymentOrderUpdate = Updateable<PaymentOrdersTable>;

/** Every notify or report applied, once per provider id: a replay finds its row and changes nothing. */
export interface PaymentNotifiesTable {
  id: Generated<number>;
  provider: string;
  dedupeKey: string;
  outTradeNo: Generated<string>;
  outcome: string;
  createTime: string;
}

/** Money that needs a person: amount mismatches, unknown orders, refused refunds, stuck orders. */
export interface PaymentAlertsTable {
  id: Generated<number>;
  kind: string;
  conferenceId: number | null;
  payLineId: number | null;
  provider: Generated<string>;
  outTradeNo: Generated<string>;
  detail: Generated<string>;
  resolvedBy: number | null;
  resolvedTime: string | null;
  createTime: string;
}

/** Orders of the built-in demo cashier (providers/demo): what a real provider would remember. */
export interface DemoOrdersTable {
  id: Generated<number>;
  provider: string;
  outTradeNo: string;
  amount: number;
  currency: Currency;
  subject: Generated<string>;
  status: "pending" | "paid" | "closed";
  transactionId: Generated<string>;
  refunded: Generated<number>;
  createTime: string;
}
