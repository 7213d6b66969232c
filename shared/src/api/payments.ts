import { z } from "zod";
import { currencyValues, payStateValues, payStatusValues, payTypeValues, refundTypeValues } from "../enums";
import { enumValues, type ValueOf } from "../enums/define";
import {
  bilingual,
  cents,
  id,
  idParam,
  isoDateTime,
  multilineText,
  optionalText,
  paged,
  pageQuery,
  plainText,
  requiredText,
} from "../schemas/common";
import { paymentEvents } from "../state/payment";
import { offlinePayTypes, onlinePayTypes } from "../state/payment-guards";

/**
 * Where the attendee pays (spec 001 §7: pcAlipay ... mobileWxpayInMiniApp): a desktop browser, a mobile
 * browser, WeChat's own browser (JSAPI), the mini-program.
 */
export const PayChannel = {
  pc: "pc",
  mobile: "mobile",
  wechatBrowser: "wechat-browser",
  miniProgram: "mini-program",
} as const;
export type PayChannel = ValueOf<typeof PayChannel>;
export const payChannelValues = enumValues(PayChannel);

export const startPaymentInput = z.object({
  /** An online type, started at its provider (bank transfer and onsite have no order). */
  payType: z.literal(onlinePayTypes),
  channel: z.enum(payChannelValues),
  /** The payer's openid inside WeChat (JSAPI) or the mini-program. */
  openid: plainText(128).optional(),
});
export type StartPaymentInput = z.infer<typeof startPaymentInput>;

/** What the browser does next to pay (the provider's checkout). */
export const checkout = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("redirect"), url: z.string() }),
  z.object({ kind: z.literal("form"), action: z.string(), fields: z.record(z.string(), z.string()) }),
  z.object({ kind: z.literal("qr"), codeUrl: z.string() }),
  z.object({
    kind: z.literal("jsapi"),
    params: z.object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.literal("RSA"),
      paySign: z.string(),
    }),
  }),
  z.object({ kind: z.literal("paypal"), orderId: z.string(), clientId: z.string() }),
]);
export type Checkout = z.infer<typeof checkout>;

export const paymentStarted = z.object({
  checkout,
  outTradeNo: z.string(),
  /** Whether this is the built-in demo cashier (no credentials configured for the provider). */
  demo: z.boolean(),
});
export type PaymentStarted = z.infer<typeof paymentStarted>;

/** The voucher of a bank transfer: an image uploaded first (kind transferVoucher). */
export const voucherInput = z.object({ uploadId: id });

/** Where a bank-transfer refund goes (spec 000 §5 refund form). */
export const refundAccountInput = z.object({
  name: requiredText(60),
  idNumber: requiredText(40),
  bankNumber: requiredText(40),
  bank: requiredText(100),
});
export const refundRequestInput = z.object({
  reason: requiredText(500),
  /** Needed when the line cannot go back by the original route (shared `refundNeedsBankDetails`). */
  account: refundAccountInput.optional(),
});
export type RefundRequestInput = z.infer<typeof refundRequestInput>;

/** The refund request of a line as its attendee sees it (bank numbers masked). */
export const refundView = z.object({
  reason: z.string(),
  name: z.string(),
  bankNumberMasked: z.string(),
  bank: z.string(),
  refundType: z.literal(refundTypeValues).nullable(),
  rejectReason: z.string(),
  createTime: isoDateTime,
  /** Part of the line's money (an administrator lowered the fee), in cents; null: all of it. */
  amount: cents.nullable(),
});
export type RefundView = z.infer<typeof refundView>;

/** One payment line on the attendee's payment panel. */
export const attendeePayLine = z.object({
  id,
  seq: z.number().int(),
  payType: z.literal(payTypeValues),
  payStatus: z.literal(payStatusValues),
  totalFee: cents,
  receivedFee: cents,
  currency: z.enum(currencyValues),
  outTradeNo: z.string(),
  payTime: isoDateTime.nullable(),
  voucher: z.object({ id, url: z.string() }).nullable(),
  /** Why the voucher was sent back (returnToReview), while the line is unpaid again. */
  returnReason: z.string(),
  refund: refundView.nullable(),
  /** What the attendee may do with the line now (the shared machine). */
  actions: z.array(z.enum(paymentEvents)),
});
export type AttendeePayLine = z.infer<typeof attendeePayLine>;

/** A bank account of the society (system settings, DOMAIN.md §5). */
export const bankAccount = z.object({
  holder: z.string(),
  bank: z.string(),
  number: z.string(),
  swift: z.string(),
  address: z.string(),
});

