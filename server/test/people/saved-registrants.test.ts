import { afterAll, beforeAll, expect, it } from "vitest";
import { insertParticipantType } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture, freshIdNumber, registrationBody } from "../helpers/fixtures";
import { imageForm, plainPng } from "../helpers/images";

type View = {
  id: number;
  name: string;
  idNumberMasked: string;
  phoneMasked: string;
  email: string;
  studentCard: { id: number; url: string } | null;
  otherMemberCard: { id: number; url: string } | null;
};
type Failure = { code: string; details: { fields?: { path: string; code: string }[] } };
const fieldsOf = (res: { body: unknown }) =>
  ((res.body as Failure).details?.fields ?? []).map((f) => `${f.path}:${f.code}`);

/** Spec 000 §2, §3, §7: an account's saved people (list, add, edit, delete) and "save this person" on submit. */
describeEachDialect("saved registrants", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  const base = "/api/me/saved-registrants";

  const person = (overrides: Record<string, unknown> = {}) => ({
    name: "韩梅梅",
    gender: 0,
    idType: 1,
    idNumber: freshIdNumber(),
    unit: "清华大学",
    email: "Hanmeimei@Example.com",
    phone: "+86 139 1234 5678",
    ...overrides,
  });

  const put = (client: TestClient, path: string, body: unknown) => client.request<View>("PUT", path, body);

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
  });
  afterAll(() => app.close());

  it("an attendee adds a person: normalised like a registration, the document encrypted and shown masked", async () => {
    const attendee = await signedUpAttendee(app);
    const idNumber = freshIdNumber();
    const added = await attendee.post<View>(base, person({ idNumber }));
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: "韩梅梅", email: "hanmeimei@example.com" });
    expect(added.body.idNumberMasked).not.toContain(idNumber.slice(6, 14));
    expect(added.body.idNumberMasked.length).toBeGreaterThan(0);
    expect(added.body.phoneMasked).not.toBe("008613912345678");
    const row = await db()
      .selectFrom("savedRegistrants")
      .selectAll()
      .where("id", "=", added.body.id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe("008613912345678");
    expect(row.idNumberEnc).not.toBeNull();
    expect(row.idNumberEnc).not.toContain(idNumber);
    const list = await attendee.get<View[]>(base);
    expect(list.body.map((p) => p.id)).toEqual([added.body.id]);
    const chosen = await attendee.get<{ idNumber: string; phone: string }>(`${base}/${added.body.id}`);
    expect(chosen.body).toMatchObject({ idNumber, phone: "008613912345678" });
    const audit = await db()
      .selectFrom("auditLog")
      .select("action")
      .where("entity", "=", "savedRegistrant")
      .where("entityId", "=", added.body.id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["savedRegistrant.reveal", "savedRegistrant.save"]);
  });

  it("a person with a wrong document number, a bad e-mail or no name is refused and nothing is saved", async () => {
    const attendee = await signedUpAttendee(app);
    const bad = await attendee.post(
      base,
      person({ idNumber: "110101199001011234", email: "not-an-email", name: "" }),
    );
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(["email:validation.email", "name:validation.required"]);
    const wrongSum = await attendee.post(base, person({ idNumber: "110101199001011234" }));
    expect(wrongSum.status).toBe(400);
    expect(fieldsOf(wrongSum)[0]).toMatch(/^idNumber:/);
    expect((await attendee.get<View[]>(base)).body).toEqual([]);
  });

  it("the owner edits and deletes; another account gets 404 for reading, changing and deleting", async () => {
    const owner = await signedUpAttendee(app);
    const other = await signedUpAttendee(app);
    const { body: saved } = await owner.post<View>(base, person());
    const path = `${base}/${saved.id}`;
    expect((await other.get(path)).status).toBe(404);
    expect((await put(other, path, person({ name: "李雷" }))).status).toBe(404);
    expect((await other.delete(path)).status).toBe(404);
    expect((await other.get<View[]>(base)).body).toEqual([]);
    const edited = await put(owner, path, person({ name: "韩梅梅", unit: "北京大学" }));
    expect(edited.status).toBe(200);
    const list = await owner.get<(View & { unit: string })[]>(base);
    expect(list.body.map((p) => [p.id, p.unit])).toEqual([[saved.id, "北京大学"]]);
    expect((await owner.delete(path)).status).toBe(200);
    expect((await owner.get<View[]>(base)).body).toEqual([]);
    expect((await owner.get(path)).status).toBe(404);
    expect((await app.client().get(base)).status).toBe(401);
  });

  it("a saved card image is the owner's own: another account's upload is not found", async () => {
    const owner = await signedUpAttendee(app);
    const other = await signedUpAttendee(app);
    const theirs = await other.post<{ id: number }>("/api/uploads", imageForm(plainPng()));
    const refused = await owner.post(base, person({ studentCard: theirs.body.id }));
    expect(refused.status).toBe(404);
    const mine = await owner.post<{ id: number }>("/api/uploads", imageForm(plainPng()));
    const saved = await owner.post<View>(base, person({ studentCard: mine.body.id }));
    expect(saved.body.studentCard).toEqual({ id: mine.body.id, url: `/api/uploads/${mine.body.id}` });
    expect((await owner.get(saved.body.studentCard?.url ?? "")).status).toBe(200);
    const wrongKind = await owner.post(base, person({ otherMemberCard: mine.body.id }));
    expect(wrongKind.status).toBe(404);
  });

  it("'save this person' on submit keeps the registrant as stored, updating the same person the next time", async () => {
    const attendee = await signedUpAttendee(app);
    const idNumber = freshIdNumber();
    const card = await attendee.post<{ id: number }>("/api/uploads", imageForm(plainPng()));
    const first = await attendee.post<{ id: number; studentCard: { url: string } | null }>(
      `/api/conferences/${fx.conference.id}/registrations`,
      registrationBody(fx, {
        idNumber,
        savePerson: true,
        participantTypeId: fx.types.student.id,
        studentCard: card.body.id,
      }),
    );
    expect(first.status).toBe(201);
    expect(first.body.studentCard?.url).toBe(`/api/uploads/${card.body.id}`);
    const saved = await attendee.get<(View & { unit: string })[]>(base);
    expect(saved.body).toHaveLength(1);
    expect(saved.body[0]).toMatchObject({ name: "李雷", unit: "北京大学", email: "lilei@example.com" });
    // The saved person keeps a card of its own over the same image; the registration's stays its own.
    const kept = saved.body[0]?.studentCard;
    expect(kept).not.toBeNull();
    expect(kept?.id).not.toBe(card.body.id);
    expect((await attendee.get(kept?.url ?? "")).status).toBe(200);
    const chosen = await attendee.get<{ idNumber: string }>(`${base}/${saved.body[0]?.id}`);
    expect(chosen.body.idNumber).toBe(idNumber);

    const other = await insertParticipantType(db(), { conferenceId: fx.other.id, fee: 0, discountFee: 0 });
    await db()
      .updateTable("conferences")
      .set({
        beginTime: new Date(app.clock.now.getTime() - 86_400_000).toISOString(),
        endTime: new Date(app.clock.now.getTime() + 86_400_000).toISOString(),
      })
      .where("id", "=", fx.other.id)
      .execute();
    const second = await attendee.post(`/api/conferences/${fx.other.id}/registrations`, {
      ...registrationBody(fx, { unit: "复旦大学", savePerson: true }),
      participantTypeId: other.id,
      workshopIds: [],
      clientTotal: 0,
    });
    expect(second.status).toBe(201);
    const again = await attendee.get<(View & { unit: string })[]>(base);
    expect(again.body.map((p) => [p.id, p.unit])).toEqual([[saved.body[0]?.id, "复旦大学"]]);
    // A registration without a card keeps the saved person's.
    expect(again.body[0]?.studentCard?.id).toBe(kept?.id);
  });

  it("without 'save this person' nothing is saved, and a refused registration saves no one", async () => {
    const attendee = await signedUpAttendee(app);
    const plain = await attendee.post(
      `/api/conferences/${fx.conference.id}/registrations`,
      registrationBody(fx),
    );
    expect(plain.status).toBe(201);
    const refused = await attendee.post(
      `/api/conferences/${fx.conference.id}/registrations`,
      registrationBody(fx, { savePerson: true, email: "bad" }),
    );
    expect(refused.status).toBe(400);
    expect((await attendee.get<View[]>(base)).body).toEqual([]);
  });
});
