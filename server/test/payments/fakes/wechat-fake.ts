import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  randomUUID,
} from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { loadWechatConfig, type WechatConfig } from "#features/payments/providers/wechat/config";
import { createWechatProvider } from "#features/payments/providers/wechat/provider";
import type { Money, NotifyRequest } from "#ports/payment-provider";
import type { ProviderFake } from "./fake";

/**
 * WeChat Pay API v3 played locally: the merchant and platform keys are generated here, every request's
 * Authorization is checked against the merchant public key (401 SIGN_ERROR otherwise), every answer and
 * notify is signed with the platform key (a WeChat Pay public key, `PUB_KEY_ID_...`), notify resources are
 * encrypted with AES-256-GCM under the APIv3 key. Written apart from the adapter, on node:crypto directly,
 * so that the two check each other.
 */
export const WECHAT_FAKE = {
  mchid: "1900000109",
  appId: "wx8888888888888888",
  miniProgramAppId: "wxd678efh567hg6787",
  merchantSerial: "3775B6A45ACD588826D15E583A95F5DD2C5A9C1E",
  platformSerial: "PUB_KEY_ID_0119000001092025010100000000000001",
  openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o",
} as const;

type Paid = { money: Money; transactionId: string; at: Date; openid: string };
type Trade = { appid: string; tradeType: string; paid: Paid | null; closed: boolean };
type RefundState = {
  outTradeNo: string;
  transactionId: string;
  refundId: string;
  money: Money;
  total: number;
  status: string;
};
type Sent = { method: string; path: string; authorization: string; body: unknown };
type NotifyOptions = { serial?: string; signer?: KeyObject; tamperCiphertext?: boolean };
// biome-ignore lint/suspicious/noExplicitAny: the fake reads the adapter's JSON loosely and checks each field it uses.
type Body = Record<string, any>;

export type WechatFake = ProviderFake & {
  readonly config: WechatConfig;
  readonly merchantPublicKey: KeyObject;
  /** Requests whose signature the fake accepted, in order. */
  readonly requests: Sent[];
  notify(eventType: string, resource: Record<string, unknown>, options?: NotifyOptions): NotifyRequest;
  /** Settles a refund (SUCCESS, ABNORMAL, CLOSED) and returns WeChat's notify of it. */
  settleRefund(outRefundNo: string, status: "SUCCESS" | "ABNORMAL" | "CLOSED"): NotifyRequest;
  failNext(status: number, code: string, message: string): void;
  /** The next answer is signed by a key the adapter does not trust (under the genuine serial). */
  forgeNextAnswer(): void;
};

const rsa = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const b64Sign = (message: string, key: KeyObject) =>
  createSign("RSA-SHA256").update(message).sign(key, "base64");
