import { createHash, createVerify, X509Certificate } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadUnionpayConfig } from "#features/payments/providers/unionpay/config";
import { parseAnswer } from "#features/payments/providers/unionpay/message";
import { createUnionpayProvider } from "#features/payments/providers/unionpay/unionpay-provider";
import { type CreateOrderRequest, NotifyRejected, ProviderError } from "#ports/payment-provider";
import { startUnionpayFake, type UnionpayFake } from "../fakes/unionpay-fake";

let fake: UnionpayFake;
beforeAll(async () => {
  fake = await startUnionpayFake();
});
afterAll(() => fake?.close());

/** 2040-02-29 16:30 UTC is already 1 March in Beijing. */
const CLOCK = new Date("2040-02-29T16:30:00Z");
const order = (over: Partial<CreateOrderRequest> = {}): CreateOrderRequest => ({
  outTradeNo: "SOC2040000001201",
  money: { amount: 12_300, currency: "CNY" },
  subject: "第十届学术年会张三",
  channel: "pc",
  returnUrl: "https://reg.example.org/r/12",
  notifyUrl: "https://reg.example.org/api/payments/unionpay/notify",
  clientIp: "203.0.113.7",
  expiresAt: new Date("2040-02-29T17:00:00Z"),
  ...over,
});
const paid = (outTradeNo: string) => ({
  outTradeNo,
  money: { amount: 12_300, currency: "CNY" as const },
  transactionId: "772040030100300012345",
});
/** The adapter itself, without the fake's browser post after createOrder. */
const adapterAt = (clock: Date) => {
  const config = loadUnionpayConfig(fake.env);
  if (!config) throw new Error("the fake's settings are all set");
  return createUnionpayProvider(config, { now: () => clock });
};
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe("UnionPay front form (consume)", () => {
  it("carries txnAmt in fen, currencyCode 156, channelType 07 (pc) / 08 (mobile), our URLs, payTimeout and certId = merchant cert serial in decimal", async () => {
    const provider = adapterAt(CLOCK);
    const created = await provider.createOrder(order());
    expect(created.providerOrderId).toBe("20400301003000");
    if (created.checkout.kind !== "form") throw new Error("expected a form");
    expect(created.checkout.action).toBe(`${fake.env.UNIONPAY_GATEWAY}/gateway/api/frontTransReq.do`);
    const { signature, ...fields } = created.checkout.fields;
    expect(fields).toEqual({
      ...{ version: "5.1.0", encoding: "UTF-8", signMethod: "01", txnType: "01", txnSubType: "01" },
      ...{ bizType: "000201", channelType: "07", accessType: "0", merId: "777290058110048" },
      ...{ orderId: "SOC2040000001201", txnTime: "20400301003000", txnAmt: "12300", currencyCode: "156" },
      ...{
        frontUrl: "https://reg.example.org/r/12",
        backUrl: "https://reg.example.org/api/payments/unionpay/notify",
      },
      ...{ payTimeout: "20400301010000", riskRateInfo: "{commodityName=第十届学术年会张三}" },
      ...{ customerIp: "203.0.113.7", certId: "73819345128" },
    });
    const mobile = await provider.createOrder(order({ channel: "mobile" }));
    expect(mobile.checkout.kind === "form" && mobile.checkout.fields.channelType).toBe("08");
    await expect(provider.createOrder(order({ channel: "wechat-browser" }))).rejects.toThrow(/channel/);
    await expect(provider.createOrder(order({ money: { amount: 100, currency: "USD" } }))).rejects.toThrow(
      /CNY/,
    );
  });

  it("is signed SHA256withRSA over the hex SHA-256 of the sorted fields, verifiable with the merchant certificate", async () => {
    const provider = adapterAt(CLOCK);
    const created = await provider.createOrder(order());
    if (created.checkout.kind !== "form") throw new Error("expected a form");
    const text =
      "accessType=0&backUrl=https://reg.example.org/api/payments/unionpay/notify&bizType=000201&certId=73819345128" +
      "&channelType=07&currencyCode=156&customerIp=203.0.113.7&encoding=UTF-8&frontUrl=https://reg.example.org/r/12" +
      "&merId=777290058110048&orderId=SOC2040000001201&payTimeout=20400301010000" +
      "&riskRateInfo={commodityName=第十届学术年会张三}&signMethod=01&txnAmt=12300&txnSubType=01" +
      "&txnTime=20400301003000&txnType=01&version=5.1.0";
    const hex = createHash("sha256").update(text, "utf8").digest("hex");
    const merchant = new X509Certificate(fake.certs.merchant.cert);
    const verified = createVerify("RSA-SHA256")
      .update(hex)
      .verify(merchant.publicKey, created.checkout.fields.signature ?? "", "base64");
    expect(verified).toBe(true);
  });

  it("is accepted by the gateway when the browser posts it", async () => {
    await fake.provider.createOrder(
      order({ outTradeNo: "SOC2040000001301", expiresAt: new Date(Date.now() + 60_000) }),
    );
    expect(fake.orders.get("SOC2040000001301")).toMatchObject({
      money: { amount: 12_300, currency: "CNY" },
      subject: "第十届学术年会张三",
      closed: false,
    });
  });
});

