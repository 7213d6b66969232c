import { createHmac } from "node:crypto";
import type { AuditAction } from "@confreg/shared";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect } from "vitest";
import type { Database } from "#db/schema";
import { insertAdmin, insertAttendee } from "#seed/builders/accounts";
import { insertPayLine, insertRegistration } from "#seed/builders/registration";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";

type Panel = { lines: { id: number; payStatus: number; outTradeNo: string; actions: string[] }[] };

/** Sign-ins, registrations and demo-cashier moves the payment tests share. */
export function paymentHarness(db: () => Kysely<Database>, app: () => TestApp, fx: () => Fixture) {
  async function attendee(): Promise<{ client: TestClient; accountId: number }> {
    const { account, password } = await insertAttendee(db(), { password: "long-enough-password" });
    const client = app().client();
    expect((await client.post("/api/auth/login", { login: account.email, password })).status).toBe(200);
    return { client, accountId: account.id };
  }
  async function admin(
    role: 1 | 2 | 3,
    conferenceId: number | null = fx().conference.id,
  ): Promise<TestClient> {
    const { account, password } = await insertAdmin(db(), { role, conferenceId });
    const client = app().client();
    expect((await client.post("/api/admin/login", { username: account.username, password })).status).toBe(
      200,
    );
    return client;
  }
  /** A registration of the attendee with one unpaid line of `fee` cents (a yuan conference by default). */
  async function registration(
    accountId: number,
    fee = 160_000,
    line: Record<string, unknown> = {},
    conference = { id: fx().conference.id, typeId: fx().types.delegate.id },
  ) {
    const base = { conferenceId: conference.id, participantTypeId: conference.typeId };
    const reg = await insertRegistration(db(), {
      ...base,
      accountId,
      name: "李四",
      email: "lisi@example.com",
    });
    const pay = await insertPayLine(db(), {
      registrationId: reg.id,
      totalFee: fee,
      outTradeNo: `TAM${reg.id}01`,
      ...line,
    });
    return { registrationId: reg.id, lineId: pay.id };
  }
  const lineOf = (lineId: number) =>
    db().selectFrom("payLines").selectAll().where("id", "=", lineId).executeTakeFirstOrThrow();
  const panel = async (client: TestClient, registrationId: number) => {
    const res = await client.get<Panel>(`/api/registrations/${registrationId}/payments`);
    expect(res.status).toBe(200);
    return res.body;
  };
  /** A notify as the demo cashier signs it (the key is this server's, derived like the app derives it). */
  function demoNotify(body: Record<string, unknown>) {
    const text = JSON.stringify(body);
    const signature = createHmac("sha256", app().pii.signingKey("demo-cashier")).update(text).digest("hex");
    return { text, signature };
  }
  async function postNotify(provider: string, text: string, headers: Record<string, string>) {
    const res = await fetch(`${app().url}/api/payments/notify/${provider}`, {
      method: "POST",
      headers,
      body: text,
    });
    return { status: res.status, body: await res.text() };
  }
  /** Presses Pay or Fail on the demo cashier's page of a checkout URL, as the browser's form would. */
  async function cashier(url: string, outcome: "paid" | "closed") {
    const page = await fetch(`${app().url}${url}`);
    expect(page.status).toBe(200);
    const link = new URL(url, app().url).searchParams;
    const form = new URLSearchParams({
      o: link.get("o") ?? "",
      r: link.get("r") ?? "",
      s: link.get("s") ?? "",
      outcome,
    });
    const res = await fetch(`${app().url}/api/payments/demo/cashier`, {
      method: "POST",
      body: form,
      redirect: "manual",
    });
    return { page: await page.text(), status: res.status, location: res.headers.get("location") };
  }
  const auditCount = async (lineId: number, action: AuditAction) =>
    Number(
      (
        await db()
          .selectFrom("auditLog")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("entity", "=", "payLine")
          .where("entityId", "=", lineId)
          .where("action", "=", action)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const auditCountOf = async (entity: string, entityId: number) =>
    Number(
      (
        await db()
          .selectFrom("auditLog")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("entity", "=", entity)
          .where("entityId", "=", entityId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    attendee,
    admin,
    registration,
    lineOf,
    panel,
    demoNotify,
    postNotify,
    cashier,
    auditCount,
    auditCountOf,
  };
}

/**
 * The app on a fresh database with the conference fixture, for one describe block (its hooks are
 * registered here), and the harness over it: `app()` and `fx()` once the block runs.
 */
export function paymentSuite(
  db: () => Kysely<Database>,
  dialect: "sqlite" | "postgres",
  options: Parameters<typeof startTestApp>[2] | (() => Parameters<typeof startTestApp>[2]) = {},
) {
  let app: TestApp | undefined;
  let fx: Fixture | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the payment suite's app starts in beforeAll");
    return value;
  };
  beforeAll(async () => {
    app = await startTestApp(db(), dialect, typeof options === "function" ? options() : options);
    fx = await conferenceFixture(db(), app.clock.now);
  });
  afterAll(() => app?.close());
  const harness = paymentHarness(
    db,
    () => ready(app),
    () => ready(fx),
  );
  return { app: () => ready(app), fx: () => ready(fx), ...harness };
}
