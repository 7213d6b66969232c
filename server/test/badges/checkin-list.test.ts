import { verifyCheckinQr } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { conferenceQrPublicKey } from "#crypto/checkin-qr";
import { insertParticipantType, insertRegistration } from "#seed/index";
import { startTestApp, type TestApp } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture, freshIdNumber } from "../helpers/fixtures";
import { officeClients } from "../helpers/office-clients";

type Page = { items: { id: number; name: string; idNumberMasked: string }[]; total: number };
type Detail = {
  id: number;
  name: string;
  isCard: boolean;
  badge: { name: string; printCount: number; qr: string };
};

describeEachDialect("check-in list", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let clients: Awaited<ReturnType<typeof officeClients>>;
  let person: { id: number; idNumber: string };
  let elsewhere: number;

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    clients = await officeClients(db(), app, fx, `checkin-list-${dialect}`);
    const idNumber = freshIdNumber();
    const row = await insertRegistration(
      db(),
      { conferenceId: fx.conference.id, participantTypeId: fx.types.delegate.id, name: "韩梅梅", idNumber },
      app.pii,
    );
    person = { id: row.id, idNumber };
    const type = await insertParticipantType(db(), { conferenceId: fx.other.id });
    elsewhere = (
      await insertRegistration(db(), { conferenceId: fx.other.id, participantTypeId: type.id, name: "韩外" })
    ).id;
  });
  afterAll(() => app.close());

  it("check-in staff, who may not open the registration list, find a person by a scanned ID number", async () => {
    expect((await clients.checkin.get("/api/admin/registrations")).status).toBe(403);
    const res = await clients.checkin.get<Page>(`/api/admin/checkin-list?keyword=${person.idNumber}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((r) => r.id)).toEqual([person.id]);
    expect(res.body.items[0]?.idNumberMasked).not.toContain(person.idNumber.slice(6, 14));
    // The scan is a personal-data search: audited, with the list it came from.
    const audit = await db()
      .selectFrom("auditLog")
      .select("data")
      .where("action", "=", "personalData.search")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.data ?? "{}")).toMatchObject({ by: "idNumber", list: "checkinList" });
  });

  it("a desk scans far more ID cards than the registration list allows searches by number", async () => {
    for (let scan = 0; scan < 35; scan++) {
      const res = await clients.checkin.get(`/api/admin/checkin-list?keyword=${person.idNumber}`);
      expect(res.status).toBe(200);
    }
  });

  it("the detail holds the conference's card setting, its print row and a QR code the kiosks verify", async () => {
    const res = await clients.checkin.get<Detail>(`/api/admin/checkin-list/${person.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: person.id, name: "韩梅梅", isCard: false });
    expect(res.body.badge).toMatchObject({ name: "韩梅梅", printCount: 0 });
    const key = {
      conferenceId: fx.conference.id,
      publicKey: conferenceQrPublicKey(app.pii, fx.conference.id),
    };
    expect(verifyCheckinQr(res.body.badge.qr, key)).toEqual({ ok: true, registrationId: person.id });
  });

  it("an administrator exports the page on screen as CSV, masked and audited; check-in staff may not export", async () => {
    const res = await clients.admin.get<string>(
      `/api/admin/checkin-list/export?conferenceId=${fx.conference.id}&keyword=${encodeURIComponent("韩梅梅")}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const [header, row, ...rest] = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header?.split(",")[0]).toBe("姓名");
    expect(row?.split(",")[0]).toBe("韩梅梅");
    expect(rest).toEqual([]);
    expect(res.body).not.toContain("13800000000");
    const audit = await db()
      .selectFrom("auditLog")
      .select("data")
      .where("action", "=", "registrations.export")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.data ?? "{}")).toEqual({ list: "checkinList", count: 1 });
    expect((await clients.checkin.get("/api/admin/checkin-list/export")).status).toBe(403);
  });

  it("a name that looks like a spreadsheet formula is exported as text", async () => {
    await insertRegistration(db(), {
      conferenceId: fx.conference.id,
      participantTypeId: fx.types.delegate.id,
      name: "=HYPERLINK(1)",
      unit: "公式测试",
    });
    const res = await clients.admin.get<string>(
      `/api/admin/checkin-list/export?conferenceId=${fx.conference.id}&keyword=${encodeURIComponent("公式测试")}`,
    );
    expect(res.body).toContain("'=HYPERLINK(1)");
  });

  it("another conference's registration does not exist for this conference's check-in staff", async () => {
    expect((await clients.checkin.get(`/api/admin/checkin-list/${elsewhere}`)).status).toBe(404);
    const list = await clients.checkin.get(`/api/admin/checkin-list?conferenceId=${fx.other.id}`);
    expect(list.status).toBe(403);
    expect((await app.client().get("/api/admin/checkin-list")).status).toBe(401);
  });
});