describe("UnionPay back notify", () => {
  it("a paid notify verifies to a paid report: fen, CNY, queryId as transactionId, traceTime as paidAt", async () => {
    const report = await fake.provider.verifyNotify(fake.paidNotify(paid("SOC2040000002101")));
    expect(report).toEqual({
      kind: "payment",
      outTradeNo: "SOC2040000002101",
      status: "paid",
      money: { amount: 12_300, currency: "CNY" },
      transactionId: "772040030100300012345",
      paidAt: expect.any(Date),
      payerId: null,
    });
  });

  it("paidAt is traceTime in Beijing time, in the next year when sent on 31 December and paid after midnight", async () => {
    const fields = {
      ...{ version: "5.1.0", encoding: "UTF-8", signMethod: "01", accessType: "0", bizType: "000201" },
      ...{ txnType: "01", txnSubType: "01", merId: "777290058110048", orderId: "SOC2040000002201" },
      ...{ txnTime: "20391231235930", traceTime: "0101000212", txnAmt: "500", currencyCode: "156" },
      ...{ queryId: "771231235930000000001", respCode: "00", respMsg: "成功[0000000]" },
    };
    const report = await fake.provider.verifyNotify(fake.signedNotify(fields));
    expect(report).toMatchObject({
      status: "paid",
      paidAt: new Date("2039-12-31T16:02:12Z"),
      money: { amount: 500 },
    });
  });

  it("a notify signed by a certificate that does not chain to the configured root is rejected", async () => {
    const e = await rejection(fake.provider.verifyNotify(fake.forgedNotify(paid("SOC2040000002301"))));
    expect(e).toBeInstanceOf(NotifyRejected);
    expect((e as NotifyRejected).reason).toMatch(/does not chain/);
  });

  it("a notify whose signature is not over its fields is rejected", async () => {
    const genuine = fake.paidNotify(paid("SOC2040000002401"));
    const other = new URLSearchParams(fake.paidNotify(paid("SOC2040000002402")).body);
    const body = new URLSearchParams(genuine.body);
    body.set("signature", other.get("signature") ?? "");
    const e = await rejection(
      fake.provider.verifyNotify({ headers: genuine.headers, body: body.toString() }),
    );
    expect((e as NotifyRejected).reason).toBe("bad signature");
  });

  it("a notify signed with an expired UnionPay certificate is rejected (the long-lived one still passes)", async () => {
    const later = fake.createProvider({ now: () => new Date(Date.now() + 3 * 24 * 3600_000) });
    const e = await rejection(later.verifyNotify(fake.shortLivedNotify(paid("SOC2040000002501"))));
    expect(e).toBeInstanceOf(NotifyRejected);
    expect((e as NotifyRejected).reason).toMatch(/expired/);
    await expect(later.verifyNotify(fake.paidNotify(paid("SOC2040000002502")))).resolves.toMatchObject({
      status: "paid",
    });
  });

  it("a genuine notify for another merId is rejected", async () => {
    const e = await rejection(fake.provider.verifyNotify(fake.otherMerchantNotify(paid("SOC2040000002601"))));
    expect((e as NotifyRejected).reason).toMatch(/another merchant/);
  });

  it("a notify whose amount was changed in transit is rejected", async () => {
    const genuine = fake.paidNotify(paid("SOC2040000002701"));
    const body = genuine.body.replace("txnAmt=12300", "txnAmt=1");
    expect(body).not.toBe(genuine.body);
    await expect(fake.provider.verifyNotify({ headers: genuine.headers, body })).rejects.toThrow(
      NotifyRejected,
    );
  });

  it("an unsigned or unreadable body is rejected", async () => {
    await expect(fake.provider.verifyNotify({ headers: {}, body: "respCode=00&txnAmt=1" })).rejects.toThrow(
      NotifyRejected,
    );
  });

  it("is answered 200 text/plain ok when accepted, and 500 (UnionPay sends it again) when not", () => {
    expect(fake.provider.notifyReply(true)).toEqual({ status: 200, contentType: "text/plain", body: "ok" });
    expect(fake.provider.notifyReply(false)).toMatchObject({ status: 500 });
  });
});

