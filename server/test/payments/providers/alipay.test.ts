import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAlipayConfig } from "#features/payments/providers/alipay/config";
import {
  type CreateOrderRequest,
  NotifyRejected,
  type PaymentReport,
  ProviderError,
} from "#ports/payment-provider";
import { type AlipayFake, startAlipayFake } from "../fakes/alipay-fake";

// 10:03:04 in Beijing; the tests run in New York's zone to show that nothing depends on the server's zone.
const NOW = new Date("2025-03-01T02:03:04.000Z");
const savedTz = process.env.TZ;
let fake: AlipayFake;

beforeAll(async () => {
  process.env.TZ = "America/New_York";
  fake = await startAlipayFake({ now: () => NOW });
});
afterAll(async () => {
  process.env.TZ = savedTz;
  await fake.close();
});

let counter = 0;
const tradeNo = () => `CR2025030100${++counter}`;
const cny = (amount: number) => ({ amount, currency: "CNY" as const });

function order(outTradeNo: string, channel: "pc" | "mobile"): CreateOrderRequest {
  return {
    outTradeNo,
    money: cny(1230),
    subject: "国际神经科学大会 张三",
    channel,
    returnUrl: "https://reg.example.org/registrations/42",
    notifyUrl: "https://reg.example.org/api/payments/notify/alipay",
    clientIp: "203.0.113.9",
    expiresAt: new Date("2025-03-01T02:33:04.000Z"),
  };
}

/** Creates the order and opens its checkout URL as the attendee's browser would; Alipay learns of it then. */
async function openCashier(outTradeNo: string, channel: "pc" | "mobile" = "pc") {
  const created = await fake.provider.createOrder(order(outTradeNo, channel));
  if (created.checkout.kind !== "redirect") throw new Error("expected a redirect checkout");
  const response = await fetch(created.checkout.url);
  return { created, url: created.checkout.url, response };
}

describe("Alipay orders", () => {
  it("a pc order opens page pay (FAST_INSTANT_TRADE_PAY) for 12.30 yuan, Beijing expiry, signed by the app", async () => {
    const no = tradeNo();
    const { created, url, response } = await openCashier(no, "pc");
    expect(created.providerOrderId).toBeNull();
    expect(new URL(url).pathname).toBe("/gateway.do");
    expect(response.status).toBe(200);
    const request = fake.requests.at(-1);
    expect(request?.method).toBe("alipay.trade.page.pay");
    expect(request?.params).toMatchObject({
      app_id: "2021000000000001",
      sign_type: "RSA2",
      charset: "utf-8",
      timestamp: "2025-03-01 10:03:04",
      return_url: "https://reg.example.org/registrations/42",
      notify_url: "https://reg.example.org/api/payments/notify/alipay",
    });
    expect(request?.bizContent).toEqual({
      out_trade_no: no,
      product_code: "FAST_INSTANT_TRADE_PAY",
      total_amount: "12.30",
      subject: "国际神经科学大会 张三",
      time_expire: "2025-03-01 10:33:04",
    });
    expect(fake.orders.get(no)).toMatchObject({ money: { amount: 1230, currency: "CNY" }, closed: false });
  });

  it("a mobile order opens WAP pay (QUICK_WAP_WAY), whose back link returns to the registration", async () => {
    const no = tradeNo();
    const { response } = await openCashier(no, "mobile");
    expect(response.status).toBe(200);
    const request = fake.requests.at(-1);
    expect(request?.method).toBe("alipay.trade.wap.pay");
    expect(request?.bizContent).toEqual({
      out_trade_no: no,
      product_code: "QUICK_WAP_WAY",
      total_amount: "12.30",
      subject: "国际神经科学大会 张三",
      time_expire: "2025-03-01 10:33:04",
      quit_url: "https://reg.example.org/registrations/42",
    });
    expect(request?.params.return_url).toBe("https://reg.example.org/registrations/42");
  });

  it("a checkout URL whose amount was changed after signing is refused by the gateway", async () => {
    const no = tradeNo();
    const created = await fake.provider.createOrder(order(no, "pc"));
    if (created.checkout.kind !== "redirect") throw new Error("expected a redirect checkout");
    const tampered = new URL(created.checkout.url);
    const biz = tampered.searchParams.get("biz_content") ?? "";
    tampered.searchParams.set("biz_content", biz.replace('"12.30"', '"0.01"'));
    const response = await fetch(tampered);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("isv.invalid-signature");
    expect(fake.orders.has(no)).toBe(false);
  });

  it("a channel Alipay does not serve is refused before anything is sent", async () => {
    const request = { ...order(tradeNo(), "pc"), channel: "wechat-browser" as const };
    await expect(fake.provider.createOrder(request)).rejects.toMatchObject({ code: "unsupported-channel" });
  });
});

