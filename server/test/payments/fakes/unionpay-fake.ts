import { createHash, createSign, createVerify, randomInt, X509Certificate } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { UnionpayOptions } from "#features/payments/providers/unionpay/client";
import { loadUnionpayConfig } from "#features/payments/providers/unionpay/config";
import {
  createUnionpayProvider,
  type UnionpayProvider,
} from "#features/payments/providers/unionpay/unionpay-provider";
import type { Money, NotifyRequest } from "#ports/payment-provider";
import type { ProviderFake } from "./fake";
import { type KeyPair, makeUnionpayTestCerts, type UnionpayTestCerts } from "./unionpay-fake-certs";

export const FAKE_MER_ID = "777290058110048";
export const OTHER_MER_ID = "898310048990001";

type Fields = Record<string, string>;
type Paid = { outTradeNo: string; money: Money; transactionId: string };
type Order = { money: Money; subject: string; readonly closed: boolean };
type OrderState = { txnTime: string; payTimeout: Date; paid: { queryId: string; traceTime: string } | null };
type RefundState = { txnTime: string; queryId: string; origQryId: string; amount: number };
type Failure = { httpStatus: number } | { respCode: string; respMsg: string };

export type UnionpayFake = ProviderFake & {
  readonly provider: UnionpayProvider;
  readonly certs: UnionpayTestCerts;
  /** The merchant's environment, as loadUnionpayConfig reads it (PEMs inline, the fake's gateway). */
  readonly env: Record<string, string>;
  /** Another adapter on this fake, with its own clock (the signing certificate's validity) or fetch. */
  createProvider(options?: UnionpayOptions): UnionpayProvider;
  /** A genuine paid notify, signed with the UnionPay certificate that is valid for one day only. */
  shortLivedNotify(order: Paid): NotifyRequest;
  /** A notify with exactly these fields (and UnionPay's signPubKeyCert), signed by UnionPay's key. */
  signedNotify(fields: Fields): NotifyRequest;
  /** UnionPay's back notify for a refund the adapter asked for. */
  refundNotify(outRefundNo: string): NotifyRequest;
  /** The next call to the gateway fails: an HTTP status, or a signed answer with this respCode. */
  failNext(failure: Failure): void;
};

