import type { Money, NotifyRequest, PaymentProvider } from "#ports/payment-provider";

/**
 * A local stand-in for a payment provider's servers, speaking its protocol with keys the test generated
 * (one per adapter: alipay-fake.ts, wechat-fake.ts, unionpay-fake.ts, paypal-fake.ts). The payment
 * service's tests run the same scenarios through every adapter against its fake.
 */
export interface ProviderFake {
  /** The adapter, configured to talk to this fake (its gateway URL, the keys the fake trusts). */
  readonly provider: PaymentProvider;
  /** A notify exactly as the provider would send it for an order paid with `money`, signed with its key. */
  paidNotify(order: { outTradeNo: string; money: Money; transactionId: string }): NotifyRequest;
  /** The same, signed by a key the adapter does not trust. */
  forgedNotify(order: { outTradeNo: string; money: Money; transactionId: string }): NotifyRequest;
  /** The same, genuine but for another app id or merchant than the adapter's. */
  otherMerchantNotify(order: { outTradeNo: string; money: Money; transactionId: string }): NotifyRequest;
  /** From now on the provider's query answers that this order was paid with `money`. */
  markPaid(order: { outTradeNo: string; money: Money; transactionId: string }): void;
  /** Orders the adapter created at the fake, by trade number (what was asked). */
  readonly orders: Map<string, { money: Money; subject: string; closed: boolean }>;
  /** Refunds the adapter asked for, by refund number. */
  readonly refunds: Map<string, { outTradeNo: string; money: Money }>;
  close(): Promise<void>;
}