describe("Alipay notifies", () => {
  const paid = (outTradeNo: string, amount = 1230) => ({
    outTradeNo,
    money: cny(amount),
    transactionId: "2025030122001400000000009999",
  });

  it("a genuine paid notify reads as paid, in cents, with Alipay's trade number, buyer and Beijing time", async () => {
    const no = tradeNo();
    const report = await fake.provider.verifyNotify(fake.paidNotify(paid(no)));
    expect(report).toEqual({
      kind: "payment",
      outTradeNo: no,
      status: "paid",
      money: { amount: 1230, currency: "CNY" },
      transactionId: "2025030122001400000000009999",
      paidAt: new Date("2025-03-01T02:03:04.000Z"),
      payerId: "2088102000000001",
    } satisfies PaymentReport);
  });

  it("0.29 yuan reads as exactly 29 cents", async () => {
    const report = await fake.provider.verifyNotify(fake.paidNotify(paid(tradeNo(), 29)));
    expect(report.kind === "payment" && report.money).toEqual({ amount: 29, currency: "CNY" });
  });

  it("a notify signed with a key other than Alipay's is rejected", async () => {
    await expect(fake.provider.verifyNotify(fake.forgedNotify(paid(tradeNo())))).rejects.toBeInstanceOf(
      NotifyRejected,
    );
  });

  it("a genuine notify for another app id is rejected", async () => {
    const notify = fake.otherMerchantNotify(paid(tradeNo()));
    await expect(fake.provider.verifyNotify(notify)).rejects.toMatchObject({
      name: "NotifyRejected",
      reason: "the notify is for another app id",
    });
  });

  it("a notify whose amount was changed after signing is rejected", async () => {
    const notify = fake.paidNotify(paid(tradeNo()));
    expect(notify.body).toContain("total_amount=12.30");
    const tampered = { ...notify, body: notify.body.replace("total_amount=12.30", "total_amount=0.01") };
    await expect(fake.provider.verifyNotify(tampered)).rejects.toBeInstanceOf(NotifyRejected);
  });

  it("a notify that claims a sign_type other than RSA2 is rejected", async () => {
    const notify = fake.paidNotify(paid(tradeNo()));
    const downgraded = { ...notify, body: notify.body.replace("sign_type=RSA2", "sign_type=RSA") };
    await expect(fake.provider.verifyNotify(downgraded)).rejects.toMatchObject({
      reason: "sign_type is not RSA2",
    });
  });

  it("the notify after a full refund reads as that refund done, not as the payment closed", async () => {
    const no = tradeNo();
    const notify = fake.refundNotify(paid(no), { outRefundNo: "RF-1", refundedTotal: cny(1230) });
    expect(notify.body).toContain("trade_status=TRADE_CLOSED");
    expect(await fake.provider.verifyNotify(notify)).toEqual({
      kind: "refund",
      outTradeNo: no,
      outRefundNo: "RF-1",
      status: "done",
      refund: null,
      refundId: null,
      message: null,
    });
  });

  it("Alipay is answered 'success' to stop a notify and 'failure' to have it sent again", () => {
    expect(fake.provider.notifyReply(true)).toEqual({
      status: 200,
      contentType: "text/plain",
      body: "success",
    });
    expect(fake.provider.notifyReply(false)).toEqual({
      status: 200,
      contentType: "text/plain",
      body: "failure",
    });
  });
});

