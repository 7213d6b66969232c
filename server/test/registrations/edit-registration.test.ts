import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";
import { type EditFixture, editFixture } from "../helpers/edit-fixture";
import { freshIdNumber } from "../helpers/fixtures";
import { workshopTaken } from "../helpers/places";
import { insertSignedInAttendees } from "../helpers/sessions";

type Issue = { path: string; code: string; message: string };
type Failure = { code: string; message: string; details: { fields?: Issue[]; night?: string } };
type Detail = { id: number; name: string; participantType: { id: number }; workshops: { id: number }[] };
type EditResult = {
  registration: Detail;
  fee: { basis: string; pricedAt: string; before: number; after: number; currency: string };
};
type EditForm = {
  input: Record<string, unknown> & { papers: unknown[]; hotel: unknown; workshopIds: number[] };
  total: number;
  fee: { basis: string; pricedAt: string };
  lockedFields: string[];
};

const day = 86_400_000;

/** Issue 7, DOMAIN.md §3 and §7: an attendee edits their own registration. */
describeEachDialect("editing one's own registration", ({ db, dialect }) => {
  let app: TestApp;
  let fx: EditFixture;
  let fxToday: EditFixture;
  let fxClosing: EditFixture;
  let start: Date;

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    start = new Date(app.clock.now);
    fx = await editFixture(db(), app.clock.now);
    fxToday = await editFixture(db(), app.clock.now, { recalculate: true });
    fxClosing = await editFixture(db(), app.clock.now, { closesInMs: day });
  });
  afterEach(() => {
    app.clock.now = new Date(start);
  });
  afterAll(() => app.close());

  /** A student's registration body: early-bird 800 + the open workshop 300. */
  const body = (f: EditFixture, overrides: Record<string, unknown> = {}) => ({
    name: "韩梅梅",
    gender: 0,
    idNumber: freshIdNumber(),
    unit: "清华大学",
    email: "hanmeimei@example.com",
    phone: "13812345678",
    participantTypeId: f.types.student.id,
    workshopIds: [f.workshops.open.id],
    payType: 2,
    clientTotal: 800_00 + 300_00,
    ...overrides,
  });
  async function register(client: TestClient, f: EditFixture, overrides: Record<string, unknown> = {}) {
    const input = body(f, overrides);
    const res = await client.post<Detail>(`/api/conferences/${f.conference.id}/registrations`, input);
    expect(res.body).toMatchObject({ id: expect.any(Number) });
    expect(res.status).toBe(201);
    return { id: res.body.id, input };
  }
  const put = <T>(client: TestClient, id: number, input: unknown) =>
    client.request<T>("PUT", `/api/registrations/${id}`, input);
  const setPayStatus = (id: number, payStatus: 0 | 1 | 2) =>
    db().updateTable("payLines").set({ payStatus }).where("registrationId", "=", id).execute();
  const firstLine = (id: number) =>
    db()
      .selectFrom("payLines")
      .select(["totalFee", "payStatus"])
      .where("registrationId", "=", id)
      .where("seq", "=", 1)
      .executeTakeFirstOrThrow();
  const takenPlaces = (workshopId: number) => workshopTaken(db(), workshopId);
  const claimOf = async (acceptedPaperId: number) =>
    (
      await db()
        .selectFrom("acceptedPapers")
        .select("registrationId")
        .where("id", "=", acceptedPaperId)
        .executeTakeFirstOrThrow()
    ).registrationId;
  const nights = async (roomTypeId: number) =>
    Object.fromEntries(
      (
        await db()
          .selectFrom("roomNights")
          .select(["night", "takenCount"])
          .where("roomTypeId", "=", roomTypeId)
          .where("takenCount", ">", 0)
          .orderBy("night")
          .execute()
      ).map((r) => [r.night, r.takenCount]),
    );
  const stay = (roomTypeId: number, startDate: string, endDate: string) => ({
    roomTypeId,
    startDate,
    endDate,
    hotelPayType: 2,
    residentType: 1,
    roommateName: "",
  });

  it("unpaid: a type change is priced at the prices in force when it was first submitted (early-bird kept)", async () => {
    const client = await signedUpAttendee(app);
    const { id, input } = await register(client, fx);
    app.clock.now = new Date(start.getTime() + 20 * day); // past the early-bird date
    const res = await put<EditResult>(client, id, {
      ...input,
      participantTypeId: fx.types.delegate.id,
      clientTotal: 1_600_00 + 300_00,
    });
    expect(res.status).toBe(200);
    expect(res.body.registration.participantType.id).toBe(fx.types.delegate.id);
    expect(res.body.fee).toMatchObject({
      basis: "firstSubmission",
      before: 1_100_00,
      after: 1_900_00,
      currency: "CNY",
    });
    expect(Date.parse(res.body.fee.pricedAt)).toBe(start.getTime());
    expect(await firstLine(id)).toEqual({ totalFee: 1_900_00, payStatus: 0 });
    const audit = await db()
      .selectFrom("auditLog")
      .select(["action", "actorKind"])
      .where("entityId", "=", id)
      .where("action", "=", "registration.edit")
      .execute();
    expect(audit).toEqual([{ action: "registration.edit", actorKind: "attendee" }]);
  });

  it("unpaid, with recalculateFeeWhileUnpaid: the edit is priced at today's prices", async () => {
    const client = await signedUpAttendee(app);
    const { id, input } = await register(client, fxToday);
    app.clock.now = new Date(start.getTime() + 20 * day);
    const stale = await put<Failure>(client, id, { ...input, name: "韩梅" });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "FEE_CHANGED", details: { total: 1_000_00 + 300_00 } });
    const res = await put<EditResult>(client, id, { ...input, name: "韩梅", clientTotal: 1_300_00 });
    expect(res.status).toBe(200);
    expect(res.body.fee).toMatchObject({ basis: "today", before: 1_100_00, after: 1_300_00 });
    expect(await firstLine(id)).toEqual({ totalFee: 1_300_00, payStatus: 0 });
  });

  it("paid: a fee-deciding field is refused, named at its field in the attendee's language; nothing changes", async () => {
    const client = await signedUpAttendee(app, { lang: "zh-CN" });
    const { id, input } = await register(client, fx);
    await setPayStatus(id, 2);
    const res = await put<Failure>(client, id, {
      ...input,
      name: "韩梅",
      participantTypeId: fx.types.delegate.id,
      workshopIds: [fx.workshops.spare.id],
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.details.fields?.map((f) => [f.path, f.code])).toEqual([
      ["participantTypeId", "validation.lockedParticipantType"],
      ["workshopIds", "validation.lockedWorkshops"],
    ]);
    const detail = await client.get<Detail>(`/api/registrations/${id}`);
    expect(detail.body).toMatchObject({ name: "韩梅梅", participantType: { id: fx.types.student.id } });
    expect(await takenPlaces(fx.workshops.spare.id)).toBe(0);
  });

  it("paid: a typo in the name is fixed and the fee is kept as paid", async () => {
    const client = await signedUpAttendee(app);
    const { id, input } = await register(client, fx);
    await setPayStatus(id, 2);
    app.clock.now = new Date(start.getTime() + 20 * day);
    // The total the client shows does not matter: the fee is not priced again.
    const res = await put<EditResult>(client, id, { ...input, name: "韩梅", clientTotal: 0 });
    expect(res.status).toBe(200);
    expect(res.body.registration.name).toBe("韩梅");
    expect(res.body.fee).toMatchObject({ basis: "kept", before: 1_100_00, after: 1_100_00 });
    expect(await firstLine(id)).toEqual({ totalFee: 1_100_00, payStatus: 2 });
  });

  it("under review: the workshops are locked, and the edit form says which fields are", async () => {
    const client = await signedUpAttendee(app);
    const { id, input } = await register(client, fx);
    await setPayStatus(id, 1);
    const form = await client.get<EditForm>(`/api/registrations/${id}/form`);
    expect(form.status).toBe(200);
    expect(form.headers.get("cache-control")).toBe("no-store");
    expect(form.body.lockedFields).toEqual(["participantTypeId", "workshopIds", "papers", "payType"]);
    expect(form.body.fee.basis).toBe("kept");
    const res = await put<Failure>(client, id, { ...input, workshopIds: [] });
    expect(res.status).toBe(400);
    expect(res.body.details.fields?.map((f) => f.path)).toEqual(["workshopIds"]);
  });

  it("the edit form loads every value as entered: document, phone, workshops, papers and the booking", async () => {
    const client = await signedUpAttendee(app);
    const hotel = stay(fx.rooms.roomy.id, "2027-06-01", "2027-06-03");
    const papers = [{ paperId: "2003", pages: 5 }];
    const { id, input } = await register(client, fx, { papers, hotel });
    const form = await client.get<EditForm>(`/api/registrations/${id}/form`);
    expect(form.status).toBe(200);
    expect(form.body.input).toMatchObject({
      name: "韩梅梅",
      idNumber: input.idNumber,
      phone: "13812345678",
      participantTypeId: fx.types.student.id,
      workshopIds: [fx.workshops.open.id],
      payType: 2,
      papers,
      hotel,
      clientTotal: 1_100_00,
    });
    expect(form.body).toMatchObject({ total: 1_100_00, lockedFields: [], fee: { basis: "firstSubmission" } });
  });

  it("unpaid: workshop places, room nights and papers move in one transaction", async () => {
    const client = await signedUpAttendee(app);
    const { id, input } = await register(client, fx, {
      papers: [{ paperId: "2001", pages: 3 }],
      hotel: stay(fx.rooms.roomy.id, "2027-06-02", "2027-06-04"),
    });
    const spareBefore = await takenPlaces(fx.workshops.spare.id);
    const openBefore = await takenPlaces(fx.workshops.open.id);
    const nightsBefore = await nights(fx.rooms.roomy.id);
    const res = await put<EditResult>(client, id, {
      ...input,
      workshopIds: [fx.workshops.spare.id],
      papers: [{ paperId: "2002", pages: 3 }],
      hotel: stay(fx.rooms.roomy.id, "2027-06-03", "2027-06-05"),
      clientTotal: 800_00 + 500_00,
    });
    expect(res.status).toBe(200);
    expect(res.body.registration.workshops.map((w) => w.id)).toEqual([fx.workshops.spare.id]);
    expect(await takenPlaces(fx.workshops.spare.id)).toBe(spareBefore + 1);
    expect(await takenPlaces(fx.workshops.open.id)).toBe(openBefore - 1);
    expect(await claimOf(fx.papers.first.id)).toBeNull();
    expect(await claimOf(fx.papers.second.id)).toBe(id);
    // 2 June given back, 3 June kept, 4 June taken.
    const after = await nights(fx.rooms.roomy.id);
    const delta = (night: string) => (after[night] ?? 0) - (nightsBefore[night] ?? 0);
    expect(["2027-06-02", "2027-06-03", "2027-06-04"].map(delta)).toEqual([-1, 0, 1]);
  });

  it("a move that fails (the room's night is full) leaves places, papers and nights as they were", async () => {
    const blocker = await signedUpAttendee(app);
    await register(blocker, fx, { hotel: stay(fx.rooms.scarce.id, "2027-06-05", "2027-06-06") });
    const client = await signedUpAttendee(app);
    const { id, input } = await register(client, fx, {
      papers: [{ paperId: "2004", pages: 2 }],
      hotel: stay(fx.rooms.scarce.id, "2027-06-04", "2027-06-05"),
      workshopIds: [fx.workshops.open.id],
    });
    const spareBefore = await takenPlaces(fx.workshops.spare.id);
    const res = await put<Failure>(client, id, {
      ...input,
      workshopIds: [fx.workshops.spare.id],
      papers: [],
      hotel: stay(fx.rooms.scarce.id, "2027-06-04", "2027-06-06"),
      clientTotal: 800_00 + 500_00,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "ROOM_SOLD_OUT", details: { night: "2027-06-05" } });
    expect(await takenPlaces(fx.workshops.spare.id)).toBe(spareBefore);
    expect(await claimOf(fx.papers.fourth.id)).toBe(id);
    expect(await nights(fx.rooms.scarce.id)).toEqual({ "2027-06-04": 1, "2027-06-05": 1 });
    const form = await client.get<EditForm>(`/api/registrations/${id}/form`);
    expect(form.body.input.workshopIds).toEqual([fx.workshops.open.id]);
    expect(form.body.input.papers).toEqual([{ paperId: "2004", pages: 2 }]);
  });

  it("twelve concurrent edits for a workshop's last place: exactly one gets it, never oversold", async () => {
    const tokens = await insertSignedInAttendees(db(), 12, `editor-${dialect}`);
    const clients = tokens.map((token) => app.client({ cookie: `confreg_sid=${token}` }));
    const made = await Promise.all(clients.map((client) => register(client, fx)));
    const results = await Promise.all(
      made.map(({ id, input }, i) =>
        put<EditResult | Failure>(clients[i] as TestClient, id, {
          ...input,
          workshopIds: [fx.workshops.last.id],
          clientTotal: 800_00 + 500_00,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect((refused.body as Failure).code).toBe("WORKSHOP_FULL");
    }
    expect(await takenPlaces(fx.workshops.last.id)).toBe(1);
  });

  it("another account's registration is not found, to read for editing or to edit", async () => {
    const owner = await signedUpAttendee(app);
    const { id, input } = await register(owner, fx);
    const stranger = await signedUpAttendee(app);
    expect((await stranger.get<Failure>(`/api/registrations/${id}/form`)).status).toBe(404);
    const res = await put<Failure>(stranger, id, { ...input, name: "冒名" });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("REGISTRATION_NOT_FOUND");
  });

  it("the document number stays one person's: another live registration's number is refused, its own kept", async () => {
    const first = await signedUpAttendee(app);
    const taken = await register(first, fx);
    const client = await signedUpAttendee(app);
    const { id, input } = await register(client, fx);
    const res = await put<Failure>(client, id, { ...input, idNumber: taken.input.idNumber });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ID_NUMBER_REGISTERED");
    expect((await put<EditResult>(client, id, { ...input, unit: "清华大学深圳研究院" })).status).toBe(200);
  });

  it("outside the registration window an attendee's edit is refused and changes nothing", async () => {
    const client = await signedUpAttendee(app);
    const { id, input } = await register(client, fxClosing);
    app.clock.now = new Date(start.getTime() + 2 * day);
    const res = await put<Failure>(client, id, { ...input, name: "韩梅" });
    expect(res.body.code).toBe("REGISTRATION_CLOSED");
    expect(res.status).toBe(409);
    expect((await client.get<Detail>(`/api/registrations/${id}`)).body.name).toBe("韩梅梅");
  });
});
