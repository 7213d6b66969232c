import { afterAll, beforeAll, expect, it } from "vitest";
import { insertAdmin, insertPayLine, insertRegistration } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";

type Row = {
  id: number;
  name: string;
  payStatus: number;
  idNumberMasked: string;
  phoneMasked: string;
  conference: { id: number };
};
type Page = { items: Row[]; total: number; totalPages: number; size: number };

describeEachDialect("back-office registration list", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let ids: { paid: number; unpaid: number; elsewhere: number };

  async function adminClient(username: string, password: string | null): Promise<TestClient> {
    const client = app.client();
    const res = await client.post("/api/admin/login", { username, password });
    expect(res.status).toBe(200);
    return client;
  }

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    const base = { conferenceId: fx.conference.id, participantTypeId: fx.types.delegate.id };
    const paid = await insertRegistration(
      db(),
      { ...base, name: "周杰", phone: "13700001111", idNumber: "11010519491231002X" },
      app.pii,
    );
    await insertPayLine(db(), {
      registrationId: paid.id,
      payStatus: 2,
      totalFee: 200_000,
      receivedFee: 200_000,
      payTime: new Date().toISOString(),
    });
    const unpaid = await insertRegistration(db(), { ...base, name: "Emily Chen", nameEn: "Emily Chen" });
    await insertPayLine(db(), { registrationId: unpaid.id, payStatus: 0, totalFee: 200_000 });
    const otherType = (
      await db()
        .selectFrom("participantTypes")
        .select("id")
        .where("conferenceId", "=", fx.other.id)
        .executeTakeFirst()
    )?.id;
    const elsewhere = await insertRegistration(db(), {
      conferenceId: fx.other.id,
      participantTypeId:
        otherType ??
        (
          await import("#seed/index").then((m) =>
            m.insertParticipantType(db(), { conferenceId: fx.other.id }),
          )
        ).id,
      name: "周杰伦",
    });
    await insertPayLine(db(), { registrationId: elsewhere.id, payStatus: 0, totalFee: 100 });
    ids = { paid: paid.id, unpaid: unpaid.id, elsewhere: elsewhere.id };
  });
  afterAll(() => app.close());

  it("the list needs a signed-in admin", async () => {
    expect((await app.client().get("/api/admin/registrations")).status).toBe(401);
  });

  it("an all-conferences admin sees every conference and filters by one", async () => {
    const admin = await adminClient(fx.admin.account.username, fx.admin.password);
    const all = await admin.get<Page>("/api/admin/registrations?keyword=%E5%91%A8%E6%9D%B0");
    expect(all.body.items.map((r) => r.id).sort()).toEqual([ids.paid, ids.elsewhere].sort());
    const one = await admin.get<Page>(
      `/api/admin/registrations?keyword=%E5%91%A8%E6%9D%B0&conferenceId=${fx.conference.id}`,
    );
    expect(one.body.items.map((r) => r.id)).toEqual([ids.paid]);
  });

  it("an all-conferences admin can narrow the list to one host unit's conferences", async () => {
    const admin = await adminClient(fx.admin.account.username, fx.admin.password);
    await db()
      .updateTable("conferences")
      .set({ hostUnit: "北京分会" })
      .where("id", "=", fx.other.id)
      .execute();
    const res = await admin.get<Page>(`/api/admin/registrations?hostUnit=${encodeURIComponent("北京分会")}`);
    expect(res.body.items.map((r) => r.id)).toEqual([ids.elsewhere]);
  });

  it("filters by payment status and keyword (name, English name, whole phone), with masked personal data", async () => {
    const staff = await adminClient(fx.staff.account.username, fx.staff.password);
    const paid = await staff.get<Page>("/api/admin/registrations?payStatus=2");
    expect(paid.body.items.map((r) => r.id)).toEqual([ids.paid]);
    expect(paid.body.items[0]).toMatchObject({
      idNumberMasked: "110105********002X",
      phoneMasked: "137****1111",
    });
    expect(
      (await staff.get<Page>("/api/admin/registrations?keyword=emily")).body.items.map((r) => r.id),
    ).toEqual([ids.unpaid]);
    expect(
      (await staff.get<Page>("/api/admin/registrations?keyword=137 0000 1111")).body.items.map((r) => r.id),
    ).toEqual([ids.paid]);
  });

  it("every column filter the shared list declares narrows the list to rows with that value", async () => {
    const { registrationList } = await import("@confreg/shared");
    const { registrationColumnFilters } = await import("#features/registrations/registration-filters");
    const admin = await adminClient(fx.admin.account.username, fx.admin.password);
    const paid = await db()
      .selectFrom("registrations")
      .selectAll()
      .where("id", "=", ids.paid)
      .executeTakeFirstOrThrow();
    await db().updateTable("registrations").set({ level: 3 }).where("id", "=", ids.paid).execute();
    let tried = 0;
    for (const [name, column] of Object.entries(registrationColumnFilters)) {
      if (!(name in registrationList.filters)) continue;
      const value = column === "level" ? 3 : paid[column];
      if (value === null) continue;
      const page = await admin.get<Page>(
        `/api/admin/registrations?conferenceId=${fx.conference.id}&${name}=${value}&size=100`,
      );
      expect(page.status, name).toBe(200);
      const shown = page.body.items.map((r) => r.id);
      expect(shown, name).toContain(ids.paid);
      const rows = await db()
        .selectFrom("registrations")
        .select(["id", column])
        .where("id", "in", shown)
        .execute();
      expect(
        rows.every((row) => row[column as keyof typeof row] === value),
        name,
      ).toBe(true);
      tried += 1;
    }
    expect(tried).toBeGreaterThanOrEqual(6);
  });

  it("searches by a whole phone or ID number are audited and limited per account, never logging the number", async () => {
    const { account, password } = await insertAdmin(db(), {
      username: "searcher",
      role: 2,
      conferenceId: fx.conference.id,
    });
    const staff = await adminClient(account.username, password);
    const audits = async () =>
      db()
        .selectFrom("auditLog")
        .select(["data", "actorId"])
        .where("action", "=", "personalData.search")
        .where("actorId", "=", account.id)
        .execute();
    expect((await staff.get("/api/admin/registrations?keyword=13700001111")).status).toBe(200);
    expect((await staff.get("/api/admin/registrations?keyword=11010519491231002X")).status).toBe(200);
    expect((await staff.get("/api/admin/registrations?keyword=周")).status).toBe(200);
    const rows = await audits();
    expect(rows.map((r) => JSON.parse(r.data ?? "{}").by)).toEqual(["phone", "idNumber"]);
    expect(JSON.stringify(rows)).not.toContain("13700001111");
    let status = 200;
    for (let i = 0; i < 30 && status === 200; i++)
      status = (await staff.get("/api/admin/registrations?keyword=13900001234")).status;
    expect(status).toBe(429);
  });

  it("an administrator sees one registration's full numbers on request, audited; staff cannot (DOMAIN.md §9)", async () => {
    const admin = await adminClient(fx.admin.account.username, fx.admin.password);
    const res = await admin.post(`/api/admin/registrations/${ids.paid}/personal-data`);
    expect(res.body).toEqual({
      idType: 1,
      idCountry: "",
      idNumber: "11010519491231002X",
      phone: "13700001111",
    });
    const audit = await db()
      .selectFrom("auditLog")
      .select(["actorId", "entityId"])
      .where("action", "=", "personalData.reveal")
      .execute();
    expect(audit).toEqual([{ actorId: fx.admin.account.id, entityId: ids.paid }]);
    const staff = await adminClient(fx.staff.account.username, fx.staff.password);
    const refused = await staff.post(`/api/admin/registrations/${ids.paid}/personal-data`);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain("11010519491231002X");
  });

  it("a part of a phone or ID number matches nothing, so numbers cannot be guessed digit by digit", async () => {
    const staff = await adminClient(fx.staff.account.username, fx.staff.password);
    for (const part of ["00001111", "1370000111", "1111", "110105194912", "11010519491231002"]) {
      expect((await staff.get<Page>(`/api/admin/registrations?keyword=${part}`)).body.total, part).toBe(0);
    }
  });

  it("an 18-digit keyword is an ID-card scan, matched exactly through the look-up hash", async () => {
    const staff = await adminClient(fx.staff.account.username, fx.staff.password);
    const hit = await staff.get<Page>("/api/admin/registrations?keyword=11010519491231002x");
    expect(hit.body.items.map((r) => r.id)).toEqual([ids.paid]);
    expect((await staff.get<Page>("/api/admin/registrations?keyword=110105194912310")).body.total).toBe(0);
  });

  it("a keyword's % and _ are literal characters, not wildcards", async () => {
    const staff = await adminClient(fx.staff.account.username, fx.staff.password);
    expect((await staff.get<Page>("/api/admin/registrations?keyword=%25")).body.total).toBe(0);
  });

  it("page sizes are the spec's: 5, 8, 10, 20, 50, 100 (and 300); others are refused", async () => {
    const staff = await adminClient(fx.staff.account.username, fx.staff.password);
    expect((await staff.get<Page>("/api/admin/registrations?size=5")).body.size).toBe(5);
    expect((await staff.get("/api/admin/registrations?size=7")).status).toBe(400);
  });

  it("a staff account of another conference cannot see the registration in any way", async () => {
    const other = await adminClient(fx.otherStaff.account.username, fx.otherStaff.password);
    const list = await other.get<Page>("/api/admin/registrations?keyword=%E5%91%A8%E6%9D%B0");
    expect(list.body.items.map((r) => r.id)).toEqual([ids.elsewhere]);
    expect((await other.get(`/api/admin/registrations?conferenceId=${fx.conference.id}`)).status).toBe(403);
    expect((await other.get(`/api/admin/registrations/${ids.paid}`)).status).toBe(404);
    const conferences = await other.get<{ id: number }[]>("/api/admin/conferences");
    expect(conferences.body.map((c) => c.id)).toEqual([fx.other.id]);
  });

  it("the detail dialog shows the pay lines of a registration in scope", async () => {
    const staff = await adminClient(fx.staff.account.username, fx.staff.password);
    const res = await staff.get<{ payLines: { payStatus: number; receivedFee: number }[] }>(
      `/api/admin/registrations/${ids.paid}`,
    );
    expect(res.body.payLines).toEqual([expect.objectContaining({ payStatus: 2, receivedFee: 200_000 })]);
  });
});
