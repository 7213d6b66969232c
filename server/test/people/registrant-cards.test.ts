import { afterAll, beforeAll, expect, it } from "vitest";
import { insertParticipantType } from "#seed/index";
import { startTestApp, type TestApp } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture, registrationBody } from "../helpers/fixtures";
import { imageForm, plainJpeg, plainPng } from "../helpers/images";

type Card = { id: number; url: string } | null;
type Summary = { id: number; studentCard: Card; otherMemberCard: Card };
type Failure = { details: { fields?: { path: string; code: string }[] } };

/** Spec 000 §5: the other member card a type asks for, the student card, and their links on registerList. */
describeEachDialect("registrant card images", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let ieee: { id: number };

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    ieee = await insertParticipantType(db(), {
      conferenceId: fx.conference.id,
      fee: 100_000,
      discountFee: 90_000,
      needsOtherMemberNo: 1,
      needsOtherMemberCard: 1,
    });
  });
  afterAll(() => app.close());

  const asIeee = (overrides: Record<string, unknown>) =>
    registrationBody(fx, {
      participantTypeId: ieee.id,
      otherMemberNo: "94001234",
      clientTotal: 90_000 + 30_000,
      ...overrides,
    });

  it("a type that asks for the other member card is refused without one, with the spec's message", async () => {
    const attendee = await signedUpAttendee(app);
    const res = await attendee.post<Failure>(
      `/api/conferences/${fx.conference.id}/registrations`,
      asIeee({}),
    );
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toEqual([
      expect.objectContaining({ path: "otherMemberCard", code: "validation.otherMemberCard" }),
    ]);
  });

  it("with its card it registers; registerList links the card, which the owner sees and another does not", async () => {
    const attendee = await signedUpAttendee(app);
    const card = await attendee.post<{ id: number }>(
      "/api/uploads",
      imageForm(plainJpeg(), { kind: "otherMemberCard" }),
    );
    const res = await attendee.post<Summary>(
      `/api/conferences/${fx.conference.id}/registrations`,
      asIeee({ otherMemberCard: card.body.id }),
    );
    expect(res.status).toBe(201);
    const list = await attendee.get<{ items: Summary[] }>(
      `/api/conferences/${fx.conference.id}/registrations`,
    );
    const mine = list.body.items.find((r) => r.id === res.body.id);
    expect(mine).toMatchObject({
      studentCard: null,
      otherMemberCard: { url: `/api/uploads/${card.body.id}` },
    });
    expect((await attendee.get(`/api/uploads/${card.body.id}`)).status).toBe(200);
    expect((await (await signedUpAttendee(app)).get(`/api/uploads/${card.body.id}`)).status).toBe(404);
  });

  it("a card of the wrong kind or of another account is not found, and nothing is registered", async () => {
    const attendee = await signedUpAttendee(app);
    const studentCard = await attendee.post<{ id: number }>("/api/uploads", imageForm(plainPng()));
    const stranger = await signedUpAttendee(app);
    const theirs = await stranger.post<{ id: number }>(
      "/api/uploads",
      imageForm(plainPng(), { kind: "otherMemberCard" }),
    );
    for (const otherMemberCard of [studentCard.body.id, theirs.body.id]) {
      const res = await attendee.post(
        `/api/conferences/${fx.conference.id}/registrations`,
        asIeee({ otherMemberCard }),
      );
      expect(res.status).toBe(404);
    }
    const list = await attendee.get<{ items: Summary[] }>(
      `/api/conferences/${fx.conference.id}/registrations`,
    );
    expect(list.body.items).toEqual([]);
  });

  it("a student type is refused without its student card, with the spec's message, and nothing is registered", async () => {
    const attendee = await signedUpAttendee(app);
    const res = await attendee.post<Failure>(
      `/api/conferences/${fx.conference.id}/registrations`,
      registrationBody(fx, { participantTypeId: fx.types.student.id, studentCard: null }),
    );
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toEqual([
      expect.objectContaining({ path: "studentCard", code: "validation.studentCard" }),
    ]);
    const list = await attendee.get<{ items: Summary[] }>(
      `/api/conferences/${fx.conference.id}/registrations`,
    );
    expect(list.body.items).toEqual([]);
  });

  it("a student's card is kept with the registration; a card the type does not show is not stored", async () => {
    const attendee = await signedUpAttendee(app);
    const card = await attendee.post<{ id: number }>("/api/uploads", imageForm(plainPng()));
    const student = await attendee.post<Summary>(
      `/api/conferences/${fx.conference.id}/registrations`,
      registrationBody(fx, { participantTypeId: fx.types.student.id, studentCard: card.body.id }),
    );
    expect(student.body.studentCard).toEqual({ id: card.body.id, url: `/api/uploads/${card.body.id}` });
    const delegate = await attendee.post<Summary>(
      `/api/conferences/${fx.conference.id}/registrations`,
      registrationBody(fx, {
        participantTypeId: fx.types.delegate.id,
        clientTotal: 160_000 + 30_000,
        studentCard: card.body.id,
      }),
    );
    expect(delegate.status).toBe(201);
    expect(delegate.body.studentCard).toBeNull();
  });
});
