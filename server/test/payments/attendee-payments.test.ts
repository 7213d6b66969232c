import { expect, it } from "vitest";
import { describeEachDialect } from "../helpers/database";
import { paymentSuite } from "./payment-harness";

type Started = { checkout: { kind: string; url: string }; outTradeNo: string; demo: boolean };
type ErrorBody = { code: string };

describeEachDialect("paying online through the demo cashier", ({ db, dialect }) => {
  const h = paymentSuite(db, dialect);

  it("an attendee pays on the demo cashier's page: the line is paid with the fee, once, and the attendee is e-mailed", async () => {
    const { client, accountId } = await h.attendee();
    const { registrationId, lineId } = await h.registration(accountId);
    const before = await h.panel(client, registrationId);
    expect(before.lines[0]?.actions).toContain("startOnlinePayment");

    const start = await client.post<Started>(
      `/api/registrations/${registrationId}/pay-lines/${lineId}/start`,
      {
        payType: 2,
        channel: "mobile",
      },
    );
    expect(start.status).toBe(200);
    expect(start.body.demo).toBe(true);
    expect(start.body.checkout.kind).toBe("redirect");
    expect((await h.lineOf(lineId)).payStatus).toBe(1);

    const paid = await h.cashier(start.body.checkout.url, "paid");
    expect(paid.page).toContain("¥1,600.00");
    expect(paid.page).toContain('data-testid="demo-banner"');
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(
      new RegExp(`/api/payments/return/${h.fx().conference.id}/${registrationId}/${lineId}$`),
    );

    const line = await h.lineOf(lineId);
    expect(line).toMatchObject({ payStatus: 2, receivedFee: 160_000, payType: 2 });
    expect(line.transactionId).toMatch(/^DEMO-/);
    expect(await h.auditCount(lineId, "payment.providerPaid")).toBe(1);
    const mail = await db()
      .selectFrom("outbox")
      .select(["recipient", "template"])
      .where("template", "=", "paymentReceived")
      .where("recipient", "=", "lisi@example.com")
      .execute();
    expect(mail).toHaveLength(1);
  });

  it("the Fail button leaves the line unpaid, and paying again goes under a new trade number", async () => {
    const { client, accountId } = await h.attendee();
    const { registrationId, lineId } = await h.registration(accountId);
    const path = `/api/registrations/${registrationId}/pay-lines/${lineId}/start`;
    const first = await client.post<Started>(path, { payType: 3, channel: "pc" });
    await h.cashier(first.body.checkout.url, "closed");
    expect((await h.lineOf(lineId)).payStatus).toBe(0);

    const second = await client.post<Started>(path, { payType: 3, channel: "pc" });
    expect(second.body.outTradeNo).toBe(`${first.body.outTradeNo}R1`);
    expect((await h.lineOf(lineId)).outTradeNo).toBe(second.body.outTradeNo);
  });

  it("starting again while an order is open resumes the same order; another method closes it first", async () => {
    const { client, accountId } = await h.attendee();
    const { registrationId, lineId } = await h.registration(accountId);
    const path = `/api/registrations/${registrationId}/pay-lines/${lineId}/start`;
    const first = await client.post<Started>(path, { payType: 2, channel: "pc" });
    const again = await client.post<Started>(path, { payType: 2, channel: "pc" });
    expect(again.body.outTradeNo).toBe(first.body.outTradeNo);
    expect(again.body.checkout).toEqual(first.body.checkout);

    const other = await client.post<Started>(path, { payType: 3, channel: "pc" });
    expect(other.status).toBe(200);
    expect(other.body.outTradeNo).not.toBe(first.body.outTradeNo);
    const orders = await db()
      .selectFrom("paymentOrders")
      .select(["outTradeNo", "status"])
      .where("payLineId", "=", lineId)
      .orderBy("id")
      .execute();
    expect(orders).toEqual([
      { outTradeNo: first.body.outTradeNo, status: "closed" },
      { outTradeNo: other.body.outTradeNo, status: "open" },
    ]);
    // The closed order cannot take money any more at the (demo) provider.
    const stale = await h.cashier(first.body.checkout.url, "paid");
    expect(stale.page).not.toContain('data-testid="demo-pay"');
  });

  it("only the methods the conference offers can be started: no PayPal for a yuan conference, only WeChat Pay inside WeChat", async () => {
    const { client, accountId } = await h.attendee();
    const { registrationId, lineId } = await h.registration(accountId);
    const path = `/api/registrations/${registrationId}/pay-lines/${lineId}/start`;
    const paypal = await client.post<ErrorBody>(path, { payType: 6, channel: "pc" });
    expect(paypal.status).toBe(409);
    expect(paypal.body.code).toBe("PAY_TYPE_NOT_OFFERED");
    const wechatUa = { "user-agent": "Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.50" };
    const alipay = await client.post<ErrorBody>(
      path,
      { payType: 2, channel: "mobile" },
      { headers: wechatUa },
    );
    expect(alipay.body.code).toBe("ONLY_WECHAT_PAY");
    expect((await h.lineOf(lineId)).payStatus).toBe(0);
  });

  it("nobody starts, checks or sees the payments of another attendee's registration", async () => {
    const owner = await h.attendee();
    const stranger = await h.attendee();
    const { registrationId, lineId } = await h.registration(owner.accountId);
    const start = await stranger.client.post<ErrorBody>(
      `/api/registrations/${registrationId}/pay-lines/${lineId}/start`,
      { payType: 2, channel: "pc" },
    );
    expect(start.status).toBe(404);
    expect((await stranger.client.get(`/api/registrations/${registrationId}/payments`)).status).toBe(404);
    expect((await h.lineOf(lineId)).payStatus).toBe(0);
  });

  it("a line with nothing to pay cannot be started", async () => {
    const { client, accountId } = await h.attendee();
    const { registrationId, lineId } = await h.registration(accountId, 0);
    const res = await client.post<ErrorBody>(
      `/api/registrations/${registrationId}/pay-lines/${lineId}/start`,
      {
        payType: 2,
        channel: "pc",
      },
    );
    expect(res.body.code).toBe("NOTHING_TO_PAY");
  });
});