const beijing = (d: Date) => `${new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

export async function startWechatFake(): Promise<WechatFake> {
  const merchant = rsa();
  const platform = rsa();
  const stranger = rsa();
  const apiV3Key = randomBytes(16).toString("hex");
  const trades = new Map<string, Trade>();
  const refundStates = new Map<string, RefundState>();
  const orders: WechatFake["orders"] = new Map();
  const refunds: WechatFake["refunds"] = new Map();
  const requests: Sent[] = [];
  let nextFailure: { status: number; code: string; message: string } | null = null;
  let forgeNext = false;

  const signed = (body: string, serial: string = WECHAT_FAKE.platformSerial, key = platform.privateKey) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString("hex");
    return {
      "Wechatpay-Timestamp": timestamp,
      "Wechatpay-Nonce": nonce,
      "Wechatpay-Signature": b64Sign(`${timestamp}\n${nonce}\n${body}\n`, key),
      "Wechatpay-Serial": serial,
      "Wechatpay-Signature-Type": "WECHATPAY2-SHA256-RSA2048",
    };
  };

  const answer = (res: ServerResponse, status: number, payload: unknown, sign = true) => {
    const body = payload === null ? "" : JSON.stringify(payload);
    const key = forgeNext ? stranger.privateKey : platform.privateKey;
    forgeNext = false;
    res.writeHead(status, {
      "Request-ID": randomUUID(),
      ...(body ? { "Content-Type": "application/json" } : {}),
      ...(sign ? signed(body, WECHAT_FAKE.platformSerial, key) : {}),
    });
    res.end(body);
  };
  const error = (res: ServerResponse, status: number, code: string, message: string) =>
    answer(res, status, { code, message });

  /** Checks `WECHATPAY2-SHA256-RSA2048 mchid="..",nonce_str="..",signature="..",timestamp="..",serial_no=".."`. */
  const authorized = (req: IncomingMessage, pathAndQuery: string, body: string): boolean => {
    const header = req.headers.authorization ?? "";
    if (!header.startsWith("WECHATPAY2-SHA256-RSA2048 ")) return false;
    const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (fields.mchid !== WECHAT_FAKE.mchid || fields.serial_no !== WECHAT_FAKE.merchantSerial) return false;
    if (
      Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300 ||
      !fields.nonce_str ||
      !fields.signature
    )
      return false;
    const message = `${req.method}\n${pathAndQuery}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return createVerify("RSA-SHA256").update(message).verify(merchant.publicKey, fields.signature, "base64");
  };

  const transactionOf = (outTradeNo: string, trade: Trade, mchid: string = WECHAT_FAKE.mchid) => {
    const { paid } = trade;
    const state = paid ? "SUCCESS" : trade.closed ? "CLOSED" : "NOTPAY";
    return {
      appid: trade.appid,
      mchid,
      out_trade_no: outTradeNo,
      trade_type: trade.tradeType,
      trade_state: state,
      trade_state_desc: { SUCCESS: "支付成功", CLOSED: "已关闭", NOTPAY: "订单未支付" }[state],
      attach: "",
      ...(paid
        ? {
            transaction_id: paid.transactionId,
            bank_type: "OTHERS",
            success_time: beijing(paid.at),
            payer: { openid: paid.openid },
            amount: {
              total: paid.money.amount,
              payer_total: paid.money.amount,
              currency: paid.money.currency,
              payer_currency: paid.money.currency,
            },
          }
        : {}),
    };
  };

  const refundOf = (outRefundNo: string, r: RefundState) => ({
    refund_id: r.refundId,
    out_refund_no: outRefundNo,
    transaction_id: r.transactionId,
    out_trade_no: r.outTradeNo,
    channel: "ORIGINAL",
    user_received_account: "支付用户零钱",
    create_time: beijing(new Date()),
    status: r.status,
    amount: {
      total: r.total,
      refund: r.money.amount,
      payer_total: r.total,
      payer_refund: r.money.amount,
      currency: "CNY",
    },
  });

  const createOrder = (res: ServerResponse, kind: string, b: Body) => {
    const appids: string[] = [WECHAT_FAKE.appId, WECHAT_FAKE.miniProgramAppId];
    if (b.mchid !== WECHAT_FAKE.mchid || !appids.includes(b.appid))
      return error(res, 400, "APPID_MCHID_NOT_MATCH", "appid和mch_id不匹配");
    const total = b.amount?.total;
    if (!Number.isInteger(total) || total < 1 || b.amount?.currency !== "CNY")
      return error(res, 400, "PARAM_ERROR", "amount 格式错误");
    if (!b.description || !/^[\w\-*|]{6,32}$/.test(b.out_trade_no ?? "") || !b.notify_url)
      return error(res, 400, "PARAM_ERROR", "缺少参数");
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(b.time_expire ?? ""))
      return error(res, 400, "PARAM_ERROR", "time_expire 格式错误");
    if (kind === "jsapi" && !b.payer?.openid) return error(res, 400, "PARAM_ERROR", "缺少参数 payer.openid");
    if (kind === "h5" && (!b.scene_info?.payer_client_ip || !b.scene_info?.h5_info?.type))
      return error(res, 400, "PARAM_ERROR", "缺少参数 scene_info");
    if (trades.get(b.out_trade_no)?.closed) return error(res, 400, "ORDER_CLOSED", "订单已关闭");
    const tradeType = { native: "NATIVE", h5: "MWEB", jsapi: "JSAPI" }[kind] ?? kind;
    trades.set(b.out_trade_no, { appid: b.appid, tradeType, paid: null, closed: false });
    orders.set(b.out_trade_no, {
      money: { amount: total, currency: "CNY" },
      subject: b.description,
      closed: false,
    });
    const prepayId = `wx${randomBytes(14).toString("hex")}`;
    if (kind === "native")
      return answer(res, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${prepayId.slice(2, 9)}` });
    if (kind === "h5")
      return answer(res, 200, {
        h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=2056162962`,
      });
    return answer(res, 200, { prepay_id: prepayId });
  };

  const createRefund = (res: ServerResponse, b: Body) => {
    const outTradeNo: string | undefined =
      b.out_trade_no ?? [...trades].find(([, t]) => t.paid?.transactionId === b.transaction_id)?.[0];
    const paid = outTradeNo ? trades.get(outTradeNo)?.paid : undefined;
    if (!outTradeNo || !paid) return error(res, 404, "RESOURCE_NOT_EXISTS", "订单不存在");
    const existing = refundStates.get(b.out_refund_no);
    if (existing) return answer(res, 200, refundOf(b.out_refund_no, existing));
    const refunded = [...refundStates.values()].filter((r) => r.outTradeNo === outTradeNo);
    const already = refunded.reduce((sum, r) => sum + r.money.amount, 0);
    if (b.amount?.currency !== "CNY" || b.amount?.total !== paid.money.amount)
      return error(res, 400, "PARAM_ERROR", "订单金额与原订单不一致");
    if (
      !Number.isInteger(b.amount?.refund) ||
      b.amount.refund < 1 ||
      already + b.amount.refund > paid.money.amount
    )
      return error(res, 400, "INVALID_REQUEST", "退款金额超过订单可退金额");
    const state: RefundState = {
      outTradeNo,
      transactionId: paid.transactionId,
      refundId: `50000${randomBytes(12).toString("hex").replace(/\D/g, "").padEnd(24, "7")}`,
      money: { amount: b.amount.refund, currency: "CNY" },
      total: paid.money.amount,
      status: "PROCESSING",
    };
    refundStates.set(b.out_refund_no, state);
    refunds.set(b.out_refund_no, { outTradeNo, money: state.money });
    return answer(res, 200, refundOf(b.out_refund_no, state));
  };

  const route = (req: IncomingMessage, res: ServerResponse, url: URL, b: Body) => {
    const path = url.pathname;
    const order = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (req.method === "POST" && /^\/v3\/pay\/transactions\/(native|h5|jsapi)$/.test(path))
      return createOrder(res, path.split("/").pop() ?? "", b);
    if (order && req.method === "GET" && !order[2]) {
      if (url.searchParams.get("mchid") !== WECHAT_FAKE.mchid)
        return error(res, 400, "PARAM_ERROR", "mchid 错误");
      const trade = trades.get(decodeURIComponent(order[1] ?? ""));
      if (!trade) return error(res, 404, "ORDER_NOT_EXIST", "订单不存在");
      return answer(res, 200, transactionOf(decodeURIComponent(order[1] ?? ""), trade));
    }
    if (order && req.method === "POST" && order[2]) {
      const outTradeNo = decodeURIComponent(order[1] ?? "");
      const trade = trades.get(outTradeNo);
      if (b.mchid !== WECHAT_FAKE.mchid) return error(res, 400, "PARAM_ERROR", "mchid 错误");
      if (!trade) return error(res, 404, "ORDER_NOT_EXIST", "订单不存在");
      if (trade.paid) return error(res, 400, "ORDER_PAID", "订单已支付");
      trade.closed = true;
      const created = orders.get(outTradeNo);
      if (created) created.closed = true;
      return answer(res, 204, null);
    }
    if (req.method === "POST" && path === "/v3/refund/domestic/refunds") return createRefund(res, b);
    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (refundQuery && req.method === "GET") {
      const outRefundNo = decodeURIComponent(refundQuery[1] ?? "");
      const r = refundStates.get(outRefundNo);
      return r
        ? answer(res, 200, refundOf(outRefundNo, r))
        : error(res, 404, "RESOURCE_NOT_EXISTS", "退款单不存在");
    }
    return error(res, 404, "NOT_FOUND", "no such endpoint in the fake");
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const pathAndQuery = req.url ?? "/";
      // WeChat cannot sign what it refuses to authenticate.
      if (!authorized(req, pathAndQuery, text))
        return answer(res, 401, { code: "SIGN_ERROR", message: "签名错误" }, false);
      let body: Body = {};
      try {
        if (text) body = JSON.parse(text) as Body;
      } catch {
        return error(res, 400, "PARAM_ERROR", "请求体不是 JSON");
      }
      requests.push({
        method: req.method ?? "",
        path: pathAndQuery,
        authorization: req.headers.authorization ?? "",
        body,
      });
      if (nextFailure) {
        const f = nextFailure;
        nextFailure = null;
        return error(res, f.status, f.code, f.message);
      }
      route(req, res, new URL(pathAndQuery, "http://fake"), body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;

  const config = loadWechatConfig({
    WECHATPAY_MCHID: WECHAT_FAKE.mchid,
    WECHATPAY_APPID: WECHAT_FAKE.appId,
    WECHATPAY_MINIPROGRAM_APPID: WECHAT_FAKE.miniProgramAppId,
    WECHATPAY_SERIAL_NO: WECHAT_FAKE.merchantSerial,
    WECHATPAY_PRIVATE_KEY: merchant.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    WECHATPAY_APIV3_KEY: apiV3Key,
    WECHATPAY_PLATFORM_CERTS: `${WECHAT_FAKE.platformSerial}=${platform.publicKey.export({ type: "spki", format: "pem" })}`,
    WECHATPAY_BASE_URL: `http://127.0.0.1:${port}`,
    WECHATPAY_H5_APP_NAME: "会议注册",
    WECHATPAY_H5_APP_URL: "https://confreg.example.org",
  });
  if (!config) throw new Error("the WeChat fake's configuration did not load");

  const notify = (
    eventType: string,
    resource: Record<string, unknown>,
    options: NotifyOptions = {},
  ): NotifyRequest => {
    const originalType = eventType.startsWith("REFUND.") ? "refund" : "transaction";
    const associatedData = originalType;
    const nonce = randomBytes(6).toString("hex");
    const cipher = createCipheriv("aes-256-gcm", Buffer.from(apiV3Key, "utf8"), Buffer.from(nonce, "utf8"));
    cipher.setAAD(Buffer.from(associatedData, "utf8"));
    const sealed = Buffer.concat([
      cipher.update(JSON.stringify(resource), "utf8"),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    if (options.tamperCiphertext) sealed[0] = (sealed[0] ?? 0) ^ 0x01;
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: beijing(new Date()),
      resource_type: "encrypt-resource",
      event_type: eventType,
      summary: originalType === "refund" ? "退款状态变更" : "支付成功",
      resource: {
        original_type: originalType,
        algorithm: "AEAD_AES_256_GCM",
        ciphertext: sealed.toString("base64"),
        associated_data: associatedData,
        nonce,
      },
    });
    const headers = signed(body, options.serial, options.signer);
    return { headers: { ...headers, "Content-Type": "application/json" }, body };
  };

  type Order = { outTradeNo: string; money: Money; transactionId: string };
  const paidResource = (o: Order, mchid: string = WECHAT_FAKE.mchid, appid?: string) => {
    const trade = trades.get(o.outTradeNo) ?? {
      appid: WECHAT_FAKE.appId,
      tradeType: "NATIVE",
      paid: null,
      closed: false,
    };
    const paid = {
      money: o.money,
      transactionId: o.transactionId,
      at: new Date(),
      openid: WECHAT_FAKE.openid,
    };
    return transactionOf(o.outTradeNo, { ...trade, paid, appid: appid ?? trade.appid }, mchid);
  };

  return {
    provider: createWechatProvider(config),
    config,
    merchantPublicKey: merchant.publicKey,
    orders,
    refunds,
    requests,
    notify,
    paidNotify: (o) => notify("TRANSACTION.SUCCESS", paidResource(o)),
    forgedNotify: (o) => notify("TRANSACTION.SUCCESS", paidResource(o), { signer: stranger.privateKey }),
    otherMerchantNotify: (o) =>
      notify("TRANSACTION.SUCCESS", paidResource(o, "1900000999", "wx1111111111111111")),
    markPaid(o) {
      const trade = trades.get(o.outTradeNo) ?? {
        appid: WECHAT_FAKE.appId,
        tradeType: "NATIVE",
        paid: null,
        closed: false,
      };
      trade.paid = {
        money: o.money,
        transactionId: o.transactionId,
        at: new Date(),
        openid: WECHAT_FAKE.openid,
      };
      trades.set(o.outTradeNo, trade);
    },
    settleRefund(outRefundNo, status) {
      const r = refundStates.get(outRefundNo);
      if (!r) throw new Error(`the fake has no refund ${outRefundNo}`);
      r.status = status;
      // The notify's resource differs from the API's refund: refund_status, and no currency in amount.
      const resource = {
        mchid: WECHAT_FAKE.mchid,
        out_trade_no: r.outTradeNo,
        transaction_id: r.transactionId,
        refund_id: r.refundId,
        out_refund_no: outRefundNo,
        refund_status: status,
        user_received_account: "支付用户零钱",
        amount: {
          total: r.total,
          refund: r.money.amount,
          payer_total: r.total,
          payer_refund: r.money.amount,
        },
      };
      return notify(
        `REFUND.${status}`,
        status === "SUCCESS" ? { ...resource, success_time: beijing(new Date()) } : resource,
      );
    },
    failNext(status, code, message) {
      nextFailure = { status, code, message };
    },
    forgeNextAnswer() {
      forgeNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
