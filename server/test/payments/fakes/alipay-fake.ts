import { createSign, createVerify, generateKeyPairSync, type KeyObject, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createAlipayProvider } from "#features/payments/providers/alipay/alipay-provider";
import type { Money, NotifyRequest } from "#ports/payment-provider";
import type { ProviderFake } from "./fake";

export const FAKE_ALIPAY_APP_ID = "2021000000000001";
const OTHER_APP_ID = "2021000000000999";
const BUYER_ID = "2088102000000001";

type TradeStatus = "WAIT_BUYER_PAY" | "TRADE_SUCCESS" | "TRADE_CLOSED";
export type AlipayFakeOrder = {
  money: Money;
  subject: string;
  closed: boolean;
  status: TradeStatus;
  tradeNo: string;
  paid: { money: Money; at: Date } | null;
  refundedCents: number;
};
/** A request whose signature the fake checked: its public params (sign left out) and its biz_content. */
export type AlipayFakeRequest = {
  method: string;
  params: Record<string, string>;
  bizContent: Record<string, string>;
};
type AlipayError = { code: string; msg: string; sub_code: string; sub_msg: string };

export interface AlipayFake extends ProviderFake {
  readonly orders: Map<string, AlipayFakeOrder>;
  readonly refunds: Map<string, { outTradeNo: string; money: Money }>;
  readonly requests: AlipayFakeRequest[];
  /** The next API call is answered with this error (signed, as Alipay does). */
  failNext(error: AlipayError): void;
  /** The next API answer is signed with a key the adapter does not trust. */
  forgeNextAnswer(): void;
  /** The trade_status_sync Alipay posts after a refund that leaves `refundedTotal` refunded (closed when all). */
  refundNotify(order: Order, refund: { outRefundNo: string; refundedTotal: Money }): NotifyRequest;
}
type Order = { outTradeNo: string; money: Money; transactionId: string };

const keyPair = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const pem = (key: KeyObject, type: "pkcs8" | "spki") => String(key.export({ type, format: "pem" }));
// Written here, not imported from the adapter, so that the fake checks the adapter's units independently.
const yuan = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
const beijing = (at: Date) =>
  new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace("T", " ");

/** Alipay's signed text: every field but the excluded ones that has a value, sorted, as name=value&... */
function signedText(fields: Record<string, string>, exclude: string[]): string {
  return Object.keys(fields)
    .filter((name) => !exclude.includes(name) && fields[name] !== "")
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join("&");
}
const rsa2Sign = (text: string, key: KeyObject) =>
  createSign("RSA-SHA256").update(text, "utf8").sign(key, "base64");

/**
 * Alipay's OpenAPI gateway (v2, RSA2 public-key mode) on 127.0.0.1: checks each request's signature with the
 * merchant's public key, answers in Alipay's signed JSON, opens the page/WAP cashier from a signed GET URL
 * (which is when Alipay learns of the order), and builds notifies as Alipay posts them.
 */
