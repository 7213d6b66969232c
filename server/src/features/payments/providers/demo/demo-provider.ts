import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import {
  type CreatedOrder,
  type CreateOrderRequest,
  NotifyRejected,
  type NotifyReply,
  type NotifyRequest,
  type OrderRef,
  type PayChannel,
  type PaymentProvider,
  type PaymentReport,
  type RefundReport,
  type RefundRequest,
} from "#ports/payment-provider";
import type { DemoCashier } from "#ports/payment-providers";

/** The header that carries the demo cashier's signature of a notify (HMAC-SHA256 of the raw body, hex). */
export const demoSignatureHeader = "x-demo-signature";

type DemoNotify = {
  outTradeNo: string;
  status: "paid" | "closed";
  amount: number;
  currency: "CNY" | "USD";
  transactionId: string;
  paidAt: string | null;
};

const channels: readonly PayChannel[] = ["pc", "mobile", "wechat-browser", "mini-program"];

/**
 * The built-in demo cashier: a SIMULATION of a payment provider for servers without credentials, so that
 * `npm start` demonstrates paying end to end. It remembers its orders in `demo_orders` as a provider
 * would, sends the attendee to its own page (demo-cashier.routes.ts), and reports payments through a
 * notify signed with a key of this server, verified on the same path as every real provider's.
 */
export function createDemoProvider(deps: {
  db: Kysely<Database>;
  key: Buffer;
  now: () => Date;
}): DemoCashier {
  const sign = (text: string) => createHmac("sha256", deps.key).update(text).digest("hex");
  const find = (outTradeNo: string) =>
    deps.db
      .selectFrom("demoOrders")
      .selectAll()
      .where("provider", "=", "demo")
      .where("outTradeNo", "=", outTradeNo)
      .executeTakeFirst();

  const provider: PaymentProvider = {
    name: "demo",
    channels,
    async createOrder(request: CreateOrderRequest): Promise<CreatedOrder> {
      await deps.db
        .insertInto("demoOrders")
        .values({
          provider: "demo",
          outTradeNo: request.outTradeNo,
          amount: request.money.amount,
          currency: request.money.currency,
          subject: request.subject,
          status: "pending",
          createTime: deps.now().toISOString(),
        })
        .onConflict((oc) => oc.columns(["provider", "outTradeNo"]).doNothing())
        .execute();
      const query = new URLSearchParams({ o: request.outTradeNo, r: request.returnUrl });
      query.set("s", sign(`${request.outTradeNo}|${request.returnUrl}`));
      return {
        checkout: { kind: "redirect", url: `/api/payments/demo/cashier?${query}` },
        providerOrderId: null,
      };
    },
    async verifyNotify(request: NotifyRequest): Promise<PaymentReport | RefundReport> {
      const signature = request.headers[demoSignatureHeader] ?? "";
      const expected = sign(request.body);
      if (
        signature.length !== expected.length ||
        !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
      )
        throw new NotifyRejected("bad signature");
      let notify: DemoNotify;
      try {
        notify = JSON.parse(request.body) as DemoNotify;
      } catch {
        throw new NotifyRejected("unreadable body");
      }
      return {
        kind: "payment",
        outTradeNo: notify.outTradeNo,
        status: notify.status,
        money: { amount: notify.amount, currency: notify.currency },
        transactionId: notify.transactionId,
        paidAt: notify.paidAt ? new Date(notify.paidAt) : null,
        payerId: null,
      };
    },
    notifyReply: (accepted): NotifyReply => ({
      status: accepted ? 200 : 400,
      contentType: "text/plain",
      body: accepted ? "success" : "failure",
    }),
    async query(order: OrderRef): Promise<PaymentReport> {
      const row = await find(order.outTradeNo);
      return {
        kind: "payment",
        outTradeNo: order.outTradeNo,
        status: !row ? "unknown" : row.status === "pending" ? "pending" : row.status,
        money: row ? { amount: row.amount, currency: row.currency } : null,
        transactionId: row?.transactionId || null,
        paidAt: null,
        payerId: null,
      };
    },
    async close(order: OrderRef): Promise<void> {
      await deps.db
        .updateTable("demoOrders")
        .set({ status: "closed" })
        .where("provider", "=", "demo")
        .where("outTradeNo", "=", order.outTradeNo)
        .where("status", "=", "pending")
        .execute();
    },
    async refund(request: RefundRequest): Promise<RefundReport> {
      await deps.db
        .updateTable("demoOrders")
        .set((eb) => ({ refunded: eb("refunded", "+", request.refund.amount) }))
        .where("provider", "=", "demo")
        .where("outTradeNo", "=", request.outTradeNo)
        .where("status", "=", "paid")
        .execute();
      return provider.queryRefund(request);
    },
    async queryRefund(request): Promise<RefundReport> {
      const row = await find(request.outTradeNo);
      const done = !!row && row.refunded > 0;
      return {
        kind: "refund",
        outTradeNo: request.outTradeNo,
        outRefundNo: request.outRefundNo,
        status: done ? "done" : "failed",
        refund: done ? { amount: row.refunded, currency: row.currency } : null,
        refundId: done ? `DEMO-R-${request.outRefundNo}` : null,
        message: done ? null : "no paid demo order",
      };
    },
  };

  return {
    provider,
    /** Whether a cashier link (order and return URL) was made by this server. */
    checkLink: (outTradeNo: string, returnUrl: string, signature: string) => {
      const expected = sign(`${outTradeNo}|${returnUrl}`);
      return (
        signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
      );
    },
    order: find,
    /**
     * The cashier's Pay or Fail button: the demo "provider" records the outcome, then signs the notify it
     * sends, exactly as a real provider would post it to the notify URL.
     */
    async settle(outTradeNo: string, outcome: "paid" | "closed"): Promise<NotifyRequest | null> {
      const row = await find(outTradeNo);
      if (row?.status !== "pending") return null;
      const transactionId = outcome === "paid" ? `DEMO-${randomUUID()}` : "";
      const at = deps.now();
      await deps.db
        .updateTable("demoOrders")
        .set({ status: outcome, transactionId })
        .where("id", "=", row.id)
        .where("status", "=", "pending")
        .execute();
      const notify: DemoNotify = {
        outTradeNo,
        status: outcome,
        amount: row.amount,
        currency: row.currency,
        transactionId: transactionId || `DEMO-CLOSED-${outTradeNo}`,
        paidAt: outcome === "paid" ? at.toISOString() : null,
      };
      const body = JSON.stringify(notify);
      return { headers: { [demoSignatureHeader]: sign(body) }, body };
    },
  };
}
