import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import type { Database } from "#db/schema";
import { seedDemo } from "#seed/index";
import { describeEachDialect } from "../helpers/database";
import { testPii } from "../helpers/pii";
import { expectedSchema } from "./expected-schema";

const now = new Date("2026-03-10T08:00:00.000Z");
const at = now.toISOString();

/** The JavaScript type a value of a column must have on every dialect. */
function typeProblem(spec: string, value: unknown): string | null {
  if (value === null) return spec.includes(" null") ? null : "null in a non-null column";
  if (spec.startsWith("int"))
    return Number.isSafeInteger(value) ? null : `${typeof value} where an integer belongs`;
  return typeof value === "string" ? null : `${typeof value} where text belongs`;
}

describeEachDialect("one codebase, two databases: column types", ({ db }) => {
  beforeAll(async () => {
    await seedDemo(db(), { pii: testPii(), now });
    // Rows for the tables the demo data leaves empty.
    const conference = await db().selectFrom("conferences").select("id").executeTakeFirstOrThrow();
    const registration = await db().selectFrom("registrations").select("id").executeTakeFirstOrThrow();
    const point = await db().selectFrom("checkinPoints").select("id").executeTakeFirstOrThrow();
    const admin = await db().selectFrom("adminAccounts").select("id").executeTakeFirstOrThrow();
    await db()
      .insertInto("sessions")
      .values({
        id: "a".repeat(64),
        kind: "admin",
        accountId: admin.id,
        createTime: at,
        expireTime: at,
        lastSeenTime: at,
      })
      .execute();
    const device = await db()
      .insertInto("kioskDevices")
      .values({
        conferenceId: conference.id,
        name: "Desk 1",
        tokenHash: "b".repeat(64),
        createdByAdminId: admin.id,
        createTime: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("kioskPairings")
      .values({
        conferenceId: conference.id,
        codeHash: "c".repeat(64),
        expireTime: at,
        usedTime: at,
        deviceId: device.id,
        createTime: at,
      })
      .execute();
    await db()
      .insertInto("checkinEvents")
      .values({
        clientId: "6f1c9a52-0d7e-4c8b-9a1e-2b3c4d5e6f70",
        conferenceId: conference.id,
        pointId: point.id,
        registrationId: registration.id,
        deviceId: device.id,
        method: "qr",
        scannedAt: at,
        receivedAt: at,
        isRepeat: 1,
      })
      .execute();
    await db()
      .insertInto("badgePrints")
      .values({ registrationId: registration.id, deviceId: device.id, printedAt: at })
      .execute();
    await db()
      .insertInto("declarations")
      .values({
        registrationId: registration.id,
        isInperson: 0,
        registerType: 2,
        yimiao: 1,
        createTime: at,
        updateTime: at,
      })
      .execute();
    const attendee = await db().selectFrom("attendeeAccounts").select("id").executeTakeFirstOrThrow();
    await db()
      .insertInto("idempotencyKeys")
      .values({
        accountId: attendee.id,
        key: "k-1",
        requestHash: "d".repeat(64),
        registrationId: registration.id,
        createTime: at,
      })
      .execute();
    await db()
      .insertInto("outbox")
      .values({
        channel: "email",
        recipient: "someone@example.com",
        template: "passwordReset",
        locale: "zh",
        subject: "验证码",
        body: "123456",
        status: "sent",
        conferenceId: conference.id,
        createTime: at,
        sentTime: at,
      })
      .execute();
    await db()
      .insertInto("passwordResetCodes")
      .values({
        accountKind: "attendee",
        accountId: attendee.id,
        codeHash: "e".repeat(64),
        channel: "email",
        expireTime: at,
        usedTime: at,
        createTime: at,
      })
      .execute();
    await db()
      .insertInto("rateLimits")
      .values({ key: "f".repeat(64), count: 3, resetAt: at })
      .execute();
    await db()
      .insertInto("jobLeases")
      .values({ name: "kiosk-hashes", holder: "host:1", expiresAt: at })
      .execute();
    // The payment flow's tables: the demo seeds no orders, notifies or alerts.
    const line = await db().selectFrom("payLines").select(["id", "outTradeNo"]).executeTakeFirstOrThrow();
    const order = {
      outTradeNo: `${line.outTradeNo}T`,
      amount: 1230,
      currency: "CNY" as const,
      createTime: at,
    };
    await db()
      .insertInto("paymentOrders")
      .values({
        ...order,
        payLineId: line.id,
        provider: "wechat",
        payType: 3,
        channel: "pc",
        providerOrderId: "po-1",
        status: "open",
        expiresAt: at,
        unreachableSince: at,
        updateTime: at,
      })
      .execute();
    await db()
      .insertInto("paymentNotifies")
      .values({ provider: "wechat", dedupeKey: "tx-1", outcome: "applied", createTime: at })
      .execute();
    await db()
      .insertInto("paymentAlerts")
      .values({
        kind: "amountMismatch",
        conferenceId: conference.id,
        payLineId: line.id,
        resolvedBy: null,
        resolvedTime: at,
        createTime: at,
      })
      .execute();
    await db()
      .insertInto("demoOrders")
      .values({ ...order, provider: "demo", status: "paid" })
      .execute();
    // A badge template (migration 0019).
    await db()
      .insertInto("badgeTemplates")
      .values({
        conferenceId: conference.id,
        name: "Types",
        layout: JSON.stringify({ page: { width: 105, height: 148 }, elements: [] }),
        isDefault: 1,
        logoUploadId: null,
        createTime: at,
        updateTime: at,
      })
      .execute();
    // The built-in invoice issuer's series and register (migration 0014), in a year the demo never issues in.
    await db().insertInto("invoiceSequences").values({ name: "invoice:1999", value: 1 }).execute();
    await db()
      .insertInto("builtinInvoices")
      .values({
        orderNo: "INV99999999A1",
        kind: "invoice",
        invoiceId: 1,
        invoiceType: 5,
        invoiceNumber: "199900000001",
        storageKey: "invoices/1999/199900000001.pdf",
        stored: 1,
        issuedAt: at,
      })
      .execute();
  });

  it("returns integers as numbers and text as strings for every column of every table", async () => {
    const problems: string[] = [];
    for (const [table, columns] of Object.entries(expectedSchema)) {
      const rows = await db()
        .selectFrom(table as keyof Database)
        .selectAll()
        .limit(300)
        .execute();
      if (rows.length === 0) problems.push(`${table}: no rows to check`);
      for (const row of rows as Record<string, unknown>[]) {
        for (const [column, spec] of Object.entries(columns as Record<string, string>)) {
          const problem = typeProblem(spec, row[column]);
          if (problem) problems.push(`${table}.${column}: ${problem}`);
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it("returns counts, sums, extremes, averages and comparisons as numbers", async () => {
    const row = await db()
      .selectFrom("payLines")
      .select((eb) => [
        eb.fn.countAll<number>().as("count"),
        eb.fn.sum<number>("totalFee").as("sum"),
        eb.fn.max("totalFee").as("max"),
        eb.fn.avg<number>("totalFee").as("avg"),
        sql<number>`max(case when pay_status = 2 then 1 else 0 end)`.as("anyPaid"),
        sql<number>`count(*) > 0`.as("isAny"),
      ])
      .executeTakeFirstOrThrow();
    for (const value of Object.values(row)) expect(typeof value).toBe("number");
    expect(row.isAny).toBe(1);
  });
});
