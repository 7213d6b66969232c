import { execFileSync } from "node:child_process";
import { createSign, createVerify, generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadWechatConfig } from "#features/payments/providers/wechat/config";
import { createWechatProvider } from "#features/payments/providers/wechat/provider";
import {
  type CreateOrderRequest,
  NotifyRejected,
  type PaymentProvider,
  ProviderError,
} from "#ports/payment-provider";
import { startWechatFake, type WechatFake } from "../fakes/wechat-fake";

let fake: WechatFake;
let wechat: PaymentProvider;
let seq = 0;

beforeAll(async () => {
  fake = await startWechatFake();
  wechat = fake.provider;
});
afterAll(() => fake.close());

const tradeNo = () => `CR2025030100${String(++seq).padStart(4, "0")}`;

function order(overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  return {
    outTradeNo: tradeNo(),
    money: { amount: 12_300, currency: "CNY" },
    subject: "第十届全国会议年会张三",
    channel: "pc",
    returnUrl: "https://confreg.example.org/registrations/42",
    notifyUrl: "https://confreg.example.org/api/payments/wechat/notify",
    clientIp: "203.0.113.7",
    expiresAt: new Date("2025-03-01T04:30:00Z"),
    ...overrides,
  };
}

const lastRequest = () => fake.requests.at(-1);
const paidResource = (outTradeNo: string, mchid: string, appid: string) => ({
  mchid,
  appid,
  out_trade_no: outTradeNo,
  transaction_id: "4200002345202503011234567890",
  trade_type: "JSAPI",
  trade_state: "SUCCESS",
  trade_state_desc: "支付成功",
  success_time: "2025-03-01T12:10:00+08:00",
  payer: { openid: "oMiniProgramPayer00000000001" },
  amount: { total: 12_300, payer_total: 12_300, currency: "CNY", payer_currency: "CNY" },
});

