import type { HotelInput } from "@confreg/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transact } from "#db/transact";
import { loadConferenceContext } from "#features/conferences/conferences.service";
import { moveBooking, planHotel } from "#features/registrations/blocks/hotel";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { type HotelFixture, hotelFixture, hotelWindow } from "../helpers/hotel-fixture";
import { insertSignedInAttendees } from "../helpers/sessions";

type Created = { id: number };
type Failure = {
  code: string;
  details: {
    roomTypeId?: number;
    night?: string;
    fields?: { path: string; code: string; params?: unknown }[];
  };
};
type RoomTypeView = { id: number; remaining: number; nights: { date: string; remaining: number }[] };
type View = { hotels: { roomTypes: RoomTypeView[] }[] };

/** Issue 7: room stock is per room type per night; bookings take, give back and move nights, never oversold. */
describeEachDialect("hotel rooms per night", ({ db, dialect }) => {
  let app: TestApp;
  let fx: HotelFixture;
  let made = 0;
  const path = () => `/api/conferences/${fx.conference.id}/registrations`;

  /** `count` attendees, signed in (sessions written to the database), each from its own address. */
  async function attendees(count: number): Promise<TestClient[]> {
    made += 1;
    const tokens = await insertSignedInAttendees(db(), count, `lodger${made}`);
    return tokens.map((token) => app.client({ cookie: `confreg_sid=${token}` }));
  }
  const one = async () => (await attendees(1))[0] as TestClient;

  function stay(roomTypeId: number, startDate: string, endDate: string): HotelInput {
    return { roomTypeId, startDate, endDate, hotelPayType: 2, residentType: 1, roommateName: "" };
  }
  function body(hotel: HotelInput) {
    return {
      name: "王五",
      unit: "浙江大学",
      email: "wangwu@example.com",
      phone: "13912345678",
      participantTypeId: fx.type.id,
      clientTotal: 500_00,
      hotel,
    };
  }
  const book = async (client: TestClient, hotel: HotelInput) => {
    const res = await client.post<Created>(path(), body(hotel));
    expect(res.status).toBe(201);
    return res.body.id;
  };
  /** Rooms taken per night of the room type, as the table holds them (nights with none left out). */
  async function taken(roomTypeId: number): Promise<Record<string, number>> {
    const rows = await db()
      .selectFrom("roomNights")
      .select(["night", "takenCount"])
      .where("roomTypeId", "=", roomTypeId)
      .where("takenCount", ">", 0)
      .orderBy("night")
      .execute();
    return Object.fromEntries(rows.map((r) => [r.night, r.takenCount]));
  }
  const liveBookings = async (roomTypeId: number) =>
    (
      await db()
        .selectFrom("registrations")
        .select("id")
        .where("roomTypeId", "=", roomTypeId)
        .where("isDeleted", "=", 0)
        .execute()
    ).length;
  const lodging = (id: number) =>
    db()
      .selectFrom("registrations")
      .select(["isHotel", "roomTypeId", "hotelStartDate", "hotelEndDate", "hotelNights"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await hotelFixture(db(), app.clock.now);
  });
  afterAll(() => app.close());

  it("200 concurrent bookings for the last 10 rooms of a night: exactly 10, the rest sold out naming the night", async () => {
    const room = fx.rooms.rush.id;
    // Twelve rooms; two are taken on 10 May beforehand, so 10 are left that night.
    await book(await one(), stay(room, "2027-05-09", "2027-05-11"));
    await book(await one(), stay(room, "2027-05-10", "2027-05-11"));
    const racers = await attendees(200);
    const results = await Promise.all(
      racers.map((client) =>
        client.post<Created | Failure>(path(), body(stay(room, "2027-05-10", "2027-05-12"))),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(190);
    for (const res of refused) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: "ROOM_SOLD_OUT",
        details: { roomTypeId: room, night: "2027-05-10" },
      });
    }
    expect(await taken(room)).toEqual({ "2027-05-09": 1, "2027-05-10": 12, "2027-05-11": 10 });
    expect(await liveBookings(room)).toBe(12);
  });

  it("30 concurrent first bookings of a night nobody booked yet: exactly its stock of 3 succeed", async () => {
    const room = fx.rooms.fresh.id;
    const racers = await attendees(30);
    const results = await Promise.all(
      racers.map((client) =>
        client.post<Created | Failure>(path(), body(stay(room, "2027-05-13", "2027-05-14"))),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(27);
    expect(await taken(room)).toEqual({ "2027-05-13": 3 });
    expect(await liveBookings(room)).toBe(3);
  });

  it("a stay of three nights whose middle night is full is refused and takes none of its nights", async () => {
    const room = fx.rooms.single.id;
    await book(await one(), stay(room, "2027-05-11", "2027-05-12"));
    const res = await (await one()).post<Failure>(path(), body(stay(room, "2027-05-10", "2027-05-13")));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "ROOM_SOLD_OUT",
      details: { roomTypeId: room, night: "2027-05-11" },
    });
    expect(await taken(room)).toEqual({ "2027-05-11": 1 });
    expect(await liveBookings(room)).toBe(1);
  });

  it("deleting a registration gives every night of its stay back: a stay refused before then succeeds", async () => {
    const room = fx.rooms.single.id;
    const holder = await one();
    const held = await book(holder, stay(room, "2027-05-12", "2027-05-14"));
    expect(await taken(room)).toEqual({ "2027-05-11": 1, "2027-05-12": 1, "2027-05-13": 1 });
    const waiting = await one();
    const refused = await waiting.post<Failure>(path(), body(stay(room, "2027-05-13", "2027-05-14")));
    expect(refused.body).toMatchObject({ code: "ROOM_SOLD_OUT", details: { night: "2027-05-13" } });
    expect((await holder.delete(`/api/registrations/${held}`)).status).toBe(200);
    expect(await taken(room)).toEqual({ "2027-05-11": 1 });
    await book(waiting, stay(room, "2027-05-13", "2027-05-14"));
    expect(await taken(room)).toEqual({ "2027-05-11": 1, "2027-05-13": 1 });
  });

  describe("a date change (moveBooking)", () => {
    const move = async (id: number, hotel: HotelInput | null) => {
      const context = await loadConferenceContext(db(), fx.conference.id, undefined);
      const { issues, plan } = await planHotel(db(), context, hotel);
      expect(issues).toEqual([]);
      return transact(db(), (tx) => moveBooking(tx, id, plan), { at: app.clock.now });
    };

    it("gives back the nights the old stay alone had and takes the new ones, rewriting the dates", async () => {
      const room = fx.rooms.moving.id;
      const id = await book(await one(), stay(room, "2027-05-10", "2027-05-12"));
      await move(id, stay(room, "2027-05-11", "2027-05-14"));
      expect(await taken(room)).toEqual({ "2027-05-11": 1, "2027-05-12": 1, "2027-05-13": 1 });
      expect(await lodging(id)).toEqual({
        isHotel: 1,
        roomTypeId: room,
        hotelStartDate: "2027-05-11",
        hotelEndDate: "2027-05-14",
        hotelNights: 3,
      });
      // The freed night is free for someone else.
      await book(await one(), stay(room, "2027-05-10", "2027-05-11"));
      expect(await taken(room)).toEqual({
        "2027-05-10": 1,
        "2027-05-11": 1,
        "2027-05-12": 1,
        "2027-05-13": 1,
      });
    });

    it("onto a full night fails as a whole: no night is taken or given back, the dates stay", async () => {
      const room = fx.rooms.moving.id;
      const [mover] = await db()
        .selectFrom("registrations")
        .select("id")
        .where("roomTypeId", "=", room)
        .where("hotelStartDate", "=", "2027-05-11")
        .execute();
      const id = mover?.id ?? 0;
      const before = await taken(room);
      // 9 May is free, 10 May is the other booking's: the move must not keep 9 May.
      await expect(move(id, stay(room, "2027-05-09", "2027-05-11"))).rejects.toMatchObject({
        code: "ROOM_SOLD_OUT",
        details: { roomTypeId: room, night: "2027-05-10" },
      });
      expect(await taken(room)).toEqual(before);
      expect(await lodging(id)).toMatchObject({ hotelStartDate: "2027-05-11", hotelEndDate: "2027-05-14" });
    });

    it("to another room type moves every night; to no booking gives every night back", async () => {
      const id = await book(await one(), stay(fx.rooms.other.id, "2027-05-09", "2027-05-11"));
      await move(id, stay(fx.rooms.shown.id, "2027-05-12", "2027-05-13"));
      expect(await taken(fx.rooms.other.id)).toEqual({});
      expect(await taken(fx.rooms.shown.id)).toEqual({ "2027-05-12": 1 });
      await move(id, null);
      expect(await taken(fx.rooms.shown.id)).toEqual({});
      expect(await lodging(id)).toEqual({
        isHotel: 0,
        roomTypeId: null,
        hotelStartDate: null,
        hotelEndDate: null,
        hotelNights: 0,
      });
    });
  });

  it("dates outside the conference's hotel window are refused with the window, and take nothing", async () => {
    const room = fx.rooms.window.id;
    const res = await (await one()).post<Failure>(path(), body(stay(room, "2027-05-08", "2027-05-15")));
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toEqual([
      expect.objectContaining({
        path: "hotel.startDate",
        code: "validation.hotelWindow",
        params: hotelWindow,
      }),
      expect.objectContaining({ path: "hotel.endDate", code: "validation.hotelWindow", params: hotelWindow }),
    ]);
    expect(await taken(room)).toEqual({});
  });

  it("the conference view lists every night of the window with the rooms left, and the fewest as remaining", async () => {
    const room = fx.rooms.window.id;
    await book(await one(), stay(room, "2027-05-10", "2027-05-12"));
    await book(await one(), stay(room, "2027-05-11", "2027-05-13"));
    const view = await app.client().get<View>(`/api/conferences/${fx.conference.id}`);
    expect(view.status).toBe(200);
    const shown = view.body.hotels.flatMap((h) => h.roomTypes).find((r) => r.id === room);
    expect(shown).toMatchObject({
      remaining: 3,
      nights: [
        { date: "2027-05-09", remaining: 5 },
        { date: "2027-05-10", remaining: 4 },
        { date: "2027-05-11", remaining: 3 },
        { date: "2027-05-12", remaining: 4 },
        { date: "2027-05-13", remaining: 5 },
      ],
    });
  });
});