describe("Alipay queries and closing", () => {
  const ref = (outTradeNo: string) => ({ outTradeNo, providerOrderId: null });

  it("a paid order queries as paid with its amount, trade number, payment time and buyer", async () => {
    const no = tradeNo();
    await openCashier(no);
    fake.markPaid({ outTradeNo: no, money: cny(1230), transactionId: "2025030122001400000000001111" });
    expect(await fake.provider.query(ref(no))).toEqual({
      kind: "payment",
      outTradeNo: no,
      status: "paid",
      money: { amount: 1230, currency: "CNY" },
      transactionId: "2025030122001400000000001111",
      paidAt: new Date("2025-03-01T02:03:04.000Z"),
      payerId: "2088102000000001",
    });
    expect(fake.requests.at(-1)?.method).toBe("alipay.trade.query");
  });

  it("an opened but unpaid order queries as pending", async () => {
    const no = tradeNo();
    await openCashier(no);
    expect(await fake.provider.query(ref(no))).toMatchObject({
      status: "pending",
      money: { amount: 1230, currency: "CNY" },
      paidAt: null,
    });
  });

  it("an order Alipay never saw queries as unknown", async () => {
    const no = tradeNo();
    await fake.provider.createOrder(order(no, "pc"));
    expect(await fake.provider.query(ref(no))).toEqual({
      kind: "payment",
      outTradeNo: no,
      status: "unknown",
      money: null,
      transactionId: null,
      paidAt: null,
      payerId: null,
    });
  });

  it("closing an unpaid order closes it at Alipay; closing it again or closing an unknown order is fine", async () => {
    const no = tradeNo();
    await openCashier(no);
    await fake.provider.close(ref(no));
    expect(fake.requests.at(-1)).toMatchObject({
      method: "alipay.trade.close",
      bizContent: { out_trade_no: no },
    });
    expect(fake.orders.get(no)?.closed).toBe(true);
    expect((await fake.provider.query(ref(no))).status).toBe("closed");
    await expect(fake.provider.close(ref(no))).resolves.toBeUndefined();
    await expect(fake.provider.close(ref(tradeNo()))).resolves.toBeUndefined();
  });

  it("closing a paid order fails with Alipay's code", async () => {
    const no = tradeNo();
    fake.markPaid({ outTradeNo: no, money: cny(1230), transactionId: "2025030122001400000000002222" });
    await expect(fake.provider.close(ref(no))).rejects.toMatchObject({
      name: "ProviderError",
      code: "ACQ.TRADE_STATUS_ERROR",
    });
  });
});

describe("Alipay refunds", () => {
  const refund = (outTradeNo: string, outRefundNo: string, amount: number) => ({
    outTradeNo,
    outRefundNo,
    refund: cny(amount),
    total: cny(1230),
    reason: "registration cancelled",
    transactionId: "2025030122001400000000003333",
    notifyUrl: "https://reg.example.org/api/payments/notify/alipay",
  });

  it("a refund sends refund_amount in yuan under our refund number and reads back as done", async () => {
    const no = tradeNo();
    fake.markPaid({ outTradeNo: no, money: cny(1230), transactionId: "2025030122001400000000003333" });
    expect(await fake.provider.refund(refund(no, "RF-A", 500))).toEqual({
      kind: "refund",
      outTradeNo: no,
      outRefundNo: "RF-A",
      status: "done",
      refund: { amount: 500, currency: "CNY" },
      refundId: null,
      message: null,
    });
    expect(fake.requests.at(-1)?.bizContent).toEqual({
      out_trade_no: no,
      out_request_no: "RF-A",
      refund_amount: "5.00",
      refund_reason: "registration cancelled",
    });
    expect(fake.refunds.get("RF-A")).toEqual({ outTradeNo: no, money: { amount: 500, currency: "CNY" } });
    const query = { outTradeNo: no, outRefundNo: "RF-A", transactionId: null };
    expect(await fake.provider.queryRefund(query)).toMatchObject({ status: "done", refund: { amount: 500 } });
  });

  it("sending the same refund again refunds nothing more and still reads as done", async () => {
    const no = tradeNo();
    fake.markPaid({ outTradeNo: no, money: cny(1230), transactionId: "2025030122001400000000004444" });
    await fake.provider.refund(refund(no, "RF-B", 1230));
    expect(await fake.provider.refund(refund(no, "RF-B", 1230))).toMatchObject({
      status: "done",
      refund: { amount: 1230, currency: "CNY" },
    });
    expect(fake.requests.at(-1)?.method).toBe("alipay.trade.fastpay.refund.query");
    expect(fake.orders.get(no)?.refundedCents).toBe(1230);
  });

  it("a refund beyond what was paid is reported failed with Alipay's reason", async () => {
    const no = tradeNo();
    fake.markPaid({ outTradeNo: no, money: cny(1230), transactionId: "2025030122001400000000005555" });
    expect(await fake.provider.refund(refund(no, "RF-C", 1231))).toMatchObject({
      status: "failed",
      refund: null,
      message: "ACQ.REASON_TRADE_REFUND_FEE_ERR: 退款金额无效",
    });
  });

  it("a refund number Alipay has no trace of queries as failed (not made)", async () => {
    const no = tradeNo();
    fake.markPaid({ outTradeNo: no, money: cny(1230), transactionId: "2025030122001400000000006666" });
    const report = await fake.provider.queryRefund({
      outTradeNo: no,
      outRefundNo: "RF-NONE",
      transactionId: null,
    });
    expect(report).toMatchObject({ status: "failed", refund: null });
  });
});