describe("WeChat Pay v3: creating orders", () => {
  it("a desktop order is a signed Native order for the fee in fen and CNY, shown as a QR of its code_url", async () => {
    const request = order();
    const created = await wechat.createOrder(request);
    expect(created.providerOrderId).toBeNull();
    expect(created.checkout).toEqual({
      kind: "qr",
      codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/),
    });
    const sent = lastRequest();
    expect(sent?.method).toBe("POST");
    expect(sent?.path).toBe("/v3/pay/transactions/native");
    expect(sent?.body).toEqual({
      appid: "wx8888888888888888",
      mchid: "1900000109",
      description: "第十届全国会议年会张三",
      out_trade_no: request.outTradeNo,
      time_expire: "2025-03-01T12:30:00+08:00",
      notify_url: "https://confreg.example.org/api/payments/wechat/notify",
      amount: { total: 12_300, currency: "CNY" },
    });
    // The fake answered 401 unless this verified with the merchant public key.
    expect(sent?.authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 /);
    expect(sent?.authorization).toContain('mchid="1900000109"');
    expect(sent?.authorization).toContain('serial_no="3775B6A45ACD588826D15E583A95F5DD2C5A9C1E"');
    expect(sent?.authorization).toMatch(/nonce_str="[0-9A-Za-z]{32}"/);
    expect(fake.orders.get(request.outTradeNo)).toEqual({
      money: { amount: 12_300, currency: "CNY" },
      subject: "第十届全国会议年会张三",
      closed: false,
    });
  });

  it("a mobile order is an H5 order with the payer's IP and a Wap scene, sent to h5_url with the return URL", async () => {
    const created = await wechat.createOrder(order({ channel: "mobile" }));
    expect(lastRequest()?.path).toBe("/v3/pay/transactions/h5");
    expect(lastRequest()?.body).toMatchObject({
      amount: { total: 12_300, currency: "CNY" },
      scene_info: {
        payer_client_ip: "203.0.113.7",
        h5_info: { type: "Wap", app_name: "会议注册", app_url: "https://confreg.example.org" },
      },
    });
    if (created.checkout.kind !== "redirect")
      throw new Error(`a redirect expected, got ${created.checkout.kind}`);
    expect(created.checkout.url).toMatch(
      /^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=wx/,
    );
    expect(created.checkout.url).toMatch(
      /&package=2056162962&redirect_url=https%3A%2F%2Fconfreg\.example\.org%2Fregistrations%2F42$/,
    );
  });

  it("in WeChat's browser a JSAPI order names the payer's openid, and its paySign verifies with the merchant key", async () => {
    const created = await wechat.createOrder(
      order({ channel: "wechat-browser", openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" }),
    );
    expect(lastRequest()?.path).toBe("/v3/pay/transactions/jsapi");
    expect(lastRequest()?.body).toMatchObject({
      appid: "wx8888888888888888",
      payer: { openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" },
      amount: { total: 12_300, currency: "CNY" },
    });
    if (created.checkout.kind !== "jsapi") throw new Error(`jsapi expected, got ${created.checkout.kind}`);
    const p = created.checkout.params;
    expect(p.appId).toBe("wx8888888888888888");
    expect(p.signType).toBe("RSA");
    expect(p.package).toMatch(/^prepay_id=wx[0-9a-f]{28}$/);
    expect(Math.abs(Number(p.timeStamp) - Date.now() / 1000)).toBeLessThan(60);
    const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;
    expect(
      createVerify("RSA-SHA256").update(message).verify(fake.merchantPublicKey, p.paySign, "base64"),
    ).toBe(true);
  });

  it("in the mini-program the JSAPI order and its paySign use the mini-program's app id", async () => {
    const created = await wechat.createOrder(
      order({ channel: "mini-program", openid: "oMiniProgramPayer00000000001" }),
    );
    expect(lastRequest()?.body).toMatchObject({
      appid: "wxd678efh567hg6787",
      payer: { openid: "oMiniProgramPayer00000000001" },
    });
    if (created.checkout.kind !== "jsapi") throw new Error(`jsapi expected, got ${created.checkout.kind}`);
    const p = created.checkout.params;
    expect(p.appId).toBe("wxd678efh567hg6787");
    const message = `wxd678efh567hg6787\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;
    expect(
      createVerify("RSA-SHA256").update(message).verify(fake.merchantPublicKey, p.paySign, "base64"),
    ).toBe(true);
  });

  it("a JSAPI order without the payer's openid is refused before anything is sent", async () => {
    const before = fake.requests.length;
    await expect(wechat.createOrder(order({ channel: "wechat-browser" }))).rejects.toThrow(/openid/);
    expect(fake.requests.length).toBe(before);
  });

  it("the mini-program channel is offered only when a mini-program app id is configured", () => {
    expect(wechat.channels).toEqual(["pc", "mobile", "wechat-browser", "mini-program"]);
    const without = createWechatProvider({ ...fake.config, miniProgramAppId: null });
    expect(without.channels).toEqual(["pc", "mobile", "wechat-browser"]);
  });

  it("a request signed with another merchant key is refused by WeChat Pay: ProviderError SIGN_ERROR", async () => {
    const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const impostor = createWechatProvider({ ...fake.config, privateKey: stranger });
    await expect(impostor.createOrder(order())).rejects.toMatchObject({
      name: "ProviderError",
      code: "SIGN_ERROR",
    });
  });
});

describe("WeChat Pay v3: notifies", () => {
  const paid = (outTradeNo: string) => ({
    outTradeNo,
    money: { amount: 12_300, currency: "CNY" as const },
    transactionId: "4200001234202503011234567890",
  });

  it("a paid notify verifies and decrypts to a paid report: fee in fen, transaction id, time, payer's openid", async () => {
    const request = order();
    await wechat.createOrder(request);
    const report = await wechat.verifyNotify(fake.paidNotify(paid(request.outTradeNo)));
    expect(report).toEqual({
      kind: "payment",
      outTradeNo: request.outTradeNo,
      status: "paid",
      money: { amount: 12_300, currency: "CNY" },
      transactionId: "4200001234202503011234567890",
      paidAt: expect.any(Date),
      payerId: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o",
    });
  });

  it("notify header names are read whatever their case (frameworks lower-case them)", async () => {
    const notify = fake.paidNotify(paid(tradeNo()));
    const headers = Object.fromEntries(Object.entries(notify.headers).map(([k, v]) => [k.toLowerCase(), v]));
    await expect(wechat.verifyNotify({ headers, body: notify.body })).resolves.toMatchObject({
      status: "paid",
    });
  });

  it("a mini-program payment's notify (the other app id of ours) is accepted", async () => {
    const resource = paidResource("CR20250301MINI01", "1900000109", "wxd678efh567hg6787");
    await expect(wechat.verifyNotify(fake.notify("TRANSACTION.SUCCESS", resource))).resolves.toMatchObject({
      status: "paid",
      outTradeNo: "CR20250301MINI01",
      paidAt: new Date("2025-03-01T04:10:00Z"),
      payerId: "oMiniProgramPayer00000000001",
    });
  });

  const rejected = async (promise: Promise<unknown>, reason: RegExp) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NotifyRejected);
    expect((error as NotifyRejected).reason).toMatch(reason);
  };

  it("a notify signed by a key we do not trust is rejected", async () => {
    await rejected(wechat.verifyNotify(fake.forgedNotify(paid(tradeNo()))), /^bad signature$/);
  });

  it("a notify whose body changed after WeChat signed it is rejected", async () => {
    const notify = fake.paidNotify(paid(tradeNo()));
    const body = JSON.stringify(JSON.parse(notify.body), null, 1);
    await rejected(wechat.verifyNotify({ headers: notify.headers, body }), /^bad signature$/);
  });

  it("a notify naming a serial we hold no key for is rejected", async () => {
    const notify = fake.paidNotify(paid(tradeNo()));
    const headers = {
      ...notify.headers,
      "Wechatpay-Serial": "PUB_KEY_ID_0119000001092025010100000000000099",
    };
    await rejected(wechat.verifyNotify({ headers, body: notify.body }), /unknown platform serial/);
  });

  it("a notify without the Wechatpay-* signature headers is rejected", async () => {
    const notify = fake.paidNotify(paid(tradeNo()));
    await rejected(
      wechat.verifyNotify({ headers: { "Content-Type": "application/json" }, body: notify.body }),
      /headers/,
    );
  });

  it("a genuine notify more than 5 minutes old is rejected (replay); 4 minutes is still fine", async () => {
    const notify = fake.paidNotify(paid(tradeNo()));
    const sixLater = createWechatProvider(fake.config, { now: () => new Date(Date.now() + 6 * 60_000) });
    await rejected(sixLater.verifyNotify(notify), /more than 5 minutes/);
    const fourLater = createWechatProvider(fake.config, { now: () => new Date(Date.now() + 4 * 60_000) });
    await expect(fourLater.verifyNotify(notify)).resolves.toMatchObject({ status: "paid" });
  });

  it("a signed notify whose ciphertext does not decrypt under our APIv3 key is rejected", async () => {
    const resource = paidResource("CR20250301TAMPER", "1900000109", "wx8888888888888888");
    await rejected(
      wechat.verifyNotify(fake.notify("TRANSACTION.SUCCESS", resource, { tamperCiphertext: true })),
      /does not decrypt/,
    );
  });

  it("a genuine notify for another merchant is rejected", async () => {
    await rejected(wechat.verifyNotify(fake.otherMerchantNotify(paid(tradeNo()))), /another merchant/);
  });

  it("a genuine notify of our merchant for an app id that is not ours is rejected", async () => {
    const resource = paidResource("CR20250301OTHERAPP", "1900000109", "wx1111111111111111");
    await rejected(wechat.verifyNotify(fake.notify("TRANSACTION.SUCCESS", resource)), /another app/);
  });

  it("accepted notifies are answered 200 with SUCCESS, refused ones 500 with FAIL so that WeChat sends again", () => {
    expect(wechat.notifyReply(true)).toEqual({
      status: 200,
      contentType: "application/json",
      body: '{"code":"SUCCESS","message":"成功"}',
    });
    expect(wechat.notifyReply(false)).toEqual({
      status: 500,
      contentType: "application/json",
      body: '{"code":"FAIL","message":"失败"}',
    });
  });
});

describe("WeChat Pay v3: query and close", () => {
  it("an order not paid yet (NOTPAY) is pending; the query names the merchant", async () => {
    const request = order();
    await wechat.createOrder(request);
    const report = await wechat.query({ outTradeNo: request.outTradeNo, providerOrderId: null });
    expect(lastRequest()?.method).toBe("GET");
    expect(lastRequest()?.path).toBe(
      `/v3/pay/transactions/out-trade-no/${request.outTradeNo}?mchid=1900000109`,
    );
    expect(report).toEqual({
      kind: "payment",
      outTradeNo: request.outTradeNo,
      status: "pending",
      money: null,
      transactionId: null,
      paidAt: null,
      payerId: null,
    });
  });

  it("a paid order (SUCCESS) is paid, with the amount, transaction id and payer", async () => {
    const request = order();
    await wechat.createOrder(request);
    fake.markPaid({
      outTradeNo: request.outTradeNo,
      money: { amount: 12_300, currency: "CNY" },
      transactionId: "4200009999",
    });
    await expect(
      wechat.query({ outTradeNo: request.outTradeNo, providerOrderId: null }),
    ).resolves.toMatchObject({
      status: "paid",
      money: { amount: 12_300, currency: "CNY" },
      transactionId: "4200009999",
      paidAt: expect.any(Date),
      payerId: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o",
    });
  });

  it("closing an unpaid order closes it at WeChat Pay, and the query then says closed (CLOSED)", async () => {
    const request = order();
    await wechat.createOrder(request);
    await wechat.close({ outTradeNo: request.outTradeNo, providerOrderId: null });
    expect(lastRequest()).toMatchObject({
      method: "POST",
      path: `/v3/pay/transactions/out-trade-no/${request.outTradeNo}/close`,
      body: { mchid: "1900000109" },
    });
    expect(fake.orders.get(request.outTradeNo)?.closed).toBe(true);
    await expect(
      wechat.query({ outTradeNo: request.outTradeNo, providerOrderId: null }),
    ).resolves.toMatchObject({
      status: "closed",
      money: null,
    });
    await expect(
      wechat.close({ outTradeNo: request.outTradeNo, providerOrderId: null }),
    ).resolves.toBeUndefined();
  });

  it("an order WeChat Pay does not know (404 ORDER_NOT_EXIST) is unknown, and closing it is fine", async () => {
    await expect(wechat.query({ outTradeNo: "CR20250301NEVER1", providerOrderId: null })).resolves.toEqual({
      kind: "payment",
      outTradeNo: "CR20250301NEVER1",
      status: "unknown",
      money: null,
      transactionId: null,
      paidAt: null,
      payerId: null,
    });
    await expect(
      wechat.close({ outTradeNo: "CR20250301NEVER1", providerOrderId: null }),
    ).resolves.toBeUndefined();
  });

  it("closing a paid order fails with WeChat's code", async () => {
    const request = order();
    await wechat.createOrder(request);
    fake.markPaid({
      outTradeNo: request.outTradeNo,
      money: { amount: 12_300, currency: "CNY" },
      transactionId: "4200008888",
    });
    await expect(
      wechat.close({ outTradeNo: request.outTradeNo, providerOrderId: null }),
    ).rejects.toMatchObject({
      name: "ProviderError",
      code: "ORDER_PAID",
    });
  });
});

describe("WeChat Pay v3: refunds", () => {
  // Transaction ids are unique at WeChat Pay: each paid order gets its own.
  const paidOrder = async (transactionId: string) => {
    const request = order();
    await wechat.createOrder(request);
    fake.markPaid({
      outTradeNo: request.outTradeNo,
      money: { amount: 12_300, currency: "CNY" },
      transactionId,
    });
    return request.outTradeNo;
  };
  const refundOf = (outTradeNo: string, outRefundNo: string, transactionId: string) => ({
    outTradeNo,
    outRefundNo,
    refund: { amount: 5_000, currency: "CNY" as const },
    total: { amount: 12_300, currency: "CNY" as const },
    reason: "参会人申请退款",
    transactionId,
    notifyUrl: "https://confreg.example.org/api/payments/wechat/notify",
  });

  it("a refund is asked by transaction id for the amount and total in fen, and is processing until WeChat settles it", async () => {
    const outTradeNo = await paidOrder("4200007771");
    const report = await wechat.refund(refundOf(outTradeNo, "RF2025030100001", "4200007771"));
    expect(lastRequest()).toMatchObject({ method: "POST", path: "/v3/refund/domestic/refunds" });
    expect(lastRequest()?.body).toEqual({
      transaction_id: "4200007771",
      out_refund_no: "RF2025030100001",
      reason: "参会人申请退款",
      notify_url: "https://confreg.example.org/api/payments/wechat/notify",
      amount: { refund: 5_000, total: 12_300, currency: "CNY" },
    });
    expect(report).toEqual({
      kind: "refund",
      outTradeNo,
      outRefundNo: "RF2025030100001",
      status: "processing",
      refund: { amount: 5_000, currency: "CNY" },
      refundId: expect.stringMatching(/^50000\d+$/),
      message: null,
    });
    expect(fake.refunds.get("RF2025030100001")).toEqual({
      outTradeNo,
      money: { amount: 5_000, currency: "CNY" },
    });
    const query = { outTradeNo, outRefundNo: "RF2025030100001", transactionId: "4200007771" };
    await expect(wechat.queryRefund(query)).resolves.toMatchObject({ status: "processing" });
    expect(lastRequest()).toMatchObject({
      method: "GET",
      path: "/v3/refund/domestic/refunds/RF2025030100001",
    });
  });

  it("REFUND.SUCCESS notifies a done refund, and the refund query then says done", async () => {
    const outTradeNo = await paidOrder("4200007772");
    await wechat.refund(refundOf(outTradeNo, "RF2025030100002", "4200007772"));
    const report = await wechat.verifyNotify(fake.settleRefund("RF2025030100002", "SUCCESS"));
    expect(report).toEqual({
      kind: "refund",
      outTradeNo,
      outRefundNo: "RF2025030100002",
      status: "done",
      refund: { amount: 5_000, currency: "CNY" },
      refundId: expect.stringMatching(/^50000\d+$/),
      message: null,
    });
    const query = { outTradeNo, outRefundNo: "RF2025030100002", transactionId: "4200007772" };
    await expect(wechat.queryRefund(query)).resolves.toMatchObject({ status: "done" });
  });

  it("REFUND.ABNORMAL and REFUND.CLOSED notify failed refunds with WeChat's reason", async () => {
    const outTradeNo = await paidOrder("4200007773");
    await wechat.refund(refundOf(outTradeNo, "RF2025030100003", "4200007773"));
    const second = refundOf(outTradeNo, "RF2025030100004", "4200007773");
    await wechat.refund({ ...second, refund: { amount: 1_000, currency: "CNY" } });
    await expect(
      wechat.verifyNotify(fake.settleRefund("RF2025030100003", "ABNORMAL")),
    ).resolves.toMatchObject({
      status: "failed",
      message: expect.stringContaining("ABNORMAL"),
    });
    await expect(wechat.verifyNotify(fake.settleRefund("RF2025030100004", "CLOSED"))).resolves.toMatchObject({
      status: "failed",
      message: expect.stringContaining("CLOSED"),
    });
  });

  it("a refund WeChat Pay refuses fails with its code (more than can be refunded: INVALID_REQUEST)", async () => {
    const outTradeNo = await paidOrder("4200007775");
    const tooMuch = {
      ...refundOf(outTradeNo, "RF2025030100005", "4200007775"),
      refund: { amount: 12_301, currency: "CNY" as const },
    };
    await expect(wechat.refund(tooMuch)).rejects.toMatchObject({
      name: "ProviderError",
      code: "INVALID_REQUEST",
    });
  });
});

describe("WeChat Pay v3: errors", () => {
  it("an error answer becomes a ProviderError carrying WeChat's code", async () => {
    fake.failNext(500, "SYSTEM_ERROR", "系统繁忙，请稍后重试");
    const error = await wechat
      .query({ outTradeNo: "CR20250301ERR001", providerOrderId: null })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: "wechat", code: "SYSTEM_ERROR" });
  });

  it("an answer not signed by WeChat Pay's key is not believed: ProviderError", async () => {
    const request = order();
    await wechat.createOrder(request);
    fake.markPaid({
      outTradeNo: request.outTradeNo,
      money: { amount: 12_300, currency: "CNY" },
      transactionId: "4200006666",
    });
    fake.forgeNextAnswer();
    const error = await wechat
      .query({ outTradeNo: request.outTradeNo, providerOrderId: null })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toMatch(/not genuine \(bad signature\)/);
    fake.forgeNextAnswer();
    await expect(wechat.createOrder(order())).rejects.toBeInstanceOf(ProviderError);
  });

  it("an unreachable WeChat Pay is a ProviderError", async () => {
    const nowhere = createWechatProvider({ ...fake.config, baseUrl: "http://127.0.0.1:9" });
    await expect(
      nowhere.query({ outTradeNo: "CR20250301DOWN01", providerOrderId: null }),
    ).rejects.toBeInstanceOf(ProviderError);
  });
});

describe("WeChat Pay v3: configuration", () => {
  let dir: string;
  let merchantKeyPem: string;
  const complete = () => ({
    WECHATPAY_MCHID: "1900000109",
    WECHATPAY_APPID: "wx8888888888888888",
    WECHATPAY_SERIAL_NO: "3775b6a45acd588826d15e583a95f5dd2c5a9c1e",
    WECHATPAY_PRIVATE_KEY: path.join(dir, "apiclient_key.pem"),
    WECHATPAY_APIV3_KEY: "0123456789abcdefghijABCDEFGHIJ01",
    WECHATPAY_PLATFORM_CERTS: `${path.join(dir, "platform_cert.pem")}, PUB_KEY_ID_0119000001092025010100000000000001=${path.join(dir, "pub_key.pem")}`,
  });

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "wechat-config-"));
    // A platform certificate as WeChat issues them, with a known serial.
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-subj",
        "/CN=Tenpay.com Root CA",
        "-days",
        "1",
      ].concat(
        ["-set_serial", "0x5157F09EFDC096DE15EBE81A47057A7232F1B8E1"],
        ["-keyout", path.join(dir, "platform_key.pem"), "-out", path.join(dir, "platform_cert.pem")],
      ),
      { stdio: "ignore" },
    );
    const pub = generateKeyPairSync("rsa", { modulusLength: 2048 });
    writeFileSync(path.join(dir, "pub_key.pem"), pub.publicKey.export({ type: "spki", format: "pem" }));
    merchantKeyPem = generateKeyPairSync("rsa", { modulusLength: 2048 })
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString();
    writeFileSync(path.join(dir, "apiclient_key.pem"), merchantKeyPem);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("nothing set: WeChat Pay is not offered (null)", () => {
    expect(loadWechatConfig({})).toBeNull();
    expect(loadWechatConfig({ PORT: "3000", WECHATPAY_MCHID: "  " })).toBeNull();
  });

  it("partly set: an error naming every missing variable", () => {
    const error = (() => {
      try {
        loadWechatConfig({ WECHATPAY_MCHID: "1900000109", WECHATPAY_APPID: "wx8888888888888888" });
      } catch (e) {
        return (e as Error).message;
      }
      return "";
    })();
    expect(error).toBe(
      "WeChat Pay configuration: missing WECHATPAY_SERIAL_NO, WECHATPAY_PRIVATE_KEY, WECHATPAY_APIV3_KEY, WECHATPAY_PLATFORM_CERTS",
    );
  });

  it("files and defaults: the certificate keyed by its own serial, the public key by its PUB_KEY_ID", () => {
    const config = loadWechatConfig(complete());
    expect(config).toMatchObject({
      mchid: "1900000109",
      appId: "wx8888888888888888",
      miniProgramAppId: null,
      serialNo: "3775B6A45ACD588826D15E583A95F5DD2C5A9C1E",
      baseUrl: "https://api.mch.weixin.qq.com",
      h5App: { name: null, url: null },
    });
    expect(config?.apiV3Key.toString("utf8")).toBe("0123456789abcdefghijABCDEFGHIJ01");
    expect([...(config?.platformKeys.keys() ?? [])]).toEqual([
      "5157F09EFDC096DE15EBE81A47057A7232F1B8E1",
      "PUB_KEY_ID_0119000001092025010100000000000001",
    ]);
    // The key loaded for the merchant is the one in the file.
    const signature = createSign("RSA-SHA256").update("x\n").sign(merchantKeyPem, "base64");
    const check = createSign("RSA-SHA256")
      .update("x\n")
      .sign(config?.privateKey ?? "", "base64");
    expect(check).toBe(signature);
  });

  it("PEM values may be given inline with escaped line breaks", () => {
    const inline = merchantKeyPem.replace(/\n/g, "\\n");
    const config = loadWechatConfig({
      ...complete(),
      WECHATPAY_PRIVATE_KEY: inline,
      WECHATPAY_MINIPROGRAM_APPID: "wxd678efh567hg6787",
      WECHATPAY_BASE_URL: "https://api2.mch.weixin.qq.com/",
    });
    expect(config?.miniProgramAppId).toBe("wxd678efh567hg6787");
    expect(config?.baseUrl).toBe("https://api2.mch.weixin.qq.com");
  });

  it.each([
    [{ WECHATPAY_APIV3_KEY: "0123456789abcdefghijABCDEFGHIJ0" }, /WECHATPAY_APIV3_KEY: must be 32 bytes/],
    [
      { WECHATPAY_PRIVATE_KEY: "/nonexistent/apiclient_key.pem" },
      /WECHATPAY_PRIVATE_KEY: cannot read the file/,
    ],
    [
      { WECHATPAY_PLATFORM_CERTS: "/nonexistent/pub_key.pem" },
      /WECHATPAY_PLATFORM_CERTS: cannot read the file/,
    ],
    [{ WECHATPAY_MCHID: "mch-1" }, /WECHATPAY_MCHID: the merchant number/],
  ])("a wrong value is named: %j", (change, message) => {
    expect(() => loadWechatConfig({ ...complete(), ...change })).toThrow(message);
  });

  it("a public key without its PUB_KEY_ID, or a serial not matching its certificate, is refused", () => {
    const pubKey = path.join(dir, "pub_key.pem");
    expect(() => loadWechatConfig({ ...complete(), WECHATPAY_PLATFORM_CERTS: pubKey })).toThrow(
      /PUB_KEY_ID_/,
    );
    const wrongSerial = `ABCDEF=${path.join(dir, "platform_cert.pem")}`;
    expect(() => loadWechatConfig({ ...complete(), WECHATPAY_PLATFORM_CERTS: wrongSerial })).toThrow(
      /ABCDEF does not match its certificate/,
    );
  });

  it("a broken key is reported without its content", () => {
    const broken = "-----BEGIN PRIVATE KEY-----\\nc2VjcmV0LWJ1dC1icm9rZW4=\\n-----END PRIVATE KEY-----";
    expect(() => loadWechatConfig({ ...complete(), WECHATPAY_PRIVATE_KEY: broken })).toThrow(
      /^WeChat Pay configuration: WECHATPAY_PRIVATE_KEY: not a PEM private key$/,
    );
  });
});
