import {
  type CreateOrderRequest,
  type OrderRef,
  type PaymentProvider,
  type PaymentReport,
  ProviderError,
} from "#ports/payment-provider";
import {
  centsFromYuan,
  formatBeijingTime,
  parseBeijingTime,
  paymentStatusOf,
  yuanFromCents,
} from "./alipay-format";
import {
  type AlipayAnswer,
  type AlipayGateway,
  answerCode,
  answerError,
  answerText,
  createAlipayGateway,
} from "./alipay-gateway";
import { readAlipayNotify } from "./alipay-notify";
import { queryAlipayRefund, refundAlipayTrade } from "./alipay-refunds";
import type { AlipayConfig } from "./config";

/** Page pay for desktop browsers, WAP pay for mobile ones: each opens Alipay's cashier from a signed URL. */
const checkoutMethods = {
  pc: { method: "alipay.trade.page.pay", productCode: "FAST_INSTANT_TRADE_PAY" },
  mobile: { method: "alipay.trade.wap.pay", productCode: "QUICK_WAP_WAY" },
} as const;

/**
 * Alipay over its OpenAPI gateway (v2, RSA2 in public-key mode) through alipay-sdk. The checkout is a
 * redirect to a signed gateway URL: nothing reaches Alipay until the browser opens it, so until then Alipay
 * says the trade does not exist (query: "unknown").
 */
export function createAlipayProvider(
  config: AlipayConfig,
  options: { now?: () => Date } = {},
): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const gateway = createAlipayGateway(config, now);
  return {
    name: "alipay",
    channels: ["pc", "mobile"],
    createOrder: async (request) => ({
      checkout: { kind: "redirect", url: checkoutUrl(gateway, request) },
      providerOrderId: null,
    }),
    verifyNotify: async (request) => readAlipayNotify(request.body, config.appId, gateway),
    // Alipay sends the notify again (for about a day) unless the body is exactly "success".
    notifyReply: (accepted) => ({
      status: 200,
      contentType: "text/plain",
      body: accepted ? "success" : "failure",
    }),
    query: (order) => queryTrade(gateway, order),
    close: (order) => closeTrade(gateway, order),
    refund: (request) => refundAlipayTrade(gateway, request),
    queryRefund: (request) => queryAlipayRefund(gateway, request),
  };
}

function checkoutUrl(gateway: AlipayGateway, request: CreateOrderRequest): string {
  if (request.channel !== "pc" && request.channel !== "mobile") {
    throw new ProviderError(
      "alipay",
      `channel ${request.channel} is not served by Alipay`,
      "unsupported-channel",
    );
  }
  if (request.money.currency !== "CNY") {
    throw new ProviderError("alipay", "Alipay page and WAP pay take yuan only", "unsupported-currency");
  }
  const { method, productCode } = checkoutMethods[request.channel];
  const bizContent: Record<string, string> = {
    out_trade_no: request.outTradeNo,
    product_code: productCode,
    total_amount: yuanFromCents(request.money.amount),
    subject: request.subject,
    time_expire: formatBeijingTime(request.expiresAt),
  };
  // WAP pay's cashier has a "back" link; it leads where paying would have.
  if (request.channel === "mobile") bizContent.quit_url = request.returnUrl;
  return gateway.pageUrl(method, { bizContent, returnUrl: request.returnUrl, notifyUrl: request.notifyUrl });
}

async function queryTrade(gateway: AlipayGateway, order: OrderRef): Promise<PaymentReport> {
  const answer = await gateway.call("alipay.trade.query", { out_trade_no: order.outTradeNo });
  if (answer.code !== "10000") {
    // Also what Alipay says of a page-pay order whose cashier the attendee never opened.
    if (answerCode(answer) === "ACQ.TRADE_NOT_EXIST") {
      return {
        kind: "payment",
        outTradeNo: order.outTradeNo,
        status: "unknown",
        money: null,
        transactionId: null,
        paidAt: null,
        payerId: null,
      };
    }
    throw answerError("alipay.trade.query", answer);
  }
  return readTrade(order.outTradeNo, answer);
}

function readTrade(outTradeNo: string, answer: AlipayAnswer): PaymentReport {
  const status = paymentStatusOf(answerText(answer, "trade_status") ?? "");
  const cents = centsFromYuan(answerText(answer, "total_amount") ?? "");
  if (status === null || cents === null) {
    throw new ProviderError("alipay", "alipay.trade.query: unreadable trade_status or total_amount");
  }
  // send_pay_date: when Alipay took the money.
  const paidAt = parseBeijingTime(answerText(answer, "send_pay_date") ?? "");
  return {
    kind: "payment",
    outTradeNo,
    status,
    money: { amount: cents, currency: "CNY" },
    transactionId: answerText(answer, "trade_no"),
    paidAt: status === "paid" ? paidAt : null,
    payerId: answerText(answer, "buyer_open_id") ?? answerText(answer, "buyer_user_id"),
  };
}

async function closeTrade(gateway: AlipayGateway, order: OrderRef): Promise<void> {
  const answer = await gateway.call("alipay.trade.close", { out_trade_no: order.outTradeNo });
  if (answer.code === "10000" || answerCode(answer) === "ACQ.TRADE_NOT_EXIST") return;
  // Alipay refuses to close a trade that is not waiting for payment, including one already closed: that
  // one is fine; a paid one is not, and the caller must hear of it.
  if (answerCode(answer) === "ACQ.TRADE_STATUS_ERROR") {
    const report = await queryTrade(gateway, order);
    if (report.status === "closed" || report.status === "unknown") return;
  }
  throw answerError("alipay.trade.close", answer);
}
