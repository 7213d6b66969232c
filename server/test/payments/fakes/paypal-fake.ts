import { generateKeyPairSync, type KeyObject, randomBytes, randomUUID, sign, verify } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32 } from "node:zlib";
import type { PaypalConfig } from "#features/payments/providers/paypal/config";
import { createPaypalProvider } from "#features/payments/providers/paypal/provider";
import type { Money, NotifyRequest } from "#ports/payment-provider";
import type { ProviderFake } from "./fake";

type Paid = { outTradeNo: string; money: Money; transactionId: string };
type Json = Record<string, unknown>;
type FakeOrder = { id: string; status: string; unit: Json; payerId: string | null };
type Sent = { method: string; path: string; headers: Record<string, string | undefined>; body: string };

export interface PaypalFake extends ProviderFake {
  /** What the adapter is configured with (tests build variants, e.g. a wrong secret). */
  readonly config: PaypalConfig;
  /** Every request that reached the fake, in order. */
  readonly requests: Sent[];
  /** The buyer approves the order in PayPal's buttons (no money moves until it is captured). */
  approve(outTradeNo: string, payerId?: string): void;
  /** Any webhook event, signed as PayPal signs (or by `key`, or for another webhook id). */
  event(type: string, resource: Json, options?: { key?: KeyObject; webhookId?: string }): NotifyRequest;
}

const id = () => randomBytes(9).toString("hex").toUpperCase().slice(0, 17);
const dollars = (m: Money) => ({
  currency_code: m.currency,
  value: `${Math.trunc(m.amount / 100)}.${String(m.amount % 100).padStart(2, "0")}`,
});
const cents = (a: Json) => ({
  amount: Math.round(Number(a.value) * 100),
  currency: a.currency_code as Money["currency"],
});
const error = (name: string, issue?: string) => ({
  name,
  message: `fake: ${name}`,
  debug_id: id(),
  details: issue ? [{ issue }] : [],
});

// RSA key generation takes a while; every fake of a test run may sign with the same pair.
let generated: { paypalKey: { publicKey: KeyObject; privateKey: KeyObject }; strangerKey: KeyObject } | null =
  null;
const keys = () =>
  (generated ??= {
    paypalKey: generateKeyPairSync("rsa", { modulusLength: 2048 }),
    strangerKey: generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey,
  });

/**
 * PayPal's REST API (OAuth2, Orders v2, captures and refunds, webhook signature verification) on
 * 127.0.0.1, with credentials, webhook id and RSA signing key of its own. PayPal-Request-Id is honoured as
 * PayPal does: a repeated create, capture or refund answers what the first one did. PayPal has no way to
 * close an order, so `orders[...].closed` stays false.
 */
