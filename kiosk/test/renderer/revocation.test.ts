import type { KioskEvent } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import type { FetchFn } from "#renderer/api/client";
import { createKioskApi } from "#renderer/api/client";
import { recordRevocation } from "#renderer/db/db";
import { enrolKiosk } from "#renderer/enrol/enrol";
import { recordCheckin, recordPrint } from "#renderer/queue/record";
import { forgetHandoverWhenSent, handoverCredentials, revokeKiosk } from "#renderer/queue/revocation";
import { sendQueue } from "#renderer/queue/sender";
import { enrolledDb, enrolment, lookup, offline, pinCheck, stored } from "./fixtures";

describe("a revoked kiosk", () => {
  it("removes its enrolment (token, look-up salt, PIN), registrations and sync state, and keeps only the notice", async () => {
    const db = await enrolledDb();
    await db.registrations.bulkPut([stored(1), stored(2)]);
    await db.pinState.put({ key: "current", failures: 3, lockouts: 1, lockedUntil: null });

    await recordRevocation(db, enrolment(), new Date("2027-05-01T09:00:00.000Z"));

    expect(await db.enrolment.count()).toBe(0);
    expect(await db.registrations.count()).toBe(0);
    expect(await db.syncState.count()).toBe(0);
    expect(await db.pinState.count()).toBe(0);
    expect(await db.revocation.get("current")).toEqual({
      key: "current",
      deviceName: "Hall A",
      conferenceTitle: { zh: "年会", en: "Annual meeting" },
      noticedAt: "2027-05-01T09:00:00.000Z",
    });
  });

  it("enrolling again with a new code clears the notice", async () => {
    const db = await enrolledDb();
    await recordRevocation(db, enrolment());
    const answer = { ...enrolment(), token: "fresh", lookup, pin: pinCheck("1357") };

    await enrolKiosk(db, async () => Response.json(answer), {
      serverUrl: "https://reg.test",
      deviceName: "Hall A",
      code: "NEWCODE1",
    });

    expect(await db.revocation.count()).toBe(0);
    expect((await db.enrolment.get("current"))?.token).toBe("fresh");
  });

  it("hands the queue over before removing anything, then keeps nothing but the notice", async () => {
    const db = await enrolledDb();
    await db.registrations.put(stored(3));
    const made = await recordCheckin(db, { registrationId: 3, method: "idNumber", operator: "", pointId: 1 });
    const seen: { events: KioskEvent[]; registrationsLeft: number; authorization: string | null }[] = [];
    const fetchFn: FetchFn = async (_url, init) => {
      const { events } = JSON.parse(String(init?.body)) as { events: KioskEvent[] };
      // What the kiosk still holds at the moment the server gets its events.
      seen.push({
        events,
        registrationsLeft: await db.registrations.count(),
        authorization: new Headers(init?.headers).get("authorization"),
      });
      return Response.json({ results: events.map((e) => ({ clientId: e.clientId, status: "applied" })) });
    };

    await revokeKiosk(db, enrolment(), fetchFn);

    expect(seen).toHaveLength(1);
    expect(seen[0]?.events.map((e) => e.clientId)).toEqual([made.clientId]);
    expect(seen[0]?.registrationsLeft).toBe(1);
    expect(seen[0]?.authorization).toBe("Bearer device-token-1");
    expect(await db.queue.count()).toBe(0);
    expect(await db.registrations.count()).toBe(0);
    expect(await db.checkins.count()).toBe(0);
    const notice = await db.revocation.get("current");
    expect(notice?.deviceName).toBe("Hall A");
    expect(notice).not.toHaveProperty("handover");
  });

  it("offline, the queue (and only the queue) stays, with the token to hand it over once the network is back", async () => {
    const db = await enrolledDb();
    await db.registrations.put(stored(3));
    await db.settings.put({ key: "current", operator: "王老师", autoCheckIn: true, printOnCheckIn: false });
    const made = await recordCheckin(db, { registrationId: 3, method: "idNumber", operator: "", pointId: 1 });
    await recordPrint(db, { registrationId: 3, reprint: false, reason: "" });

    await revokeKiosk(db, enrolment(), offline);

    expect(await db.enrolment.count()).toBe(0);
    expect(await db.registrations.count()).toBe(0);
    expect(await db.checkins.count()).toBe(0);
    expect(await db.prints.count()).toBe(0);
    expect(await db.settings.count()).toBe(0);
    expect(await db.queue.count()).toBe(2);
    expect(await handoverCredentials(db)).toEqual({ serverUrl: "http://reg.test", token: "device-token-1" });

    // Later, online: the revoked screen's sender hands them over with that token and forgets it.
    const posted: string[] = [];
    const online: FetchFn = async (_url, init) => {
      const { events } = JSON.parse(String(init?.body)) as { events: KioskEvent[] };
      posted.push(...events.map((e) => e.clientId));
      return Response.json({ results: events.map((e) => ({ clientId: e.clientId, status: "applied" })) });
    };
    const credentials = await handoverCredentials(db);
    if (!credentials) throw new Error("no hand-over credentials");
    await sendQueue(db, createKioskApi(credentials.serverUrl, online), credentials.token);
    await forgetHandoverWhenSent(db);

    expect(posted).toContain(made.clientId);
    expect(posted).toHaveLength(2);
    expect(await db.queue.count()).toBe(0);
    expect(await handoverCredentials(db)).toBeUndefined();
    expect(await db.revocation.get("current")).toMatchObject({ deviceName: "Hall A" });
  });

  it("an event the server refuses during the hand-over stays on the attention list after the revocation", async () => {
    const db = await enrolledDb();
    await db.registrations.put(stored(3, { name: "张三" }));
    await recordCheckin(db, { registrationId: 3, method: "idNumber", operator: "", pointId: 1 });
    const refusing: FetchFn = async (_url, init) => {
      const { events } = JSON.parse(String(init?.body)) as { events: KioskEvent[] };
      return Response.json({
        results: events.map((e) => ({
          clientId: e.clientId,
          status: "refused",
          reason: "CHECKIN_NOT_ELIGIBLE",
        })),
      });
    };

    await revokeKiosk(db, enrolment(), refusing);

    expect(await db.queue.count()).toBe(0);
    expect(await db.attention.toArray()).toMatchObject([{ name: "张三", reason: "CHECKIN_NOT_ELIGIBLE" }]);
  });

  it("keeps the hand-over token while anything is still queued", async () => {
    const db = await enrolledDb();
    await recordCheckin(db, { registrationId: 3, method: "idNumber", operator: "", pointId: 1 });
    await revokeKiosk(db, enrolment(), offline);

    await forgetHandoverWhenSent(db);

    expect(await handoverCredentials(db)).toEqual({ serverUrl: "http://reg.test", token: "device-token-1" });
  });
});
