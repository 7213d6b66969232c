import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownPasswordLimit } from "#features/accounts/admin-accounts.service";
import { insertAdmin } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { adminAndStaff, signInAdmin } from "../helpers/office-clients";

type Row = { id: number; username: string; role: number; conferenceId: number | null; isDisabled: boolean };
type Failure = { code: string };

/** Spec 002 §2 "Account list", §6, §7 (getManagerAccountList, saveManagerAccountDetail, updateManagerAccountPassword). */
describeEachDialect("back-office accounts", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let admin: TestClient;
  let staff: TestClient;

  const put = <T = unknown>(client: TestClient, path: string, body: unknown) =>
    client.request<T>("PUT", path, body);
  const auditRows = (entityId: number) =>
    db()
      .selectFrom("auditLog")
      .select(["action", "actorId"])
      .where("entity", "=", "adminAccount")
      .where("entityId", "=", entityId)
      .orderBy("id")
      .execute();
  const create = (client: TestClient, body: Record<string, unknown>) =>
    client.post<Row>("/api/admin/accounts", {
      role: 2,
      conferenceId: fx.conference.id,
      password: "secret-123",
      ...body,
    });

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    ({ admin, staff } = await adminAndStaff(app, fx));
  });
  afterAll(() => app.close());

  describe("list", () => {
    it("an administrator of every conference sees every account, without password hashes", async () => {
      const res = await admin.get<Row[]>("/api/admin/accounts");
      expect(res.status).toBe(200);
      const names = res.body.map((row) => row.username);
      expect(names).toEqual(
        expect.arrayContaining([fx.staff.account.username, fx.otherStaff.account.username]),
      );
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);
    });

    it("filtered by a conference, the list holds only that conference's accounts", async () => {
      const res = await admin.get<Row[]>(`/api/admin/accounts?conferenceId=${fx.other.id}`);
      expect(res.body.map((row) => row.username)).toEqual([fx.otherStaff.account.username]);
    });

    it("staff and check-in roles are refused the list with 403", async () => {
      const res = await staff.get<Failure>("/api/admin/accounts");
      expect([res.status, res.body.code]).toEqual([403, "FORBIDDEN"]);
    });

    it("an administrator bound to one conference sees only that conference's accounts", async () => {
      const local = await insertAdmin(db(), {
        username: "local-admin-list",
        role: 1,
        conferenceId: fx.other.id,
      });
      const client = await signInAdmin(app, local.account.username, local.password);
      const res = await client.get<Row[]>("/api/admin/accounts");
      expect(res.body.map((row) => row.username).sort()).toEqual(
        ["local-admin-list", fx.otherStaff.account.username].sort(),
      );
    });
  });

  describe("create and edit", () => {
    it("creates a staff account that can sign in with its password, audited", async () => {
      const res = await create(admin, { username: "new-staff" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        username: "new-staff",
        role: 2,
        conferenceId: fx.conference.id,
        isDisabled: false,
      });
      await signInAdmin(app, "new-staff", "secret-123");
      expect(await auditRows(res.body.id)).toContainEqual({
        action: "admin.create",
        actorId: fx.admin.account.id,
      });
    });

    it("a taken user name is refused with USERNAME_TAKEN, a short password and a missing role with field errors", async () => {
      const taken = await create(admin, { username: fx.staff.account.username });
      expect([taken.status, (taken.body as unknown as Failure).code]).toEqual([409, "USERNAME_TAKEN"]);
      const weak = await create(admin, { username: "weak-one", password: "short" });
      expect([weak.status, (weak.body as unknown as Failure).code]).toEqual([400, "VALIDATION_FAILED"]);
      const noRole = await create(admin, { username: "no-role", role: undefined });
      expect(noRole.status).toBe(400);
      const count = await db()
        .selectFrom("adminAccounts")
        .select("id")
        .where("username", "in", ["weak-one", "no-role"])
        .execute();
      expect(count).toEqual([]);
    });

    it("an administrator bound to one conference cannot create an account of every conference or of another one", async () => {
      const local = await insertAdmin(db(), {
        username: "local-admin-create",
        role: 1,
        conferenceId: fx.conference.id,
      });
      const client = await signInAdmin(app, local.account.username, local.password);
      const all = await create(client, { username: "would-see-all", conferenceId: null });
      expect([all.status, (all.body as unknown as Failure).code]).toEqual([403, "FORBIDDEN"]);
      const other = await create(client, { username: "would-see-other", conferenceId: fx.other.id });
      expect(other.status).toBe(403);
      expect((await create(client, { username: "local-staff" })).status).toBe(201);
    });

    it("edits user name, role and conference; the account signs in under its new name", async () => {
      const made = (await create(admin, { username: "to-edit" })).body;
      const res = await put<Row>(admin, `/api/admin/accounts/${made.id}`, {
        username: "edited",
        role: 3,
        conferenceId: fx.other.id,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ username: "edited", role: 3, conferenceId: fx.other.id });
      await signInAdmin(app, "edited", "secret-123");
      expect((await auditRows(made.id)).map((row) => row.action)).toContain("admin.update");
    });

    it("an account outside a bound administrator's conference is not found for it", async () => {
      const local = await insertAdmin(db(), {
        username: "local-admin-edit",
        role: 1,
        conferenceId: fx.conference.id,
      });
      const client = await signInAdmin(app, local.account.username, local.password);
      const res = await put<Failure>(client, `/api/admin/accounts/${fx.otherStaff.account.id}`, {
        username: "hijack",
        role: 2,
        conferenceId: fx.conference.id,
      });
      expect([res.status, res.body.code]).toEqual([404, "ADMIN_ACCOUNT_NOT_FOUND"]);
    });
  });

  describe("passwords and disabling", () => {
    it("an administrator sets a new password: the old one stops working and the account's sessions end", async () => {
      const made = (await create(admin, { username: "pw-target" })).body;
      const session = await signInAdmin(app, "pw-target", "secret-123");
      const res = await put(admin, `/api/admin/accounts/${made.id}/password`, { password: "brand-new-pass" });
      expect(res.status).toBe(200);
      expect((await session.get("/api/admin/me")).status).toBe(401);
      const old = await app
        .client()
        .post<Failure>("/api/admin/login", { username: "pw-target", password: "secret-123" });
      expect(old.status).toBe(401);
      await signInAdmin(app, "pw-target", "brand-new-pass");
      expect((await auditRows(made.id)).map((row) => row.action)).toContain("admin.setPassword");
    });

    it("a disabled account's session ends and it cannot sign in; enabled again, it can", async () => {
      const made = (await create(admin, { username: "to-disable" })).body;
      const session = await signInAdmin(app, "to-disable", "secret-123");
      const off = await put<Row>(admin, `/api/admin/accounts/${made.id}/disabled`, { disabled: true });
      expect([off.status, off.body.isDisabled]).toEqual([200, true]);
      expect((await session.get("/api/admin/me")).status).toBe(401);
      const refused = await app
        .client()
        .post("/api/admin/login", { username: "to-disable", password: "secret-123" });
      expect(refused.status).toBe(401);
      const on = await put<Row>(admin, `/api/admin/accounts/${made.id}/disabled`, { disabled: false });
      expect(on.body.isDisabled).toBe(false);
      await signInAdmin(app, "to-disable", "secret-123");
      const actions = (await auditRows(made.id)).map((row) => row.action);
      expect(actions).toEqual(expect.arrayContaining(["admin.disable", "admin.enable"]));
    });

    it("the only administrator of every conference cannot disable, demote or narrow itself; nothing changes", async () => {
      const keyAdmins = await db()
        .selectFrom("adminAccounts")
        .select("id")
        .where("role", "=", 1)
        .where("conferenceId", "is", null)
        .where("isDisabled", "=", 0)
        .execute();
      expect(keyAdmins.map((row) => row.id)).toEqual([fx.admin.account.id]);
      const self = `/api/admin/accounts/${fx.admin.account.id}`;
      const disable = await put<Failure>(admin, `${self}/disabled`, { disabled: true });
      expect([disable.status, disable.body.code]).toEqual([409, "LAST_ADMINISTRATOR"]);
      const username = fx.admin.account.username;
      const demote = await put<Failure>(admin, self, { username, role: 2, conferenceId: null });
      expect([demote.status, demote.body.code]).toEqual([409, "LAST_ADMINISTRATOR"]);
      const narrow = await put<Failure>(admin, self, { username, role: 1, conferenceId: fx.conference.id });
      expect(narrow.body.code).toBe("LAST_ADMINISTRATOR");
      const row = await db()
        .selectFrom("adminAccounts")
        .selectAll()
        .where("id", "=", fx.admin.account.id)
        .executeTakeFirstOrThrow();
      expect([row.role, row.conferenceId, row.isDisabled]).toEqual([1, null, 0]);
      expect((await admin.get("/api/admin/me")).status).toBe(200);
    });

    it("with a second administrator of every conference, the first may step down to staff", async () => {
      const second = (await create(admin, { username: "second-admin", role: 1, conferenceId: null })).body;
      const secondClient = await signInAdmin(app, "second-admin", "secret-123");
      const made = (await create(admin, { username: "steps-down", role: 1, conferenceId: null })).body;
      const res = await put<Row>(secondClient, `/api/admin/accounts/${made.id}`, {
        username: "steps-down",
        role: 2,
        conferenceId: null,
      });
      expect([res.status, res.body.role]).toEqual([200, 2]);
      expect(second.role).toBe(1);
    });
  });

  describe("own password", () => {
    it("staff change their own password with the current one; other sessions end, this one stays", async () => {
      const made = (await create(admin, { username: "own-pw" })).body;
      const here = await signInAdmin(app, "own-pw", "secret-123");
      const elsewhere = await signInAdmin(app, "own-pw", "secret-123");
      const res = await put(here, "/api/admin/me/password", {
        currentPassword: "secret-123",
        newPassword: "mine-now-123",
      });
      expect(res.status).toBe(200);
      expect((await here.get("/api/admin/me")).status).toBe(200);
      expect((await elsewhere.get("/api/admin/me")).status).toBe(401);
      await signInAdmin(app, "own-pw", "mine-now-123");
      expect(await auditRows(made.id)).toContainEqual({
        action: "admin.changeOwnPassword",
        actorId: made.id,
      });
    });

    it("a wrong current password is refused and the password stays", async () => {
      await create(admin, { username: "own-wrong" });
      const client = await signInAdmin(app, "own-wrong", "secret-123");
      const res = await put<Failure>(client, "/api/admin/me/password", {
        currentPassword: "not-it-at-all",
        newPassword: "mine-now-123",
      });
      expect([res.status, res.body.code]).toEqual([400, "CURRENT_PASSWORD_WRONG"]);
      await signInAdmin(app, "own-wrong", "secret-123");
    });

    it("guessing the current password is limited per account (RATE_LIMITED), the password stays", async () => {
      await create(admin, { username: "own-guess" });
      const client = await signInAdmin(app, "own-guess", "secret-123");
      const guess = () =>
        put<Failure>(client, "/api/admin/me/password", {
          currentPassword: "wrong-guess",
          newPassword: "mine-now-123",
        });
      for (let i = 0; i < ownPasswordLimit.limit; i += 1)
        expect((await guess()).body.code).toBe("CURRENT_PASSWORD_WRONG");
      const limited = await guess();
      expect([limited.status, limited.body.code]).toEqual([429, "RATE_LIMITED"]);
      await signInAdmin(app, "own-guess", "secret-123");
    });

    it("without a session, changing a password is 401", async () => {
      const res = await put(app.client(), "/api/admin/me/password", {
        currentPassword: "x",
        newPassword: "12345678",
      });
      expect(res.status).toBe(401);
    });
  });
});
