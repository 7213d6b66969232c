import type { RegistrationDetail } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  insertConference,
  insertExtraItem,
  insertHotel,
  insertParticipantType,
  insertRoomType,
} from "#seed/builders/conference";
import { startTestApp, type TestApp } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";

type Failure = { code: string; details: { fields?: { path: string; code: string }[] } };
const day = 86_400_000;
const opt = (value: string, zh: string, en: string) => ({ value, label: { zh, en } });

/** A conference that asks every named question (social, allergens, visit, paper ids, meal, award, travel). */
async function additionalFixture(db: Parameters<typeof startTestApp>[0], now: Date) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const conference = await insertConference(db, {
    titleEn: "Additional Information Meeting",
    systemCode: "ADD",
    beginTime: iso(now.getTime() - day),
    discountTime: iso(now.getTime() - day),
    endTime: iso(now.getTime() + 30 * day),
    createTime: now.toISOString(),
    settings: {
      isHotel: true,
      isHalal: true,
      fields: { social: true, allergens: true, paperIds: true, isVisit: true, award: true },
    },
  });
  const conferenceId = conference.id;
  const types = {
    delegate: await insertParticipantType(db, { conferenceId, fee: 500_00, discountFee: 500_00 }),
    awardee: await insertParticipantType(db, {
      conferenceId,
      titleEn: "Awardee",
      fee: 0,
      discountFee: 0,
      needsAward: 1,
    }),
  };
  const hotel = await insertHotel(db, { conferenceId, nameZh: "湖畔酒店", nameEn: "Lakeside Hotel" });
  const twin = await insertRoomType(db, {
    hotelId: hotel.id,
    nameZh: "双床房",
    nameEn: "Twin room",
    pricePerNight: 380_00,
    stock: 10,
  });
  const topics = await insertExtraItem(db, {
    conferenceId,
    titleZh: "研究方向",
    titleEn: "Topics",
    type: 3,
    options: [opt("ai", "人工智能", "AI"), opt("control", "控制", "Control")],
  });
  return { conference, types, twin, topics };
}

describeEachDialect("registration: the additional information (named questions)", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Awaited<ReturnType<typeof additionalFixture>>;
  const path = () => `/api/conferences/${fx.conference.id}/registrations`;

  const signedIn = () => signedUpAttendee(app);

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: "张三",
    unit: "清华大学",
    email: "zhangsan@example.com",
    phone: "13912345678",
    participantTypeId: fx.types.delegate.id,
    clientTotal: 500_00,
    ...overrides,
  });
  const fieldsOf = (res: { body: unknown }) =>
    ((res.body as Failure).details.fields ?? []).map((f) => `${f.path}:${f.code}`);

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await additionalFixture(db(), app.clock.now);
  });
  afterAll(() => app.close());

  it("an award type needs the award's title and first name and a hotel booking", async () => {
    const additional = { social: "No", paperIds: "Non", mealType: "regular" };
    const res = await (await signedIn()).post(
      path(),
      body({ participantTypeId: fx.types.awardee.id, clientTotal: 0, additional }),
    );
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual([
      "additional.award.title:validation.required",
      "additional.award.firstName:validation.required",
      "hotel.book:validation.hotelRequired",
    ]);
  });

  it("stores the answers, the booking and travel, and registerDetail shows them with the questions' words", async () => {
    const client = await signedIn();
    const start = new Date(app.clock.now.getTime() + 5 * day).toISOString().slice(0, 10);
    const end = new Date(app.clock.now.getTime() + 7 * day).toISOString().slice(0, 10);
    const travel = {
      arriveNumber: "G105",
      arriveTime: "2027-05-10T02:30:00.000Z",
      arrivePlace: "北京南站",
      departNumber: "",
      departTime: "",
      departPlace: "",
    };
    const created = await client.post<{ id: number }>(
      path(),
      body({
        hotel: {
          roomTypeId: fx.twin.id,
          startDate: start,
          endDate: end,
          hotelPayType: 2,
          residentType: 2,
          roommateName: "李四",
        },
        extras: [{ itemId: fx.topics.id, value: "control;ai" }],
        additional: {
          social: "Yes",
          allergens: "Peanuts",
          isVisit: true,
          paperIds: "1001",
          mealType: "halal",
          travel,
        },
      }),
    );
    expect(created.status).toBe(201);
    const detail = await client.get<RegistrationDetail>(`/api/registrations/${created.body.id}`);
    expect(detail.status).toBe(200);
    const { additional } = detail.body;
    expect(additional.hotel).toEqual({
      hotel: { zh: "湖畔酒店", en: "Lakeside Hotel" },
      roomType: { zh: "双床房", en: "Twin room" },
      startDate: start,
      endDate: end,
      nights: 2,
      residentType: 2,
      roommateName: "李四",
      hotelPayType: 2,
      pricePerNight: 380_00,
      estimatedCost: 760_00,
    });
    expect(additional.answers).toEqual([
      {
        itemId: fx.topics.id,
        title: { zh: "研究方向", en: "Topics" },
        type: 3,
        value: "control;ai",
        choices: [
          { zh: "控制", en: "Control" },
          { zh: "人工智能", en: "AI" },
        ],
      },
    ]);
    expect(additional).toMatchObject({
      social: "Yes",
      allergens: "Peanuts",
      isVisit: true,
      paperIds: "1001",
      mealType: "halal",
      travel,
    });
    // Award questions are not asked of this type: nothing kept.
    expect(additional.award.title).toBe("");
  });

  it("a registration without a booking or answers shows an empty card", async () => {
    const client = await signedIn();
    const additional = { social: "No", paperIds: "Non", mealType: "regular", award: { title: "Dr" } };
    const created = await client.post<{ id: number }>(path(), body({ additional }));
    expect(created.status).toBe(201);
    const detail = await client.get<RegistrationDetail>(`/api/registrations/${created.body.id}`);
    expect(detail.body.additional).toMatchObject({ hotel: null, answers: [], social: "No", paperIds: "Non" });
    expect(detail.body.additional.award.title).toBe("");
  });
});
