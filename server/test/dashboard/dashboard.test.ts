import { afterAll, beforeAll, expect, it } from "vitest";
import { insertInvoice, insertParticipantType, insertPayLine, insertRegistration } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { officeClients } from "../helpers/office-clients";

type Dashboard = {
  timeZone: string;
  registrations: {
    total: number;
    perDay: { day: string; count: number }[];
    byParticipantType: { participantTypeId: number; title: { zh: string; en: string }; count: number }[];
    byPayState: { payState: number; count: number }[];
  };
  money: { payStatus: number; currency: string; lines: number; totalFee: number; receivedFee: number }[];
  invoices: { invoiceStatus: number; count: number }[];
  checkin: { eligible: number; checkedIn: number; notYet: number };
};

describeEachDialect("back-office dashboard", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let staff: TestClient;
  let otherStaff: TestClient;
  let admin: TestClient;
  let checkin: TestClient;
  let otherTypeId = 0;

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    await db()
      .updateTable("conferences")
      .set({ timezone: "Asia/Tokyo" })
      .where("id", "=", fx.other.id)
      .execute();
    const conferenceId = fx.conference.id;
    const delegate = fx.types.delegate.id;
    const student = fx.types.student.id;
    const register = (participantTypeId: number, createTime: string, more: { isSignIn?: number } = {}) =>
      insertRegistration(db(), { conferenceId, participantTypeId, createTime, ...more });
    // 23:30 on 1 March in Shanghai (UTC+8), then 00:10 and 09:59 on 2 March.
    const paid = await register(delegate, "2026-03-01T15:30:00.000Z", { isSignIn: 1 });
    const reviewing = await register(delegate, "2026-03-01T16:10:00.000Z");
    // Checked in, then refunded: checked in, but no longer one who may check in.
    const refunded = await register(student, "2026-03-02T01:59:00.000Z", { isSignIn: 1 });
    const refunding = await register(student, "2026-03-02T01:00:00.000Z");
    // Imported (fee 0, unpaid): nothing to pay.
    const imported = await register(student, "2026-03-05T04:00:00.000Z");
    await insertPayLine(db(), { registrationId: imported.id, payStatus: 0, totalFee: 0 });
    await insertPayLine(db(), {
      registrationId: paid.id,
      payStatus: 2,
      totalFee: 200_000,
      receivedFee: 200_000,
    });
    await insertPayLine(db(), { registrationId: reviewing.id, payType: 1, payStatus: 1, totalFee: 160_000 });
    await insertPayLine(db(), {
      registrationId: refunded.id,
      payStatus: -2,
      totalFee: 80_000,
      receivedFee: 80_000,
    });
    await insertPayLine(db(), {
      registrationId: refunding.id,
      payStatus: -1,
      totalFee: 80_000,
      receivedFee: 80_000,
    });
    await insertInvoice(db(), { registrationId: paid.id, invoiceStatus: 1 });
    await insertInvoice(db(), { registrationId: reviewing.id, invoiceStatus: 0 });
    // Deleted registrations count nowhere.
    const gone = await insertRegistration(db(), {
      conferenceId,
      participantTypeId: delegate,
      createTime: "2026-03-01T15:00:00.000Z",
      isDeleted: 1,
    });
    await insertPayLine(db(), {
      registrationId: gone.id,
      payStatus: 2,
      totalFee: 200_000,
      receivedFee: 200_000,
    });
    // The other conference, in Tokyo (UTC+9): 00:30 on 2 March there, 23:30 on 1 March in Shanghai.
    otherTypeId = (await insertParticipantType(db(), { conferenceId: fx.other.id, titleEn: "Guest" })).id;
    const abroad = await insertRegistration(db(), {
      conferenceId: fx.other.id,
      participantTypeId: otherTypeId,
      createTime: "2026-03-01T15:30:00.000Z",
    });
    await insertPayLine(db(), {
      registrationId: abroad.id,
      payType: 6,
      payStatus: 2,
      currency: "USD",
      totalFee: 30_000,
      receivedFee: 30_000,
    });
    ({ staff, otherStaff, admin, checkin } = await officeClients(db(), app, fx, "checker-dashboard"));
  });
  afterAll(() => app.close());

  it("counts a conference's live registrations per day in its zone, by type and by payment state", async () => {
    const res = await staff.get<Dashboard>(`/api/admin/dashboard?conferenceId=${fx.conference.id}`);
    expect(res.status).toBe(200);
    const { registrations, timeZone } = res.body;
    expect(timeZone).toBe("Asia/Shanghai");
    expect(registrations.total).toBe(5);
    expect(registrations.perDay).toEqual([
      { day: "2026-03-01", count: 1 },
      { day: "2026-03-02", count: 3 },
      { day: "2026-03-05", count: 1 },
    ]);
    expect(registrations.byParticipantType.map((t) => [t.participantTypeId, t.count])).toEqual([
      [fx.types.delegate.id, 2],
      [fx.types.student.id, 3],
    ]);
    // The imported registration (fee 0) has nothing to pay (9): it is not counted unpaid (0).
    expect(registrations.byPayState).toEqual([
      { payState: -2, count: 1 },
      { payState: -1, count: 1 },
      { payState: 1, count: 1 },
      { payState: 2, count: 1 },
      { payState: 9, count: 1 },
    ]);
  });

  it("sums the money of each line state, invoices by state and check-in out of those who may", async () => {
    const { body } = await staff.get<Dashboard>(`/api/admin/dashboard?conferenceId=${fx.conference.id}`);
    expect(body.money).toEqual([
      { payStatus: -2, currency: "CNY", lines: 1, totalFee: 80_000, receivedFee: 80_000 },
      { payStatus: -1, currency: "CNY", lines: 1, totalFee: 80_000, receivedFee: 80_000 },
      { payStatus: 1, currency: "CNY", lines: 1, totalFee: 160_000, receivedFee: 0 },
      { payStatus: 2, currency: "CNY", lines: 1, totalFee: 200_000, receivedFee: 200_000 },
    ]);
    expect(body.invoices).toEqual([
      { invoiceStatus: 0, count: 1 },
      { invoiceStatus: 1, count: 1 },
    ]);
    // The paid one and the one with nothing to pay may check in; the paid one did. The refunded one
    // checked in before its refund: no longer eligible, it is in neither count.
    expect(body.checkin).toEqual({ eligible: 2, checkedIn: 1, notYet: 1 });
  });

  it("each check-in and payment-state figure counts the rows of the list it opens", async () => {
    const id = fx.conference.id;
    const { body } = await staff.get<Dashboard>(`/api/admin/dashboard?conferenceId=${id}`);
    const count = async (list: string, filters: string) =>
      (await staff.get<{ total: number }>(`/api/admin/${list}?conferenceId=${id}&${filters}`)).body.total;
    expect(await count("checkin-list", "checkinEligible=1")).toBe(body.checkin.eligible);
    expect(await count("checkin-list", "checkinEligible=1&isSignIn=1")).toBe(body.checkin.checkedIn);
    expect(await count("checkin-list", "checkinEligible=1&isSignIn=0")).toBe(body.checkin.notYet);
    expect(await count("registrations", "payStatus=9")).toBe(1);
    expect(await count("registrations", "payStatus=0")).toBe(0);
  });

  it("another conference counts its days in its own zone", async () => {
    const { body } = await admin.get<Dashboard>(`/api/admin/dashboard?conferenceId=${fx.other.id}`);
    expect(body.timeZone).toBe("Asia/Tokyo");
    expect(body.registrations.perDay).toEqual([{ day: "2026-03-02", count: 1 }]);
    expect(body.money).toEqual([
      { payStatus: 2, currency: "USD", lines: 1, totalFee: 30_000, receivedFee: 30_000 },
    ]);
  });

  it("all conferences: every conference's rows, days as the list's date filter counts them there", async () => {
    const { body } = await admin.get<Dashboard>("/api/admin/dashboard");
    expect(body.timeZone).toBe("Asia/Shanghai");
    expect(body.registrations.total).toBe(6);
    expect(body.registrations.perDay).toEqual([
      { day: "2026-03-01", count: 2 },
      { day: "2026-03-02", count: 3 },
      { day: "2026-03-05", count: 1 },
    ]);
    expect(body.money.filter((row) => row.payStatus === 2)).toEqual([
      { payStatus: 2, currency: "CNY", lines: 1, totalFee: 200_000, receivedFee: 200_000 },
      { payStatus: 2, currency: "USD", lines: 1, totalFee: 30_000, receivedFee: 30_000 },
    ]);
    expect(body.checkin).toEqual({ eligible: 3, checkedIn: 1, notYet: 2 });
  });

  it("a conference's staff see only their own; check-in staff and the signed-out see none", async () => {
    const own = await staff.get<Dashboard>("/api/admin/dashboard");
    expect(own.body.registrations.total).toBe(5);
    expect((await otherStaff.get(`/api/admin/dashboard?conferenceId=${fx.conference.id}`)).status).toBe(403);
    expect((await otherStaff.get<Dashboard>("/api/admin/dashboard")).body.registrations.total).toBe(1);
    expect((await checkin.get("/api/admin/dashboard")).status).toBe(403);
    expect((await app.client().get("/api/admin/dashboard")).status).toBe(401);
    expect((await admin.get("/api/admin/dashboard?conferenceId=abc")).status).toBe(400);
  });
});
