import { createHmac } from "node:crypto";
import { type Database, insertPayLine, insertRegistration, openDatabase, Pii } from "@confreg/server/testing";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type AnotherServer, type RunningServer, startAnotherServer, startServer } from "../harness/server";

type Line = { lineId: number; outTradeNo: string; amount: number };
const count = 80;

/** Lines waiting on an open demo-cashier order each, written before the server starts. */
async function waitingLines(db: Kysely<Database>): Promise<Line[]> {
  const type = await db
    .selectFrom("participantTypes")
    .select(["id", "conferenceId"])
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  const lines: Line[] = [];
  for (let i = 0; i < count; i++) {
    const reg = await insertRegistration(db, {
      conferenceId: type.conferenceId,
      participantTypeId: type.id,
      name: `崩溃${i}`,
    });
    const outTradeNo = `KILL${String(reg.id).padStart(8, "0")}01`;
    const line = await insertPayLine(db, {
      registrationId: reg.id,
      payStatus: 1,
      totalFee: 10_000 + i,
      outTradeNo,
    });
    await db
      .insertInto("paymentOrders")
      .values({
        payLineId: line.id,
        outTradeNo,
        provider: "demo",
        payType: 2,
        channel: "pc",
        amount: 10_000 + i,
        currency: "CNY",
        status: "open",
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        unreachableSince: null,
        createTime: at,
        updateTime: at,
      })
      .execute();
    lines.push({ lineId: line.id, outTradeNo, amount: 10_000 + i });
  }
  return lines;
}

let server: RunningServer;
let restarted: AnotherServer | undefined;
let lines: Line[] = [];

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      lines = await waitingLines(db);
    },
  });
});
afterAll(async () => {
  await restarted?.stop();
  await server.stop();
});

it("a server killed (-9) in the middle of a burst of payment notifies loses none it acknowledged", async () => {
  const key = new Pii(Buffer.from(server.secret, "base64")).signingKey("demo-cashier");
  const notifyOf = (line: Line) => {
    const body = JSON.stringify({
      outTradeNo: line.outTradeNo,
      status: "paid",
      amount: line.amount,
      currency: "CNY",
      transactionId: `KILL-${line.lineId}`,
      paidAt: new Date().toISOString(),
    });
    return { body, headers: { "x-demo-signature": createHmac("sha256", key).update(body).digest("hex") } };
  };
  const send = async (url: string, line: Line) => {
    try {
      const res = await fetch(`${url}/api/payments/notify/demo`, { method: "POST", ...notifyOf(line) });
      return res.status === 200 && (await res.text()) === "success";
    } catch {
      return false; // the connection died with the server: the provider would send it again
    }
  };

  const acknowledged: Line[] = [];
  let killed = false;
  const burst = lines.map(async (line) => {
    if (await send(server.url, line)) acknowledged.push(line);
    if (!killed && acknowledged.length >= count / 4) {
      killed = true;
      process.kill(server.pid, "SIGKILL");
    }
  });
  await Promise.all(burst);
  expect(killed).toBe(true);
  expect(acknowledged.length).toBeGreaterThanOrEqual(count / 4);

  restarted = await startAnotherServer(server);
  const { db, close } = await openDatabase(server.database);
  try {
    const paid = await db
      .selectFrom("payLines")
      .select(["id", "payStatus"])
      .where(
        "id",
        "in",
        acknowledged.map((l) => l.lineId),
      )
      .execute();
    expect(paid.filter((l) => l.payStatus === 2)).toHaveLength(acknowledged.length);

    // The providers send again what was not acknowledged: every line ends paid, each exactly once.
    const again = await Promise.all(lines.map((line) => send((restarted as AnotherServer).url, line)));
    expect(again.every(Boolean)).toBe(true);
    const audits = await db
      .selectFrom("auditLog")
      .select((eb) => ["entityId", eb.fn.countAll().as("n")])
      .where("action", "=", "payment.providerPaid")
      .where(
        "entityId",
        "in",
        lines.map((l) => l.lineId),
      )
      .groupBy("entityId")
      .execute();
    expect(audits).toHaveLength(count);
    expect(audits.every((a) => Number(a.n) === 1)).toBe(true);
  } finally {
    await close();
  }
});