describeEachDialect("notifies that need a person", ({ db, dialect }) => {
  const h = paymentSuite(db, dialect);

  const paidBody = (outTradeNo: string, amount: number, transactionId: string) => ({
    outTradeNo,
    status: "paid",
    amount,
    currency: "CNY",
    transactionId,
    paidAt: "2026-11-20T08:00:00.000Z",
  });

  it("a genuine notify for an order nobody knows is answered as received, changes nothing and raises one alert", async () => {
    const { text, signature } = h.demoNotify(paidBody("NOSUCHORDER01", 5000, "DEMO-X1"));
    for (let i = 0; i < 2; i++) {
      const reply = await h.postNotify("demo", text, { "x-demo-signature": signature });
      expect(reply).toEqual({ status: 200, body: "success" });
    }
    const alerts = await db()
      .selectFrom("paymentAlerts")
      .selectAll()
      .where("outTradeNo", "=", "NOSUCHORDER01")
      .execute();
    expect(alerts.map((a) => [a.kind, a.conferenceId])).toEqual([["unknownOrder", null]]);
  });

  it("money reported for an order already closed is not applied to the line but raised for a person", async () => {
    const { client, accountId } = await h.attendee();
    const { registrationId, lineId } = await h.registration(accountId);
    const start = await client.post<Started>(
      `/api/registrations/${registrationId}/pay-lines/${lineId}/start`,
      {
        payType: 2,
        channel: "pc",
      },
    );
    await h.cashier(start.body.checkout.url, "closed");
    const { text, signature } = h.demoNotify(paidBody(start.body.outTradeNo, 160_000, "DEMO-LATE"));
    expect((await h.postNotify("demo", text, { "x-demo-signature": signature })).status).toBe(200);
    expect((await h.lineOf(lineId)).payStatus).toBe(0);
    const alerts = await db()
      .selectFrom("paymentAlerts")
      .select("kind")
      .where("payLineId", "=", lineId)
      .execute();
    expect(alerts).toEqual([{ kind: "paidAfterClose" }]);
  });

  it("the right amount in another currency is not a payment: the line waits and an alert is raised", async () => {
    const { client, accountId } = await h.attendee();
    const { registrationId, lineId } = await h.registration(accountId);
    const start = await client.post<Started>(
      `/api/registrations/${registrationId}/pay-lines/${lineId}/start`,
      {
        payType: 2,
        channel: "pc",
      },
    );
    const body = { ...paidBody(start.body.outTradeNo, 160_000, "DEMO-USD"), currency: "USD" };
    const { text, signature } = h.demoNotify(body);
    expect((await h.postNotify("demo", text, { "x-demo-signature": signature })).status).toBe(200);
    expect((await h.lineOf(lineId)).payStatus).toBe(1);
    const alerts = await db()
      .selectFrom("paymentAlerts")
      .select("kind")
      .where("payLineId", "=", lineId)
      .execute();
    expect(alerts).toEqual([{ kind: "amountMismatch" }]);
  });

  it("a notify with a bad signature is refused and writes nothing", async () => {
    const { text } = h.demoNotify(paidBody("NOSUCHORDER02", 5000, "DEMO-X2"));
    const reply = await h.postNotify("demo", text, { "x-demo-signature": "0".repeat(64) });
    expect(reply).toEqual({ status: 400, body: "failure" });
    const notifies = await db()
      .selectFrom("paymentNotifies")
      .select("id")
      .where("outTradeNo", "=", "NOSUCHORDER02")
      .execute();
    expect(notifies).toEqual([]);
  });
});
