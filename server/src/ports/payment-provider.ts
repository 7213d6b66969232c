/**
 * The one interface every payment provider speaks (DOMAIN.md §4): Alipay, WeChat Pay v3, UnionPay, PayPal,
 * and the built-in demo cashier. The payment service (../payment.service.ts) knows nothing else of them.
 *
 * Money is integer cents (fen) with its currency, everywhere on this side of the interface; an adapter
 * converts to its provider's unit ("12.30" yuan strings, fen integers, "12.30" dollars) and back.
 */

export type ProviderName = "alipay" | "wechat" | "unionpay" | "paypal" | "demo";

/**
 * Where the attendee pays (spec 001 §7: pcAlipay ... mobileWxpayInMiniApp): a desktop browser, a mobile
 * browser, WeChat's own browser (JSAPI, with the payer's openid), the mini-program (with its openid).
 */
export type PayChannel = "pc" | "mobile" | "wechat-browser" | "mini-program";

export type Money = { amount: number; currency: "CNY" | "USD" };

export type CreateOrderRequest = {
  outTradeNo: string;
  /** What is owed on the line, in cents. */
  money: Money;
  /** First 10 characters of the conference title plus the registrant's name; never a phone or ID number. */
  subject: string;
  channel: PayChannel;
  /** Where the attendee's browser comes back to after paying (the registration's detail page). */
  returnUrl: string;
  /** Where the provider posts its asynchronous notify (this server's notify route for the provider). */
  notifyUrl: string;
  /** The payer's openid (JSAPI and mini-program). */
  openid?: string;
  /** The payer's IP address (WeChat H5 and UnionPay ask for it). */
  clientIp: string;
  /** The order closes at the provider by itself after this (DOMAIN.md §4: 30 minutes by default). */
  expiresAt: Date;
};

/** What the attendee's browser does next to pay. */
export type Checkout =
  /** Go to this URL (Alipay page and WAP pay, WeChat H5 `h5_url`, the demo cashier, PayPal's approve link). */
  | { kind: "redirect"; url: string }
  /** Post this form (UnionPay front transaction, Alipay when it answers a form). */
  | { kind: "form"; action: string; fields: Record<string, string> }
  /** Show this as a QR code for the payer's phone (WeChat Native `code_url`). */
  | { kind: "qr"; codeUrl: string }
  /** Call WeChat's JSAPI `chooseWXPay` / the mini-program's `requestPayment` with these. */
  | {
      kind: "jsapi";
      params: {
        appId: string;
        timeStamp: string;
        nonceStr: string;
        package: string;
        signType: "RSA";
        paySign: string;
      };
    }
  /** PayPal's buttons approve this order id in the page, then the server captures it. */
  | { kind: "paypal"; orderId: string };

export type CreatedOrder = {
  checkout: Checkout;
  /** The provider's own id of the order where later calls need it (PayPal's order id); else null. */
  providerOrderId: string | null;
};

/** An order as later calls name it: our trade number, and the provider's order id where it gave one. */
export type OrderRef = { outTradeNo: string; providerOrderId: string | null };

/** A provider's word on an order, after its signature (or its authenticated API answer) was checked. */
export type PaymentReport = {
  kind: "payment";
  outTradeNo: string;
  /** paid: money received; pending: not yet; closed: closed, failed or expired; unknown: no such order. */
  status: "paid" | "pending" | "closed" | "unknown";
  /** What the provider says it received (compared exactly with the line's fee and currency). */
  money: Money | null;
  /** The provider's own id of the payment (Alipay trade_no, WeChat transaction_id, UnionPay queryId...). */
  transactionId: string | null;
  paidAt: Date | null;
  /** The payer's id at the provider (openid, buyer id), when it says. */
  payerId: string | null;
};

export type RefundRequest = {
  outTradeNo: string;
  /** Our id of this refund: a provider refunds one refund number once. */
  outRefundNo: string;
  /** The refund and the original payment, both in cents of the same currency. */
  refund: Money;
  total: Money;
  reason: string;
  /** The provider's transaction id of the payment (PayPal refunds a capture by its id). */
  transactionId: string | null;
  /** Where the provider posts the refund's outcome, for those that notify. */
  notifyUrl: string;
};

export type RefundReport = {
  kind: "refund";
  outTradeNo: string;
  outRefundNo: string;
  /** done: the money went back; processing: not yet; failed: the provider refused or gave up. */
  status: "done" | "processing" | "failed";
  refund: Money | null;
  refundId: string | null;
  /** The provider's reason when it failed. */
  message: string | null;
};

/** An incoming notify, exactly as it arrived: signatures are over the raw bytes. */
export type NotifyRequest = {
  headers: Record<string, string>;
  /** The raw body (form-encoded for Alipay and UnionPay, JSON for WeChat Pay and PayPal). */
  body: string;
};

/** What the provider must be answered so that it stops sending the notify (or sends it again). */
export type NotifyReply = { status: number; contentType: string; body: string };

/**
 * A notify that failed verification: forged or bad signature, another app id or merchant, unreadable
 * body. Nothing changes; the provider is answered as failed (a genuine notify is sent again).
 */
export class NotifyRejected extends Error {
  constructor(readonly reason: string) {
    super(`notify rejected: ${reason}`);
    this.name = "NotifyRejected";
  }
}

/** The provider could not be reached or answered an error; the call may be tried again later. */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
    readonly code: string | null = null,
  ) {
    super(`${provider}: ${message}`);
    this.name = "ProviderError";
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The channels this provider serves; a request for another is refused before it is made. */
  readonly channels: readonly PayChannel[];
  /** Creates the order at the provider and says what the browser does next. */
  createOrder(request: CreateOrderRequest): Promise<CreatedOrder>;
  /**
   * Verifies a notify (signature, app id or merchant, and for WeChat Pay decrypts its resource) and reads
   * it; throws NotifyRejected when it is not genuine. Amount and currency are compared by the caller.
   */
  verifyNotify(request: NotifyRequest): Promise<PaymentReport | RefundReport>;
  /** The answer the provider expects to a notify: accepted (stop sending) or not (send again). */
  notifyReply(accepted: boolean): NotifyReply;
  /**
   * Asks the provider for the order's state (the status check and the background reconciliation). PayPal
   * captures an approved order here (idempotently): its money moves only on capture.
   */
  query(order: OrderRef): Promise<PaymentReport>;
  /** Closes an unpaid order so that it cannot be paid any more; closing an unknown or closed order is fine. */
  close(order: OrderRef): Promise<void>;
  /** Sends the money back by the original route. */
  refund(request: RefundRequest): Promise<RefundReport>;
  queryRefund(
    request: Pick<RefundRequest, "outTradeNo" | "outRefundNo" | "transactionId">,
  ): Promise<RefundReport>;
}
