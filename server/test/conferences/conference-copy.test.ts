import {
  type BadgeTemplate,
  type ConferenceView,
  defaultBadgeLayout,
  type GroupSchemeRecord,
} from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture, registrationBody } from "../helpers/fixtures";
import { imageForm, plainPng } from "../helpers/images";
import { signInAdmin } from "../helpers/office-clients";
import { secondProcessDb } from "../helpers/second-process";
import { auditRows, conferenceBody, editorView, registerThroughApi } from "./editor-fixture";

const day = 86_400_000;
const later = (iso: string, days: number) => new Date(Date.parse(iso) + days * day).toISOString();

/** Copy from an earlier conference (the configuration, never its people), and edits seen by every process. */
describeEachDialect("copying a conference", ({ db, dialect, handle }) => {
  let app: TestApp;
  let fx: Fixture;
  let admin: TestClient;
  const otherProcess = secondProcessDb(handle);
  const put = <T>(path: string, body: unknown) => admin.request<T>("PUT", path, body);

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    admin = await signInAdmin(app, fx.admin.account.username, fx.admin.password);
  });
  afterAll(() => app.close());

  it("copies settings, types, workshops, fee table, hotels, codes, questions, points, badges and schemes; no registration", async () => {
    const base = `/api/admin/conferences/${fx.conference.id}`;
    const source = await editorView(admin, fx.conference.id);
    const settings = {
      ...source.conference.settings,
      isHotel: true,
      hotelWindow: { from: "2027-05-09", to: "2027-05-14" },
      paperDeadline: "2027-04-30T16:00:00.000Z",
    };
    expect((await put(base, conferenceBody(app.clock.now, { ...source.conference, settings }))).status).toBe(
      200,
    );
    const { delegate, hidden } = fx.types;
    const row = {
      participantTypeId: delegate.id,
      paperNum: 1,
      fee: 250_000,
      discountFee: 220_000,
      pageLimit: 6,
      overPageFee: 20_000,
    };
    await put(`${base}/fee-rows`, { rows: [row] });
    await admin.post(`${base}/hotels`, {
      name: { zh: "湖畔酒店", en: "Lakeside" },
      roomTypes: [{ name: { zh: "大床房", en: "King" }, pricePerNight: 45_000, stock: 7 }],
    });
    await admin.post(`${base}/extra-items`, {
      title: { zh: "饮食", en: "Diet" },
      type: 4,
      options: [{ value: "v", label: { zh: "素食", en: "Vegetarian" } }],
    });
    await admin.post(`${base}/group-schemes`, { minNumber: 5, discount: 0.9 });
    await admin.post(`/api/admin/conferences/${fx.conference.id}/checkin-points`, {
      name: { zh: "晚宴", en: "Dinner" },
      sortOrder: 1,
    });
    const logo = await admin.post<{ id: number }>(
      `${base}/uploads`,
      imageForm(plainPng(), {}, { name: "logo.png", type: "image/png" }),
    );
    await admin.post(`${base}/badge-templates`, {
      name: "代表证",
      layout: defaultBadgeLayout(),
      participantTypeIds: [delegate.id],
      isDefault: true,
      logoUploadId: logo.body.id,
    });
    await registerThroughApi(app, fx);

    const copyBody = {
      title: { zh: "下一届年会", en: "Next Annual Meeting" },
      systemCode: "TAM-NEXT",
      beginTime: later(source.conference.beginTime, 364),
      discountTime: later(source.conference.discountTime, 364),
      endTime: later(source.conference.endTime, 364),
    };
    const copied = await admin.post<{ id: number }>(`${base}/copy`, copyBody);
    expect(copied.status).toBe(201);
    const before = await editorView(admin, fx.conference.id);
    const copy = await editorView(admin, copied.body.id);
    expect(copy.conference).toMatchObject({ ...copyBody, timezone: before.conference.timezone });
    expect(copy.conference.settings).toEqual({
      ...settings,
      hotelWindow: { from: "2028-05-07", to: "2028-05-12" },
      paperDeadline: "2028-04-28T16:00:00.000Z",
    });
    expect(copy.registrations).toBe(0);
    const titles = (items: { title: { en: string } }[]) => items.map((i) => i.title.en);
    expect(titles(copy.participantTypes)).toEqual(titles(before.participantTypes));
    expect(
      copy.participantTypes.every((t) => t.used === 0 && !before.participantTypes.some((b) => b.id === t.id)),
    ).toBe(true);
    expect(copy.workshops.map((w) => [w.title.en, w.numberLimit, w.taken])).toEqual(
      before.workshops.map((w) => [w.title.en, w.numberLimit, 0]),
    );
    const newType = (old: number) =>
      copy.participantTypes[before.participantTypes.findIndex((t) => t.id === old)]?.id;
    expect(copy.feeRows).toEqual([{ ...row, participantTypeId: newType(delegate.id) }]);
    expect(copy.hotels.map((h) => h.roomTypes.map((r) => [r.name.en, r.stock, r.mostTaken]))).toEqual([
      [["King", 7, 0]],
    ]);
    expect(copy.invitationCodes.map((c) => [c.code, c.unlocksParticipantTypeIds])).toEqual([
      ["VIP2027", [newType(hidden.id)]],
    ]);
    expect(titles(copy.extraItems)).toEqual(["Diet"]);
    expect([copy.checkinPoints, copy.badgeTemplates]).toEqual([2, 1]);
    const schemes = await admin.get<GroupSchemeRecord[]>(
      `/api/admin/conferences/${copied.body.id}/group-schemes`,
    );
    expect(schemes.body.map((s) => [s.minNumber, s.discount, s.groups])).toEqual([[5, 0.9, 0]]);
    const badges = await admin.get<BadgeTemplate[]>(
      `/api/admin/conferences/${copied.body.id}/badge-templates`,
    );
    expect(badges.body[0]).toMatchObject({ participantTypeIds: [newType(delegate.id)], isDefault: true });
    expect(badges.body[0]?.logoUploadId).not.toBe(logo.body.id);
    expect((await admin.get(badges.body[0]?.logoUrl ?? "")).status).toBe(200);
    const [audit] = await auditRows(db(), "conference.copy", copied.body.id);
    expect(JSON.parse(audit?.data ?? "{}")).toMatchObject({ copiedFrom: fx.conference.id, shiftDays: 364 });
    const again = await admin.post<{ code: string }>(`${base}/copy`, { ...copyBody, systemCode: "tam-next" });
    expect([again.status, again.body.code]).toEqual([409, "SYSTEM_CODE_TAKEN"]);
  });

  it("a fee changed through another server process is charged at once here (the cached rules are read again)", async () => {
    const there = await startTestApp(otherProcess(), dialect);
    try {
      const attendee = await signedUpAttendee(app);
      const path = `/api/conferences/${fx.conference.id}/registrations`;
      expect((await attendee.post(path, registrationBody(fx))).status).toBe(201);
      const remote = await signInAdmin(there, fx.admin.account.username, fx.admin.password);
      const reduced = (await editorView(remote, fx.conference.id)).participantTypes.find(
        (t) => t.id === fx.types.reduced.id,
      );
      const changed = { ...reduced, discountFee: 70_000 };
      expect(
        (
          await remote.request(
            "PUT",
            `/api/admin/conferences/${fx.conference.id}/participant-types/${fx.types.reduced.id}`,
            changed,
          )
        ).status,
      ).toBe(200);
      const next = await signedUpAttendee(app);
      const stale = await next.post<{ code: string; details: { total?: number } }>(
        path,
        registrationBody(fx),
      );
      expect([stale.status, stale.body.code]).toEqual([409, "FEE_CHANGED"]);
      expect((await next.post(path, registrationBody(fx, { clientTotal: 70_000 + 30_000 }))).status).toBe(
        201,
      );
      const view = await app.client().get<ConferenceView>(`/api/conferences/${fx.conference.id}`);
      expect(view.body.participantTypes.find((t) => t.id === fx.types.reduced.id)?.discountFee).toBe(70_000);
    } finally {
      await there.close();
    }
  });
});
