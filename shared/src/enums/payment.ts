import { enumValues, type Labels, type ValueOf, valuesWhere, type YesNoTraits } from "./define";

/** How a payment line is paid (spec 000 §3). */
export const PayType = { bankTransfer: 1, alipay: 2, wechat: 3, unionpay: 4, onsite: 5, paypal: 6 } as const;
export type PayType = ValueOf<typeof PayType>;
export const payTypeValues = enumValues(PayType);
export const payTypeLabels: Labels<PayType> = {
  1: /*i18n*/ { id: "payType.bankTransfer", message: "Bank transfer" },
  2: /*i18n*/ { id: "payType.alipay", message: "Alipay" },
  3: /*i18n*/ { id: "payType.wechat", message: "WeChat Pay" },
  4: /*i18n*/ { id: "payType.unionpay", message: "UnionPay" },
  5: /*i18n*/ { id: "payType.onsite", message: "Pay on site" },
  6: /*i18n*/ { id: "payType.paypal", message: "PayPal (USD)" },
};

/** payStatus of a payment line (DOMAIN.md §4; -2 is "refunded" and unpaid-like, §10). */
export const PayStatus = {
  unpaid: 0,
  reviewing: 1,
  paid: 2,
  paidPending: 3,
  refundReviewing: -1,
  refundProcessing: -3,
  refunded: -2,
  refundRejected: -4,
} as const;
export type PayStatus = ValueOf<typeof PayStatus>;
export const payStatusValues = enumValues(PayStatus);
export const payStatusLabels: Labels<PayStatus> = {
  0: /*i18n*/ { id: "payStatus.unpaid", message: "Unpaid" },
  1: /*i18n*/ { id: "payStatus.reviewing", message: "Payment under review" },
  2: /*i18n*/ { id: "payStatus.paid", message: "Paid" },
  3: /*i18n*/ { id: "payStatus.paidPending", message: "Paid, waiting for the group" },
  [-1]: /*i18n*/ { id: "payStatus.refundReviewing", message: "Refund under review" },
  [-3]: /*i18n*/ { id: "payStatus.refundProcessing", message: "Refund in progress" },
  [-2]: /*i18n*/ { id: "payStatus.refunded", message: "Refunded" },
  [-4]: /*i18n*/ { id: "payStatus.refundRejected", message: "Refund rejected" },
};

/**
 * What a payment line's state means, one row per state (DOMAIN.md §4): every subset of payment statuses is
 * drawn from this table (`payStatusesWhere`), never written out. Which events a state allows is the payment
 * machine's (state/payment.ts), not a column here.
 */
export type PayStatusTraits = {
  /** The society holds money received on the line (a refund may be under way). */
  readonly holdsMoney: boolean;
  /** Money held that no refund is moving: what the payment receipt lists. */
  readonly onReceipt: boolean;
  /** The line asks nothing more of the person: its money is in and stays. */
  readonly settles: boolean;
  /** A refund request is open on the line: under review, or approved and being paid out. */
  readonly refundOpen: boolean;
  /**
   * Unpaid-like (DOMAIN.md §7, §10): nothing received and nothing on its way, so the registration may be
   * edited freely and deleted, and a lower fee simply charges the line less.
   */
  readonly unpaidLike: boolean;
  /** Money on its way (a payment under review, a group not complete, a refund under way): the fee is fixed. */
  readonly moneyOnItsWay: boolean;
  /** Paid and no refund asked (2, or 3 waiting for its group): a paid group member; its papers get codes. */
  readonly countsAsPaid: boolean;
  /** A refund was asked and not declined: the attendee sees its steps (applied, reviewed, refunded). */
  readonly refundAsked: boolean;
  /** A provider may still move the line: a payment under review, a refund being paid out. Worth asking. */
  readonly underWay: boolean;
  /** The registration still waits for its money (nothing paid, or under review): an account's unpaid ones. */
  readonly awaitsPayment: boolean;
};

// biome-ignore format: one row per state reads as a table
export const payStatusTraits: Record<PayStatus, PayStatusTraits> = {
  0: { holdsMoney: false, onReceipt: false, settles: false, refundOpen: false, unpaidLike: true, moneyOnItsWay: false, countsAsPaid: false, refundAsked: false, underWay: false, awaitsPayment: true },
  1: { holdsMoney: false, onReceipt: false, settles: false, refundOpen: false, unpaidLike: false, moneyOnItsWay: true, countsAsPaid: false, refundAsked: false, underWay: true, awaitsPayment: true },
  2: { holdsMoney: true, onReceipt: true, settles: true, refundOpen: false, unpaidLike: false, moneyOnItsWay: false, countsAsPaid: true, refundAsked: false, underWay: false, awaitsPayment: false },
  3: { holdsMoney: true, onReceipt: true, settles: false, refundOpen: false, unpaidLike: false, moneyOnItsWay: true, countsAsPaid: true, refundAsked: false, underWay: false, awaitsPayment: false },
  [-1]: { holdsMoney: true, onReceipt: false, settles: false, refundOpen: true, unpaidLike: false, moneyOnItsWay: true, countsAsPaid: false, refundAsked: true, underWay: false, awaitsPayment: false },
  [-3]: { holdsMoney: true, onReceipt: false, settles: false, refundOpen: true, unpaidLike: false, moneyOnItsWay: true, countsAsPaid: false, refundAsked: true, underWay: true, awaitsPayment: false },
  [-2]: { holdsMoney: false, onReceipt: false, settles: false, refundOpen: false, unpaidLike: true, moneyOnItsWay: false, countsAsPaid: false, refundAsked: true, underWay: false, awaitsPayment: false },
  [-4]: { holdsMoney: true, onReceipt: true, settles: true, refundOpen: false, unpaidLike: false, moneyOnItsWay: false, countsAsPaid: false, refundAsked: false, underWay: false, awaitsPayment: false },
};