describe("UnionPay query and close", () => {
  it("query says paid (origRespCode 00), pending (05) or unknown (respCode 34)", async () => {
    const open = await fake.provider.createOrder(
      order({ outTradeNo: "SOC2040000003101", expiresAt: new Date(Date.now() + 600_000) }),
    );
    const ref = { outTradeNo: "SOC2040000003101", providerOrderId: open.providerOrderId };
    await expect(fake.provider.query(ref)).resolves.toMatchObject({ status: "pending", transactionId: null });
    fake.markPaid(paid("SOC2040000003101"));
    await expect(fake.provider.query(ref)).resolves.toMatchObject({
      status: "paid",
      money: { amount: 12_300, currency: "CNY" },
      transactionId: "772040030100300012345",
    });
    const unknown = { outTradeNo: "SOC2040000003199", providerOrderId: "20400301003000" };
    await expect(fake.provider.query(unknown)).resolves.toMatchObject({ status: "unknown", money: null });
    await expect(fake.provider.query({ ...unknown, providerOrderId: null })).resolves.toMatchObject({
      status: "unknown",
    });
  });

  it("an unpaid order past its payTimeout is closed; close is a no-op for it and refuses a paid order", async () => {
    const past = await fake.provider.createOrder(
      order({ outTradeNo: "SOC2040000003201", expiresAt: new Date(Date.now() - 1000) }),
    );
    const ref = { outTradeNo: "SOC2040000003201", providerOrderId: past.providerOrderId };
    await expect(fake.provider.query(ref)).resolves.toMatchObject({ status: "closed" });
    await expect(fake.provider.close(ref)).resolves.toBeUndefined();
    fake.markPaid(paid("SOC2040000003201"));
    const e = await rejection(fake.provider.close(ref));
    expect(e).toBeInstanceOf(ProviderError);
    expect((e as ProviderError).code).toBe("ORDER_PAID");
  });
});

describe("UnionPay refund", () => {
  const request = {
    outTradeNo: "SOC2040000004101",
    outRefundNo: "RSOC2040000004101",
    refund: { amount: 12_300, currency: "CNY" as const },
    total: { amount: 12_300, currency: "CNY" as const },
    reason: "cancelled",
    transactionId: "772040030100400012345",
    notifyUrl: "https://reg.example.org/api/payments/unionpay/notify",
  };

  it("refunds by origQryId (accepted = processing, refundId = its txnTime), then queryRefund and its notify say done", async () => {
    fake.markPaid({ ...paid("SOC2040000004101"), transactionId: "772040030100400012345" });
    const provider = fake.createProvider({ now: () => CLOCK });
    const report = await provider.refund(request);
    expect(report).toEqual({
      kind: "refund",
      outTradeNo: "SOC2040000004101",
      outRefundNo: "RSOC2040000004101",
      status: "processing",
      refund: { amount: 12_300, currency: "CNY" },
      refundId: "20400301003000",
      message: null,
    });
    expect(fake.refunds.get("RSOC2040000004101")).toEqual({
      outTradeNo: "SOC2040000004101",
      money: { amount: 12_300, currency: "CNY" },
    });
    const done = { status: "done", refund: { amount: 12_300, currency: "CNY" }, refundId: "20400301003000" };
    await expect(provider.queryRefund(request)).resolves.toMatchObject(done);
    // Another process knows the refund's txnTime only from refundId.
    const other = fake.createProvider({ now: () => CLOCK });
    await expect(other.queryRefund({ ...request, refundId: "20400301003000" })).resolves.toMatchObject(done);
    await expect(other.queryRefund(request)).rejects.toMatchObject({ code: "REFUND_TIME_UNKNOWN" });
    await expect(provider.verifyNotify(fake.refundNotify("RSOC2040000004101"))).resolves.toEqual({
      kind: "refund",
      ...{ outTradeNo: "SOC2040000004101", outRefundNo: "RSOC2040000004101", status: "done" },
      ...{ refund: { amount: 12_300, currency: "CNY" }, refundId: "20400301003000", message: null },
    });
  });

  it("a refund UnionPay refuses (respCode 36) is failed with its message", async () => {
    fake.failNext({ respCode: "36", respMsg: "与原交易信息不符" });
    const provider = fake.createProvider({ now: () => CLOCK });
    await expect(provider.refund({ ...request, outRefundNo: "RSOC2040000004201" })).resolves.toMatchObject({
      status: "failed",
      message: "与原交易信息不符",
    });
  });
});

