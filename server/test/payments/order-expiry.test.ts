import { expect, it } from "vitest";
import { settleExpiredOrders } from "#features/payments/order-expiry-job";
import { createLogger } from "#logger";
import { type PaymentProvider, ProviderError } from "#ports/payment-provider";
import { describeEachDialect } from "../helpers/database";
import { paymentSuite } from "./payment-harness";

const minutes = (n: number) => n * 60_000;

/** A provider that takes orders, then cannot be reached (UnionPay here, so the demo serves the others). */
const unreachable: PaymentProvider = {
  name: "unionpay",
  channels: ["pc", "mobile"],
  createOrder: async () => ({
    checkout: { kind: "redirect", url: "https://gateway.invalid/pay" },
    providerOrderId: null,
  }),
  verifyNotify: async () => {
    throw new ProviderError("unionpay", "down");
  },
  notifyReply: () => ({ status: 500, contentType: "text/plain", body: "" }),
  query: async () => {
    throw new ProviderError("unionpay", "down");
  },
  close: async () => {
    throw new ProviderError("unionpay", "down");
  },
  refund: async () => {
    throw new ProviderError("unionpay", "down");
  },
  queryRefund: async () => {
    throw new ProviderError("unionpay", "down");
  },
};

describeEachDialect("online orders left unpaid", ({ db, dialect }) => {
  const h = paymentSuite(db, dialect, { providers: { unionpay: unreachable } });
  const run = () =>
    settleExpiredOrders({
      db: db(),
      now: () => h.app().clock.now,
      logger: createLogger("silent"),
      payments: h.app().payments,
      messages: h.app().messages,
    });

  async function startedOrder(payType: number) {
    const { client, accountId } = await h.attendee();
    const line = await h.registration(accountId);
    const res = await client.post<{ outTradeNo: string }>(
      `/api/registrations/${line.registrationId}/pay-lines/${line.lineId}/start`,
      { payType, channel: "pc" },
    );
    expect(res.status).toBe(200);
    return { ...line, outTradeNo: res.body.outTradeNo };
  }

  it("after 30 minutes an unpaid order is closed at the provider and the line is unpaid again; younger orders wait", async () => {
    h.app().clock.now = new Date(h.app().clock.now.getTime() + minutes(120));
    const old = await startedOrder(2);
    h.app().clock.now = new Date(h.app().clock.now.getTime() + minutes(20));
    const young = await startedOrder(2);
    h.app().clock.now = new Date(h.app().clock.now.getTime() + minutes(11));
    await run();
    expect((await h.lineOf(old.lineId)).payStatus).toBe(0);
    expect((await h.lineOf(young.lineId)).payStatus).toBe(1);
    const demo = await h.app().payments.demo.order(old.outTradeNo);
    expect(demo?.status).toBe("closed");
    const row = await db()
      .selectFrom("auditLog")
      .select(["actorKind"])
      .where("entity", "=", "payLine")
      .where("entityId", "=", old.lineId)
      .where("action", "=", "payment.providerClosed")
      .executeTakeFirstOrThrow();
    expect(row.actorKind).toBe("timer");
  });

  it("an order paid at the provider whose notify never came is recorded as paid, not closed", async () => {
    h.app().clock.now = new Date(h.app().clock.now.getTime() + minutes(120));
    const order = await startedOrder(3);
    await h.app().payments.demo.settle(order.outTradeNo, "paid");
    h.app().clock.now = new Date(h.app().clock.now.getTime() + minutes(31));
    await run();
    expect((await h.lineOf(order.lineId)).payStatus).toBe(2);
  });

  it("a provider that cannot be reached leaves the line waiting; after an hour one alert is raised", async () => {
    h.app().clock.now = new Date(h.app().clock.now.getTime() + minutes(120));
    const order = await startedOrder(4);
    h.app().clock.now = new Date(h.app().clock.now.getTime() + minutes(31));
    await run();
    h.app().clock.now = new Date(h.app().clock.now.getTime() + minutes(61));
    await run();
    await run();
    expect((await h.lineOf(order.lineId)).payStatus).toBe(1);
    const alerts = await db()
      .selectFrom("paymentAlerts")
      .select("kind")
      .where("outTradeNo", "=", order.outTradeNo)
      .execute();
    expect(alerts).toEqual([{ kind: "stuck" }]);
  });
});
