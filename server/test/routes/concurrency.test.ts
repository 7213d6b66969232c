import { afterAll, beforeAll, expect, it } from "vitest";
import { insertPayLine, insertRegistration } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture, registrationBody } from "../helpers/fixtures";
import { workshopTaken } from "../helpers/places";

type Created = { id: number };

/**
 * Writes that meet: registrations created and deleted at the same moment, submissions repeated after a lost
 * answer, and one account trying to take every place.
 */
describeEachDialect("concurrent writes", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  const path = () => `/api/conferences/${fx.conference.id}/registrations`;
  let accounts = 0;

  async function attendee(): Promise<TestClient> {
    const client = app.client();
    accounts += 1;
    const res = await client.post("/api/auth/signup", {
      login: `writer${accounts}@example.com`,
      password: "long-enough",
    });
    expect(res.status).toBe(201);
    return client;
  }
  const count = async (table: "registrations" | "idempotencyKeys") =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
  });
  afterAll(() => app.close());

  it("40 deletions and 40 registrations of the same workshop at once all succeed: locks are taken in one order", async () => {
    const leaving = await Promise.all(Array.from({ length: 40 }, attendee));
    const joining = await Promise.all(Array.from({ length: 40 }, attendee));
    const body = () => registrationBody(fx, { workshopIds: [fx.workshops.open.id] });
    const existing = await Promise.all(
      leaving.map(async (client) => (await client.post<Created>(path(), body())).body.id),
    );
    const results = await Promise.all([
      ...leaving.map((client, i) => client.delete(`/api/registrations/${existing[i]}`)),
      ...joining.map((client) => client.post(path(), body())),
    ]);
    expect(results.map((r) => r.status).filter((s) => s >= 300)).toEqual([]);
    const taken = await workshopTaken(db(), fx.workshops.open.id);
    const live = await db()
      .selectFrom("registrationWorkshops")
      .innerJoin("registrations", "registrations.id", "registrationWorkshops.registrationId")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("registrationWorkshops.workshopId", "=", fx.workshops.open.id)
      .where("registrations.isDeleted", "=", 0)
      .executeTakeFirstOrThrow();
    expect(taken).toBe(Number(live.n));
  });

  it("a retried submission with the same idempotency key returns the first registration, not a second", async () => {
    const client = await attendee();
    const body = registrationBody(fx);
    const headers = { "idempotency-key": "0b6f3a1e-6c1c-4d33-9f47-3d1f0a7f2b11" };
    const before = await count("registrations");
    const first = await client.request<Created>("POST", path(), body, { headers });
    const again = await client.request<Created>("POST", path(), body, { headers });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);
    expect(await count("registrations")).toBe(before + 1);
  });

  it("the same key sent twice at once still makes one registration", async () => {
    const client = await attendee();
    const body = registrationBody(fx);
    const headers = { "idempotency-key": "7d0c5b8e-1f5e-4a5b-8f0a-2c9e3b4d5a61" };
    const before = await count("registrations");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.request<Created>("POST", path(), body, { headers })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await count("registrations")).toBe(before + 1);
  });

  it("the same key with other data is refused and saves nothing", async () => {
    const client = await attendee();
    const headers = { "idempotency-key": "c1d2e3f4-0000-4000-8000-000000000001" };
    expect((await client.request("POST", path(), registrationBody(fx), { headers })).status).toBe(201);
    const before = await count("registrations");
    const other = await client.request("POST", path(), registrationBody(fx, { name: "韩梅梅" }), { headers });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    expect(await count("registrations")).toBe(before);
  });

  it("one account cannot take every place: at most the conference's number of unpaid registrations", async () => {
    const client = await attendee();
    const small = () =>
      registrationBody(fx, { workshopIds: [fx.workshops.small.id], clientTotal: 80_000 + 50_000 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        client.post(path(), { ...small(), workshopIds: [fx.workshops.open.id], clientTotal: 110_000 }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409).map((a) => (a.body as { code: string }).code)).toEqual([
      "TOO_MANY_UNPAID",
      "TOO_MANY_UNPAID",
      "TOO_MANY_UNPAID",
    ]);
    expect(answers.find((a) => a.status === 409)?.body).toMatchObject({ details: { max: 5 } });
  });

  it("registrations with nothing to pay (fee 0, unpaid) are not unpaid: they do not count towards that number", async () => {
    const client = await attendee();
    const account = await db()
      .selectFrom("attendeeAccounts")
      .select("id")
      .where("email", "=", `writer${accounts}@example.com`)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i += 1) {
      const free = await insertRegistration(db(), {
        conferenceId: fx.conference.id,
        participantTypeId: fx.types.hidden.id,
        accountId: account.id,
      });
      await insertPayLine(db(), { registrationId: free.id, payStatus: 0, totalFee: 0 });
    }
    const res = await client.post<Created>(path(), registrationBody(fx));
    expect(res.status).toBe(201);
  });

  it("the same identity document cannot be registered twice in a conference, even at once (DOMAIN.md §7)", async () => {
    const [one, two] = [await attendee(), await attendee()];
    const body = registrationBody(fx);
    const answers = await Promise.all([one.post(path(), body), two.post(path(), body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body).toMatchObject({ code: "ID_NUMBER_REGISTERED" });
    expect(JSON.stringify(refused?.body)).not.toContain("writer");
  });
});
