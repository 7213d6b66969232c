import type { ConferenceRecord, ConferenceView } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { signInAdmin } from "../helpers/office-clients";
import { auditRows, conferenceBody, editorView, officeAccount, registerThroughApi } from "./editor-fixture";

type Failure = {
  code: string;
  message: string;
  details: { count?: number; fields?: { path: string; code: string; message: string }[] };
};

/** Spec 002 §2 confernce / confernceDetail, §5 conference form, §7 saveMeeting, deleteMeeting, getMeetingList. */
describeEachDialect("the conference list and its basics", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let allAdmin: TestClient;
  let own: TestClient;
  const put = <T>(client: TestClient, path: string, body: unknown) => client.request<T>("PUT", path, body);

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    allAdmin = await signInAdmin(app, fx.admin.account.username, fx.admin.password);
    own = await officeAccount(app, db(), 1, fx.conference.id);
    await registerThroughApi(app, fx);
  });
  afterAll(() => app.close());

  it("staff, check-in staff and another conference's administrator are refused; a conference's own administrator edits it but does not create, copy or delete", async () => {
    const staff = await signInAdmin(app, fx.staff.account.username, fx.staff.password);
    const checkin = await officeAccount(app, db(), 3, fx.conference.id);
    const other = await officeAccount(app, db(), 1, fx.other.id);
    const detail = `/api/admin/conferences/${fx.conference.id}/detail`;
    for (const client of [staff, checkin]) {
      expect((await client.get<Failure>("/api/admin/conferences/records")).status).toBe(403);
      expect((await client.get<Failure>(detail)).body.code).toBe("FORBIDDEN");
    }
    expect((await other.get(detail)).status).toBe(403);
    const view = await editorView(own, fx.conference.id);
    const body = conferenceBody(app.clock.now, { ...view.conference, hostUnit: "本会" });
    expect((await put(other, `/api/admin/conferences/${fx.conference.id}`, body)).status).toBe(403);
    expect((await put(own, `/api/admin/conferences/${fx.conference.id}`, body)).status).toBe(200);
    expect((await own.post("/api/admin/conferences", conferenceBody(app.clock.now))).status).toBe(403);
    expect(
      (await own.post(`/api/admin/conferences/${fx.conference.id}/copy`, conferenceBody(app.clock.now)))
        .status,
    ).toBe(403);
    expect((await own.delete(`/api/admin/conferences/${fx.conference.id}`)).status).toBe(403);
    const listed = await own.get<ConferenceRecord[]>("/api/admin/conferences/records");
    expect(listed.body.map((c) => c.id)).toEqual([fx.conference.id]);
  });

  it("a new conference needs its name (请输入会议名称), a known time zone and dates in order; it comes with its main check-in point", async () => {
    const zh = await signInAdmin(app, fx.admin.account.username, fx.admin.password);
    const bad = conferenceBody(app.clock.now, {
      title: { zh: "", en: "" },
      timezone: "Mars/Olympus",
      discountTime: new Date(app.clock.now.getTime() + 90 * 86_400_000).toISOString(),
    });
    const refused = await zh.request<Failure>("POST", "/api/admin/conferences", bad, {
      headers: { "accept-language": "zh" },
    });
    expect(refused.status).toBe(400);
    const fields = Object.fromEntries((refused.body.details.fields ?? []).map((f) => [f.path, f]));
    expect(fields["title.zh"]).toMatchObject({
      code: "validation.conferenceTitle",
      message: "请输入会议名称",
    });
    expect(fields.timezone?.code).toBe("validation.timeZone");
    expect(fields.discountTime?.code).toBe("validation.conferenceDates");

    const body = conferenceBody(app.clock.now, { systemCode: "NEWCONF" });
    const created = await allAdmin.post<{ id: number }>("/api/admin/conferences", body);
    expect(created.status).toBe(201);
    const view = await editorView(allAdmin, created.body.id);
    expect(view.conference).toMatchObject({
      title: body.title,
      systemCode: "NEWCONF",
      beginTime: body.beginTime,
    });
    expect([view.checkinPoints, view.registrations, view.participantTypes]).toEqual([1, 0, []]);
    expect(await auditRows(db(), "conference.create", created.body.id)).toHaveLength(1);
    const twice = await allAdmin.post<Failure>(
      "/api/admin/conferences",
      conferenceBody(app.clock.now, { systemCode: "newconf" }),
    );
    expect([twice.status, twice.body.code]).toEqual([409, "SYSTEM_CODE_TAKEN"]);
  });

  it("a date no clock has (a 60th second, an offset of 24 hours or more) is a 400 naming its field, on create and on save; nothing changes", async () => {
    const refusedAt = async (res: Promise<{ status: number; body: Failure }>, path: string) => {
      const { status, body } = await res;
      expect([status, body.code], path).toEqual([400, "VALIDATION_FAILED"]);
      expect(body.details.fields).toEqual([
        expect.objectContaining({ path, code: "validation.date", message: "请输入正确的日期时间。" }),
      ]);
    };
    const bad = conferenceBody(app.clock.now, {
      systemCode: "BADCLOCK",
      beginTime: "2027-05-01T09:00:60+08:00",
    });
    await refusedAt(allAdmin.post<Failure>("/api/admin/conferences", bad), "beginTime");
    const path = `/api/admin/conferences/${fx.conference.id}`;
    const before = (await editorView(allAdmin, fx.conference.id)).conference;
    const edit = (change: Record<string, unknown>) => conferenceBody(app.clock.now, { ...before, ...change });
    await refusedAt(put<Failure>(allAdmin, path, edit({ endTime: "2027-06-01T00:00:00+24:00" })), "endTime");
    await refusedAt(
      put<Failure>(allAdmin, path, edit({ discountTime: "2027-05-20T00:00:00+99:00" })),
      "discountTime",
    );
    const settings = { ...before.settings, paperDeadline: "2027-05-20T23:59:60Z" };
    await refusedAt(put<Failure>(allAdmin, path, edit({ settings })), "settings.paperDeadline");
    expect((await editorView(allAdmin, fx.conference.id)).conference).toEqual(before);
    const made = await db()
      .selectFrom("conferences")
      .select("id")
      .where("systemCode", "=", "BADCLOCK")
      .execute();
    expect(made).toEqual([]);
  });

  it("saves the basics and every setting in the conference's zone; the attendee site shows them at once", async () => {
    const { body: created } = await allAdmin.post<{ id: number }>(
      "/api/admin/conferences",
      conferenceBody(app.clock.now),
    );
    const view = await editorView(allAdmin, created.id);
    const settings = {
      ...view.conference.settings,
      isHotel: true,
      hotelWindow: { from: "2027-05-09", to: "2027-05-14" },
      paperDeadline: "2027-04-30T15:59:59.000Z",
      workshopTitle: { zh: "分论坛", en: "Forum" },
      badge: { ...view.conference.settings.badge, widthMm: 90 },
      fields: { ...view.conference.settings.fields, allergens: true },
      invoiceContents: ["meetingFee" as const],
    };
    const body = conferenceBody(app.clock.now, { ...view.conference, timezone: "Asia/Tokyo", settings });
    expect((await put(allAdmin, `/api/admin/conferences/${created.id}`, body)).status).toBe(200);
    const seen = await app.client().get<ConferenceView>(`/api/conferences/${created.id}`);
    expect(seen.body.timezone).toBe("Asia/Tokyo");
    expect(seen.body.settings).toEqual(settings);
    const [audit] = await auditRows(db(), "conference.update", created.id);
    const changed = (JSON.parse(audit?.data ?? "{}") as { changed: string[] }).changed;
    expect(changed).toEqual(
      expect.arrayContaining([
        "timezone",
        "settings.isHotel",
        "settings.hotelWindow",
        "settings.badge",
        "settings.fields",
      ]),
    );
    expect(changed).not.toContain("settings.isDollar");
  });

  it("changing the kiosks' look-up cost clears the conference's kiosk hashes for the job to make again; other edits keep them", async () => {
    const hashes = () =>
      db()
        .selectFrom("registrations")
        .select("kioskIdHash")
        .where("conferenceId", "=", fx.conference.id)
        .execute();
    await db()
      .updateTable("registrations")
      .set({ kioskIdHash: "ab".repeat(32) })
      .where("conferenceId", "=", fx.conference.id)
      .execute();
    type Basics = Awaited<ReturnType<typeof editorView>>["conference"];
    const save = async (change: (conference: Basics) => Basics) => {
      const view = await editorView(allAdmin, fx.conference.id);
      const body = conferenceBody(app.clock.now, change(view.conference));
      expect((await put(allAdmin, `/api/admin/conferences/${fx.conference.id}`, body)).status).toBe(200);
    };
    await save((c) => ({ ...c, hostUnit: "本会秘书处" }));
    expect((await hashes()).map((r) => r.kioskIdHash)).toEqual(["ab".repeat(32)]);
    await save((c) => ({ ...c, settings: { ...c.settings, kioskLookupCost: "fast" } }));
    expect((await hashes()).map((r) => r.kioskIdHash)).toEqual([null]);
    expect((await editorView(allAdmin, fx.conference.id)).conference.settings.kioskLookupCost).toBe("fast");
  });

  it("the currency and kind of a conference with registrations stay as they are", async () => {
    const view = await editorView(allAdmin, fx.conference.id);
    for (const setting of ["isDollar", "isOnlyinvoice"]) {
      const body = conferenceBody(app.clock.now, {
        ...view.conference,
        settings: { ...view.conference.settings, [setting]: true },
      });
      const res = await put<Failure>(allAdmin, `/api/admin/conferences/${fx.conference.id}`, body);
      expect([res.status, res.body.code]).toEqual([409, "SETTING_LOCKED"]);
    }
    expect((await editorView(allAdmin, fx.conference.id)).conference.settings.isDollar).toBe(false);
  });

  it("deleteMeeting refuses a conference with registrations, naming how many, and deletes one without (softly)", async () => {
    const registrations = (await editorView(allAdmin, fx.conference.id)).registrations;
    const refused = await allAdmin.delete<Failure>(`/api/admin/conferences/${fx.conference.id}`);
    expect([refused.status, refused.body.code, refused.body.details.count]).toEqual([
      409,
      "CONFERENCE_HAS_REGISTRATIONS",
      registrations,
    ]);
    const { body: created } = await allAdmin.post<{ id: number }>(
      "/api/admin/conferences",
      conferenceBody(app.clock.now),
    );
    expect((await allAdmin.delete(`/api/admin/conferences/${created.id}`)).status).toBe(200);
    const row = await db()
      .selectFrom("conferences")
      .select("isDeleted")
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.isDeleted).toBe(1);
    expect((await allAdmin.get(`/api/admin/conferences/${created.id}/detail`)).status).toBe(404);
    expect((await app.client().get(`/api/conferences/${created.id}`)).status).toBe(404);
    const listed = await allAdmin.get<ConferenceRecord[]>("/api/admin/conferences/records");
    expect(listed.body.map((c) => c.id)).not.toContain(created.id);
    expect(await auditRows(db(), "conference.delete", created.id)).toHaveLength(1);
  });

  it("getMeetingList: the spec's columns, live registrations counted, by the year registration opens and by host", async () => {
    const year = new Date(app.clock.now.getTime() + 86_400_000).getUTCFullYear();
    const body = conferenceBody(app.clock.now, { hostUnit: "列表学会" });
    const { body: created } = await allAdmin.post<{ id: number }>("/api/admin/conferences", body);
    const listed = await allAdmin.get<ConferenceRecord[]>(
      `/api/admin/conferences/records?year=${year}&host=${encodeURIComponent("列表学会")}`,
    );
    expect(listed.body).toEqual([
      {
        id: created.id,
        title: body.title,
        systemCode: body.systemCode,
        hostUnit: "列表学会",
        timezone: "Asia/Shanghai",
        beginTime: body.beginTime,
        discountTime: body.discountTime,
        endTime: body.endTime,
        paperDatabase: "",
        paperConferenceId: "",
        createTime: expect.any(String),
        registrations: 0,
      },
    ]);
    const everything = await allAdmin.get<ConferenceRecord[]>("/api/admin/conferences/records");
    expect(everything.body.find((c) => c.id === fx.conference.id)?.registrations).toBeGreaterThan(0);
    expect(
      (await allAdmin.get<ConferenceRecord[]>(`/api/admin/conferences/records?year=${year - 5}`)).body,
    ).toEqual([]);
  });
});