describe("Alipay gateway failures", () => {
  it("an error answer from the gateway is a ProviderError carrying Alipay's sub_code", async () => {
    fake.failNext({
      code: "20000",
      msg: "Service Currently Unavailable",
      sub_code: "isp.unknow-error",
      sub_msg: "系统繁忙",
    });
    const query = fake.provider.query({ outTradeNo: tradeNo(), providerOrderId: null });
    await expect(query).rejects.toBeInstanceOf(ProviderError);
    fake.failNext({
      code: "20000",
      msg: "Service Currently Unavailable",
      sub_code: "isp.unknow-error",
      sub_msg: "系统繁忙",
    });
    await expect(fake.provider.close({ outTradeNo: tradeNo(), providerOrderId: null })).rejects.toMatchObject(
      {
        code: "isp.unknow-error",
      },
    );
  });

  it("an answer not signed by Alipay's key is not believed", async () => {
    const no = tradeNo();
    fake.markPaid({ outTradeNo: no, money: cny(1230), transactionId: "2025030122001400000000007777" });
    fake.forgeNextAnswer();
    await expect(fake.provider.query({ outTradeNo: no, providerOrderId: null })).rejects.toMatchObject({
      name: "ProviderError",
      message: "alipay: the gateway's answer was refused (HTTP status, format or signature)",
    });
  });

  it("an unreachable gateway is a ProviderError", async () => {
    const gone = await startAlipayFake({ now: () => NOW });
    await gone.close();
    await expect(gone.provider.query({ outTradeNo: tradeNo(), providerOrderId: null })).rejects.toMatchObject(
      {
        name: "ProviderError",
        message: "alipay: the gateway could not be reached",
      },
    );
  });
});

describe("Alipay settings", () => {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const appKeyPem = String(privateKey.export({ type: "pkcs1", format: "pem" }));
  const alipayKeyPem = String(publicKey.export({ type: "spki", format: "pem" }));

  it("no Alipay variable set means Alipay is not offered", () => {
    expect(loadAlipayConfig({ PORT: "3000", ALIPAY_APP_ID: "" })).toBeNull();
  });

  it("a partial setting names the missing variables", () => {
    expect(() =>
      loadAlipayConfig({ ALIPAY_APP_ID: "2021000000000001", ALIPAY_PRIVATE_KEY: appKeyPem }),
    ).toThrow("Alipay is partly configured: ALIPAY_PUBLIC_KEY is missing");
  });

  it("keys may be PEM files named by path, and the gateway defaults to production", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "alipay-keys-"));
    try {
      writeFileSync(path.join(dir, "app.pem"), appKeyPem);
      writeFileSync(path.join(dir, "alipay.pem"), alipayKeyPem);
      const config = loadAlipayConfig({
        ALIPAY_APP_ID: "2021000000000001",
        ALIPAY_PRIVATE_KEY: path.join(dir, "app.pem"),
        ALIPAY_PUBLIC_KEY: path.join(dir, "alipay.pem"),
      });
      expect(config?.appId).toBe("2021000000000001");
      expect(config?.gateway).toBe("https://openapi.alipay.com/gateway.do");
      expect(config?.privateKey.startsWith("-----BEGIN PRIVATE KEY-----")).toBe(true);
      expect(config?.alipayPublicKey.startsWith("-----BEGIN PUBLIC KEY-----")).toBe(true);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("a PEM given on one line with \\n escapes is read, and the gateway can be set", () => {
    const config = loadAlipayConfig({
      ALIPAY_APP_ID: "2021000000000001",
      ALIPAY_PRIVATE_KEY: appKeyPem.replaceAll("\n", "\\n"),
      ALIPAY_PUBLIC_KEY: alipayKeyPem,
      ALIPAY_GATEWAY: "https://openapi-sandbox.dl.alipaydev.com/gateway.do",
    });
    expect(config?.gateway).toBe("https://openapi-sandbox.dl.alipaydev.com/gateway.do");
  });

  it("a value that is neither a key nor a key file is refused without being quoted", () => {
    const load = () =>
      loadAlipayConfig({
        ALIPAY_APP_ID: "2021000000000001",
        ALIPAY_PRIVATE_KEY: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC-secret-looking",
        ALIPAY_PUBLIC_KEY: alipayKeyPem,
      });
    expect(load).toThrow("ALIPAY_PRIVATE_KEY: neither PEM text nor the path of a readable PEM file");
    expect(load).not.toThrow(/secret-looking/);
  });
});
