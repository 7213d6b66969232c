import type { KioskEvent } from "@confreg/shared";
import { IDBKeyRange, indexedDB } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import { createKioskApi, type FetchFn } from "#renderer/api/client";
import { openKioskDb } from "#renderer/db/db";
import { recordCheckin, recordOnsitePayment, recordPrint } from "#renderer/queue/record";
import { sendQueue } from "#renderer/queue/sender";
import { apiError, enrolment, offline, serverUrl, stored, token } from "./fixtures";

let counter = 0;
const dbName = () => `kiosk-queue-${++counter}`;
const open = (name: string) => openKioskDb(name, { indexedDB, IDBKeyRange });

type Answer = {
  status: "applied" | "repeat" | "duplicate" | "refused";
  reason?: string;
  details?: object;
  checkin?: object;
};

/** POST /api/kiosk/events as the server answers it: each event's status from `answer`; every request kept. */
function eventsServer(answer: (event: KioskEvent) => Answer | null) {
  const requests: { authorization: string | null; events: KioskEvent[] }[] = [];
  const fetch: FetchFn = async (url, init) => {
    expect(url).toBe(`${serverUrl}/api/kiosk/events`);
    const { events } = JSON.parse(String(init?.body)) as { events: KioskEvent[] };
    requests.push({ authorization: new Headers(init?.headers).get("authorization"), events });
    const results = events.flatMap((event) => {
      const status = answer(event);
      return status ? [{ clientId: event.clientId, ...status }] : [];
    });
    return Response.json({ results });
  };
  return { requests, fetch };
}

const api = (fetch: FetchFn) => createKioskApi(serverUrl, fetch);

