import { afterAll, beforeAll, expect, it } from "vitest";
import { insertAdmin } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture, registrationBody } from "../helpers/fixtures";

type Parameter = { name: string; in: "path" | "query" | "header"; schema?: { type?: string } };
type Operation = { method: string; path: string; parameters: Parameter[] };

/**
 * Bad input is a bad request on both databases, never a 500. Every operation of the OpenAPI document
 * is tried with an integer beyond 32 bits in each numeric path or query parameter, and text fields with a
 * NUL, a right-to-left override or a zero-width character are refused before they reach the database.
 */
describeEachDialect("bad input answers 400, never 500", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let attendee: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    attendee = app.client();
    await attendee.post("/api/auth/signup", { login: "inputs@example.com", password: "long-enough" });
    const { account, password } = await insertAdmin(db(), {
      username: "inputs-admin",
      role: 1,
      conferenceId: null,
    });
    admin = app.client();
    await admin.post("/api/admin/login", { username: account.username, password });
  });
  afterAll(() => app.close());

  async function operations(): Promise<Operation[]> {
    const doc = (
      await app
        .client()
        .get<{ paths: Record<string, Record<string, { parameters?: Parameter[] }>> }>("/api/openapi.json")
    ).body;
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method, path, parameters: op.parameters ?? [] })),
    );
  }

  it("an id or number beyond 32 bits in any path or query parameter is a 400 or 404, on every operation", async () => {
    const huge = "2147483648";
    let tried = 0;
    for (const op of await operations()) {
      const numeric = op.parameters.filter(
        (p) =>
          p.in !== "header" &&
          (p.schema?.type === "number" ||
            p.schema?.type === "integer" ||
            /id$|Id$|page|size|year|cursor|limit/.test(p.name)),
      );
      for (const parameter of numeric) {
        let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === parameter.name ? huge : "1"));
        if (parameter.in === "query") url += `?${parameter.name}=${huge}`;
        for (const client of [app.client(), attendee, admin]) {
          const res = await client.request(
            op.method.toUpperCase(),
            url,
            op.method === "get" ? undefined : {},
          );
          expect(res.status, `${op.method} ${url}`).toBeLessThan(500);
          tried += 1;
        }
      }
    }
    expect(tried).toBeGreaterThan(20);
  });

  it("a NUL in any text query parameter of any operation is refused or dropped by its schema, never a server error", async () => {
    let tried = 0;
    for (const op of await operations()) {
      const texts = op.parameters.filter((p) => p.in === "query" && p.schema?.type === "string");
      for (const parameter of texts) {
        const url = `${op.path.replace(/\{\w+\}/g, String(fx.conference.id))}?${parameter.name}=a%00b`;
        const res = await admin.request(op.method.toUpperCase(), url, op.method === "get" ? undefined : {});
        expect(res.status, `${op.method} ${url}`).toBeLessThan(500);
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(10);
  });

  it("anonymous GET /api/conferences/2147483648 is a 400, not a database error", async () => {
    const res = await app.client().get("/api/conferences/2147483648");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("NUL, right-to-left overrides and zero-width characters in names and free text are refused and nothing is saved", async () => {
    const path = `/api/conferences/${fx.conference.id}/registrations`;
    for (const [field, value] of [
      ["name", "李\u0000雷"],
      ["unit", "北京大学\u202Egpj.exe"],
      ["job", "教\u200B授"],
    ] as const) {
      const before = await db()
        .selectFrom("registrations")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      const res = await attendee.post(path, registrationBody(fx, { [field]: value }));
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({
        details: { fields: [{ path: field, code: "validation.unsafeText" }] },
      });
      const after = await db()
        .selectFrom("registrations")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    }
    const search = await admin.get(`/api/admin/registrations?keyword=${encodeURIComponent("a\u0000b")}`);
    expect(search.status).toBe(400);
  });

  it("an out-of-range year in the list filter is a 400", async () => {
    for (const year of ["99999", "1", "-5", "2018.5"]) {
      expect((await admin.get(`/api/admin/registrations?year=${year}`)).status, year).toBe(400);
    }
    expect((await admin.get("/api/admin/registrations?year=2026")).status).toBe(200);
  });
});
