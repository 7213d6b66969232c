import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { type BlocksFixture, blocksFixture } from "../helpers/blocks-fixture";
import { describeEachDialect } from "../helpers/database";

type Created = { id: number; totalFee: number };
type Failure = { code: string; details: { total?: number; fields?: { path: string; code: string }[] } };

describeEachDialect("registration blocks: papers, hotel, extras, invoice, group", ({ db, dialect }) => {
  let app: TestApp;
  let fx: BlocksFixture;
  /** Signed in once; it submits what is refused (an account holds at most 5 unpaid registrations). */
  let attendee: TestClient;
  const path = () => `/api/conferences/${fx.conference.id}/registrations`;

  const signedIn = () => signedUpAttendee(app);

  /** A delegate at the early-bird price (1,600 yuan) who answers the required question. */
  function body(overrides: Record<string, unknown> = {}) {
    return {
      name: "张三",
      unit: "清华大学",
      email: "zhangsan@example.com",
      phone: "13912345678",
      participantTypeId: fx.types.delegate.id,
      extras: [{ itemId: fx.items.diet.id, value: "无" }],
      clientTotal: 1_600_00,
      ...overrides,
    };
  }
  const fieldsOf = (res: { body: unknown }) =>
    ((res.body as Failure).details.fields ?? []).map((f) => `${f.path}:${f.code}`);
  const registration = (id: number) =>
    db().selectFrom("registrations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  /** Rooms of the type taken on the first night of every stay booked here (10 May). */
  const takenRooms = async (id: number) =>
    (
      await db()
        .selectFrom("roomNights")
        .select("takenCount")
        .where("roomTypeId", "=", id)
        .where("night", "=", "2027-05-10")
        .executeTakeFirst()
    )?.takenCount ?? 0;
  const claimOf = async (id: number) =>
    (
      await db()
        .selectFrom("acceptedPapers")
        .select("registrationId")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).registrationId;

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await blocksFixture(db(), app.clock.now);
    attendee = await signedIn();
  });
  afterAll(() => app.close());

  describe("papers", () => {
    it("two papers price the fee-table row for 2 papers plus the over-page fee, and the papers are stored and claimed", async () => {
      const papers = [
        { paperId: "1001", pages: 6 },
        { paperId: " 0001005 ", pages: 7 },
      ];
      const stale = await attendee.post(path(), body({ papers }));
      // Row for 2 papers, early-bird 2,700 yuan; the second paper is 1 page over the row's 6: +300 yuan.
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: "FEE_CHANGED", details: { total: 3_000_00 } });
      const res = await (await signedIn()).post<Created>(path(), body({ papers, clientTotal: 3_000_00 }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ totalFee: 3_000_00, paperCount: 2 });
      const stored = await db()
        .selectFrom("papers")
        .select(["acceptedPaperId", "paperId", "paperPageNum"])
        .where("registrationId", "=", res.body.id)
        .orderBy("id")
        .execute();
      expect(stored).toEqual([
        { acceptedPaperId: fx.papers.zhang.id, paperId: "1001", paperPageNum: 6 },
        { acceptedPaperId: fx.papers.zeros.id, paperId: "0001005", paperPageNum: 7 },
      ]);
      expect(await claimOf(fx.papers.zhang.id)).toBe(res.body.id);
    });

    it("a paper without its final version, an unknown id, a paper registered by someone else and too many pages are refused", async () => {
      const papers = [
        { paperId: "1003", pages: 6 },
        { paperId: "1001", pages: 9 },
      ];
      const res = await attendee.post(path(), body({ papers, clientTotal: 3_000_00 }));
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual([
        "papers.0.paperId:validation.paperNotFinal",
        "papers.1.paperId:validation.paperTaken",
        "papers.1.pages:validation.paperPageRange",
      ]);
      const unknown = await attendee.post(path(), body({ papers: [{ paperId: "9999", pages: 6 }] }));
      expect(fieldsOf(unknown)).toEqual(["papers.0.paperId:validation.paperNotFound"]);
    });

    it("a type that requires authorship refuses someone else's paper; a type without papers refuses any", async () => {
      const author = { participantTypeId: fx.types.author.id, clientTotal: 1_200_00 };
      const res = await attendee.post(path(), body({ ...author, papers: [{ paperId: "1002", pages: 6 }] }));
      expect(fieldsOf(res)).toEqual(["papers.0.paperId:validation.paperAuthor"]);
      const listener = { participantTypeId: fx.types.listener.id, clientTotal: 600_00 };
      const none = await attendee.post(
        path(),
        body({ ...listener, papers: [{ paperId: "1002", pages: 6 }] }),
      );
      expect(fieldsOf(none)).toEqual(["papers:validation.paperUnavailable"]);
    });

    it("two registrations claiming one paper at once: exactly one gets it", async () => {
      const racers = await Promise.all([signedIn(), signedIn(), signedIn()]);
      const papers = [{ paperId: "1006", pages: 6 }];
      const results = await Promise.all(
        racers.map((r) => r.post<Created | Failure>(path(), body({ papers, clientTotal: 2_200_00 }))),
      );
      const won = results.filter((r) => r.status === 201);
      expect(won).toHaveLength(1);
      for (const lost of results.filter((r) => r.status !== 201)) {
        // Lost at the claim (409), or the winner had committed before the loser's check ran (400).
        const answer = lost.body as Failure;
        expect(
          answer.code === "PAPER_TAKEN" || fieldsOf(lost).includes("papers.0.paperId:validation.paperTaken"),
        ).toBe(true);
      }
      const winner = won[0]?.body as Created | undefined;
      expect(await claimOf(fx.papers.contested.id)).toBe(winner?.id);
      const rows = await db()
        .selectFrom("papers")
        .select("id")
        .where("acceptedPaperId", "=", fx.papers.contested.id)
        .execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe("hotel", () => {
    const stay = (overrides: Record<string, unknown> = {}) => ({
      roomTypeId: fx.rooms.twin.id,
      startDate: "2027-05-10",
      endDate: "2027-05-13",
      hotelPayType: 2,
      residentType: 2,
      roommateName: "李四",
      ...overrides,
    });

    it("a booking takes a room and fills the registration's lodging; the hotel is not part of the fee", async () => {
      const before = await takenRooms(fx.rooms.twin.id);
      const res = await (await signedIn()).post<Created>(path(), body({ hotel: stay() }));
      expect(res.status).toBe(201);
      expect(res.body.totalFee).toBe(1_600_00);
      expect(await takenRooms(fx.rooms.twin.id)).toBe(before + 1);
      expect(await registration(res.body.id)).toMatchObject({
        isHotel: 1,
        roomTypeId: fx.rooms.twin.id,
        hotelNumber: 1,
        hotelPayType: 2,
        hotelStartDate: "2027-05-10",
        hotelEndDate: "2027-05-13",
        hotelNights: 3,
        residentType: 2,
        roommateName: "李四",
      });
    });

    it("another conference's room type, a check-out before check-in and a twin room without roommate are refused", async () => {
      const res = await attendee.post(
        path(),
        body({ hotel: stay({ roomTypeId: fx.foreignRoom.id, endDate: "2027-05-09", roommateName: "" }) }),
      );
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual([
        "hotel.roomTypeId:validation.roomTypeUnavailable",
        "hotel.endDate:validation.hotelDates",
        "hotel.roommateName:validation.roommateRequired",
      ]);
    });

    it("N+3 concurrent bookings of a room type with N rooms left: exactly N, the rest sold out and not saved", async () => {
      const left = fx.rooms.king.stock - (await takenRooms(fx.rooms.king.id));
      const racers = await Promise.all(Array.from({ length: left + 3 }, () => signedIn()));
      const hotel = stay({ roomTypeId: fx.rooms.king.id, residentType: 1, roommateName: "" });
      const results = await Promise.all(racers.map((r) => r.post(path(), body({ hotel }))));
      expect(results.filter((r) => r.status === 201)).toHaveLength(left);
      const refused = results.filter((r) => r.status !== 201);
      expect(refused.map((r) => [r.status, (r.body as Failure).code])).toEqual(
        Array.from({ length: 3 }, () => [409, "ROOM_SOLD_OUT"]),
      );
      expect(await takenRooms(fx.rooms.king.id)).toBe(fx.rooms.king.stock);
      const booked = await db()
        .selectFrom("registrations")
        .select("id")
        .where("roomTypeId", "=", fx.rooms.king.id)
        .execute();
      expect(booked).toHaveLength(fx.rooms.king.stock);
    });
  });

  it("deleting a registration gives its room and its paper back", async () => {
    const client = await signedIn();
    const papers = [{ paperId: "1007", pages: 6 }];
    const hotel = {
      roomTypeId: fx.rooms.twin.id,
      startDate: "2027-05-10",
      endDate: "2027-05-11",
      hotelPayType: 1,
      residentType: 1,
    };
    const res = await client.post<Created>(path(), body({ papers, hotel, clientTotal: 2_200_00 }));
    expect(res.status).toBe(201);
    const rooms = await takenRooms(fx.rooms.twin.id);
    expect((await client.delete(`/api/registrations/${res.body.id}`)).status).toBe(200);
    expect(await takenRooms(fx.rooms.twin.id)).toBe(rooms - 1);
    expect(await claimOf(fx.papers.returned.id)).toBeNull();
    const again = await (await signedIn()).post<Created>(path(), body({ papers, clientTotal: 2_200_00 }));
    expect(again.status).toBe(201);
    expect(await claimOf(fx.papers.returned.id)).toBe(again.body.id);
  });

  describe("extra questions", () => {
    it("answers are stored one row each, a multiple choice joined with ';'", async () => {
      const extras = [
        { itemId: fx.items.diet.id, value: " 素食 " },
        { itemId: fx.items.dinner.id, value: "yes" },
        { itemId: fx.items.topics.id, value: "ai; robotics" },
      ];
      const res = await (await signedIn()).post<Created>(path(), body({ extras }));
      expect(res.status).toBe(201);
      const stored = await db()
        .selectFrom("extraAnswers")
        .select(["extraItemId", "value"])
        .where("registrationId", "=", res.body.id)
        .orderBy("extraItemId")
        .execute();
      expect(stored).toEqual([
        { extraItemId: fx.items.diet.id, value: "素食" },
        { extraItemId: fx.items.dinner.id, value: "yes" },
        { extraItemId: fx.items.topics.id, value: "ai;robotics" },
      ]);
    });

    it("a required question left out and a choice not offered are refused, by question", async () => {
      const res = await attendee.post(
        path(),
        body({ extras: [{ itemId: fx.items.dinner.id, value: "maybe" }] }),
      );
      expect(fieldsOf(res)).toEqual([
        `extras.${fx.items.dinner.id}:validation.extraChoice`,
        `extras.${fx.items.diet.id}:validation.required`,
      ]);
    });

    it("an invitation code that hides extra information asks nothing and keeps nothing", async () => {
      const res = await (await signedIn()).post<Created>(path(), body({ invcode: "NOEXTRA" }));
      expect(res.status).toBe(201);
      const stored = await db()
        .selectFrom("extraAnswers")
        .select("id")
        .where("registrationId", "=", res.body.id)
        .execute();
      expect(stored).toEqual([]);
    });
  });

  describe("invoice", () => {
    const special = {
      invoiceType: 6,
      invoiceContent: "meetingFee",
      invoiceTitle: "清华大学",
      taxpayerNumber: " 12100000 400000624d ",
      address: "北京市海淀区 清华园1号",
      phone: "010 62782114",
      bank: "中国工商银行 北京海淀支行",
      account: "0200 0045 0908 8103 123",
      postEmail: "finance@tsinghua.edu.cn",
    };

    it("the chosen invoice is stored normalised with its details, not yet applied for", async () => {
      const res = await (await signedIn()).post<Created>(path(), body({ invoice: special }));
      expect(res.status).toBe(201);
      const invoice = await db()
        .selectFrom("invoices")
        .selectAll()
        .where("registrationId", "=", res.body.id)
        .executeTakeFirstOrThrow();
      expect(invoice).toMatchObject({
        invoiceType: 6,
        invoiceStatus: 0,
        invoiceContent: "meetingFee",
        invoiceTitle: "清华大学",
        taxpayerNumber: "12100000400000624D",
        address: "北京市海淀区清华园1号",
        phone: "01062782114",
        bank: "中国工商银行北京海淀支行",
        account: "0200004509088103123",
        postEmail: "finance@tsinghua.edu.cn",
      });
    });

    it("without a choice the conference's default applies: digital special (isAllinvoice), registration fee", async () => {
      const res = await (await signedIn()).post<Created>(path(), body());
      const invoice = await db()
        .selectFrom("invoices")
        .select(["invoiceType", "invoiceContent", "invoiceTitle"])
        .where("registrationId", "=", res.body.id)
        .executeTakeFirstOrThrow();
      expect(invoice).toEqual({ invoiceType: 6, invoiceContent: "registrationFee", invoiceTitle: "" });
    });

    it("the society itself cannot be the buyer, and a special invoice needs the bank details", async () => {
      const res = await attendee.post(
        path(),
        body({ invoice: { ...special, invoiceTitle: "中国自动化学会", bank: "", account: "" } }),
      );
      expect(fieldsOf(res)).toEqual([
        "invoice.bank:validation.required",
        "invoice.account:validation.required",
        "invoice.invoiceTitle:validation.invoiceTitleSociety",
      ]);
    });

    it("an ordinary digital invoice above 10,000 yuan is refused with the cap; a special one is accepted", async () => {
      const industry = { participantTypeId: fx.types.industry.id, clientTotal: 12_000_00 };
      const ordinary = {
        invoiceType: 5,
        invoiceTitle: "某某科技有限公司",
        taxpayerNumber: "91110108MA01ABCD1X",
      };
      const res = await attendee.post(path(), body({ ...industry, invoice: ordinary }));
      expect(res.status).toBe(400);
      expect((res.body as Failure).details.fields).toEqual([
        expect.objectContaining({
          path: "invoice.invoiceType",
          code: "validation.invoiceElectronicCap",
          params: { cap: 10_000 },
        }),
      ]);
      const accepted = await (await signedIn()).post(
        path(),
        body({ ...industry, invoice: { ...special, ...ordinary, invoiceType: 6 } }),
      );
      expect(accepted.status).toBe(201);
    });
  });

  describe("group", () => {
    const groupOf = async (registrationId: number) => {
      const row = await registration(registrationId);
      const group = await db()
        .selectFrom("groups")
        .selectAll()
        .where("id", "=", row.groupId ?? 0)
        .executeTakeFirstOrThrow();
      return { row, group };
    };

    it("a leader starts a group and a colleague joins with its code; both pay the scheme's price, both are audited", async () => {
      const leader = await (await signedIn()).post<Created>(
        path(),
        body({ group: { create: fx.schemes.large.id }, clientTotal: 1_360_00 }),
      );
      expect(leader.status).toBe(201);
      const { row, group } = await groupOf(leader.body.id);
      expect(row.isManager).toBe(1);
      expect(group).toMatchObject({
        schemeId: fx.schemes.large.id,
        leaderRegistrationId: leader.body.id,
        groupStatus: 0,
      });
      expect(group.groupCode).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
      const typed = ` ${group.groupCode.toLowerCase().slice(0, 3)} ${group.groupCode.toLowerCase().slice(3)} `;
      const member = await (await signedIn()).post<Created>(
        path(),
        body({ group: { join: typed }, clientTotal: 1_360_00 }),
      );
      expect(member.status).toBe(201);
      expect(await registration(member.body.id)).toMatchObject({ groupId: group.id, isManager: 0 });
      const audit = await db()
        .selectFrom("auditLog")
        .select(["action", "entityId"])
        .where("action", "in", ["group.create", "group.join"])
        .where("entityId", "=", group.id)
        .orderBy("id")
        .execute();
      expect(audit).toEqual([
        { action: "group.create", entityId: group.id },
        { action: "group.join", entityId: group.id },
      ]);
    });

    it("an unknown code, an expired group and a scheme of no use here are refused at the field", async () => {
      const unknown = await attendee.post(path(), body({ group: { join: "ZZZZZZ" } }));
      expect(fieldsOf(unknown)).toEqual(["group.join:validation.groupNotFound"]);
      const leader = await (await signedIn()).post<Created>(
        path(),
        body({ group: { create: fx.schemes.large.id }, clientTotal: 1_360_00 }),
      );
      const { group } = await groupOf(leader.body.id);
      await db().updateTable("groups").set({ groupStatus: 3 }).where("id", "=", group.id).execute();
      const expired = await attendee.post(path(), body({ group: { join: group.groupCode } }));
      expect(fieldsOf(expired)).toEqual(["group.join:validation.groupExpired"]);
      const stranger = await attendee.post(path(), body({ group: { create: 999_999 } }));
      expect(fieldsOf(stranger)).toEqual(["group.create:validation.groupScheme"]);
    });

    it("concurrent joins beyond the scheme's maxNumber are refused: the group never passes it", async () => {
      const leader = await (await signedIn()).post<Created>(
        path(),
        body({ group: { create: fx.schemes.trio.id }, clientTotal: 1_440_00 }),
      );
      expect(leader.status).toBe(201);
      const { group } = await groupOf(leader.body.id);
      const racers = await Promise.all(Array.from({ length: 5 }, () => signedIn()));
      const join = body({ group: { join: group.groupCode }, clientTotal: 1_440_00 });
      const results = await Promise.all(racers.map((r) => r.post(path(), join)));
      expect(results.filter((r) => r.status === 201)).toHaveLength(2);
      for (const refused of results.filter((r) => r.status !== 201)) {
        const full =
          (refused.body as Failure).code === "GROUP_FULL" ||
          fieldsOf(refused).includes("group.join:validation.groupFull");
        expect(full).toBe(true);
      }
      const members = await db()
        .selectFrom("registrations")
        .select("id")
        .where("groupId", "=", group.id)
        .execute();
      expect(members).toHaveLength(3);
    });
  });
});
