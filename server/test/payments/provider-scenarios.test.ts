import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentProvider } from "#ports/payment-provider";
import { insertConference, insertParticipantType } from "#seed/index";
import { startTestApp, type TestApp } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { startAlipayFake } from "./fakes/alipay-fake";
import type { ProviderFake } from "./fakes/fake";
import { startPaypalFake } from "./fakes/paypal-fake";
import { startUnionpayFake } from "./fakes/unionpay-fake";
import { startWechatFake } from "./fakes/wechat-fake";
import { paymentHarness } from "./payment-harness";

type Started = { outTradeNo: string; demo: boolean };

/** Each real adapter behind the payment service, its provider's answers (status and body) as documented. */
const providers = [
  {
    name: "alipay",
    payType: 2,
    start: startAlipayFake,
    accepted: [200, "success"],
    rejected: [200, "failure"],
  },
  { name: "wechat", payType: 3, start: startWechatFake, accepted: [200, null], rejected: [500, null] },
  { name: "unionpay", payType: 4, start: startUnionpayFake, accepted: [200, "ok"], rejected: [500, null] },
  { name: "paypal", payType: 6, start: startPaypalFake, accepted: [200, null], rejected: [400, null] },
] as const;

describeEachDialect("every provider's notifies through the payment service", ({ db, dialect }) => {
  for (const spec of providers) {
    describe(spec.name, () => {
      let app: TestApp;
      let fx: Fixture;
      let fake: ProviderFake;
      let dollarConference: { id: number; typeId: number };
      const h = paymentHarness(
        db,
        () => app,
        () => fx,
      );
      const dollar = spec.name === "paypal";
      let racing = false;

      beforeAll(async () => {
        fake = await spec.start();
        // The adapter as the service sees it; `racing` makes the provider notify before its answer returns.
        const provider: PaymentProvider = {
          ...fake.provider,
          createOrder: async (request) => {
            const created = await fake.provider.createOrder(request);
            if (racing) {
              const order = {
                outTradeNo: request.outTradeNo,
                money: request.money,
                transactionId: "TX-RACE",
              };
              expectReply(await send(fake.paidNotify(order)), spec.accepted);
            }
            return created;
          },
        };
        app = await startTestApp(db(), dialect, { providers: { [spec.name]: provider } });
        fx = await conferenceFixture(db(), app.clock.now);
        const conference = await insertConference(db(), { systemCode: "USD", settings: { isDollar: true } });
        const type = await insertParticipantType(db(), { conferenceId: conference.id, fee: 30_000 });
        dollarConference = { id: conference.id, typeId: type.id };
      });
      afterAll(async () => {
        await app.close();
        await fake.close();
      });

      /** A registration of a new attendee, its line started with this provider: the order at the fake. */
      async function started(fee = 12_300) {
        const { client, accountId } = await h.attendee();
        const line = dollar
          ? await h.registration(accountId, fee, { currency: "USD", payType: 6 }, dollarConference)
          : await h.registration(accountId, fee);
        const res = await client.post<Started>(
          `/api/registrations/${line.registrationId}/pay-lines/${line.lineId}/start`,
          { payType: spec.payType, channel: "pc" },
        );
        expect(res.status).toBe(200);
        expect(res.body.demo).toBe(false);
        const money = { amount: fee, currency: dollar ? ("USD" as const) : ("CNY" as const) };
        return {
          ...line,
          client,
          order: { outTradeNo: res.body.outTradeNo, money, transactionId: `TX${line.lineId}` },
        };
      }
      const send = (notify: { headers: Record<string, string>; body: string }) =>
        h.postNotify(spec.name, notify.body, notify.headers);
      const expectReply = (
        reply: { status: number; body: string },
        [status, body]: readonly [number, string | null],
      ) => {
        expect(reply.status).toBe(status);
        if (body !== null) expect(reply.body).toBe(body);
      };

      it("a genuine notify pays the line once; its replay is answered as received and changes nothing", async () => {
        const { lineId, order } = await started();
        expectReply(await send(fake.paidNotify(order)), spec.accepted);
        expect(await h.lineOf(lineId)).toMatchObject({ payStatus: 2, receivedFee: 12_300 });
        expectReply(await send(fake.paidNotify(order)), spec.accepted);
        expect(await h.auditCount(lineId, "payment.providerPaid")).toBe(1);
      });

      it("a forged notify and one for another merchant are refused and change nothing", async () => {
        const { lineId, order } = await started();
        expectReply(await send(fake.forgedNotify(order)), spec.rejected);
        expectReply(await send(fake.otherMerchantNotify(order)), spec.rejected);
        expect((await h.lineOf(lineId)).payStatus).toBe(1);
      });

      it("a genuine notify for another amount leaves the line waiting and raises an alert", async () => {
        const { lineId, order } = await started();
        const wrong = { ...order, money: { ...order.money, amount: order.money.amount - 1 } };
        expectReply(await send(fake.paidNotify(wrong)), spec.accepted);
        expect((await h.lineOf(lineId)).payStatus).toBe(1);
        const alerts = await db()
          .selectFrom("paymentAlerts")
          .select("kind")
          .where("payLineId", "=", lineId)
          .execute();
        expect(alerts).toEqual([{ kind: "amountMismatch" }]);
      });

      it("a genuine notify with a NUL in its words is answered as received (not sent again for a day): the line is paid, the NUL marked; an unknown trade number with a NUL raises an alert", async () => {
        const { lineId, order } = await started();
        const withNul = { ...order, transactionId: `TX\u0000${lineId}` };
        expectReply(await send(fake.paidNotify(withNul)), spec.accepted);
        expect(await h.lineOf(lineId)).toMatchObject({ payStatus: 2, transactionId: `TX\uFFFD${lineId}` });
        const stranger = { ...order, outTradeNo: `${order.outTradeNo}\u0000`, transactionId: `TY${lineId}` };
        expectReply(await send(fake.paidNotify(stranger)), spec.accepted);
        const alerts = await db()
          .selectFrom("paymentAlerts")
          .select(["kind", "outTradeNo"])
          .where("outTradeNo", "=", `${order.outTradeNo}\uFFFD`)
          .execute();
        expect(alerts).toEqual([{ kind: "unknownOrder", outTradeNo: `${order.outTradeNo}\uFFFD` }]);
      });

      it("a notify that arrives before the provider's answer to the order is applied, and the order stays paid", async () => {
        racing = true;
        try {
          const { lineId, order } = await started();
          expect(await h.lineOf(lineId)).toMatchObject({ payStatus: 2, transactionId: "TX-RACE" });
          const row = await db()
            .selectFrom("paymentOrders")
            .select("status")
            .where("outTradeNo", "=", order.outTradeNo)
            .executeTakeFirstOrThrow();
          expect(row.status).toBe("paid");
        } finally {
          racing = false;
        }
      });

      it("ten copies of a notify arriving at once make one payment", async () => {
        const { lineId, order } = await started();
        const notify = fake.paidNotify(order);
        const replies = await Promise.all(Array.from({ length: 10 }, () => send(notify)));
        for (const reply of replies) expectReply(reply, spec.accepted);
        expect((await h.lineOf(lineId)).payStatus).toBe(2);
        expect(await h.auditCount(lineId, "payment.providerPaid")).toBe(1);
      });

      // DOMAIN.md §4: the original route is Alipay's and WeChat Pay's; the others go back by bank transfer.
      const originalRoute = spec.name === "alipay" || spec.name === "wechat";
      it.runIf(originalRoute)(
        "an approved refund goes back by the original route through this provider, with no bank account asked",
        async () => {
          const { client, registrationId, lineId, order } = await started();
          fake.markPaid(order);
          expectReply(await send(fake.paidNotify(order)), spec.accepted);
          const asked = await client.post(
            `/api/registrations/${registrationId}/pay-lines/${lineId}/refund-request`,
            { reason: "行程冲突" },
          );
          expect(asked.status).toBe(200);
          const office = await h.admin(1, null);
          const act = (path: string, body: unknown = {}) =>
            office.post<{ code?: string }>(`/api/admin/pay-lines/${lineId}/${path}`, body);
          expect((await act("approve-refund")).status).toBe(200);
          const sent = await act("complete-refund", { refundType: 1 });
          expect(sent.body.code).toBeUndefined();
          expect(sent.status).toBe(200);
          expect([...fake.refunds.values()]).toEqual([{ outTradeNo: order.outTradeNo, money: order.money }]);
          // Done at once, or once the provider confirms (its notify or the refund check).
          expect([-3, -2]).toContain((await h.lineOf(lineId)).payStatus);
        },
      );

      it.runIf(!originalRoute)(
        "an approved refund cannot go back by the original route: bank transfer only, nothing sent to the provider",
        async () => {
          const { client, registrationId, lineId, order } = await started();
          fake.markPaid(order);
          expectReply(await send(fake.paidNotify(order)), spec.accepted);
          const account = {
            name: "王五",
            idNumber: "110105199001010011",
            bankNumber: "6222021234567890",
            bank: "工商银行",
          };
          const asked = await client.post(
            `/api/registrations/${registrationId}/pay-lines/${lineId}/refund-request`,
            { reason: "行程冲突", account },
          );
          expect(asked.status).toBe(200);
          const office = await h.admin(1, null);
          const act = (path: string, body: unknown = {}) =>
            office.post<{ code?: string }>(`/api/admin/pay-lines/${lineId}/${path}`, body);
          expect((await act("approve-refund")).status).toBe(200);
          const refused = await act("complete-refund", { refundType: 1 });
          expect([refused.status, refused.body.code]).toEqual([409, "REFUND_ROUTE_NOT_SUPPORTED"]);
          expect([...fake.refunds.values()]).toEqual([]);
          expect((await h.lineOf(lineId)).payStatus).toBe(-3);
        },
      );

      it("the status check asks the provider and records a payment whose notify never came", async () => {
        const { client, registrationId, lineId, order } = await started();
        fake.markPaid(order);
        const res = await client.post<{ lines: { payStatus: number }[] }>(
          `/api/registrations/${registrationId}/payments/check`,
        );
        expect(res.body.lines[0]?.payStatus).toBe(2);
        expect(await h.auditCount(lineId, "payment.providerPaid")).toBe(1);
      });
    });
  }
});
