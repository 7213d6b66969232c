import { afterAll, beforeAll, expect, it } from "vitest";
import { insertInvoice } from "#seed/index";
import {
  type AdminEditFixture,
  adminEditFixture,
  claimOf,
  payInFull,
  registeredBy,
} from "../helpers/admin-edit-fixture";
import { startTestApp, type TestApp } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { workshopTaken } from "../helpers/places";

/** Spec 002 §4 "Registration delete", §8; DOMAIN.md §7: the back office deletes a registration. */
describeEachDialect("the back office deletes a registration", ({ db, dialect }) => {
  let app: TestApp;
  let fx: AdminEditFixture;

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await adminEditFixture(db(), app);
  });
  afterAll(() => app.close());

  const registered = async (overrides: Record<string, unknown> = {}) =>
    (await registeredBy(app, fx, overrides)).id;
  const remove = (id: number, client = fx.office.admin) =>
    client.request<{ code?: string; message?: string }>("DELETE", `/api/admin/registrations/${id}`);
  const row = (id: number) =>
    db()
      .selectFrom("registrations")
      .select(["isDeleted", "deletedTime"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const taken = (workshopId: number) => workshopTaken(db(), workshopId);
  const claim = (acceptedPaperId: number) => claimOf(db(), acceptedPaperId);

  it("an unpaid registration is deleted softly, audited, and gives back its workshop place, room nights and paper", async () => {
    const places = await taken(fx.workshops.last.id);
    const id = await registered({
      workshopIds: [fx.workshops.last.id],
      papers: [{ paperId: fx.papers.first.paperId, pages: 3 }],
      hotel: {
        roomTypeId: fx.rooms.scarce.id,
        startDate: "2027-06-02",
        endDate: "2027-06-04",
        hotelPayType: 2,
        residentType: 1,
        roommateName: "",
      },
      clientTotal: 800_00 + 500_00,
    });
    expect(await taken(fx.workshops.last.id)).toBe(places + 1);
    expect(await claim(fx.papers.first.id)).toBe(id);
    const res = await remove(id);
    expect(res.status).toBe(200);
    expect(await row(id)).toMatchObject({ isDeleted: 1, deletedTime: expect.any(String) });
    expect(await taken(fx.workshops.last.id)).toBe(places);
    expect(await claim(fx.papers.first.id)).toBeNull();
    const nights = await db()
      .selectFrom("roomNights")
      .select("takenCount")
      .where("roomTypeId", "=", fx.rooms.scarce.id)
      .execute();
    expect(nights.every((n) => n.takenCount === 0)).toBe(true);
    const audit = await db()
      .selectFrom("auditLog")
      .select(["actorKind", "fromState", "toState"])
      .where("action", "=", "registration.delete")
      .where("entityId", "=", id)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actorKind: "admin", fromState: "0", toState: "1" });
    // Gone from the back office: a second delete, the detail and the list no longer find it.
    expect((await remove(id)).status).toBe(404);
    expect((await fx.office.admin.get(`/api/admin/registrations/${id}`)).status).toBe(404);
  });

  it("a paid registration is refused with the spec's message and stays", async () => {
    const id = await registered();
    await payInFull(db(), fx, id);
    const zh = fx.office.admin;
    const res = await remove(id, zh);
    expect([res.status, res.body.code]).toEqual([409, "REGISTRATION_NOT_DELETABLE"]);
    expect(res.body.message).toBe("删除失败！请检查是否未支付且未开发票");
    expect((await row(id)).isDeleted).toBe(0);
  });

  it("an unpaid registration whose invoice is issued or being issued is refused", async () => {
    for (const invoiceStatus of [2, 3] as const) {
      const id = await registered();
      await db().deleteFrom("invoices").where("registrationId", "=", id).execute();
      await insertInvoice(db(), { registrationId: id, invoiceType: 5, invoiceStatus });
      const res = await remove(id);
      expect([invoiceStatus, res.status, res.body.code]).toEqual([
        invoiceStatus,
        409,
        "REGISTRATION_NOT_DELETABLE",
      ]);
      expect((await row(id)).isDeleted).toBe(0);
    }
  });

  it("staff and check-in accounts may not delete; another conference's administrator does not find it", async () => {
    const id = await registered();
    expect((await remove(id, fx.office.staff)).status).toBe(403);
    expect((await remove(id, fx.office.checkin)).status).toBe(403);
    expect((await remove(id, fx.office.otherAdmin)).status).toBe(404);
    expect((await row(id)).isDeleted).toBe(0);
  });
});
