import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { conferenceAdmin, type EnrolAnswer, issueCode, kioskApi } from "../helpers/kiosk";

type Device = {
  id: number;
  name: string;
  createTime: string;
  lastSeenTime: string | null;
  lastCursor: number;
  revokedTime: string | null;
  revokedBy: { id: number; username: string } | null;
};

describeEachDialect("paired kiosks in the back office: list and revoke", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let admin: TestClient;
  let adminId: number;
  let adminName: string;
  let kiosk: ReturnType<typeof kioskApi>;
  const listPath = () => `/api/admin/conferences/${fx.conference.id}/kiosks`;
  const enrolNew = async (name: string): Promise<EnrolAnswer> =>
    (await kiosk.enrol(await issueCode(admin, fx.conference.id), name)).body;

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    const signedIn = await conferenceAdmin(app, db(), fx.conference.id);
    admin = signedIn.client;
    adminId = signedIn.account.id;
    adminName = signedIn.account.username;
    kiosk = kioskApi(app);
  });
  afterAll(() => app.close());

  it("lists the conference's kiosks newest first: name, created, last seen and cursor", async () => {
    const hallA = await enrolNew("Hall A");
    const hallB = await enrolNew("Hall B");
    app.clock.now = new Date(app.clock.now.getTime() + 60_000);
    const synced = (await kiosk.sync(hallA.token, 0)).body;
    const res = await admin.get<Device[]>(listPath());
    expect(res.status).toBe(200);
    const [b, a] = res.body;
    expect(b).toMatchObject({ id: hallB.deviceId, name: "Hall B", revokedTime: null, revokedBy: null });
    expect(a).toMatchObject({
      id: hallA.deviceId,
      name: "Hall A",
      lastSeenTime: app.clock.now.toISOString(),
      lastCursor: synced.cursor,
    });
    expect(Date.parse(a?.createTime ?? "")).toBeLessThan(app.clock.now.getTime());
  });

  it("a revoked kiosk is refused at its next sync; the list says when and by whom; the audit log records it once", async () => {
    const gate = await enrolNew("Gate");
    const res = await admin.post<Device>(`/api/admin/kiosks/${gate.deviceId}/revoke`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      revokedTime: app.clock.now.toISOString(),
      revokedBy: { id: adminId, username: adminName },
    });
    const sync = await kiosk.sync(gate.token, 0);
    expect(sync.status).toBe(401);
    expect(sync.body).toMatchObject({ code: "DEVICE_REVOKED" });
    expect((await admin.post(`/api/admin/kiosks/${gate.deviceId}/revoke`)).status).toBe(200);
    const audit = await db()
      .selectFrom("auditLog")
      .select(["actorKind", "actorId", "entityId", "conferenceId"])
      .where("action", "=", "kiosk.revoke")
      .execute();
    expect(audit).toEqual([
      { actorKind: "admin", actorId: adminId, entityId: gate.deviceId, conferenceId: fx.conference.id },
    ]);
    const listed = (await admin.get<Device[]>(listPath())).body.find((d) => d.id === gate.deviceId);
    expect(listed?.revokedBy).toEqual({ id: adminId, username: adminName });
  });

  it("a kiosk that un-enrolled itself is listed as revoked by nobody", async () => {
    const desk = await enrolNew("Desk");
    await fetch(`${app.url}/api/kiosk/device`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${desk.token}` },
    });
    const listed = (await admin.get<Device[]>(listPath())).body.find((d) => d.id === desk.deviceId);
    expect(listed).toMatchObject({ revokedBy: null });
    expect(listed?.revokedTime).not.toBeNull();
  });

  it("only administrators of the kiosk's conference list and revoke: staff are forbidden, others find nothing", async () => {
    const hall = await enrolNew("Hall C");
    const staff = app.client();
    await staff.post("/api/admin/login", {
      username: fx.staff.account.username,
      password: fx.staff.password,
    });
    expect((await staff.get(listPath())).status).toBe(403);
    expect((await staff.post(`/api/admin/kiosks/${hall.deviceId}/revoke`)).status).toBe(403);
    const other = (await conferenceAdmin(app, db(), fx.other.id)).client;
    expect((await other.get(listPath())).status).toBe(403);
    const revoke = await other.post<{ code: string }>(`/api/admin/kiosks/${hall.deviceId}/revoke`);
    expect(revoke.status).toBe(404);
    expect(revoke.body.code).toBe("NOT_FOUND");
    expect((await app.client().get(listPath())).status).toBe(401);
    expect((await kiosk.sync(hall.token, 0)).status).toBe(200);
  });
});