/** Everything the attendee's payment panel needs for one registration. */
export const paymentPanel = z.object({
  registrationId: id,
  lines: z.array(attendeePayLine),
  /** The types this attendee may pay with here (DOMAIN.md §4), for the client the request came from. */
  offered: z.array(z.literal(payTypeValues)),
  /** The types served by the built-in demo cashier on this server (no credentials configured). */
  demoPayTypes: z.array(z.literal(payTypeValues)),
  transfer: z.object({
    domestic: bankAccount.nullable(),
    international: bankAccount.nullable(),
    /** To quote with the transfer (the conference's system code and the registration). */
    reference: z.string(),
  }),
  /** Where the attendee applies for a refund, when the conference sends them elsewhere. */
  refundUrl: z.string(),
  supportEmail: z.string(),
  /** How many 3-second status checks the page makes after a payment starts. */
  pollMax: z.number().int(),
});
export type PaymentPanel = z.infer<typeof paymentPanel>;

// --- back office -----------------------------------------------------------------------------------------

/** What a back-office list's row (a payment line, an invoice) shows of its registration and registrant. */
export const adminListRegistrant = {
  id,
  registrationId: id,
  conference: z.object({ id, title: bilingual }),
  name: z.string(),
  unit: z.string(),
  email: z.string(),
};

export const adminPaymentRow = z.object({
  ...adminListRegistrant,
  phoneMasked: z.string(),
  payType: z.literal(payTypeValues),
  payStatus: z.literal(payStatusValues),
  /** What the line shows as (shared `payStateOf`): "nothing to pay" for a line charging nothing. */
  payState: z.literal(payStateValues),
  totalFee: cents,
  receivedFee: cents,
  currency: z.enum(currencyValues),
  outTradeNo: z.string(),
  transactionId: z.string(),
  payTime: isoDateTime.nullable(),
  createTime: isoDateTime,
  hasVoucher: z.boolean(),
  hasRefundRequest: z.boolean(),
  /** What an administrator may do with the line now (the shared machine; the guard checks permissions). */
  actions: z.array(z.enum(paymentEvents)),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRow>;

/** One entry of a line's history, from the audit log. */
export const paymentHistoryEntry = z.object({
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  actor: z.object({ kind: z.string(), name: z.string() }),
  reason: z.string(),
  receivedFee: cents.nullable(),
  time: isoDateTime,
});

export const adminPaymentDetail = adminPaymentRow.extend({
  voucher: z.object({ id, url: z.string() }).nullable(),
  refund: refundView.extend({ idNumberMasked: z.string() }).nullable(),
  orders: z.array(
    z.object({
      outTradeNo: z.string(),
      payType: z.literal(payTypeValues),
      channel: z.string(),
      status: z.string(),
      createTime: isoDateTime,
    }),
  ),
  history: z.array(paymentHistoryEntry),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetail>;

/** Money received by transfer, cash or cheque, confirmed with what actually arrived. */
export const confirmPaymentInput = z.object({
  receivedFee: cents,
  payType: z.literal(offlinePayTypes).optional(),
  note: optionalText(200),
});
export const reasonInput = z.object({ reason: requiredText(500) });
export const completeRefundInput = z.object({ refundType: z.literal(refundTypeValues) });

export const PaymentAlertKind = {
  amountMismatch: "amountMismatch",
  unknownOrder: "unknownOrder",
  paidAfterClose: "paidAfterClose",
  refundFailed: "refundFailed",
  stuck: "stuck",
} as const;
export type PaymentAlertKind = ValueOf<typeof PaymentAlertKind>;
export const paymentAlertKindValues = enumValues(PaymentAlertKind);

export const paymentAlert = z.object({
  id,
  kind: z.enum(paymentAlertKindValues),
  conferenceId: id.nullable(),
  payLineId: id.nullable(),
  registrationId: id.nullable(),
  provider: z.string(),
  outTradeNo: z.string(),
  /** What the provider said, for the person who looks into it (amounts, its message). */
  detail: multilineText(2000),
  resolved: z.boolean(),
  createTime: isoDateTime,
});
export type PaymentAlert = z.infer<typeof paymentAlert>;
export const paymentAlertQuery = pageQuery.extend({
  conferenceId: idParam.optional(),
  resolved: z.stringbool().default(false),
});
export const paymentAlertPage = paged(paymentAlert);

export const payLineParams = z.object({ id: idParam, lineId: idParam });