describe("UnionPay gateway errors", () => {
  const ref = { outTradeNo: "SOC2040000005101", providerOrderId: "20400301003000" };

  it("an HTTP error, a system respCode, an unsigned answer or no answer is a ProviderError", async () => {
    fake.failNext({ httpStatus: 502 });
    await expect(fake.provider.query(ref)).rejects.toMatchObject({ name: "ProviderError", code: "HTTP_502" });
    fake.failNext({ respCode: "06", respMsg: "系统繁忙，请稍后再试" });
    await expect(fake.provider.query(ref)).rejects.toMatchObject({ name: "ProviderError", code: "06" });
    const unsigned = fake.createProvider({
      fetch: async () => new Response("respCode=00&signMethod=01&merId=777290058110048"),
    });
    await expect(unsigned.query(ref)).rejects.toThrow(/not trusted: no signPubKeyCert/);
    const down = fake.createProvider({ fetch: async () => Promise.reject(new TypeError("fetch failed")) });
    await expect(down.query(ref)).rejects.toBeInstanceOf(ProviderError);
  });

  it("answers are read raw: base64 + and = kept, {...} kept whole", () => {
    expect(parseAnswer("a=x+y/z==&b={c=1&d=2}&e=")).toEqual({ a: "x+y/z==", b: "{c=1&d=2}", e: "" });
  });
});

describe("loadUnionpayConfig", () => {
  it("is null when nothing is set, and names what is missing when partly set", () => {
    expect(loadUnionpayConfig({})).toBeNull();
    expect(loadUnionpayConfig({ UNIONPAY_MER_ID: "" })).toBeNull();
    expect(() => loadUnionpayConfig({ UNIONPAY_MER_ID: "777290058110048" })).toThrow(
      "UnionPay is partly configured: missing UNIONPAY_SIGN_KEY, UNIONPAY_SIGN_CERT, UNIONPAY_ROOT_CERT, UNIONPAY_MIDDLE_CERT",
    );
    expect(() => loadUnionpayConfig({ UNIONPAY_GATEWAY: "https://gateway.test.95516.com" })).toThrow(
      /missing UNIONPAY_MER_ID/,
    );
  });

  it("reads PEMs inline (also with literal \\n) or from files, defaults the production gateway, derives certId", async () => {
    const { UNIONPAY_GATEWAY: _, ...env } = fake.env;
    const inline = loadUnionpayConfig({
      ...env,
      UNIONPAY_ROOT_CERT: fake.certs.root.cert.replaceAll("\n", "\\n"),
    });
    expect(inline).toMatchObject({
      merId: "777290058110048",
      gateway: "https://gateway.95516.com",
      certId: "73819345128",
    });
    const dir = await mkdtemp(path.join(tmpdir(), "unionpay-config-"));
    try {
      const files: Record<string, string> = {};
      for (const [name, value] of Object.entries(env)) {
        if (name === "UNIONPAY_MER_ID") continue;
        files[name] = path.join(dir, `${name}.pem`);
        await writeFile(files[name], value);
      }
      expect(loadUnionpayConfig({ ...env, ...files })).toMatchObject({ certId: "73819345128" });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses a bad merId, an unreadable PEM (without echoing it) and a key that is not the certificate's", () => {
    expect(() => loadUnionpayConfig({ ...fake.env, UNIONPAY_MER_ID: "12345" })).toThrow(/UNIONPAY_MER_ID/);
    const broken = () =>
      loadUnionpayConfig({ ...fake.env, UNIONPAY_SIGN_KEY: "-----BEGIN PRIVATE KEY-----\nsecretstuff" });
    expect(broken).toThrow(/UNIONPAY_SIGN_KEY: not a readable PEM/);
    expect(broken).not.toThrow(/secretstuff/);
    expect(() => loadUnionpayConfig({ ...fake.env, UNIONPAY_SIGN_KEY: fake.certs.signer.key })).toThrow(
      "UNIONPAY_SIGN_KEY is not the private key of UNIONPAY_SIGN_CERT",
    );
    expect(() => loadUnionpayConfig({ ...fake.env, UNIONPAY_ROOT_CERT: "/nonexistent/root.pem" })).toThrow(
      "UNIONPAY_ROOT_CERT: not a PEM and no readable file at that path",
    );
  });
});
