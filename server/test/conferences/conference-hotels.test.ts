import type { ConferenceView } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { type HotelFixture, hotelFixture, hotelWindow } from "../helpers/hotel-fixture";
import { insertSignedInAttendees } from "../helpers/sessions";
import { conferenceBody, editorView, officeAccount } from "./editor-fixture";

type Failure = { code: string; details: Record<string, unknown> };
type Room = { id?: number; name: { zh: string; en: string }; pricePerNight: number; stock: number };

/** Hotels and room types in the editor: stock per night never below the rooms taken, booked rooms kept. */
describeEachDialect("the conference editor's hotels", ({ db, dialect }) => {
  let app: TestApp;
  let fx: HotelFixture;
  let admin: TestClient;
  let made = 0;
  const base = () => `/api/admin/conferences/${fx.conference.id}`;
  const put = <T>(path: string, body: unknown) => admin.request<T>("PUT", path, body);

  /** A booking of one room from check-in to check-out, through the registration form's API. */
  async function book(roomTypeId: number, startDate: string, endDate: string) {
    made += 1;
    const [token] = await insertSignedInAttendees(db(), 1, `hotel-editor-${made}`);
    const res = await app
      .client({ cookie: `confreg_sid=${token}` })
      .post<{ id: number } & Failure>(`/api/conferences/${fx.conference.id}/registrations`, {
        name: "王五",
        unit: "浙江大学",
        email: "wangwu@example.com",
        phone: "13912345678",
        participantTypeId: fx.type.id,
        clientTotal: 500_00,
        hotel: { roomTypeId, startDate, endDate, hotelPayType: 2, residentType: 1, roommateName: "" },
      });
    return res;
  }
  const rooms = async () =>
    (await editorView(admin, fx.conference.id)).hotels.find((h) => h.id === fx.hotel.id)?.roomTypes ?? [];
  const roomInput = (room: {
    id: number;
    name: Room["name"];
    pricePerNight: number;
    stock: number;
  }): Room => ({
    id: room.id,
    name: room.name,
    pricePerNight: room.pricePerNight,
    stock: room.stock,
  });
  const hotelBody = (roomTypes: Room[]) => ({
    name: { zh: "海港酒店", en: "Harbour Hotel" },
    address: "港湾路1号",
    roomTypes,
  });

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await hotelFixture(db(), app.clock.now);
    admin = await officeAccount(app, db(), 1, null);
  });
  afterAll(() => app.close());

  it("a hotel is added with its room types, price per night and stock; the attendee's form offers them", async () => {
    const body = {
      name: { zh: "湖畔酒店", en: "Lakeside Hotel" },
      address: "湖滨路8号",
      roomTypes: [
        { name: { zh: "大床房", en: "King" }, pricePerNight: 45_050, stock: 10 },
        { name: { zh: "双床房", en: "Twin" }, pricePerNight: 42_000, stock: 6 },
      ],
    };
    const created = await admin.post<{ id: number }>(`${base()}/hotels`, body);
    expect(created.status).toBe(201);
    const view = await app.client().get<ConferenceView>(`/api/conferences/${fx.conference.id}`);
    const hotel = view.body.hotels.find((h) => h.id === created.body.id);
    expect(hotel?.roomTypes.map((r) => [r.name.en, r.pricePerNight, r.stock, r.remaining])).toEqual([
      ["King", 45_050, 10, 10],
      ["Twin", 42_000, 6, 6],
    ]);
  });

  it("a room type's stock is never lowered below the rooms taken on any night, and a booked type is not deleted", async () => {
    expect((await book(fx.rooms.other.id, "2027-05-10", "2027-05-12")).status).toBe(201);
    expect((await book(fx.rooms.other.id, "2027-05-11", "2027-05-13")).status).toBe(201);
    const before = await rooms();
    expect(before.find((r) => r.id === fx.rooms.other.id)).toMatchObject({ stock: 2, used: 2, mostTaken: 2 });
    const lowered = before.map((r) => roomInput(r.id === fx.rooms.other.id ? { ...r, stock: 1 } : r));
    const refused = await put<Failure>(`${base()}/hotels/${fx.hotel.id}`, hotelBody(lowered));
    expect([refused.status, refused.body.code, refused.body.details]).toEqual([
      409,
      "ROOM_STOCK_BELOW_TAKEN",
      { taken: 2, night: "2027-05-11" },
    ]);
    expect((await rooms()).find((r) => r.id === fx.rooms.other.id)?.stock).toBe(2);
    const without = before.filter((r) => r.id !== fx.rooms.other.id).map(roomInput);
    const deleted = await put<Failure>(`${base()}/hotels/${fx.hotel.id}`, hotelBody(without));
    expect([deleted.status, deleted.body.code, deleted.body.details.count]).toEqual([
      409,
      "ROOM_TYPE_IN_USE",
      2,
    ]);
    expect((await admin.delete<Failure>(`${base()}/hotels/${fx.hotel.id}`)).body.code).toBe(
      "ROOM_TYPE_IN_USE",
    );
    const raised = before.map((r) => roomInput(r.id === fx.rooms.other.id ? { ...r, stock: 3 } : r));
    expect((await put(`${base()}/hotels/${fx.hotel.id}`, hotelBody(raised))).status).toBe(200);
    expect((await book(fx.rooms.other.id, "2027-05-11", "2027-05-12")).status).toBe(201);
  });

  it("the hotel dates cannot leave live bookings' nights out", async () => {
    const view = await editorView(admin, fx.conference.id);
    const narrower = { from: "2027-05-12", to: hotelWindow.to };
    const body = conferenceBody(app.clock.now, {
      ...view.conference,
      settings: { ...view.conference.settings, hotelWindow: narrower },
    });
    const refused = await put<Failure>(`/api/admin/conferences/${fx.conference.id}`, body);
    expect([refused.status, refused.body.code]).toEqual([409, "HOTEL_WINDOW_STRANDS"]);
    expect(refused.body.details.count).toBeGreaterThan(0);
    const wider = { ...view.conference.settings, hotelWindow: { from: "2027-05-08", to: "2027-05-15" } };
    expect(
      (
        await put(
          `/api/admin/conferences/${fx.conference.id}`,
          conferenceBody(app.clock.now, { ...view.conference, settings: wider }),
        )
      ).status,
    ).toBe(200);
  });

  it("bookings and a lowered stock at the same moment: no night ends above the stock", async () => {
    const room = fx.rooms.rush;
    const before = await rooms();
    const lowered = before.map((r) => roomInput(r.id === room.id ? { ...r, stock: 5 } : r));
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => book(room.id, "2027-05-10", "2027-05-11")),
      put<Failure>(`${base()}/hotels/${fx.hotel.id}`, hotelBody(lowered)),
    ]);
    const booked = results.slice(0, 8).filter((r) => r.status === 201).length;
    const change = results[8] as { status: number; body: Failure };
    const stock = (await rooms()).find((r) => r.id === room.id)?.stock ?? 0;
    const night = await db()
      .selectFrom("roomNights")
      .select("takenCount")
      .where("roomTypeId", "=", room.id)
      .where("night", "=", "2027-05-10")
      .executeTakeFirst();
    expect(night?.takenCount ?? 0).toBe(booked);
    expect(booked).toBeLessThanOrEqual(stock);
    if (change.status === 200) expect(stock).toBe(5);
    else expect([change.body.code, stock]).toEqual(["ROOM_STOCK_BELOW_TAKEN", 12]);
  });
});
