import type { Selectable } from "kysely";
import { beforeAll, expect, it } from "vitest";
import type { Database } from "#db/schema";
import { insertWorkshop } from "#seed/index";
import { startTestApp, type TestApp } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { type BlocksFixture, blocksFixture } from "../helpers/blocks-fixture";
import { describeEachDialect } from "../helpers/database";
import { freshIdNumber } from "../helpers/fixtures";

type Detail = {
  id: number;
  changeSeq?: number;
  workshops: { id: number }[];
  papers: unknown[];
  payLines: unknown[];
  invoice: unknown;
  additional: { hotel: unknown; answers: unknown[] };
  standing: { payStatus: number };
};

/**
 * The speed issue: the 201 of newRegist is built from what the unit of work wrote (the row as committed,
 * its lines and invoice, the rules' refs), not read back. It must be exactly what reading it back gives.
 */
describeEachDialect("the created registration's answer", ({ db, dialect }) => {
  let app: TestApp;
  let fx: BlocksFixture;
  let workshops: { late: Selectable<Database["workshops"]>; early: Selectable<Database["workshops"]> };
  const path = () => `/api/conferences/${fx.conference.id}/registrations`;

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await blocksFixture(db(), app.clock.now);
    const conferenceId = fx.conference.id;
    const { settings } = await db()
      .selectFrom("conferences")
      .select("settings")
      .where("id", "=", conferenceId)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable("conferences")
      .set({ settings: JSON.stringify({ ...JSON.parse(settings), isWorkshop: true, isWorkshopFee: true }) })
      .where("id", "=", conferenceId)
      .execute();
    // Listed by sortOrder, not by id: the second one made comes first.
    workshops = {
      late: await insertWorkshop(db(), { conferenceId, titleEn: "Late", fee: 300_00, sortOrder: 2 }),
      early: await insertWorkshop(db(), { conferenceId, titleEn: "Early", fee: 200_00, sortOrder: 1 }),
    };
  });

  /** A delegate at the early-bird price (1,600 yuan) who answers the required question. */
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: "张三",
    unit: "清华大学",
    email: "zhangsan@example.com",
    phone: "13912345678",
    idNumber: freshIdNumber(),
    participantTypeId: fx.types.delegate.id,
    extras: [{ itemId: fx.items.diet.id, value: "无" }],
    clientTotal: 1_600_00,
    ...overrides,
  });

  async function createdAndRead(input: Record<string, unknown>) {
    const client = await signedUpAttendee(app);
    const created = await client.post<Detail>(path(), input);
    expect([created.status, created.status === 201 ? "" : created.body]).toEqual([201, ""]);
    const read = await client.get<Detail>(`/api/registrations/${created.body.id}`);
    expect(read.status).toBe(200);
    return { created: created.body, read: read.body };
  }

  it("every block filled: two workshops, two papers, a room, three answers, a special invoice", async () => {
    const { created, read } = await createdAndRead(
      body({
        workshopIds: [workshops.late.id, workshops.early.id],
        papers: [
          { paperId: "1001", pages: 6 },
          { paperId: "0001005", pages: 7 },
        ],
        hotel: {
          roomTypeId: fx.rooms.twin.id,
          startDate: "2027-05-10",
          endDate: "2027-05-12",
          hotelPayType: 2,
          residentType: 2,
          roommateName: "李四",
        },
        extras: [
          { itemId: fx.items.diet.id, value: "素食" },
          { itemId: fx.items.dinner.id, value: "yes" },
          { itemId: fx.items.topics.id, value: "ai;robotics" },
        ],
        invoice: {
          invoiceType: 6,
          invoiceContent: "meetingFee",
          invoiceTitle: "清华大学",
          taxpayerNumber: "12100000400000624D",
          address: "北京市海淀区清华园1号",
          phone: "01062782114",
          bank: "中国工商银行北京海淀支行",
          account: "0200004509088103123",
          postEmail: "finance@tsinghua.edu.cn",
        },
        // Two papers' row 2,700 + one page over 300 + the workshops 300 + 200.
        clientTotal: 3_500_00,
      }),
    );
    expect(created).toEqual(read);
    // What is compared is filled in, so the comparison says something.
    expect(created.workshops.map((w) => w.id)).toEqual([workshops.early.id, workshops.late.id]);
    expect(created.papers).toHaveLength(2);
    expect(created.additional.answers).toHaveLength(3);
    expect(created.additional.hotel).not.toBeNull();
    expect(created.payLines).toHaveLength(1);
    expect(created.invoice).toMatchObject({ invoiceType: 6 });
  });

  it("a new group and nothing else optional", async () => {
    const { created, read } = await createdAndRead(
      body({ group: { create: fx.schemes.trio.id }, clientTotal: 1_440_00 }),
    );
    expect(created).toEqual(read);
  });

  it("through an invitation code that hides the questions", async () => {
    const { created, read } = await createdAndRead(body({ invcode: "NOEXTRA", extras: [] }));
    expect(created).toEqual(read);
    expect(created).toMatchObject({ invcode: "NOEXTRA" });
  });

  it("a second submission with the same idempotency key answers the same registration", async () => {
    const client = await signedUpAttendee(app);
    const headers = { "Idempotency-Key": `answer-${dialect}` };
    const input = body();
    const first = await client.post<Detail>(path(), input, { headers });
    const again = await client.post<Detail>(path(), input, { headers });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
  });
});