export async function startAlipayFake(options: { now?: () => Date } = {}): Promise<AlipayFake> {
  const now = options.now ?? (() => new Date());
  const alipayKeys = keyPair();
  const merchantKeys = keyPair();
  const forgerKeys = keyPair();
  const orders = new Map<string, AlipayFakeOrder>();
  const refunds = new Map<string, { outTradeNo: string; money: Money }>();
  const requests: AlipayFakeRequest[] = [];
  let nextError: AlipayError | null = null;
  let forgeNext = false;
  let tradeCounter = 0;

  /** Checks a request as Alipay's gateway does; answers the error Alipay would give, or null. */
  function check(params: Record<string, string>): AlipayError | null {
    const invalid = (sub_code: string, sub_msg: string) => ({
      code: "40002",
      msg: "Invalid Arguments",
      sub_code,
      sub_msg,
    });
    if (params.app_id !== FAKE_ALIPAY_APP_ID) return invalid("isv.invalid-app-id", "无效的AppID参数");
    if (params.sign_type !== "RSA2") return invalid("isv.invalid-signature-type", "无效的签名类型");
    const stamp = Date.parse(`${(params.timestamp ?? "").replace(" ", "T")}+08:00`);
    if (!(Math.abs(stamp - now().getTime()) < 10 * 60_000))
      return invalid("isv.invalid-timestamp", "非法的时间戳参数");
    const verifier = createVerify("RSA-SHA256").update(signedText(params, ["sign"]), "utf8");
    if (!verifier.verify(merchantKeys.publicKey, params.sign ?? "", "base64")) {
      return invalid("isv.invalid-signature", "验签出错");
    }
    const bizContent = JSON.parse(params.biz_content ?? "{}") as Record<string, string>;
    const { sign: _sign, ...publicParams } = params;
    requests.push({ method: params.method ?? "", params: publicParams, bizContent });
    return null;
  }

  /** The cashier opened from a page or WAP pay URL: Alipay now knows the order. */
  function openCashier(params: Record<string, string>): AlipayError | null {
    if (params.method !== "alipay.trade.page.pay" && params.method !== "alipay.trade.wap.pay") {
      return business("isv.invalid-method", "不存在的方法名");
    }
    const biz = requests.at(-1)?.bizContent ?? {};
    const outTradeNo = biz.out_trade_no ?? "";
    const cents = Math.round(Number(biz.total_amount) * 100);
    const known = orders.get(outTradeNo);
    if (known && known.money.amount !== cents) return business("ACQ.CONTEXT_INCONSISTENT", "交易信息被篡改");
    if (known) return null;
    orders.set(outTradeNo, {
      money: { amount: cents, currency: "CNY" },
      subject: biz.subject ?? "",
      closed: false,
      status: "WAIT_BUYER_PAY",
      tradeNo: `20250301220014${String(++tradeCounter).padStart(14, "0")}`,
      paid: null,
      refundedCents: 0,
    });
    return null;
  }

  const api: Record<string, (biz: Record<string, string>) => Record<string, string> | AlipayError> = {
    "alipay.trade.query": (biz) => {
      const order = orders.get(biz.out_trade_no ?? "");
      if (!order) return notExist();
      const money = order.paid?.money ?? order.money;
      return {
        ...success(),
        out_trade_no: biz.out_trade_no ?? "",
        trade_no: order.tradeNo,
        trade_status: order.status,
        total_amount: yuan(money.amount),
        buyer_user_id: BUYER_ID,
        ...(order.paid
          ? { send_pay_date: beijing(order.paid.at), buyer_pay_amount: yuan(money.amount) }
          : {}),
      };
    },
    "alipay.trade.close": (biz) => {
      const order = orders.get(biz.out_trade_no ?? "");
      if (!order) return notExist();
      if (order.status !== "WAIT_BUYER_PAY") return statusError();
      Object.assign(order, { status: "TRADE_CLOSED", closed: true });
      return { ...success(), out_trade_no: biz.out_trade_no ?? "", trade_no: order.tradeNo };
    },
    "alipay.trade.refund": (biz) => {
      const order = orders.get(biz.out_trade_no ?? "");
      if (!order) return notExist();
      if (!order.paid) return order.closed ? business("ACQ.TRADE_HAS_CLOSE", "交易已经关闭") : statusError();
      const cents = Math.round(Number(biz.refund_amount) * 100);
      const earlier = refunds.get(biz.out_request_no ?? "");
      if (earlier && earlier.money.amount !== cents)
        return business("ACQ.DISCORDANT_REPEAT_REQUEST", "不一致的请求");
      if (!earlier) {
        if (order.refundedCents + cents > order.paid.money.amount) {
          return business("ACQ.REASON_TRADE_REFUND_FEE_ERR", "退款金额无效");
        }
        refunds.set(biz.out_request_no ?? "", {
          outTradeNo: biz.out_trade_no ?? "",
          money: { amount: cents, currency: "CNY" },
        });
        order.refundedCents += cents;
        // Alipay closes a trade once all of it is refunded.
        if (order.refundedCents === order.paid.money.amount)
          Object.assign(order, { status: "TRADE_CLOSED", closed: true });
      }
      return {
        ...success(),
        out_trade_no: biz.out_trade_no ?? "",
        trade_no: order.tradeNo,
        fund_change: earlier ? "N" : "Y",
        refund_fee: yuan(order.refundedCents),
        gmt_refund_pay: beijing(now()),
      };
    },
    "alipay.trade.fastpay.refund.query": (biz) => {
      const order = orders.get(biz.out_trade_no ?? "");
      if (!order) return notExist();
      const refund = refunds.get(biz.out_request_no ?? "");
      if (!refund || refund.outTradeNo !== biz.out_trade_no)
        return { ...success(), out_trade_no: biz.out_trade_no ?? "" };
      return {
        ...success(),
        out_trade_no: refund.outTradeNo,
        trade_no: order.tradeNo,
        out_request_no: biz.out_request_no ?? "",
        total_amount: yuan(order.paid?.money.amount ?? order.money.amount),
        refund_amount: yuan(refund.money.amount),
        refund_status: "REFUND_SUCCESS",
      };
    },
  };

  function answer(
    response: ServerResponse,
    method: string,
    body: Record<string, string> | AlipayError,
  ): void {
    const key = `${method.replaceAll(".", "_")}_response`;
    const inner = JSON.stringify(body);
    const sign = rsa2Sign(inner, forgeNext ? forgerKeys.privateKey : alipayKeys.privateKey);
    forgeNext = false;
    response.writeHead(200, { "content-type": "application/json;charset=utf-8" });
    response.end(`{"${key}":${inner},"sign":"${sign}"}`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const params = Object.fromEntries([
      ...url.searchParams,
      ...new URLSearchParams(Buffer.concat(chunks).toString("utf8")),
    ]);
    const method = params.method ?? "";
    if (request.method === "GET") {
      // The browser at the cashier: Alipay shows an error page when the URL does not check out.
      const refused = check(params) ?? openCashier(params);
      response.writeHead(refused ? 400 : 200, { "content-type": "text/html;charset=utf-8" });
      response.end(
        refused ? `<p>${refused.sub_code}</p>` : "<title>支付宝 - 网上支付 (fake cashier)</title>",
      );
      return;
    }
    const refused = check(params);
    if (refused) return answer(response, method, refused);
    if (nextError) {
      const error = nextError;
      nextError = null;
      return answer(response, method, error);
    }
    const handler = api[method];
    answer(
      response,
      method,
      handler ? handler(requests.at(-1)?.bizContent ?? {}) : business("isv.invalid-method", "不存在的方法名"),
    );
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;

  function markPaid(order: Order): void {
    const known = orders.get(order.outTradeNo);
    orders.set(order.outTradeNo, {
      money: known?.money ?? order.money,
      subject: known?.subject ?? "",
      closed: false,
      status: "TRADE_SUCCESS",
      tradeNo: order.transactionId,
      paid: { money: order.money, at: now() },
      refundedCents: 0,
    });
  }

  function notify(
    order: Order,
    appId: string,
    key: KeyObject,
    extra: Record<string, string> = {},
  ): NotifyRequest {
    const at = beijing(now());
    const amount = yuan(order.money.amount);
    const fields: Record<string, string> = {
      notify_time: at,
      notify_type: "trade_status_sync",
      notify_id: randomUUID().replaceAll("-", ""),
      app_id: appId,
      auth_app_id: appId,
      charset: "utf-8",
      version: "1.0",
      sign_type: "RSA2",
      trade_no: order.transactionId,
      out_trade_no: order.outTradeNo,
      total_amount: amount,
      receipt_amount: amount,
      buyer_pay_amount: amount,
      invoice_amount: amount,
      buyer_id: BUYER_ID,
      seller_id: "2088101000000002",
      trade_status: "TRADE_SUCCESS",
      gmt_create: at,
      gmt_payment: at,
      subject: orders.get(order.outTradeNo)?.subject || "会议注册费",
      fund_bill_list: JSON.stringify([{ amount, fundChannel: "ALIPAYACCOUNT" }]),
      ...extra,
    };
    // Notifies are signed without sign_type (unlike requests).
    fields.sign = rsa2Sign(signedText(fields, ["sign", "sign_type"]), key);
    return {
      headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
      body: new URLSearchParams(fields).toString(),
    };
  }

  return {
    provider: createAlipayProvider(
      {
        appId: FAKE_ALIPAY_APP_ID,
        privateKey: pem(merchantKeys.privateKey, "pkcs8"),
        alipayPublicKey: pem(alipayKeys.publicKey, "spki"),
        gateway: `http://127.0.0.1:${port}/gateway.do`,
      },
      { now },
    ),
    orders,
    refunds,
    requests,
    markPaid,
    // Alipay notifies only once the trade is paid, so its query says so too from then on.
    paidNotify(order) {
      markPaid(order);
      return notify(order, FAKE_ALIPAY_APP_ID, alipayKeys.privateKey);
    },
    forgedNotify: (order) => notify(order, FAKE_ALIPAY_APP_ID, forgerKeys.privateKey),
    otherMerchantNotify: (order) => notify(order, OTHER_APP_ID, alipayKeys.privateKey),
    refundNotify(order, refund) {
      const at = beijing(now());
      const all = refund.refundedTotal.amount === order.money.amount;
      return notify(order, FAKE_ALIPAY_APP_ID, alipayKeys.privateKey, {
        out_biz_no: refund.outRefundNo,
        refund_fee: yuan(refund.refundedTotal.amount),
        gmt_refund: `${at}.123`,
        ...(all ? { trade_status: "TRADE_CLOSED", gmt_close: at } : {}),
      });
    },
    failNext(error) {
      nextError = error;
    },
    forgeNextAnswer() {
      forgeNext = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const success = () => ({ code: "10000", msg: "Success" });
const business = (sub_code: string, sub_msg: string) => ({
  code: "40004",
  msg: "Business Failed",
  sub_code,
  sub_msg,
});
const notExist = () => business("ACQ.TRADE_NOT_EXIST", "交易不存在");
const statusError = () => business("ACQ.TRADE_STATUS_ERROR", "交易状态不合法");