const PATHS = {
  front: "/gateway/api/frontTransReq.do",
  back: "/gateway/api/backTransReq.do",
  query: "/gateway/api/queryTrans.do",
};
const FORM = { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" };

/**
 * UnionPay's gateway on 127.0.0.1 with its own certificates (see unionpay-fake-certs.ts). It checks the
 * adapter's signatures with the merchant certificate, answers like UnionPay (raw `k=v&...`, signed, with
 * signPubKeyCert) and writes back notifies. A UnionPay order exists once the payer's browser posts the front
 * form: the fake's `provider` does that post itself after createOrder, so orders are known to the fake.
 */
export async function startUnionpayFake(options: { now?: () => Date } = {}): Promise<UnionpayFake> {
  const now = options.now ?? (() => new Date());
  const certs = await makeUnionpayTestCerts();
  const merchantCert = new X509Certificate(certs.merchant.cert);
  const orders = new Map<string, Order>();
  const orderStates = new Map<string, OrderState>();
  const refunds = new Map<string, { outTradeNo: string; money: Money }>();
  const refundStates = new Map<string, RefundState>();
  let failure: Failure | null = null;

  const base = (merId = FAKE_MER_ID) => ({
    version: "5.1.0",
    encoding: "UTF-8",
    signMethod: "01",
    accessType: "0",
    merId,
  });
  const signed = (fields: Fields, signer: KeyPair = certs.signer): Fields => {
    const withCert = { ...fields, signPubKeyCert: signer.cert };
    return { ...withCert, signature: sign(withCert, signer.key) };
  };
  const notify = (fields: Fields, signer?: KeyPair): NotifyRequest => ({
    headers: { ...FORM },
    body: new URLSearchParams(signed(fields, signer)).toString(),
  });

  function acceptFront(fields: Fields): string | null {
    const problem = checkRequest(fields, merchantCert);
    if (problem) return problem;
    const orderId = fields.orderId ?? "";
    const subject = /^\{commodityName=(.*)\}$/.exec(fields.riskRateInfo ?? "")?.[1] ?? "";
    const state: OrderState = {
      txnTime: fields.txnTime ?? "",
      payTimeout: parseTime(fields.payTimeout),
      paid: null,
    };
    orderStates.set(orderId, state);
    const money: Money = { amount: Number(fields.txnAmt), currency: "CNY" };
    // UnionPay has no close: an unpaid order is closed once its payTimeout has passed.
    orders.set(orderId, {
      money,
      subject,
      get closed() {
        return !state.paid && now() > state.payTimeout;
      },
    });
    return null;
  }

  function markPaid(order: Paid): OrderState {
    let state = orderStates.get(order.outTradeNo);
    if (!state) {
      state = { txnTime: beijing(now()), payTimeout: new Date(now().getTime() + 1800_000), paid: null };
      orderStates.set(order.outTradeNo, state);
      orders.set(order.outTradeNo, { money: order.money, subject: "", closed: false });
    }
    state.paid = { queryId: order.transactionId, traceTime: beijing(now()).slice(4) };
    return state;
  }

  function paidFields(order: Paid, merId?: string): Fields {
    const state = markPaid(order);
    const amount = String(order.money.amount);
    return {
      ...base(merId),
      bizType: "000201",
      txnType: "01",
      txnSubType: "01",
      orderId: order.outTradeNo,
      txnTime: state.txnTime,
      txnAmt: amount,
      currencyCode: "156",
      queryId: order.transactionId,
      respCode: "00",
      respMsg: "成功[0000000]",
      traceNo: "482913",
      traceTime: state.paid?.traceTime ?? "",
      settleAmt: amount,
      settleCurrencyCode: "156",
      accNo: "6216****0018",
    };
  }

  function refundFields(outRefundNo: string): Fields {
    const r = refundStates.get(outRefundNo);
    const outTradeNo = refunds.get(outRefundNo)?.outTradeNo;
    if (!r || !outTradeNo) throw new Error(`the fake has no refund ${outRefundNo}`);
    return {
      ...base(),
      bizType: "000201",
      txnType: "04",
      txnSubType: "00",
      orderId: outRefundNo,
      txnTime: r.txnTime,
      txnAmt: String(r.amount),
      currencyCode: "156",
      queryId: r.queryId,
      origQryId: r.origQryId,
      reqReserved: outTradeNo,
      respCode: "00",
      respMsg: "成功[0000000]",
      traceTime: r.txnTime.slice(4),
    };
  }

  function backTrans(fields: Fields): Fields {
    const paid = [...orderStates.entries()].find(([, s]) => s.paid?.queryId === fields.origQryId);
    if (fields.txnType !== "04" || !paid || !fields.orderId)
      return { respCode: "35", respMsg: "原交易不存在或状态不正确" };
    const amount = Number(fields.txnAmt);
    refunds.set(fields.orderId, { outTradeNo: paid[0], money: { amount, currency: "CNY" } });
    const queryId = digits(21);
    refundStates.set(fields.orderId, {
      txnTime: fields.txnTime ?? "",
      queryId,
      origQryId: fields.origQryId ?? "",
      amount,
    });
    const echo = {
      orderId: fields.orderId,
      txnTime: fields.txnTime ?? "",
      txnAmt: fields.txnAmt ?? "",
      reqReserved: fields.reqReserved ?? "",
    };
    return {
      ...echo,
      txnType: "04",
      txnSubType: "00",
      origQryId: fields.origQryId ?? "",
      queryId,
      respCode: "00",
      respMsg: "成功[0000000]",
    };
  }

  function queryTrans(fields: Fields): Fields {
    const id = fields.orderId ?? "";
    const order = orderStates.get(id);
    const known = { orderId: id, txnTime: fields.txnTime ?? "", respCode: "00", respMsg: "成功[0000000]" };
    if (order && order.txnTime === fields.txnTime) {
      const money = orders.get(id)?.money.amount ?? 0;
      const orig = order.paid ? "00" : now() > order.payTimeout ? "01" : "05";
      const paid: Fields = order.paid ? { queryId: order.paid.queryId, traceTime: order.paid.traceTime } : {};
      return {
        ...known,
        txnType: "01",
        txnSubType: "01",
        origRespCode: orig,
        txnAmt: String(money),
        currencyCode: "156",
        ...paid,
      };
    }
    const refund = refundStates.get(id);
    if (refund && refund.txnTime === fields.txnTime) {
      const more = {
        queryId: refund.queryId,
        origQryId: refund.origQryId,
        reqReserved: refunds.get(id)?.outTradeNo ?? "",
      };
      return {
        ...known,
        txnType: "04",
        txnSubType: "00",
        origRespCode: "00",
        txnAmt: String(refund.amount),
        currencyCode: "156",
        ...more,
      };
    }
    return { respCode: "34", respMsg: "查无此交易" };
  }

  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const fields = Object.fromEntries(new URLSearchParams(body));
    const failed = failure;
    failure = null;
    if (failed && "httpStatus" in failed) return void res.writeHead(failed.httpStatus).end("error");
    if (req.url === PATHS.front) {
      const problem = acceptFront(fields);
      return void res
        .writeHead(problem ? 400 : 200, { "content-type": "text/html" })
        .end(problem ?? "<p>fake cashier</p>");
    }
    const problem = checkRequest(fields, merchantCert);
    // UnionPay does not sign its answer to a request it could not verify.
    if (problem) return answer(res, { ...base(), respCode: "11", respMsg: problem });
    const result = failed ?? (req.url === PATHS.back ? backTrans(fields) : queryTrans(fields));
    answer(res, signed({ ...base(), ...result }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const env = {
    UNIONPAY_MER_ID: FAKE_MER_ID,
    UNIONPAY_SIGN_KEY: certs.merchant.key,
    UNIONPAY_SIGN_CERT: certs.merchant.cert,
    UNIONPAY_ROOT_CERT: certs.root.cert,
    UNIONPAY_MIDDLE_CERT: certs.middle.cert,
    UNIONPAY_GATEWAY: gateway,
  };
  const createProvider = (providerOptions: UnionpayOptions = {}): UnionpayProvider => {
    const config = loadUnionpayConfig(env);
    if (!config) throw new Error("unreachable: the fake's UnionPay settings are all set");
    const adapter = createUnionpayProvider(config, { now, ...providerOptions });
    return {
      ...adapter,
      // The payer's browser posting the front form to UnionPay.
      async createOrder(request) {
        const created = await adapter.createOrder(request);
        const problem =
          created.checkout.kind === "form" ? acceptFront(created.checkout.fields) : "not a form";
        if (problem) throw new Error(`the UnionPay fake refuses the front form: ${problem}`);
        return created;
      },
    };
  };

  return {
    provider: createProvider(),
    certs,
    env,
    orders,
    refunds,
    createProvider,
    markPaid: (order) => void markPaid(order),
    paidNotify: (order) => notify(paidFields(order)),
    forgedNotify: (order) => notify(paidFields(order), certs.forger),
    otherMerchantNotify: (order) => notify(paidFields(order, OTHER_MER_ID)),
    shortLivedNotify: (order) => notify(paidFields(order), certs.shortLivedSigner),
    signedNotify: (fields) => notify(fields),
    refundNotify: (outRefundNo) => notify(refundFields(outRefundNo)),
    failNext: (next) => {
      failure = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        // fetch keeps connections alive; the server would wait for them.
        server.closeAllConnections();
      }),
  };
}

/** What UnionPay checks first: our merchant, the certificate it knows for us, the 5.1.0 signature. */
function checkRequest(fields: Fields, merchantCert: X509Certificate): string | null {
  if (fields.version !== "5.1.0" || fields.signMethod !== "01") return "version or signMethod";
  if (fields.merId !== FAKE_MER_ID) return "unknown merId";
  if (fields.certId !== BigInt(`0x${merchantCert.serialNumber}`).toString()) return "unknown certId";
  const ok = createVerify("RSA-SHA256")
    .update(digest(fields))
    .verify(merchantCert.publicKey, fields.signature ?? "", "base64");
  return ok ? null : "验证签名失败";
}

/** Written independently of the adapter: hex SHA-256 of the sorted `k=v&...` text, then SHA256withRSA. */
function digest(fields: Fields): string {
  const names = Object.keys(fields)
    .filter((n) => n !== "signature")
    .sort();
  return createHash("sha256")
    .update(names.map((n) => `${n}=${fields[n]}`).join("&"), "utf8")
    .digest("hex");
}

function sign(fields: Fields, key: string): string {
  return createSign("RSA-SHA256").update(digest(fields)).sign(key, "base64");
}

/** UnionPay's synchronous answers are raw `k=v&...`, not URL-encoded. */
function answer(res: ServerResponse, fields: Fields): void {
  const text = Object.entries(fields)
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  res.writeHead(200, { "content-type": "text/plain;charset=UTF-8" }).end(text);
}

function beijing(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace(/\D/g, "");
}

function parseTime(text = ""): Date {
  const [y, mo, d, h, mi, s] = (text.match(/^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/)?.slice(1) ?? []).map(
    Number,
  );
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1, (h ?? 0) - 8, mi ?? 0, s ?? 0));
}

function digits(n: number): string {
  return Array.from({ length: n }, () => randomInt(10)).join("");
}
