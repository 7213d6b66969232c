import { describe, expect, it } from "vitest";
import { recordRevocation } from "#renderer/db/db";
import { enrolKiosk } from "#renderer/enrol/enrol";
import { enrolledDb, enrolment, lookup, pinCheck, registration } from "./fixtures";

describe("a revoked kiosk", () => {
  it("removes its enrolment (token, look-up salt, PIN), registrations and sync state, and keeps only the notice", async () => {
    const db = await enrolledDb();
    await db.registrations.bulkPut([registration(1), registration(2)]);
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
});
