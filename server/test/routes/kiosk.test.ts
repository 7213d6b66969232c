import { createHmac } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertPayLine, insertRegistration } from "#db/seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";

type Enrolment = { token: string; lookupKey: string; conference: { id: number } };
type KioskRow = { id: number; idHash: string | null; eligible: boolean; idNumberMasked: string };
type SyncPage = {
  cursor: number;
  hasMore: boolean;
  remaining: number;
  registrations: KioskRow[];
  tombstones: number[];
};

describeEachDialect("kiosk enrolment and sync", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let staff: TestClient;

  const pairingCode = async () =>
    (await staff.post<{ code: string }>(`/api/admin/conferences/${fx.conference.id}/kiosk-pairings`)).body
      .code;
  const enrol = (code: string) =>
    fetch(`${app.url}/api/kiosk/enrol`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code, deviceName: "Gate A" }),
    });
  const sync = async (token: string, cursor: number, limit = 2) => {
    const res = await fetch(`${app.url}/api/kiosk/sync?cursor=${cursor}&limit=${limit}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as SyncPage };
  };

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    staff = app.client();
    await staff.post("/api/admin/login", {
      username: fx.staff.account.username,
      password: fx.staff.password,
    });
    for (let i = 0; i < 5; i++) {
      const r = await insertRegistration(
        db(),
        {
          conferenceId: fx.conference.id,
          participantTypeId: fx.types.delegate.id,
          name: `参会者${i}`,
          idNumber: i === 0 ? "11010519491231002X" : null,
        },
        app.pii,
      );
      await insertPayLine(db(), { registrationId: r.id, payStatus: i % 2 === 0 ? 2 : 0, totalFee: 200_000 });
    }
  });
  afterAll(() => app.close());

  it("a pairing code enrols one kiosk only, and is refused after ten minutes", async () => {
    const code = await pairingCode();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await enrol(code.toLowerCase())).status).toBe(200);
    expect((await enrol(code)).status).toBe(401);
    const late = await pairingCode();
    app.clock.now = new Date(app.clock.now.getTime() + 11 * 60_000);
    try {
      expect(await (await enrol(late)).json()).toMatchObject({ code: "PAIRING_CODE_INVALID" });
    } finally {
      app.clock.now = new Date();
    }
  });

  it("only an admin of the conference issues pairing codes", async () => {
    const other = app.client();
    await other.post("/api/admin/login", {
      username: fx.otherStaff.account.username,
      password: fx.otherStaff.password,
    });
    expect((await other.post(`/api/admin/conferences/${fx.conference.id}/kiosk-pairings`)).status).toBe(403);
    expect(
      (await app.client().post(`/api/admin/conferences/${fx.conference.id}/kiosk-pairings`)).status,
    ).toBe(401);
  });

  it("sync pages through the conference in change order, then sends only changes and tombstones", async () => {
    const enrolment = (await (await enrol(await pairingCode())).json()) as Enrolment;
    const seen: KioskRow[] = [];
    let cursor = 0;
    let remainingBefore = Number.POSITIVE_INFINITY;
    for (;;) {
      const page = await sync(enrolment.token, cursor);
      expect(page.status).toBe(200);
      expect(page.body.remaining).toBeLessThan(remainingBefore);
      remainingBefore = page.body.remaining;
      seen.push(...page.body.registrations);
      cursor = page.body.cursor;
      if (!page.body.hasMore) break;
    }
    expect(seen).toHaveLength(5);
    expect(seen.filter((r) => r.eligible)).toHaveLength(3);
    expect((await sync(enrolment.token, cursor)).body.registrations).toHaveLength(0);

    const gone = seen[1]?.id ?? 0;
    await db()
      .updateTable("registrations")
      .set({ isDeleted: 1, changeSeq: 10_000 })
      .where("id", "=", gone)
      .execute();
    const delta = await sync(enrolment.token, cursor);
    expect(delta.body.tombstones).toEqual([gone]);
    expect(delta.body.registrations).toHaveLength(0);
  });

  it("kiosks get ID numbers only as an HMAC under their conference's key, never in clear", async () => {
    const enrolment = (await (await enrol(await pairingCode())).json()) as Enrolment;
    const page = await sync(enrolment.token, 0, 100);
    const withId = page.body.registrations.find((r) => r.idHash);
    const expected = createHmac("sha256", Buffer.from(enrolment.lookupKey, "base64"))
      .update("11010519491231002X")
      .digest("hex");
    expect(withId?.idHash).toBe(expected);
    expect(withId?.idNumberMasked).toBe("110105********002X");
    expect(JSON.stringify(page.body)).not.toContain("11010519491231002X");
  });

  it("a kiosk that un-enrols itself cannot sync with its old token", async () => {
    const enrolment = (await (await enrol(await pairingCode())).json()) as Enrolment;
    const res = await fetch(`${app.url}/api/kiosk/device`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${enrolment.token}` },
    });
    expect(res.status).toBe(200);
    expect((await sync(enrolment.token, 0)).body).toMatchObject({ code: "DEVICE_REVOKED" });
  });

  it("a revoked kiosk is told to enrol again; a made-up token is refused", async () => {
    const enrolment = (await (await enrol(await pairingCode())).json()) as Enrolment;
    await db().updateTable("kioskDevices").set({ revokedTime: new Date().toISOString() }).execute();
    expect((await sync(enrolment.token, 0)).body).toMatchObject({ code: "DEVICE_REVOKED" });
    expect((await sync("made-up", 0)).status).toBe(401);
  });
});