/** The payment statuses whose row answers yes to `trait`, in enum order. */
export const payStatusesWhere = (trait: YesNoTraits<PayStatusTraits>) =>
  valuesWhere(payStatusValues, payStatusTraits, trait);

/**
 * What the back office shows as a payment (a line, or a registration's): its payStatus, or "nothing to
 * pay" for a line that charges nothing and asks nothing (an imported registration, a free participant
 * type). Never stored on a line; decided by `payStateOf` (rules/pay-state.ts) alone.
 */
export const PayState = { ...PayStatus, nothingToPay: 9 } as const;
export type PayState = ValueOf<typeof PayState>;
export const payStateValues = enumValues(PayState);
export const payStateLabels: Labels<PayState> = {
  ...payStatusLabels,
  9: /*i18n*/ { id: "payState.nothingToPay", message: "Nothing to pay" },
};

/** How a refund is paid back (spec 002 §3). */
export const RefundType = { originalRoute: 1, transfer: 2 } as const;
export type RefundType = ValueOf<typeof RefundType>;
export const refundTypeValues = enumValues(RefundType);
export const refundTypeLabels: Labels<RefundType> = {
  1: /*i18n*/ { id: "refundType.originalRoute", message: "Original payment route" },
  2: /*i18n*/ { id: "refundType.transfer", message: "Bank transfer" },
};

/**
 * When a conference offers a payment type (DOMAIN.md §4): always (bank transfer), with `isOnsite`, on
 * yuan conferences (the yuan providers), or on dollar conferences (PayPal).
 */
export type PayTypeOffer = "always" | "onsite" | "yuan" | "dollar";

/** What a payment type can do, one row per type: every subset of pay types is derived from this table. */
export type PayTypeTraits = {
  /** Paid through a provider's checkout, with an order (the startOnlinePayment event). */
  readonly online: boolean;
  /** Paid by a transfer whose voucher the attendee uploads and the finance office reviews. */
  readonly hasVoucher: boolean;
  /**
   * How its money can go back, the default first: by the original route for Alipay and WeChat Pay (DOMAIN.md
   * §4), by bank transfer always.
   */
  readonly refundRoutes: readonly [RefundType, ...RefundType[]];
  /** Which conferences offer it. */
  readonly offered: PayTypeOffer;
  /**
   * Whether it works inside WeChat's browser: there the only provider is WeChat Pay; bank transfer and
   * onsite do not depend on the browser.
   */
  readonly inWeChat: boolean;
};

const throughProvider = [RefundType.originalRoute, RefundType.transfer] as const;
const byTransferOnly = [RefundType.transfer] as const;

// biome-ignore format: one row per type reads as a table
export const payTypeTraits = {
  1: { online: false, hasVoucher: true, refundRoutes: byTransferOnly, offered: "always", inWeChat: true },
  2: { online: true, hasVoucher: false, refundRoutes: throughProvider, offered: "yuan", inWeChat: false },
  3: { online: true, hasVoucher: false, refundRoutes: throughProvider, offered: "yuan", inWeChat: true },
  4: { online: true, hasVoucher: false, refundRoutes: byTransferOnly, offered: "yuan", inWeChat: false },
  5: { online: false, hasVoucher: false, refundRoutes: byTransferOnly, offered: "onsite", inWeChat: true },
  6: { online: true, hasVoucher: false, refundRoutes: byTransferOnly, offered: "dollar", inWeChat: false },
} as const satisfies Record<PayType, PayTypeTraits>;

/** The pay types whose row answers yes to `trait`, in enum order. */
export const payTypesWhere = (trait: YesNoTraits<PayTypeTraits>) =>
  valuesWhere<PayType, PayTypeTraits>(payTypeValues, payTypeTraits, trait);

/** The pay types paid through a provider's checkout (the table's `online` column). */
export type OnlinePayType = {
  [K in PayType]: (typeof payTypeTraits)[K]["online"] extends true ? K : never;
}[PayType];

/** The pay types paid without a provider: by transfer or in cash. */
export type OfflinePayType = Exclude<PayType, OnlinePayType>;

export const Currency = { cny: "CNY", usd: "USD" } as const;
export type Currency = ValueOf<typeof Currency>;
export const currencyValues = enumValues(Currency);
export const currencyLabels: Labels<Currency> = {
  CNY: /*i18n*/ { id: "currency.cny", message: "CNY" },
  USD: /*i18n*/ { id: "currency.usd", message: "USD" },
};
