import type { HotelInput } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertAdmin } from "#seed/builders/accounts";
import {
  insertConference,
  insertHotel,
  insertParticipantType,
  insertRoomType,
} from "#seed/builders/conference";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { signInAdmin } from "../helpers/office-clients";
import { insertSignedInAttendees } from "../helpers/sessions";
import { openApiDocument, untracedSpecOperations } from "../helpers/spec-operations";

type Row = {
  id: number;
  name: string;
  hotel: { title: { en: string } } | null;
  roomType: { title: { en: string } } | null;
  hotelStartDate: string | null;
  hotelEndDate: string | null;
  hotelNights: number;
  hotelPayType: number | null;
  travelArriveNumber: string;
  travelArrivePlace: string;
};
type Page = { items: Row[]; total: number; cursors: { after: number | null; before: number | null } };
type Rooms = {
  hotels: {
    name: { en: string };
    roomTypes: { name: { en: string }; stock: number; nights: { date: string; remaining: number }[] }[];
  }[];
};

const day = 86_400_000;

/** Spec 002 §2 "Lodging and transport list" (hotelTranslist), §3 hotel and travel fields, §7 hotel calls. */
describeEachDialect("the lodging and transport list", ({ db, dialect }) => {
  let app: TestApp;
  let conferenceId: number;
  let typeId: number;
  let office: { staff: TestClient; admin: TestClient; checkin: TestClient; otherStaff: TestClient };
  const rooms: Record<"twin" | "king" | "suite", number> = { twin: 0, king: 0, suite: 0 };
  const booked: Record<string, number> = {};
  let made = 0;

  async function attendee(): Promise<TestClient> {
    made += 1;
    const [token] = await insertSignedInAttendees(db(), 1, `lodging${made}`);
    return app.client({ cookie: `confreg_sid=${token}` });
  }
  const stay = (roomTypeId: number, startDate: string, endDate: string, hotelPayType = 2): HotelInput => ({
    roomTypeId,
    startDate,
    endDate,
    hotelPayType: hotelPayType as HotelInput["hotelPayType"],
    residentType: 1,
    roommateName: "",
  });
  /** An attendee registers through the form, booking `hotel` (or nothing). */
  async function register(name: string, hotel: HotelInput | null) {
    const res = await (await attendee()).post<{ id: number; code?: string }>(
      `/api/conferences/${conferenceId}/registrations`,
      {
        name,
        unit: "浙江大学",
        email: `${made}-lodger@example.com`,
        phone: "13912345678",
        participantTypeId: typeId,
        clientTotal: 500_00,
        hotel,
      },
    );
    return res;
  }
  const list = async (query: string, client = office.staff) =>
    client.get<Page>(`/api/admin/lodging?conferenceId=${conferenceId}&size=20${query}`);
  const names = async (query: string) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    return res.body.items.map((r) => r.name);
  };
  /** Rooms left per "hotel / room type", night by night. */
  async function left(client = office.staff) {
    const res = await client.get<Rooms>(`/api/admin/lodging/rooms?conferenceId=${conferenceId}`);
    expect(res.status).toBe(200);
    const out: Record<string, Record<string, number>> = {};
    for (const hotel of res.body.hotels)
      for (const room of hotel.roomTypes)
        out[`${hotel.name.en} / ${room.name.en}`] = Object.fromEntries(
          room.nights.map((n) => [n.date, n.remaining]),
        );
    return out;
  }

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    const now = app.clock.now.getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    const conference = await insertConference(db(), {
      titleZh: "住宿名单会议",
      titleEn: "Lodging List Meeting",
      systemCode: "LDG",
      beginTime: iso(now - day),
      discountTime: iso(now + 10 * day),
      endTime: iso(now + 30 * day),
      createTime: iso(now),
      settings: {
        isHotel: true,
        lodgingEnabled: true,
        hotelWindow: { from: "2027-05-09", to: "2027-05-12" },
      },
    });
    conferenceId = conference.id;
    typeId = (await insertParticipantType(db(), { conferenceId, fee: 500_00, discountFee: 500_00 })).id;
    const harbour = await insertHotel(db(), { conferenceId, nameEn: "Harbour Hotel", sortOrder: 1 });
    const garden = await insertHotel(db(), { conferenceId, nameEn: "Garden Inn", sortOrder: 2 });
    rooms.twin = (
      await insertRoomType(db(), { hotelId: harbour.id, nameEn: "Twin", stock: 2, sortOrder: 1 })
    ).id;
    rooms.king = (
      await insertRoomType(db(), { hotelId: harbour.id, nameEn: "King", stock: 1, sortOrder: 2 })
    ).id;
    rooms.suite = (await insertRoomType(db(), { hotelId: garden.id, nameEn: "Suite", stock: 1 })).id;
    const other = await insertConference(db(), {
      titleZh: "别的会议",
      titleEn: "Elsewhere",
      systemCode: "ELW",
    });
    const account = (role: 1 | 2 | 3, conference: number) =>
      insertAdmin(db(), { role, conferenceId: conference });
    const signIn = async (made: Awaited<ReturnType<typeof account>>) =>
      signInAdmin(app, made.account.username, made.password);
    office = {
      staff: await signIn(await account(2, conferenceId)),
      admin: await signIn(await account(1, conferenceId)),
      checkin: await signIn(await account(3, conferenceId)),
      otherStaff: await signIn(await account(2, other.id)),
    };
    for (const [name, hotel] of [
      ["王一", stay(rooms.twin, "2027-05-09", "2027-05-11")],
      ["王二", stay(rooms.twin, "2027-05-10", "2027-05-12", 1)],
      ["王三", stay(rooms.king, "2027-05-09", "2027-05-10")],
      ["王四", stay(rooms.suite, "2027-05-11", "2027-05-12", 3)],
      ["王五", null],
    ] as const) {
      const res = await register(name, hotel);
      expect(res.status).toBe(201);
      booked[name] = res.body.id;
    }
    // 王五 arrives by train (the travel block's columns, as the form stores them).
    await db()
      .updateTable("registrations")
      .set({ travelArriveNumber: "G1234", travelArrivePlace: "杭州东站" })
      .where("id", "=", booked.王五 as number)
      .execute();
  });
  afterAll(() => app.close());

  it("lists each registration with its booking and its travel, newest first", async () => {
    const res = await list("");
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(res.body.items.map((r) => r.name)).toEqual(["王五", "王四", "王三", "王二", "王一"]);
    const [wu, , , er] = res.body.items;
    expect(er).toMatchObject({
      hotel: { title: { en: "Harbour Hotel" } },
      roomType: { title: { en: "Twin" } },
      hotelStartDate: "2027-05-10",
      hotelEndDate: "2027-05-12",
      hotelNights: 2,
      hotelPayType: 1,
    });
    expect(wu).toMatchObject({
      hotel: null,
      roomType: null,
      hotelNights: 0,
      travelArriveNumber: "G1234",
      travelArrivePlace: "杭州东站",
    });
  });

  it("filters by hotel, room type, hotel payment, a night of the stay and a keyword", async () => {
    const harbour = (await list("")).body.items.find((r) => r.name === "王三")?.hotel as unknown as {
      id: number;
    };
    expect(await names(`&hotelId=${harbour.id}`)).toEqual(["王三", "王二", "王一"]);
    expect(await names(`&roomTypeId=${rooms.twin}`)).toEqual(["王二", "王一"]);
    expect(await names("&hotelPayType=1")).toEqual(["王二"]);
    expect(await names("&hotelPayType=3")).toEqual(["王四"]);
    // The night of 10 May: 王三 checked out that morning, 王二 checked in that day.
    expect(await names("&night=2027-05-10")).toEqual(["王二", "王一"]);
    expect(await names(`&night=2027-05-09&hotelId=${harbour.id}`)).toEqual(["王三", "王一"]);
    expect(await names("&night=2027-05-12")).toEqual([]);
    expect(await names("&keyword=王四")).toEqual(["王四"]);
    expect(await names("&isSignIn=1")).toEqual([]);
  });

  it("pages a filtered list: its total counts the matching rows only, no page beside it", async () => {
    const first = await office.staff.get<Page>(`/api/admin/lodging?conferenceId=${conferenceId}&size=5`);
    expect(first.body.cursors).toEqual({ after: null, before: null });
    const small = await office.staff.get<Page>(
      `/api/admin/lodging?conferenceId=${conferenceId}&size=5&roomTypeId=${rooms.twin}&page=1`,
    );
    expect(small.body.items.map((r) => r.name)).toEqual(["王二", "王一"]);
    expect(small.body.total).toBe(2);
  });

  it("counts the rooms left per hotel, room type and night, 0 on a full night, and follows a new booking", async () => {
    expect(await left()).toEqual({
      "Harbour Hotel / Twin": { "2027-05-09": 1, "2027-05-10": 0, "2027-05-11": 1 },
      "Harbour Hotel / King": { "2027-05-09": 0, "2027-05-10": 1, "2027-05-11": 1 },
      "Garden Inn / Suite": { "2027-05-09": 1, "2027-05-10": 1, "2027-05-11": 0 },
    });
    // A full night refuses the stay and takes nothing.
    const refused = await register("王六", stay(rooms.twin, "2027-05-10", "2027-05-11"));
    expect(refused.status).toBe(409);
    expect((await left())["Harbour Hotel / Twin"]).toEqual({
      "2027-05-09": 1,
      "2027-05-10": 0,
      "2027-05-11": 1,
    });
    const res = await register("王七", stay(rooms.twin, "2027-05-11", "2027-05-12"));
    expect(res.status).toBe(201);
    expect((await left())["Harbour Hotel / Twin"]).toEqual({
      "2027-05-09": 1,
      "2027-05-10": 0,
      "2027-05-11": 0,
    });
    expect(await names(`&roomTypeId=${rooms.twin}&night=2027-05-11`)).toEqual(["王七", "王二"]);
  });

  it("a deleted registration leaves the list and gives its nights back", async () => {
    const res = await register("赵一", stay(rooms.king, "2027-05-11", "2027-05-12"));
    expect(res.status).toBe(201);
    expect((await left())["Harbour Hotel / King"]).toEqual({
      "2027-05-09": 0,
      "2027-05-10": 1,
      "2027-05-11": 0,
    });
    expect(await names("&keyword=赵一")).toEqual(["赵一"]);
    expect((await office.admin.request("DELETE", `/api/admin/registrations/${res.body.id}`)).status).toBe(
      200,
    );
    expect((await left())["Harbour Hotel / King"]).toEqual({
      "2027-05-09": 0,
      "2027-05-10": 1,
      "2027-05-11": 1,
    });
    expect(await names("&keyword=赵一")).toEqual([]);
  });

  it("refuses an account without the registration read permission, and another conference's staff", async () => {
    const denied = await office.checkin.get<{ code: string }>(
      `/api/admin/lodging?conferenceId=${conferenceId}`,
    );
    expect(denied.status).toBe(403);
    const rooms = await office.checkin.get<{ code: string }>(
      `/api/admin/lodging/rooms?conferenceId=${conferenceId}`,
    );
    expect(rooms.status).toBe(403);
    const elsewhere = await list("", office.otherStaff);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toMatchObject({ code: "FORBIDDEN" });
    // An account bound to another conference, naming none, gets its own: that conference shows no lodging.
    const own = await office.otherStaff.get<{ code: string }>("/api/admin/lodging");
    expect(own.status).toBe(404);
    expect(own.body.code).toBe("LODGING_LIST_OFF");
  });

  it("refuses a filter value it does not know, with a localized validation error", async () => {
    const res = await office.staff.get<{ code: string; message: string }>(
      `/api/admin/lodging?conferenceId=${conferenceId}&hotelPayType=9`,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    const night = await office.staff.get<{ code: string }>(
      `/api/admin/lodging?conferenceId=${conferenceId}&night=2027-13-01`,
    );
    expect(night.status).toBe(400);
  });

  it("names the spec's list and hotel calls in its OpenAPI operations", async () => {
    const doc = await openApiDocument(app);
    expect(doc.paths["/api/admin/lodging"]?.get?.operationId).toBe("listLodging");
    expect(doc.paths["/api/admin/lodging/rooms"]?.get?.operationId).toBe("getLodgingRooms");
    expect(
      untracedSpecOperations(doc, [
        "manage-register/list",
        "manage-register/getRoomNumber",
        "manage-register/getHotelList",
        "manage-register/getRoomList",
        "manage-register/getConferenceRoomList",
      ]),
    ).toEqual([]);
  });
});
