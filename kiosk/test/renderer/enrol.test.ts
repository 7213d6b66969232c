import { describe, expect, it } from "vitest";
import { KioskApiError, NetworkError, normaliseServerUrl } from "#renderer/api/client";
import { enrolKiosk } from "#renderer/enrol/enrol";
import { apiError, enrolledDb, lookup, pinCheck, stored, testDb } from "./fixtures";

const answer = {
  token: "new-token",
  deviceId: 12,
  deviceName: "Desk 2",
  conference: {
    id: 3,
    title: { zh: "冬季会议", en: "Winter meeting" },
    isCard: true,
    isIdcard: true,
    timezone: "Asia/Shanghai",
  },
  point: { id: 4, name: { zh: "主会场", en: "Main hall" } },
  lookup,
  pin: pinCheck("1357"),
};

describe("enrolment", () => {
  it("a pairing code is exchanged for a token and the enrolment is stored with the server address", async () => {
    const db = testDb();
    const calls: { url: string; body: unknown }[] = [];
    const fetchFn = async (url: string, init?: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init?.body)) });
      return Response.json(answer);
    };

    await enrolKiosk(db, fetchFn, {
      serverUrl: "https://reg.test",
      deviceName: " Desk 2 ",
      code: " AB12CD ",
    });

    expect(calls).toEqual([
      { url: "https://reg.test/api/kiosk/enrol", body: { code: "AB12CD", deviceName: "Desk 2" } },
    ]);
    expect(await db.enrolment.get("current")).toMatchObject({ ...answer, serverUrl: "https://reg.test" });
    expect(await db.syncState.get("current")).toMatchObject({ cursor: 0, complete: false });
  });

  it("the conference's QR public key, when the server gives it, is kept with the enrolment", async () => {
    const db = testDb();
    const key = "Xq3qNq2_0wJm1wHkG7tQe1W9yq3v5c2r0hX8m6b4Z1k";
    const withKey = { ...answer, conference: { ...answer.conference, qrPublicKey: key } };

    await enrolKiosk(db, async () => Response.json(withKey), {
      serverUrl: "https://reg.test",
      deviceName: "Desk 2",
      code: "AB12CD",
    });

    expect((await db.enrolment.get("current"))?.conference).toMatchObject({ id: 3, qrPublicKey: key });
  });

  it("enrolling again drops the registrations of the previous enrolment", async () => {
    const db = await enrolledDb();
    await db.registrations.bulkPut([stored(1), stored(2)]);
    await db.syncState.put({ key: "current", cursor: 40, complete: true, lastSyncAt: null });

    await enrolKiosk(db, async () => Response.json(answer), {
      serverUrl: "https://reg.test",
      deviceName: "D",
      code: "AB12",
    });

    expect(await db.registrations.count()).toBe(0);
    expect((await db.syncState.get("current"))?.cursor).toBe(0);
  });

  it("a wrong pairing code is the server's PAIRING_CODE_INVALID and stores nothing", async () => {
    const db = testDb();
    const refuse = async () => apiError(401, "PAIRING_CODE_INVALID");

    const failure = await enrolKiosk(db, refuse, {
      serverUrl: "https://reg.test",
      deviceName: "D",
      code: "ZZZZ",
    }).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(KioskApiError);
    expect(failure).toMatchObject({ code: "PAIRING_CODE_INVALID" });
    expect(await db.enrolment.count()).toBe(0);
  });

  it("an unreachable server is a network error", async () => {
    const db = testDb();
    const down = async (): Promise<Response> => {
      throw new TypeError("Failed to fetch");
    };

    await expect(
      enrolKiosk(db, down, { serverUrl: "https://reg.test", deviceName: "D", code: "ABCD" }),
    ).rejects.toBeInstanceOf(NetworkError);
  });

  it("server addresses are completed and trimmed: scheme added, trailing slash dropped", () => {
    expect(normaliseServerUrl("192.168.1.10:3000")).toBe("http://192.168.1.10:3000");
    expect(normaliseServerUrl(" https://reg.example.org/ ")).toBe("https://reg.example.org");
    expect(normaliseServerUrl("https://example.org/confreg/")).toBe("https://example.org/confreg");
    expect(normaliseServerUrl("")).toBeNull();
    expect(normaliseServerUrl("ftp://x")).toBeNull();
  });
});
