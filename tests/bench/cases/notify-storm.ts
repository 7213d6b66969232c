// The payments issue's storm: 10,000 forged, replayed or mismatched notifies around one genuine payment
// must change nothing beyond that one payment. Measured beside a bare handler doing the same work (check
// the signature, record the notify once, read the order) with hand-written statements, in the same run.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type Database, openDatabase } from "@confreg/server/testing";
import { type Kysely, sql } from "kysely";
import { signUpAttendees } from "../attendees";
import type { BenchCase, BenchContext } from "../harness/context";
import { recordCheck, recordFigure, timed } from "../harness/results";

type Notify = { body: string; signature: string };

/** Sends every notify, `concurrency` at a time; the replies' statuses. */
async function storm(url: string, notifies: Notify[], concurrency = 32): Promise<number[]> {
  const statuses: number[] = new Array(notifies.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < notifies.length; i = next++) {
      const n = notifies[i] as Notify;
      const res = await fetch(url, {
        method: "POST",
        headers: { "x-demo-signature": n.signature },
        body: n.body,
      });
      await res.arrayBuffer();
      statuses[i] = res.status;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

/** The bare baseline: the same checks and writes as the app's notify path, on the same database. */
async function startBareNotifyServer(db: Kysely<Database>, key: Buffer) {
  const server = createServer((req, res) => {
    answer(req, res).catch(() => res.writeHead(500).end("failure"));
  });
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const given = Buffer.from(String(req.headers["x-demo-signature"] ?? ""));
    const expected = Buffer.from(createHmac("sha256", key).update(body).digest("hex"));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.writeHead(400).end("failure");
      return;
    }
    const notify = JSON.parse(body) as { outTradeNo: string; transactionId: string };
    // Write first: a transaction that reads first is refused at once by SQLite when another process wrote.
    await db.transaction().execute(async (trx) => {
      await sql`insert into payment_notifies (provider, dedupe_key, out_trade_no, outcome, create_time)
        values ('bare', ${`paid:${notify.transactionId}`}, ${notify.outTradeNo}, 'replay', ${new Date().toISOString()})
        on conflict (provider, dedupe_key) do nothing`.execute(trx);
      await sql`select id, status, amount from payment_orders where out_trade_no = ${notify.outTradeNo}`.execute(
        trx,
      );
    });
    res.writeHead(200).end("success");
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** A registration of a new attendee with its line started at the demo cashier: trade number and fee. */
async function openOrder(context: BenchContext) {
  const [client] = await signUpAttendees(context.server.url, 1, `storm-${Date.now()}`);
  const { db, close } = await openDatabase(context.database);
  try {
    const type = await db
      .selectFrom("participantTypes")
      .select(["id", "fee"])
      .where("conferenceId", "=", context.conferenceId)
      .executeTakeFirstOrThrow();
    const account = await db
      .selectFrom("attendeeAccounts")
      .select("id")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const reg = await db
      .insertInto("registrations")
      .values({
        conferenceId: context.conferenceId,
        participantTypeId: type.id,
        accountId: account.id,
        name: "风暴",
        changeSeq: 0,
        createTime: at,
        updateTime: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const line = await db
      .insertInto("payLines")
      .values({
        registrationId: reg.id,
        seq: 1,
        payType: 2,
        totalFee: 88_800,
        outTradeNo: `STORM${reg.id}01`,
        createTime: at,
        updateTime: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const res = await (client as NonNullable<typeof client>).post<{ outTradeNo: string }>(
      `/api/registrations/${reg.id}/pay-lines/${line.id}/start`,
      { payType: 2, channel: "pc" },
    );
    if (res.status !== 200) throw new Error(`starting the storm's payment answered ${res.status}`);
    return { lineId: line.id, outTradeNo: res.body.outTradeNo, amount: 88_800 };
  } finally {
    await close();
  }
}

export const notifyStorm: BenchCase = {
  name: "notifyStorm",
  async run(context) {
    const key = context.pii.signingKey("demo-cashier");
    const sign = (body: string) => createHmac("sha256", key).update(body).digest("hex");
    const order = await openOrder(context);
    const total = context.quick ? 1_000 : 10_000;
    const notify = (amount: number, transactionId: string) =>
      JSON.stringify({
        outTradeNo: order.outTradeNo,
        status: "paid",
        amount,
        currency: "CNY",
        transactionId,
        paidAt: new Date().toISOString(),
      });
    const genuine = notify(order.amount, "STORM-GENUINE");
    const notifies: Notify[] = Array.from({ length: total }, (_, i) => {
      if (i % 3 === 0) return { body: notify(order.amount, `FORGED-${i}`), signature: sign(`x${i}`) };
      if (i % 3 === 1) return { body: notify(order.amount + 1, `MISMATCH-${i % 10}`), signature: "" };
      return { body: genuine, signature: sign(genuine) };
    }).map((n) => (n.signature === "" ? { ...n, signature: sign(n.body) } : n));
    // The genuine notify is also the very first, so every copy after it is a replay.
    notifies.unshift({ body: genuine, signature: sign(genuine) });

    const [appMs] = await timed(() => storm(`${context.server.url}/api/payments/notify/demo`, notifies));
    const { db, close } = await openDatabase(context.database);
    try {
      const bare = await startBareNotifyServer(db, key);
      const [bareMs] = await timed(() => storm(bare.url, notifies));
      bare.close();
      recordFigure(
        "notify storm (forged, replayed, mismatched)",
        "notifies/s",
        (notifies.length / appMs) * 1000,
        (notifies.length / bareMs) * 1000,
        { better: "higher" },
      );
      const transitions = await db
        .selectFrom("auditLog")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("entity", "=", "payLine")
        .where("entityId", "=", order.lineId)
        .where("action", "=", "payment.providerPaid")
        .executeTakeFirstOrThrow();
      recordCheck("notify storm: payments applied (exactly the genuine one)", Number(transitions.n), 1);
      const line = await db
        .selectFrom("payLines")
        .select(["payStatus", "receivedFee"])
        .where("id", "=", order.lineId)
        .executeTakeFirstOrThrow();
      recordCheck(
        "notify storm: line paid with its fee",
        line.payStatus === 2 && line.receivedFee === order.amount ? 1 : 0,
        1,
      );
    } finally {
      await close();
    }
  },
};