describe("the event queue", () => {
  it("a check-in is queued and shown locally at once, and both survive a reload of the database", async () => {
    const name = dbName();
    const db = open(name);
    await db.enrolment.put(enrolment());

    const made = await recordCheckin(db, {
      registrationId: 3,
      method: "idNumber",
      operator: "王老师",
      pointId: 1,
      now: new Date("2027-05-01T01:12:00.000Z"),
    });
    db.close();

    const reopened = open(name);
    const [queued] = await reopened.queue.toArray();
    expect(queued).toMatchObject({
      clientId: made.clientId,
      kind: "checkin",
      registrationId: 3,
      attempts: 0,
      lastError: null,
      payload: {
        kind: "checkin",
        clientId: made.clientId,
        registrationId: 3,
        scannedAt: "2027-05-01T01:12:00.000Z",
        method: "idNumber",
        operator: "王老师",
      },
    });
    expect(made.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await reopened.checkins.get(made.clientId)).toMatchObject({
      registrationId: 3,
      pointId: 1,
      at: "2027-05-01T01:12:00.000Z",
      state: "waiting",
    });
  });

  it("the sender sends oldest first with the device token, and an answered event leaves the queue", async () => {
    const db = open(dbName());
    await recordOnsitePayment(db, { registrationId: 3, receivedFee: 80_000, currency: "CNY", operator: "" });
    const checkin = await recordCheckin(db, {
      registrationId: 3,
      method: "search",
      operator: "",
      pointId: 1,
    });
    await recordPrint(db, { registrationId: 3, reprint: false, reason: "" });
    const server = eventsServer((event) =>
      event.kind === "checkin"
        ? {
            status: "applied",
            checkin: {
              pointId: 1,
              pointName: { zh: "主会场", en: "Main hall" },
              at: checkin.at,
              deviceName: "Hall A",
              method: "search",
              repeat: false,
            },
          }
        : { status: "duplicate" },
    );

    const outcome = await sendQueue(db, api(server.fetch), token);

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.authorization).toBe(`Bearer ${token}`);
    expect(server.requests[0]?.events.map((e) => e.kind)).toEqual(["onsitePayment", "checkin", "print"]);
    expect(outcome).toEqual({ answered: 3, refused: 0, paymentsApplied: 1, remaining: 0 });
    expect(await db.queue.count()).toBe(0);
    expect(await db.checkins.get(checkin.clientId)).toMatchObject({
      state: "sent",
      canonical: { deviceName: "Hall A", at: checkin.at },
    });
  });

  it("batches hold at most the batch size, and every batch is sent", async () => {
    const db = open(dbName());
    for (let id = 1; id <= 5; id++)
      await recordCheckin(db, { registrationId: id, method: "idNumber", operator: "", pointId: 1 });
    const server = eventsServer(() => ({ status: "applied" }));

    await sendQueue(db, api(server.fetch), token, { batchSize: 2 });

    expect(server.requests.map((r) => r.events.map((e) => e.registrationId))).toEqual([[1, 2], [3, 4], [5]]);
    expect(await db.queue.count()).toBe(0);
  });

  it("offline, nothing leaves the queue: each event counts the attempt and keeps the error", async () => {
    const db = open(dbName());
    const made = await recordCheckin(db, { registrationId: 3, method: "idNumber", operator: "", pointId: 1 });

    await expect(sendQueue(db, api(offline), token)).rejects.toThrow("could not be reached");
    await expect(
      sendQueue(
        db,
        api(async () => apiError(503, "INTERNAL")),
        token,
      ),
    ).rejects.toThrow();

    expect(await db.queue.get(made.clientId)).toMatchObject({ attempts: 2, lastError: "INTERNAL" });
    expect(await db.checkins.get(made.clientId)).toMatchObject({ state: "waiting" });
  });

  it("an event the server did not answer for stays queued; the others leave", async () => {
    const db = open(dbName());
    const first = await recordCheckin(db, {
      registrationId: 1,
      method: "idNumber",
      operator: "",
      pointId: 1,
    });
    const second = await recordCheckin(db, {
      registrationId: 2,
      method: "idNumber",
      operator: "",
      pointId: 1,
    });
    const server = eventsServer((event) => (event.registrationId === 1 ? { status: "applied" } : null));

    const outcome = await sendQueue(db, api(server.fetch), token);

    expect(outcome).toMatchObject({ answered: 1, remaining: 1 });
    expect(server.requests).toHaveLength(1);
    expect(await db.queue.get(first.clientId)).toBeUndefined();
    expect(await db.queue.get(second.clientId)).toMatchObject({ attempts: 1, lastError: "no answer" });
  });

  it("a refused event leaves the queue for the attention list, with the person's name and the reason", async () => {
    const db = open(dbName());
    await db.registrations.put(stored(3, { name: "张三" }));
    const made = await recordCheckin(db, {
      registrationId: 3,
      method: "card",
      operator: "",
      pointId: 1,
      now: new Date("2027-05-01T01:30:00.000Z"),
    });
    const server = eventsServer(() => ({ status: "refused", reason: "CHECKIN_NOT_ELIGIBLE" }));

    const outcome = await sendQueue(db, api(server.fetch), token);

    expect(outcome).toMatchObject({ answered: 1, refused: 1, remaining: 0 });
    expect(await db.queue.count()).toBe(0);
    // Not shown as checked in any more: the server did not record it.
    expect(await db.checkins.get(made.clientId)).toBeUndefined();
    expect(await db.attention.toArray()).toEqual([
      {
        clientId: made.clientId,
        kind: "checkin",
        registrationId: 3,
        name: "张三",
        reason: "CHECKIN_NOT_ELIGIBLE",
        at: "2027-05-01T01:30:00.000Z",
      },
    ]);
  });

  it("an onsite payment goes with its currency; refused, the attention list keeps what is owed now", async () => {
    const db = open(dbName());
    await db.registrations.put(stored(4, { name: "李四", owed: 280_000 }));
    await recordOnsitePayment(db, {
      registrationId: 4,
      receivedFee: 280_000,
      currency: "CNY",
      operator: "",
      now: new Date("2027-05-01T02:00:00.000Z"),
    });
    // A currency this kiosk does not know is left out: the server checks the amount alone.
    await recordOnsitePayment(db, { registrationId: 4, receivedFee: 280_000, currency: "EUR", operator: "" });
    const server = eventsServer(() => ({
      status: "refused",
      reason: "ONSITE_PAYMENT_AMOUNT",
      details: { owed: 300_000, currency: "CNY" },
    }));

    await sendQueue(db, api(server.fetch), token);

    const sent = server.requests[0]?.events ?? [];
    expect(sent.map((e) => e.kind === "onsitePayment" && [e.receivedFee, e.currency])).toEqual([
      [280_000, "CNY"],
      [280_000, undefined],
    ]);
    const [first] = await db.attention
      .orderBy("clientId")
      .filter((a) => a.at.startsWith("2027"))
      .toArray();
    expect(first).toMatchObject({
      kind: "onsitePayment",
      name: "李四",
      reason: "ONSITE_PAYMENT_AMOUNT",
      details: { owed: 300_000, currency: "CNY" },
    });
  });

  it("a reprint carries its reason; a first print none", async () => {
    const db = open(dbName());
    await recordPrint(db, { registrationId: 3, reprint: false, reason: "ignored" });
    await recordPrint(db, { registrationId: 3, reprint: true, reason: "Badge lost" });

    const payloads = (await db.queue.orderBy("createdAt").toArray()).map((e) => e.payload);

    expect(payloads).toMatchObject([
      { kind: "print", reprint: false, reason: "" },
      { kind: "print", reprint: true, reason: "Badge lost" },
    ]);
    expect(await db.prints.where("registrationId").equals(3).count()).toBe(2);
  });
});
