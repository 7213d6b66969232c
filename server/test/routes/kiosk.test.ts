import { scryptSync } from "node:crypto";
import type { PayStatus } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertPayLine, insertRegistration } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { conferenceAdmin, issueCode, kioskApi } from "../helpers/kiosk";

describeEachDialect("kiosk pairing, enrolment and sync", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let admin: TestClient;
  let kiosk: ReturnType<typeof kioskApi>;
  const pairingPath = () => `/api/admin/conferences/${fx.conference.id}/kiosk-pairings`;

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    admin = (await conferenceAdmin(app, db(), fx.conference.id)).client;
    kiosk = kioskApi(app);
    const lines: { payStatus: PayStatus; totalFee: number }[] = [
      { payStatus: 2, totalFee: 200_000 },
      { payStatus: 0, totalFee: 200_000 },
      { payStatus: 2, totalFee: 200_000 },
      { payStatus: 1, totalFee: 200_000 },
      { payStatus: 0, totalFee: 0 },
    ];
    for (const [i, line] of lines.entries()) {
      const r = await insertRegistration(db(), {
        conferenceId: fx.conference.id,
        participantTypeId: fx.types.delegate.id,
        name: `参会者${i}`,
      });
      await insertPayLine(db(), { registrationId: r.id, ...line });
    }
  });
  afterAll(() => app.close());

  it("only administrators pair kiosks: the conference's own administrator may, its staff may not", async () => {
    expect((await admin.post(pairingPath(), { pin: "2468" })).status).toBe(201);
    const staff = app.client();
    await staff.post("/api/admin/login", {
      username: fx.staff.account.username,
      password: fx.staff.password,
    });
    expect((await staff.post(pairingPath(), { pin: "2468" })).body).toMatchObject({ code: "FORBIDDEN" });
    const other = (await conferenceAdmin(app, db(), fx.other.id)).client;
    expect((await other.post(pairingPath(), { pin: "2468" })).status).toBe(403);
    expect((await app.client().post(pairingPath(), { pin: "2468" })).status).toBe(401);
  });

  it("a pairing code enrols one kiosk only, and is refused after ten minutes", async () => {
    const code = await issueCode(admin, fx.conference.id);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await kiosk.enrol(code.toLowerCase())).status).toBe(200);
    expect((await kiosk.enrol(code)).status).toBe(401);
    const late = await issueCode(admin, fx.conference.id);
    app.clock.now = new Date(app.clock.now.getTime() + 11 * 60_000);
    try {
      expect((await kiosk.enrol(late)).body).toMatchObject({ code: "PAIRING_CODE_INVALID" });
    } finally {
      app.clock.now = new Date();
    }
  });

  it("the settings PIN must be 4 to 8 digits", async () => {
    for (const pin of ["123", "123456789", "12a4", " 1234", ""]) {
      const res = await admin.post<{ code: string }>(pairingPath(), { pin });
      expect(res.status, pin).toBe(400);
      expect(res.body.code).toBe("VALIDATION_FAILED");
    }
    expect((await admin.post(pairingPath(), {})).status).toBe(400);
  });

  it("the PIN reaches the kiosk only as a scrypt hash under a random salt, and is stored only so", async () => {
    const pin = "73915026";
    const enrolled = (await kiosk.enrol(await issueCode(admin, fx.conference.id, pin))).body;
    const { algorithm, salt, N, r, p, dkLen, hash } = enrolled.pin;
    expect({ algorithm, N, r, p, dkLen }).toEqual({ algorithm: "scrypt", N: 16384, r: 8, p: 1, dkLen: 32 });
    expect(Buffer.from(salt, "base64").length).toBeGreaterThanOrEqual(16);
    expect(hash).toBe(
      scryptSync(pin, Buffer.from(salt, "base64"), 32, { N: 16384, r: 8, p: 1 }).toString("hex"),
    );
    const stored = await db()
      .selectFrom("kioskDevices")
      .select("pinHash")
      .where("id", "=", enrolled.deviceId)
      .executeTakeFirstOrThrow();
    expect(stored.pinHash).not.toContain(pin);
    const other = (await kiosk.enrol(await issueCode(admin, fx.conference.id, pin))).body;
    expect(other.pin.salt).not.toBe(salt);
  });

  it("sync v2 carries check-in already decided (eligible, reason, owed, currency), never a raw payment status", async () => {
    const enrolled = (await kiosk.enrol(await issueCode(admin, fx.conference.id))).body;
    const { rows, cursor } = await kiosk.syncAll(enrolled.token);
    expect(rows.map((row) => [row.name, row.checkIn, row.owed, row.currency])).toEqual([
      ["参会者0", { eligible: true, reason: "paid" }, 0, "CNY"],
      ["参会者1", { eligible: false, reason: "unpaid" }, 200_000, "CNY"],
      ["参会者2", { eligible: true, reason: "paid" }, 0, "CNY"],
      ["参会者3", { eligible: false, reason: "underReview" }, 0, "CNY"],
      ["参会者4", { eligible: true, reason: "free" }, 0, "CNY"],
    ]);
    for (const row of rows) {
      expect(row).not.toHaveProperty("payStatus");
      expect(row).not.toHaveProperty("eligible");
    }
    expect((await kiosk.sync(enrolled.token, cursor)).body).toMatchObject({ version: 2, registrations: [] });
  });

  it("pages come in change order with a shrinking remainder; a deleted registration comes as a tombstone", async () => {
    const enrolled = (await kiosk.enrol(await issueCode(admin, fx.conference.id))).body;
    let cursor = 0;
    let remaining = Number.POSITIVE_INFINITY;
    for (;;) {
      const page = await kiosk.sync(enrolled.token, cursor, { limit: 2 });
      expect(page.body.remaining).toBeLessThan(remaining);
      expect(page.body.cursor).toBeGreaterThan(cursor);
      remaining = page.body.remaining;
      cursor = page.body.cursor;
      if (!page.body.hasMore) break;
    }
    const gone = await insertRegistration(db(), {
      conferenceId: fx.conference.id,
      participantTypeId: fx.types.delegate.id,
    });
    await db()
      .updateTable("registrations")
      .set({ isDeleted: 1, changeSeq: 10_000 })
      .where("id", "=", gone.id)
      .execute();
    const delta = await kiosk.sync(enrolled.token, cursor);
    expect(delta.body.tombstones).toEqual([gone.id]);
    expect(delta.body.registrations).toHaveLength(0);
  });

  it("a kiosk asking for a payload version the server does not serve is told so, old kiosks that send none too", async () => {
    const enrolled = (await kiosk.enrol(await issueCode(admin, fx.conference.id))).body;
    for (const version of [1, 5, null]) {
      const res = await kiosk.sync(enrolled.token, 0, { version });
      expect(res.status, String(version)).toBe(409);
      expect(res.body).toMatchObject({
        code: "SYNC_VERSION_UNSUPPORTED",
        details: { requested: version ?? 1, supported: [2, 3, 4] },
      });
    }
  });

  it("a kiosk that un-enrols itself cannot sync with its old token; a made-up token is refused", async () => {
    const enrolled = (await kiosk.enrol(await issueCode(admin, fx.conference.id))).body;
    const res = await fetch(`${app.url}/api/kiosk/device`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${enrolled.token}` },
    });
    expect(res.status).toBe(200);
    expect((await kiosk.sync(enrolled.token, 0)).body).toMatchObject({ code: "DEVICE_REVOKED" });
    expect((await kiosk.sync("made-up", 0)).status).toBe(401);
  });
});
