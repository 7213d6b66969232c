import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadPaypalConfig, paypalClientId } from "#features/payments/providers/paypal/config";
import { createPaypalProvider } from "#features/payments/providers/paypal/provider";
import {
  type CreateOrderRequest,
  NotifyRejected,
  ProviderError,
  type RefundRequest,
} from "#ports/payment-provider";
import { type PaypalFake, startPaypalFake } from "../fakes/paypal-fake";

let fake: PaypalFake;
beforeEach(async () => {
  fake = await startPaypalFake();
});
afterEach(async () => {
  await fake.close();
});

const order = (overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest => ({
  outTradeNo: "T202501010001",
  money: { amount: 1230, currency: "USD" },
  subject: "ICCC 2025 Zhang San",
  channel: "pc",
  returnUrl: "https://reg.example.org/registrations/1",
  notifyUrl: "https://reg.example.org/api/payments/paypal/notify",
  clientIp: "203.0.113.7",
  expiresAt: new Date("2025-01-01T00:30:00Z"),
  ...overrides,
});
const paid = {
  outTradeNo: "T202501010001",
  money: { amount: 1230, currency: "USD" },
  transactionId: "3C679366HH908993F",
} as const;
const sent = (method: string, path: RegExp) =>
  fake.requests.filter((r) => r.method === method && path.test(r.path));

describe("PayPal orders", () => {
  it("createOrder sends a CAPTURE order of 12.30 USD for 1230 cents, with our trade number as invoice_id, custom_id and request id", async () => {
    const created = await fake.provider.createOrder(order());
    const [request] = sent("POST", /^\/v2\/checkout\/orders$/);
    expect(request?.headers["paypal-request-id"]).toBe("T202501010001");
    expect(JSON.parse(request?.body ?? "")).toEqual({
      intent: "CAPTURE",
      purchase_units: [
        {
          amount: { currency_code: "USD", value: "12.30" },
          invoice_id: "T202501010001",
          custom_id: "T202501010001",
          description: "ICCC 2025 Zhang San",
        },
      ],
    });
    expect(created).toEqual({
      checkout: { kind: "paypal", orderId: created.providerOrderId },
      providerOrderId: expect.any(String),
    });
    expect(fake.orders.get("T202501010001")).toEqual({
      money: { amount: 1230, currency: "USD" },
      subject: "ICCC 2025 Zhang San",
      closed: false,
    });
  });

  it.each([
    [5, "0.05"],
    [100, "1.00"],
    [1999999, "19999.99"],
  ])("%i cents are sent as exactly %s dollars", async (amount, value) => {
    await fake.provider.createOrder(order({ money: { amount, currency: "USD" } }));
    const body = JSON.parse(sent("POST", /^\/v2\/checkout\/orders$/)[0]?.body ?? "");
    expect(body.purchase_units[0].amount).toEqual({ currency_code: "USD", value });
  });

  it("creating the same trade number again gives back the same PayPal order", async () => {
    const first = await fake.provider.createOrder(order());
    const second = await fake.provider.createOrder(order());
    expect(second.providerOrderId).toBe(first.providerOrderId);
  });

  it("PayPal is not offered in CNY nor inside WeChat", async () => {
    await expect(
      fake.provider.createOrder(order({ money: { amount: 1230, currency: "CNY" } })),
    ).rejects.toThrow(/USD/);
    await expect(fake.provider.createOrder(order({ channel: "wechat-browser" }))).rejects.toThrow(
      /wechat-browser/,
    );
    expect(fake.requests.filter((r) => r.path.startsWith("/v2/"))).toEqual([]);
  });

  it("a query of an approved order captures it once (two queries, one capture) and reports it paid", async () => {
    const { providerOrderId } = await fake.provider.createOrder(order());
    fake.approve("T202501010001", "PAYERQX7Z");
    const first = await fake.provider.query({ outTradeNo: "T202501010001", providerOrderId });
    const second = await fake.provider.query({ outTradeNo: "T202501010001", providerOrderId });
    expect(sent("POST", /\/capture$/)).toHaveLength(1);
    expect(sent("POST", /\/capture$/)[0]?.headers["paypal-request-id"]).toBe("T202501010001-capture");
    expect(first).toEqual({
      kind: "payment",
      outTradeNo: "T202501010001",
      status: "paid",
      money: { amount: 1230, currency: "USD" },
      transactionId: expect.stringMatching(/^[0-9A-F]{17}$/),
      paidAt: expect.any(Date),
      payerId: "PAYERQX7Z",
    });
    expect(second).toEqual(first);
  });

  it("a query reports the money PayPal captured, which the caller compares with the fee", async () => {
    const { providerOrderId } = await fake.provider.createOrder(order());
    fake.markPaid({ ...paid, money: { amount: 1000, currency: "USD" } });
    const report = await fake.provider.query({ outTradeNo: "T202501010001", providerOrderId });
    expect(report).toMatchObject({
      status: "paid",
      money: { amount: 1000, currency: "USD" },
      transactionId: "3C679366HH908993F",
    });
    expect(sent("POST", /\/capture$/)).toEqual([]);
  });

  it("a query of a created, unapproved order is pending and captures nothing", async () => {
    const { providerOrderId } = await fake.provider.createOrder(order());
    const report = await fake.provider.query({ outTradeNo: "T202501010001", providerOrderId });
    expect(report).toEqual({
      kind: "payment",
      outTradeNo: "T202501010001",
      status: "pending",
      money: null,
      transactionId: null,
      paidAt: null,
      payerId: null,
    });
    expect(sent("POST", /\/capture$/)).toEqual([]);
  });

  it("an order PayPal does not know, none at all, or another line's is unknown", async () => {
    const { providerOrderId } = await fake.provider.createOrder(order());
    fake.approve("T202501010001");
    for (const ref of [
      { outTradeNo: "T202501010001", providerOrderId: "5O190127TN364715T" },
      { outTradeNo: "T202501010001", providerOrderId: null },
      { outTradeNo: "T202501010002", providerOrderId },
    ]) {
      expect(await fake.provider.query(ref)).toMatchObject({ outTradeNo: ref.outTradeNo, status: "unknown" });
    }
    expect(sent("POST", /\/capture$/)).toEqual([]);
  });

  it("closing calls nothing: an order nobody captures moves no money", async () => {
    const { providerOrderId } = await fake.provider.createOrder(order());
    const before = fake.requests.length;
    await fake.provider.close({ outTradeNo: "T202501010001", providerOrderId });
    expect(fake.requests.length).toBe(before);
  });
});

describe("PayPal errors", () => {
  it("a wrong client secret is a ProviderError with PayPal's error name", async () => {
    const provider = createPaypalProvider({ ...fake.config, clientSecret: "not-the-secret" });
    const failure = provider.createOrder(order());
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toMatchObject({ provider: "paypal", code: "invalid_client" });
    expect(fake.orders.size).toBe(0);
  });

  it("an unreachable PayPal is a ProviderError, and the next call works once it answers again", async () => {
    let down = true;
    const flaky: typeof fetch = (input, init) =>
      down ? Promise.reject(new TypeError("fetch failed")) : fetch(input, init);
    const provider = createPaypalProvider(fake.config, { fetch: flaky });
    await expect(provider.createOrder(order())).rejects.toMatchObject({ name: "ProviderError", code: null });
    down = false;
    await expect(provider.createOrder(order())).resolves.toMatchObject({ checkout: { kind: "paypal" } });
  });
});

const refundOf = (amount: number, outRefundNo = "R202501020001"): RefundRequest => ({
  outTradeNo: "T202501010001",
  outRefundNo,
  refund: { amount, currency: "USD" },
  total: { amount: 1230, currency: "USD" },
  reason: "Cannot attend",
  transactionId: "3C679366HH908993F",
  notifyUrl: "https://reg.example.org/api/payments/paypal/notify",
});

describe("PayPal refunds", () => {
  beforeEach(async () => {
    await fake.provider.createOrder(order());
    fake.markPaid(paid);
  });

  it("a refund goes to the capture with its amount and our refund number, once per refund number, and queryRefund finds it", async () => {
    const first = await fake.provider.refund(refundOf(500));
    const again = await fake.provider.refund(refundOf(500));
    const [request] = sent("POST", /^\/v2\/payments\/captures\/3C679366HH908993F\/refund$/);
    expect(request?.headers["paypal-request-id"]).toBe("R202501020001");
    expect(JSON.parse(request?.body ?? "")).toMatchObject({
      amount: { currency_code: "USD", value: "5.00" },
      invoice_id: "R202501020001",
      custom_id: "T202501010001",
    });
    expect(first).toEqual({
      kind: "refund",
      outTradeNo: "T202501010001",
      outRefundNo: "R202501020001",
      status: "done",
      refund: { amount: 500, currency: "USD" },
      refundId: expect.any(String),
      message: null,
    });
    expect(again).toEqual(first);
    expect([...fake.refunds]).toEqual([
      ["R202501020001", { outTradeNo: "T202501010001", money: { amount: 500, currency: "USD" } }],
    ]);
    const queried = await fake.provider.queryRefund(refundOf(500));
    expect(queried).toEqual(first);
  });

  it("a refund above what is left is failed with PayPal's reason", async () => {
    await fake.provider.refund(refundOf(1000, "R202501020001"));
    const refused = await fake.provider.refund(refundOf(500, "R202501020002"));
    expect(refused).toMatchObject({ status: "failed", message: "REFUND_AMOUNT_EXCEEDED", refundId: null });
  });

  it("queryRefund of a refund PayPal never received is failed", async () => {
    const report = await fake.provider.queryRefund(refundOf(500, "R202501029999"));
    expect(report).toMatchObject({ outRefundNo: "R202501029999", status: "failed", refund: null });
  });
});

describe("PayPal webhooks", () => {
  it("a genuine PAYMENT.CAPTURE.COMPLETED webhook is a paid report for the capture's invoice_id", async () => {
    const report = await fake.provider.verifyNotify(fake.paidNotify(paid));
    expect(report).toEqual({
      kind: "payment",
      outTradeNo: "T202501010001",
      status: "paid",
      money: { amount: 1230, currency: "USD" },
      transactionId: "3C679366HH908993F",
      paidAt: expect.any(Date),
      payerId: null,
    });
    const [verification] = sent("POST", /^\/v1\/notifications\/verify-webhook-signature$/);
    expect(JSON.parse(verification?.body ?? "")).toMatchObject({
      webhook_id: fake.config.webhookId,
      auth_algo: "SHA256withRSA",
    });
  });

  it("webhook header names are matched whatever their case", async () => {
    const notify = fake.paidNotify(paid);
    const upper = Object.fromEntries(Object.entries(notify.headers).map(([k, v]) => [k.toUpperCase(), v]));
    await expect(fake.provider.verifyNotify({ ...notify, headers: upper })).resolves.toMatchObject({
      status: "paid",
    });
  });

  it("a webhook signed with another key is rejected", async () => {
    await expect(fake.provider.verifyNotify(fake.forgedNotify(paid))).rejects.toBeInstanceOf(NotifyRejected);
  });

  it("a genuine webhook for another webhook id (another app) is rejected", async () => {
    await expect(fake.provider.verifyNotify(fake.otherMerchantNotify(paid))).rejects.toBeInstanceOf(
      NotifyRejected,
    );
  });

  it("a webhook whose body was changed after signing is rejected", async () => {
    const notify = fake.paidNotify(paid);
    const tampered = { ...notify, body: notify.body.replace('"value":"12.30"', '"value":"1.00"') };
    expect(tampered.body).not.toBe(notify.body);
    await expect(fake.provider.verifyNotify(tampered)).rejects.toBeInstanceOf(NotifyRejected);
  });

  it("a webhook without its signature headers, or not JSON, is rejected without asking PayPal", async () => {
    const notify = fake.paidNotify(paid);
    const { "paypal-transmission-sig": _, ...unsigned } = notify.headers;
    await expect(fake.provider.verifyNotify({ ...notify, headers: unsigned })).rejects.toBeInstanceOf(
      NotifyRejected,
    );
    await expect(fake.provider.verifyNotify({ ...notify, body: "not json" })).rejects.toBeInstanceOf(
      NotifyRejected,
    );
    expect(sent("POST", /verify-webhook-signature/)).toEqual([]);
  });

  it("a genuine PAYMENT.CAPTURE.DENIED webhook closes the order", async () => {
    const denied = fake.event("PAYMENT.CAPTURE.DENIED", {
      id: "7NW873794T343360M",
      status: "DECLINED",
      amount: { currency_code: "USD", value: "12.30" },
      invoice_id: "T202501010001",
    });
    await expect(fake.provider.verifyNotify(denied)).resolves.toMatchObject({
      outTradeNo: "T202501010001",
      status: "closed",
    });
  });

  it("a genuine PAYMENT.CAPTURE.REFUNDED webhook is a done refund naming our refund and trade numbers", async () => {
    const refunded = fake.event("PAYMENT.CAPTURE.REFUNDED", {
      id: "1JU08902781691411",
      status: "COMPLETED",
      amount: { currency_code: "USD", value: "5.00" },
      invoice_id: "R202501020001",
      custom_id: "T202501010001",
    });
    await expect(fake.provider.verifyNotify(refunded)).resolves.toEqual({
      kind: "refund",
      outTradeNo: "T202501010001",
      outRefundNo: "R202501020001",
      status: "done",
      refund: { amount: 500, currency: "USD" },
      refundId: "1JU08902781691411",
      message: null,
    });
  });

  it("a genuine CHECKOUT.ORDER.APPROVED webhook is still pending: approval moves no money", async () => {
    const approved = fake.event("CHECKOUT.ORDER.APPROVED", {
      id: "5O190127TN364715T",
      status: "APPROVED",
      purchase_units: [{ invoice_id: "T202501010001", amount: { currency_code: "USD", value: "12.30" } }],
      payer: { payer_id: "PAYERQX7Z" },
    });
    await expect(fake.provider.verifyNotify(approved)).resolves.toMatchObject({
      outTradeNo: "T202501010001",
      status: "pending",
      money: null,
      payerId: "PAYERQX7Z",
    });
    expect(sent("POST", /\/capture$/)).toEqual([]);
  });

  it("notifyReply: 200 with an empty JSON object stops PayPal's deliveries, 400 has it send again", () => {
    expect(fake.provider.notifyReply(true)).toEqual({
      status: 200,
      contentType: "application/json",
      body: "{}",
    });
    expect(fake.provider.notifyReply(false)).toMatchObject({ status: 400 });
  });
});

describe("PayPal configuration", () => {
  const full = {
    PAYPAL_CLIENT_ID: "AbC123-client",
    PAYPAL_CLIENT_SECRET: "EFg456-secret-value",
    PAYPAL_WEBHOOK_ID: "8PT597110X687430LKGECATA",
  };

  it("no PAYPAL_* variable: PayPal is not offered", () => {
    expect(loadPaypalConfig({ PORT: "3000", PAYPAL_CLIENT_ID: " " })).toBeNull();
    expect(paypalClientId(null)).toBeNull();
  });

  it("all of it: the sandbox by default, and the client id for the browser's buttons", () => {
    const config = loadPaypalConfig(full);
    expect(config).toEqual({
      clientId: "AbC123-client",
      clientSecret: "EFg456-secret-value",
      webhookId: "8PT597110X687430LKGECATA",
      environment: "sandbox",
      baseUrl: null,
    });
    expect(paypalClientId(config)).toBe("AbC123-client");
    const production = {
      ...full,
      PAYPAL_ENVIRONMENT: "production",
      PAYPAL_BASE_URL: "http://127.0.0.1:9999/",
    };
    expect(loadPaypalConfig(production)).toMatchObject({
      environment: "production",
      baseUrl: "http://127.0.0.1:9999",
    });
  });

  it("a partial setup is an error naming what is missing, never the secret", () => {
    const partial = () =>
      loadPaypalConfig({ PAYPAL_CLIENT_ID: "AbC123-client", PAYPAL_CLIENT_SECRET: "EFg456-secret-value" });
    expect(partial).toThrow("PayPal configuration: missing PAYPAL_WEBHOOK_ID");
    expect(() => loadPaypalConfig({ ...full, PAYPAL_ENVIRONMENT: "live" })).toThrow(/PAYPAL_ENVIRONMENT/);
    try {
      partial();
    } catch (error) {
      expect(String(error)).not.toContain("EFg456");
    }
  });
});
