import { afterAll, beforeAll, expect, it } from "vitest";
import { insertAdmin } from "#seed/builders/accounts";
import {
  insertConference,
  insertHotel,
  insertParticipantType,
  insertRoomType,
} from "#seed/builders/conference";
import { insertRegistration } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { openSheet } from "../helpers/exported-sheet";
import { signInAdmin } from "../helpers/office-clients";

type Page = { items: { name: string; fields?: Record<string, unknown> }[]; total: number };
type Refusal = { code: string; message: string };

/**
 * A conference's `lodgingEnabled` (spec 002 §2: the lodging and transport columns the old system showed for
 * some conferences only): with it off, the conference has no lodging list, and its registration list and
 * export carry no hotel or traffic columns; the all-conferences lodging list holds the conferences that
 * show lodging.
 */
describeEachDialect("the conference setting that shows lodging and transport", ({ db, dialect }) => {
  let app: TestApp;
  const ids = { shown: 0, hidden: 0 };
  let office: { every: TestClient; hiddenStaff: TestClient };

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    const made = async (titleEn: string, systemCode: string, lodgingEnabled: boolean) => {
      const conference = await insertConference(db(), {
        titleZh: titleEn,
        titleEn,
        systemCode,
        settings: { isHotel: true, lodgingEnabled },
      });
      const type = await insertParticipantType(db(), { conferenceId: conference.id });
      const hotel = await insertHotel(db(), { conferenceId: conference.id, nameEn: `${titleEn} Hotel` });
      const room = await insertRoomType(db(), { hotelId: hotel.id });
      await insertRegistration(db(), {
        conferenceId: conference.id,
        participantTypeId: type.id,
        name: `${titleEn} guest`,
        isHotel: 1,
        hotelId: hotel.id,
        roomTypeId: room.id,
        hotelNights: 2,
        hotelStartDate: "2027-05-01",
        hotelEndDate: "2027-05-03",
        travelArriveNumber: "G101",
      });
      return conference.id;
    };
    ids.shown = await made("Shown", "SHW", true);
    ids.hidden = await made("Hidden", "HID", false);
    const every = await insertAdmin(db(), { role: 1, conferenceId: null });
    const hiddenStaff = await insertAdmin(db(), { role: 2, conferenceId: ids.hidden });
    office = {
      every: await signInAdmin(app, every.account.username, every.password),
      hiddenStaff: await signInAdmin(app, hiddenStaff.account.username, hiddenStaff.password),
    };
  });
  afterAll(() => app.close());

  it("a conference with it off has no lodging list, rooms or lodging export: a localized refusal", async () => {
    for (const path of ["/api/admin/lodging", "/api/admin/lodging/rooms", "/api/admin/lodging/export"]) {
      const res = await office.every.request<Refusal>(
        "GET",
        `${path}?conferenceId=${ids.hidden}`,
        undefined,
        {
          headers: { "accept-language": "zh" },
        },
      );
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe("LODGING_LIST_OFF");
      expect(res.body.message).toContain("住宿");
    }
    // Its own staff, naming no conference, get the same.
    const own = await office.hiddenStaff.get<Refusal>("/api/admin/lodging");
    expect(own.body.code).toBe("LODGING_LIST_OFF");
    const shown = await office.every.get<Page>(`/api/admin/lodging?conferenceId=${ids.shown}`);
    expect(shown.body.items.map((row) => row.name)).toEqual(["Shown guest"]);
  });

  it("the all-conferences lodging list and its export hold only the conferences that show lodging", async () => {
    const all = await office.every.get<Page>("/api/admin/lodging");
    expect(all.status).toBe(200);
    expect(all.body.items.map((row) => row.name)).toEqual(["Shown guest"]);
    expect(all.body.total).toBe(1);
    const file = await office.every.get<Buffer>("/api/admin/lodging/export");
    expect(file.status).toBe(200);
    const { rows } = await openSheet(file.body);
    expect(rows.map((row) => Object.values(row).includes("Hidden guest"))).toEqual([false]);
  });

  it("the registration list reads hotel and traffic columns only for a conference that shows them", async () => {
    const list = (id: number) =>
      office.every.get<Page>(`/api/admin/registrations?conferenceId=${id}&fieldGroups=hotel,traffic`);
    const shown = await list(ids.shown);
    expect(shown.body.items[0]?.fields).toMatchObject({ hotelNights: 2, travelArriveNumber: "G101" });
    const hidden = await list(ids.hidden);
    expect(hidden.status).toBe(200);
    expect(hidden.body.items[0]?.name).toBe("Hidden guest");
    expect(hidden.body.items[0]?.fields ?? {}).not.toHaveProperty("hotelNights");
    expect(hidden.body.items[0]?.fields ?? {}).not.toHaveProperty("travelArriveNumber");
  });

  it("the registration export has hotel and traffic columns only for a conference that shows them", async () => {
    const headersOf = async (id: number) => {
      const path = `/api/admin/registration-sheets/export?conferenceId=${id}`;
      const res = await office.every.request<Buffer>("GET", path, undefined, {
        headers: { "accept-language": "en" },
      });
      expect(res.status).toBe(200);
      return (await openSheet(res.body)).headers;
    };
    const shown = await headersOf(ids.shown);
    expect(shown).toEqual(expect.arrayContaining(["Hotel", "Nights"]));
    const hidden = await headersOf(ids.hidden);
    expect(hidden).toEqual(expect.arrayContaining(["Name", "Participant type"]));
    expect(hidden).not.toContain("Hotel");
    expect(hidden).not.toContain("Nights");
    expect(shown.length - hidden.length).toBeGreaterThan(10);
  });

  it("the back office's conference list says which conferences show lodging (its menu follows it)", async () => {
    const res = await office.every.get<{ id: number; lodgingEnabled: boolean }[]>("/api/admin/conferences");
    const byId = new Map(res.body.map((c) => [c.id, c.lodgingEnabled]));
    expect(byId.get(ids.shown)).toBe(true);
    expect(byId.get(ids.hidden)).toBe(false);
  });
});