export async function startPaypalFake(): Promise<PaypalFake> {
  const clientId = `fake-client-${id()}`;
  const clientSecret = randomBytes(24).toString("base64url");
  const webhookId = `WH${id()}`;
  const token = randomBytes(24).toString("base64url");
  const { paypalKey, strangerKey } = keys();
  const byId = new Map<string, FakeOrder>();
  const captures = new Map<string, Json>();
  const refundsById = new Map<string, Json>();
  const replies = new Map<string, [number, unknown]>();
  const orders: PaypalFake["orders"] = new Map();
  const refunds: PaypalFake["refunds"] = new Map();
  const requests: Sent[] = [];

  const orderJson = (o: FakeOrder) => ({
    id: o.id,
    intent: "CAPTURE",
    status: o.status,
    purchase_units: [o.unit],
    ...(o.payerId ? { payer: { payer_id: o.payerId } } : {}),
    links: [
      { href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`, rel: "approve", method: "GET" },
    ],
  });
  const findOrder = (outTradeNo: string) => [...byId.values()].find((o) => o.unit.invoice_id === outTradeNo);
  function approve(outTradeNo: string, payerId = `PAYER${id().slice(0, 8)}`): FakeOrder {
    const o = findOrder(outTradeNo);
    if (!o) throw new Error(`fake PayPal: no order ${outTradeNo} was created`);
    return Object.assign(o, { status: "APPROVED", payerId });
  }

  function capture(o: FakeOrder, captureId: string, money: Money): void {
    const c = {
      id: captureId,
      status: "COMPLETED",
      amount: dollars(money),
      invoice_id: o.unit.invoice_id,
      custom_id: o.unit.custom_id,
      final_capture: true,
      create_time: new Date().toISOString(),
      supplementary_data: { related_ids: { order_id: o.id } },
    };
    captures.set(captureId, c);
    o.unit.payments = { captures: [c], refunds: [] };
    o.status = "COMPLETED";
  }

  function refund(captureId: string, body: Json): [number, unknown] {
    const c = captures.get(captureId);
    const o =
      c && byId.get((c.supplementary_data as { related_ids: { order_id: string } }).related_ids.order_id);
    if (!c || !o) return [404, error("RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID")];
    const payments = o.unit.payments as { refunds: Json[] };
    const money = cents((body.amount as Json | undefined) ?? (c.amount as Json));
    const done = payments.refunds.reduce((sum, r) => sum + cents(r.amount as Json).amount, 0);
    if (done + money.amount > cents(c.amount as Json).amount)
      return [422, error("UNPROCESSABLE_ENTITY", "REFUND_AMOUNT_EXCEEDED")];
    const r = {
      id: id(),
      status: "COMPLETED",
      amount: dollars(money),
      invoice_id: body.invoice_id,
      custom_id: body.custom_id,
      create_time: new Date().toISOString(),
      links: [{ href: `/v2/payments/captures/${captureId}`, rel: "up", method: "GET" }],
    };
    payments.refunds.push(r);
    refundsById.set(r.id, r);
    c.status = done + money.amount === cents(c.amount as Json).amount ? "REFUNDED" : "PARTIALLY_REFUNDED";
    refunds.set(String(body.invoice_id), { outTradeNo: String(o.unit.invoice_id), money });
    return [201, r];
  }

  function checkSignature(v: Json): boolean {
    if (v.webhook_id !== webhookId || v.auth_algo !== "SHA256withRSA" || v.cert_url !== certUrl) return false;
    const signed = `${v.transmission_id}|${v.transmission_time}|${v.webhook_id}|${crc32(JSON.stringify(v.webhook_event))}`;
    return verify(
      "sha256",
      Buffer.from(signed),
      paypalKey.publicKey,
      Buffer.from(String(v.transmission_sig), "base64"),
    );
  }

  function route(method: string, path: string, body: Json): [number, unknown] {
    if (method === "POST" && path === "/v2/checkout/orders") {
      const unit: Json = { reference_id: "default", ...((body.purchase_units as Json[])[0] as Json) };
      const o: FakeOrder = { id: id(), status: "CREATED", unit, payerId: null };
      byId.set(o.id, o);
      orders.set(String(unit.invoice_id), {
        money: cents(unit.amount as Json),
        subject: String(unit.description),
        closed: false,
      });
      return [201, orderJson(o)];
    }
    const [, orderId, capturing] = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path) ?? [];
    if (orderId) {
      const o = byId.get(orderId);
      if (!o) return [404, error("RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID")];
      if (method === "GET" && !capturing) return [200, orderJson(o)];
      if (o.status === "COMPLETED") return [422, error("UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED")];
      if (o.status !== "APPROVED") return [422, error("UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED")];
      capture(o, id(), cents(o.unit.amount as Json));
      return [201, orderJson(o)];
    }
    const [, captureId, refunding] = /^\/v2\/payments\/captures\/([^/]+)(\/refund)?$/.exec(path) ?? [];
    if (captureId && method === "POST" && refunding) return refund(captureId, body);
    const [, refundId] = /^\/v2\/payments\/refunds\/([^/]+)$/.exec(path) ?? [];
    const found = captureId ? captures.get(captureId) : refundId ? refundsById.get(refundId) : undefined;
    if (found) return [200, found];
    if (method === "POST" && path === "/v1/notifications/verify-webhook-signature") {
      const fields = ["auth_algo", "cert_url", "transmission_id", "transmission_sig", "transmission_time"];
      if (![...fields, "webhook_id", "webhook_event"].every((f) => body[f])) {
        return [400, error("VALIDATION_ERROR", "MISSING_REQUIRED_PARAMETER")];
      }
      return [200, { verification_status: checkSignature(body) ? "SUCCESS" : "FAILURE" }];
    }
    return [404, error("RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID")];
  }

  function answer(req: IncomingMessage, method: string, path: string, raw: string): [number, unknown] {
    if (path === "/v1/oauth2/token") {
      const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
      if (req.headers.authorization !== basic) {
        return [401, { error: "invalid_client", error_description: "Client Authentication failed" }];
      }
      return [
        200,
        {
          scope: "https://uri.paypal.com/services/payments",
          access_token: token,
          token_type: "Bearer",
          expires_in: 32400,
        },
      ];
    }
    if (req.headers.authorization !== `Bearer ${token}`) return [401, error("AUTHENTICATION_FAILURE")];
    const requestId = req.headers["paypal-request-id"];
    const key = typeof requestId === "string" ? `${method} ${path} ${requestId}` : null;
    const kept = key ? replies.get(key) : undefined;
    if (kept) return kept;
    const reply = route(method, path, raw ? (JSON.parse(raw) as Json) : {});
    if (key && reply[0] < 500) replies.set(key, reply);
    return reply;
  }

  const server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8").on("data", (chunk: string) => {
      raw += chunk;
    });
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      const method = req.method ?? "GET";
      requests.push({ method, path, headers: req.headers as Sent["headers"], body: raw });
      const [status, json] = answer(req, method, path, raw);
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const certUrl = `${baseUrl}/v1/notifications/certs/CERT-fake-${id()}`;
  const config: PaypalConfig = { clientId, clientSecret, webhookId, environment: "sandbox", baseUrl };

  function event(
    type: string,
    resource: Json,
    options: { key?: KeyObject; webhookId?: string } = {},
  ): NotifyRequest {
    const now = new Date().toISOString();
    const body = JSON.stringify({
      id: `WH-${id()}`,
      event_version: "1.0",
      create_time: now,
      resource_type: type.startsWith("CHECKOUT") ? "checkout-order" : "capture",
      resource_version: "2.0",
      event_type: type,
      summary: `fake ${type}`,
      resource,
      links: [],
    });
    const transmissionId = randomUUID();
    const signed = `${transmissionId}|${now}|${options.webhookId ?? webhookId}|${crc32(body)}`;
    const signature = sign("sha256", Buffer.from(signed), options.key ?? paypalKey.privateKey).toString(
      "base64",
    );
    const headers = {
      "content-type": "application/json",
      "paypal-transmission-id": transmissionId,
      "paypal-transmission-time": now,
      "paypal-cert-url": certUrl,
      "paypal-auth-algo": "SHA256withRSA",
      "paypal-transmission-sig": signature,
    };
    return { headers, body };
  }
  const completed = (p: Paid) => ({
    id: p.transactionId,
    status: "COMPLETED",
    amount: dollars(p.money),
    invoice_id: p.outTradeNo,
    custom_id: p.outTradeNo,
    final_capture: true,
    create_time: new Date().toISOString(),
    supplementary_data: { related_ids: { order_id: findOrder(p.outTradeNo)?.id ?? id() } },
  });

  return {
    provider: createPaypalProvider(config),
    config,
    requests,
    orders,
    refunds,
    approve: (outTradeNo, payerId) => approve(outTradeNo, payerId),
    // Approved and captured with `money` (which may differ from what was asked, to test the comparison).
    markPaid: (p) => capture(approve(p.outTradeNo), p.transactionId, p.money),
    event,
    paidNotify: (p) => event("PAYMENT.CAPTURE.COMPLETED", completed(p)),
    forgedNotify: (p) => event("PAYMENT.CAPTURE.COMPLETED", completed(p), { key: strangerKey }),
    otherMerchantNotify: (p) => event("PAYMENT.CAPTURE.COMPLETED", completed(p), { webhookId: `WH${id()}` }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // fetch keeps connections alive; close would wait for them to time out.
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
