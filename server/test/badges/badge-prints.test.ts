import { defaultBadgeLayout, verifyCheckinQr } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { conferenceQrPublicKey } from "#crypto/checkin-qr";
import { insertPayLine, insertRegistration } from "#seed/index";
import { startTestApp, type TestApp } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { imageForm, plainPng } from "../helpers/images";
import { conferenceAdmin, issueCode, kioskApi } from "../helpers/kiosk";
import { officeClients } from "../helpers/office-clients";

type Row = {
  id: number;
  name: string;
  unit: string;
  printType: number | null;
  level: number | null;
  participantType: { id: number };
  conference: { id: number; title: { zh: string } };
  printCount: number;
  checkIn: { eligible: boolean; reason: string };
  qr: string;
};
type Page = { items: Row[]; total: number };
type Printed = { printed: { registrationId: number; method: string }[] };
type Failure = { code: string; details: { registrationIds?: number[]; fields?: { path: string }[] } };

describeEachDialect("badge print list and print log", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let clients: Awaited<ReturnType<typeof officeClients>>;
  /** Names unique to this file, so a keyword finds exactly these people. */
  const unit = `徽章测试大学${dialect}`;
  const people: Record<string, number> = {};
  let elsewhere: number;

  const list = (query: string) => `/api/admin/badges/print-list?${query}`;
  const logRows = (registrationId: number) =>
    db()
      .selectFrom("badgePrints")
      .select(["adminId", "deviceId", "method", "reason"])
      .where("registrationId", "=", registrationId)
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    clients = await officeClients(db(), app, fx, `checkin-prints-${dialect}`);
    const base = { conferenceId: fx.conference.id, unit };
    const plan = [
      { name: "赵敏", participantTypeId: fx.types.delegate.id, printType: 1 as const, level: 7 as const },
      { name: "钱学森", participantTypeId: fx.types.delegate.id, printType: 2 as const, level: 1 as const },
      { name: "孙丽", participantTypeId: fx.types.student.id, printType: 4 as const, level: 7 as const },
      { name: "李娜", participantTypeId: fx.types.student.id, printType: null, level: null },
    ];
    for (const person of plan)
      people[person.name] = (await insertRegistration(db(), { ...base, ...person })).id;
    const otherType = await (await import("#seed/index")).insertParticipantType(db(), {
      conferenceId: fx.other.id,
    });
    elsewhere = (
      await insertRegistration(db(), {
        conferenceId: fx.other.id,
        participantTypeId: otherType.id,
        name: "周外",
        unit,
      })
    ).id;
  });
  afterAll(() => app.close());

  const id = (name: string) => people[name] as number;
  /** Someone nobody printed a badge for yet, for the tests that print. */
  const fresh = async (name: string) =>
    (
      await insertRegistration(db(), {
        conferenceId: fx.conference.id,
        participantTypeId: fx.types.delegate.id,
        name,
      })
    ).id;

  it("the print list shows the conference's people with unit, print type and a QR code its kiosks verify", async () => {
    const res = await clients.checkin.get<Page>(list(`keyword=${encodeURIComponent(unit)}`));
    expect(res.status).toBe(200);
    expect(res.body.items.map((r) => r.name)).toEqual(["李娜", "孙丽", "钱学森", "赵敏"]);
    const vip = res.body.items.find((r) => r.name === "钱学森");
    expect(vip).toMatchObject({ unit, printType: 2, level: 1, printCount: 0 });
    expect(vip?.conference.title.zh).toBe("测试年会");
    const key = {
      conferenceId: fx.conference.id,
      publicKey: conferenceQrPublicKey(app.pii, fx.conference.id),
    };
    expect(verifyCheckinQr(vip?.qr ?? "", key)).toEqual({ ok: true, registrationId: id("钱学森") });
  });

  it("filters by print type, person level and participant type; other conferences' people stay out", async () => {
    const names = async (query: string) =>
      (await clients.staff.get<Page>(list(`keyword=${encodeURIComponent(unit)}&${query}`))).body.items.map(
        (r) => r.name,
      );
    expect(await names("printType=2")).toEqual(["钱学森"]);
    expect(await names("level=7")).toEqual(["孙丽", "赵敏"]);
    expect(await names(`participantTypeId=${fx.types.student.id}`)).toEqual(["李娜", "孙丽"]);
    const all = await clients.admin.get<Page>(list(`keyword=${encodeURIComponent(unit)}`));
    expect(all.body.items.map((r) => r.name)).toContain("周外");
    const one = await clients.admin.get<Page>(
      list(`keyword=${encodeURIComponent(unit)}&conferenceId=${fx.other.id}`),
    );
    expect(one.body.items.map((r) => r.name)).toEqual(["周外"]);
    expect((await clients.staff.get(list(`conferenceId=${fx.other.id}`))).status).toBe(403);
    expect((await clients.staff.get(list("size=300"))).status).toBe(200);
    expect((await clients.staff.get(list("size=301"))).status).toBe(400);
  });

  it("three badges printed at once are logged as three first prints by the admin who printed them", async () => {
    const ids = [await fresh("郑一"), await fresh("郑二"), await fresh("郑三")];
    const res = await clients.checkin.post<Printed>("/api/admin/badge-prints", { registrationIds: ids });
    expect(res.status).toBe(201);
    expect(res.body.printed).toEqual(ids.map((registrationId) => ({ registrationId, method: "first" })));
    for (const registrationId of ids)
      expect(await logRows(registrationId)).toEqual([
        { adminId: expect.any(Number), deviceId: null, method: "first", reason: "" },
      ]);
    const audit = await db()
      .selectFrom("auditLog")
      .select(["entityId", "conferenceId"])
      .where("action", "=", "badge.print")
      .where("entityId", "in", ids)
      .orderBy("id")
      .execute();
    expect(audit).toEqual(ids.map((entityId) => ({ entityId, conferenceId: fx.conference.id })));
  });

  it("printing someone again needs a reason: without one nothing is logged and the answer names who", async () => {
    const first = await fresh("王重");
    const second = await fresh("王再");
    const never = await fresh("王初");
    await clients.staff.post("/api/admin/badge-prints", { registrationIds: [first, second] });
    const refused = await clients.staff.post<Failure>("/api/admin/badge-prints", {
      registrationIds: [never, first, second],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("REPRINT_REASON_REQUIRED");
    expect(refused.body.details.registrationIds).toEqual([first, second]);
    expect(await logRows(first)).toHaveLength(1);
    expect(await logRows(never)).toHaveLength(0);

    const again = await clients.staff.post<Printed>("/api/admin/badge-prints", {
      registrationIds: [first],
      reprintReason: "胸牌遗失",
    });
    expect(again.status).toBe(201);
    expect(again.body.printed).toEqual([{ registrationId: first, method: "reprint" }]);
    expect((await logRows(first)).map((r) => [r.method, r.reason])).toEqual([
      ["first", ""],
      ["reprint", "胸牌遗失"],
    ]);
    const row = (await clients.staff.get<Page>(list(`keyword=${encodeURIComponent("王重")}`))).body.items[0];
    expect(row?.printCount).toBe(2);
  });

  it("with a reason, a batch logs first prints and reprints each as what it is", async () => {
    const printed = await fresh("吴旧");
    const added = await fresh("吴新");
    await clients.staff.post("/api/admin/badge-prints", { registrationIds: [printed] });
    const res = await clients.staff.post<Printed>("/api/admin/badge-prints", {
      registrationIds: [added, printed],
      reprintReason: "打印机卡纸",
    });
    expect(res.body.printed).toEqual([
      { registrationId: added, method: "first" },
      { registrationId: printed, method: "reprint" },
    ]);
    expect(await logRows(added)).toEqual([expect.objectContaining({ method: "first", reason: "" })]);
    expect((await logRows(printed)).map((r) => r.reason)).toEqual(["", "打印机卡纸"]);
  });

  it("someone the kiosk would refuse (unpaid) is marked in the list; printing them needs a reason, then is audited as an override", async () => {
    const unpaid = await fresh("欠费者");
    await insertPayLine(db(), { registrationId: unpaid, payStatus: 0, totalFee: 160_000 });
    const imported = await fresh("导入者");
    await insertPayLine(db(), { registrationId: imported, payStatus: 0, totalFee: 0 });
    const row = async (name: string) =>
      (await clients.checkin.get<Page>(list(`keyword=${encodeURIComponent(name)}`))).body.items[0];
    expect((await row("欠费者"))?.checkIn).toEqual({ eligible: false, reason: "unpaid" });
    expect((await row("导入者"))?.checkIn).toEqual({ eligible: true, reason: "free" });

    const refused = await clients.checkin.post<Failure>("/api/admin/badge-prints", {
      registrationIds: [imported, unpaid],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("PRINT_OVERRIDE_REASON_REQUIRED");
    expect(refused.body.details.registrationIds).toEqual([unpaid]);
    expect(await logRows(unpaid)).toHaveLength(0);
    expect(await logRows(imported)).toHaveLength(0);

    const printed = await clients.checkin.post<Printed>("/api/admin/badge-prints", {
      registrationIds: [imported, unpaid],
      overrideReason: "现场已缴现金，收据待补",
    });
    expect(printed.status).toBe(201);
    expect(await logRows(unpaid)).toEqual([expect.objectContaining({ method: "first" })]);
    const overrides = await db()
      .selectFrom("auditLog")
      .select(["entityId", "reason", "data"])
      .where("action", "=", "badge.override")
      .where("entityId", "in", [imported, unpaid])
      .execute();
    expect(overrides.map((o) => [o.entityId, o.reason, JSON.parse(o.data ?? "{}")])).toEqual([
      [unpaid, "现场已缴现金，收据待补", { checkinReason: "unpaid" }],
    ]);
  });

  it("a registration of another conference, an empty or oversized batch is refused and nothing is logged", async () => {
    const foreign = await clients.staff.post<Failure>("/api/admin/badge-prints", {
      registrationIds: [await fresh("冯在"), elsewhere],
      reprintReason: "x",
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("REGISTRATION_NOT_FOUND");
    expect(await logRows(elsewhere)).toHaveLength(0);
    expect((await clients.staff.post("/api/admin/badge-prints", { registrationIds: [] })).status).toBe(400);
    const many = Array.from({ length: 301 }, (_, k) => k + 1);
    expect((await clients.staff.post("/api/admin/badge-prints", { registrationIds: many })).status).toBe(400);
    expect((await app.client().post("/api/admin/badge-prints", { registrationIds: [1] })).status).toBe(401);
  });

  it("the designer's preview people are real registrations of the conference, newest first, a few", async () => {
    const res = await clients.checkin.get<Row[]>(
      `/api/admin/conferences/${fx.conference.id}/badge-preview-people?keyword=${encodeURIComponent(unit)}`,
    );
    expect(res.body.map((r) => r.name)).toEqual(["李娜", "孙丽", "钱学森", "赵敏"]);
    const some = await clients.checkin.get<Row[]>(
      `/api/admin/conferences/${fx.conference.id}/badge-preview-people`,
    );
    expect(some.body.length).toBeGreaterThan(0);
    expect(some.body.length).toBeLessThanOrEqual(8);
  });

  it("a kiosk gets its conference's templates with the logo embedded, and nothing without its token", async () => {
    const { client: owner } = await conferenceAdmin(app, db(), fx.conference.id);
    const logo = await owner.post<{ id: number }>(
      `/api/admin/conferences/${fx.conference.id}/uploads`,
      imageForm(plainPng()),
    );
    await owner.post(`/api/admin/conferences/${fx.conference.id}/badge-templates`, {
      name: "通用",
      layout: defaultBadgeLayout(),
      isDefault: true,
      logoUploadId: logo.body.id,
    });
    const { token } = (await kioskApi(app).enrol(await issueCode(owner, fx.conference.id))).body;
    const res = await fetch(`${app.url}/api/kiosk/badge-templates`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      conferenceTitle: { zh: string };
      templates: { name: string; isDefault: boolean; logoDataUrl: string | null }[];
    };
    expect(body.conferenceTitle.zh).toBe("测试年会");
    const template = body.templates.find((t) => t.name === "通用");
    expect(template?.isDefault).toBe(true);
    const png = Buffer.from(template?.logoDataUrl?.replace("data:image/png;base64,", "") ?? "", "base64");
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await fetch(`${app.url}/api/kiosk/badge-templates`)).status).toBe(401);
  });
});
