import { isValidIdNumber } from "@confreg/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "#features/auth/password";
import { seedDemo } from "#seed/index";
import { createTestDatabase, describeEachDialect } from "../helpers/database";
import { testPii } from "../helpers/pii";

const pii = testPii();
const now = new Date("2026-03-10T08:00:00.000Z");
type Seeded = Awaited<ReturnType<typeof seedDemo>>;

describeEachDialect("demo seed", ({ db, dialect }) => {
  let seeded: Seeded = null;
  beforeAll(async () => {
    seeded = await seedDemo(db(), { pii, now });
  });
  const count = async (table: "conferences" | "registrations" | "payLines" | "auditLog") =>
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n;

  it("creates three conferences and at least 200 registrations spread over them", async () => {
    expect(await count("conferences")).toBe(3);
    expect(await count("registrations")).toBeGreaterThanOrEqual(200);
    const perConference = await db()
      .selectFrom("registrations")
      .select(["conferenceId", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("conferenceId")
      .execute();
    expect(perConference).toHaveLength(3);
    const settings = (await db().selectFrom("conferences").select("settings").orderBy("id").execute()).map(
      (c) => JSON.parse(c.settings),
    );
    expect(settings.map((s) => [s.isWorkshop, s.isEn && s.isDollar, s.isOnlyinvoice])).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
  });

  it("returns generated credentials that match the stored hashes: an administrator, staff, a demo attendee", async () => {
    const accounts = seeded?.accounts ?? [];
    expect(accounts.map((a) => a.role)).toEqual([
      "administrator",
      "staff",
      "staff",
      "staff",
      "check-in",
      "attendee",
    ]);
    expect(accounts[0]).toMatchObject({ username: "admin", conferenceTitle: null });
    expect(new Set(accounts.map((a) => a.password)).size).toBe(accounts.length);
    for (const account of accounts) {
      expect(account.password).toMatch(/^[A-Za-z0-9]{16}$/);
      const table = account.role === "attendee" ? "attendeeAccounts" : "adminAccounts";
      const stored =
        table === "attendeeAccounts"
          ? await db()
              .selectFrom(table)
              .select("passwordHash")
              .where("email", "=", account.username)
              .executeTakeFirst()
          : await db()
              .selectFrom(table)
              .select("passwordHash")
              .where("username", "=", account.username)
              .executeTakeFirst();
      expect(await verifyPassword(stored?.passwordHash ?? "", account.password)).toBe(true);
    }
  });

  it("stores identity documents encrypted, each decrypting to a valid number of its type with a matching look-up hash", async () => {
    const rows = await db()
      .selectFrom("registrations")
      .select(["idType", "idNumberEnc", "idNumberHash"])
      .where("idNumberEnc", "is not", null)
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const plain = pii.decrypt(row.idNumberEnc ?? "");
      if (row.idType === 1) expect(isValidIdNumber(plain, now)).toBe(true);
      else expect(row.idType).toBe(6);
      expect(row.idNumberHash).toBe(pii.idNumberHash(plain));
    }
    expect(new Set(rows.map((r) => r.idType))).toEqual(new Set([1, 6]));
  });

  it("students who registered themselves sent their student card with the form: their own upload", async () => {
    const students = await db()
      .selectFrom("registrations as r")
      .innerJoin("participantTypes as t", "t.id", "r.participantTypeId")
      .leftJoin("uploads as u", "u.id", "r.studentCard")
      .select(["r.id", "r.accountId", "u.kind", "u.ownerKind", "u.ownerId", "u.registrationId"])
      .where("t.isStudent", "=", 1)
      .where("r.accountId", "is not", null)
      .execute();
    expect(students.length).toBeGreaterThan(5);
    for (const row of students) {
      expect(row).toMatchObject({
        kind: "studentCard",
        ownerKind: "attendee",
        ownerId: row.accountId,
        registrationId: row.id,
      });
    }
  });

  it("lists members with their contact details, so the member suggestion finds registrants", async () => {
    const members = await db().selectFrom("members").select(["email", "phone", "job"]).execute();
    expect(members.length).toBeGreaterThan(50);
    for (const member of members) {
      expect(member.email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(member.phone).toMatch(/^\d{8,17}$/);
    }
    const registered = await db()
      .selectFrom("members as m")
      .innerJoin("registrations as r", (join) =>
        join.onRef("r.name", "=", "m.name").onRef("r.email", "=", "m.email"),
      )
      .select("m.id")
      .where("m.kind", "=", "caa")
      .execute();
    expect(registered.length).toBeGreaterThan(5);
  });

  it("does nothing and returns null when the database already has conferences", async () => {
    const before = [await count("registrations"), await count("payLines"), await count("auditLog")];
    expect(await seedDemo(db(), { pii, now })).toBeNull();
    expect([await count("registrations"), await count("payLines"), await count("auditLog")]).toEqual(before);
  });

  describe("determinism", () => {
    it("produces the same people, states and amounts on every run", async () => {
      const other = await createTestDatabase(dialect);
      try {
        await seedDemo(other.db, { pii, now });
        const project = (database: typeof other.db) =>
          database
            .selectFrom("registrations as r")
            .innerJoin("payLines as p", "p.registrationId", "r.id")
            .select([
              "r.id",
              "r.name",
              "r.email",
              "r.createTime",
              "r.payStatus",
              "r.totalFee",
              "p.outTradeNo",
            ])
            .orderBy("r.id")
            .orderBy("p.outTradeNo")
            .execute();
        expect(await project(other.db)).toEqual(await project(db()));
      } finally {
        await other.destroy();
      }
      // A whole second demo seed: a minute on Postgres when the machine is busy.
    }, 180_000);
  });
});
