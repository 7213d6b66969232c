import type { AuditAction } from "@confreg/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAdmin, insertAttendee } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { codeIn, lastMessageTo, messagesTo, wrongCode } from "../helpers/mailbox";

const minute = 60_000;

describeEachDialect("password reset by a code through the outbox", ({ db, dialect }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
  });
  afterAll(() => app.close());

  const english = () => app.client({ "accept-language": "en-US,en;q=0.9" });
  const chinese = () => app.client({ "accept-language": "zh-CN,zh;q=0.9" });
  const later = (ms: number) => {
    app.clock.now = new Date(app.clock.now.getTime() + ms);
  };

  async function signedIn(login: string, password: string): Promise<TestClient> {
    const browser = app.client();
    expect((await browser.post("/api/auth/login", { login, password })).status).toBe(200);
    return browser;
  }

  async function requestCode(login: string, browser = english()) {
    const res = await browser.post("/api/auth/password-reset", { login });
    expect(res.status).toBe(200);
    return res;
  }

  const audits = (action: AuditAction, entityId: number) =>
    db()
      .selectFrom("auditLog")
      .select(["actorKind", "actorId", "data"])
      .where("action", "=", action)
      .where("entityId", "=", entityId)
      .execute();

  describe("attendee", () => {
    it("a code sent by e-mail sets a new password, ends every old session and works once", async () => {
      const { account } = await insertAttendee(db(), { email: "ling@example.com", password: "old-password" });
      const elsewhere = await signedIn("ling@example.com", "old-password");

      const res = await requestCode("Ling@Example.com");
      expect(res.body).toEqual({ ok: true, channel: "email" });
      const mail = await lastMessageTo(app, db(), "ling@example.com");
      expect(mail).toMatchObject({
        channel: "email",
        template: "passwordReset",
        locale: "en",
        subject: "Your password reset code",
        status: "sent",
        sender: "development",
      });
      expect(mail?.body).toContain("valid for 15 minutes");
      const code = codeIn(mail?.body);

      const browser = english();
      const confirm = { login: "ling@example.com", code, password: "new-password-1" };
      const done = await browser.post("/api/auth/password-reset/confirm", confirm);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ ok: true });

      const session = await elsewhere.get<{ attendee: unknown }>("/api/session");
      expect(session.body.attendee).toBeNull();
      const old = await app
        .client()
        .post("/api/auth/login", { login: "ling@example.com", password: "old-password" });
      expect(old.body).toMatchObject({ code: "LOGIN_FAILED" });
      await signedIn("ling@example.com", "new-password-1");

      const again = await browser.post("/api/auth/password-reset/confirm", {
        ...confirm,
        password: "third-one-9",
      });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ code: "RESET_CODE_INVALID" });
      expect(await audits("account.passwordReset", account.id)).toEqual([
        { actorKind: "attendee", actorId: account.id, data: JSON.stringify({ channel: "email" }) },
      ]);
    });

    it("a mobile number gets the code by SMS, in the visitor's language", async () => {
      await insertAttendee(db(), { email: null, phone: "13912340001", password: "old-password" });
      const res = await requestCode("139 1234 0001", chinese());
      expect(res.body).toEqual({ ok: true, channel: "sms" });
      const sms = await lastMessageTo(app, db(), "13912340001");
      expect(sms).toMatchObject({ channel: "sms", locale: "zh", subject: "", status: "sent" });
      expect(sms?.body).toMatch(/^您的密码重置验证码为 \d{6}，15 分钟内有效。/);

      const code = codeIn(sms?.body);
      const done = await chinese().post("/api/auth/password-reset/confirm", {
        login: "13912340001",
        code,
        password: "new-password-2",
      });
      expect(done.status).toBe(200);
      await signedIn("13912340001", "new-password-2");
    });

    it("wrong codes count against the code: after five it no longer works, even when right", async () => {
      await insertAttendee(db(), { email: "guess@example.com", password: "old-password" });
      await requestCode("guess@example.com");
      const code = codeIn((await lastMessageTo(app, db(), "guess@example.com"))?.body);
      const browser = english();
      for (let i = 0; i < 5; i++) {
        const wrong = await browser.post("/api/auth/password-reset/confirm", {
          login: "guess@example.com",
          code: wrongCode(code),
          password: "new-password-3",
        });
        expect(wrong.status).toBe(400);
        expect(wrong.body).toMatchObject({ code: "RESET_CODE_INVALID" });
      }
      const right = await browser.post("/api/auth/password-reset/confirm", {
        login: "guess@example.com",
        code,
        password: "new-password-3",
      });
      expect(right.body).toMatchObject({ code: "RESET_CODE_INVALID" });
      await signedIn("guess@example.com", "old-password");
    });

    it("a code expires 15 minutes after it was sent", async () => {
      await insertAttendee(db(), { email: "slow@example.com", password: "old-password" });
      await requestCode("slow@example.com");
      const expired = codeIn((await lastMessageTo(app, db(), "slow@example.com"))?.body);
      later(15 * minute + 1000);
      const late = await english().post("/api/auth/password-reset/confirm", {
        login: "slow@example.com",
        code: expired,
        password: "new-password-4",
      });
      expect(late.body).toMatchObject({ code: "RESET_CODE_INVALID" });

      await requestCode("slow@example.com");
      const fresh = codeIn((await lastMessageTo(app, db(), "slow@example.com"))?.body);
      later(14 * minute);
      const inTime = await english().post("/api/auth/password-reset/confirm", {
        login: "slow@example.com",
        code: fresh,
        password: "new-password-4",
      });
      expect(inTime.status).toBe(200);
    });

    it("a new code replaces the one sent before", async () => {
      await insertAttendee(db(), { email: "twice@example.com", password: "old-password" });
      await requestCode("twice@example.com");
      const first = codeIn((await lastMessageTo(app, db(), "twice@example.com"))?.body);
      await requestCode("twice@example.com");
      const second = codeIn((await lastMessageTo(app, db(), "twice@example.com"))?.body);
      const confirm = { login: "twice@example.com", password: "new-password-5" };
      if (first !== second) {
        const old = await english().post("/api/auth/password-reset/confirm", { ...confirm, code: first });
        expect(old.body).toMatchObject({ code: "RESET_CODE_INVALID" });
      }
      const res = await english().post("/api/auth/password-reset/confirm", { ...confirm, code: second });
      expect(res.status).toBe(200);
    });

    it("an unknown login gets the same answer, and nothing is sent", async () => {
      const before = await db().selectFrom("outbox").select("id").execute();
      const res = await requestCode("nobody@example.com");
      expect(res.body).toEqual({ ok: true, channel: "email" });
      const phone = await requestCode("13700009999");
      expect(phone.body).toEqual({ ok: true, channel: "sms" });
      await app.messages.idle();
      expect(await db().selectFrom("outbox").select("id").execute()).toHaveLength(before.length);
      expect(await messagesTo(db(), "nobody@example.com")).toEqual([]);

      const confirm = await english().post("/api/auth/password-reset/confirm", {
        login: "nobody@example.com",
        code: "123456",
        password: "new-password-6",
      });
      expect(confirm.status).toBe(400);
      expect(confirm.body).toMatchObject({ code: "RESET_CODE_INVALID" });
    });

    it("a disabled account gets no code", async () => {
      await insertAttendee(db(), { email: "off@example.com", isDisabled: 1 });
      const res = await requestCode("off@example.com");
      expect(res.body).toEqual({ ok: true, channel: "email" });
      await app.messages.idle();
      expect(await messagesTo(db(), "off@example.com")).toEqual([]);
    });

    it("requests are throttled per login (from any address) and per source address", async () => {
      await insertAttendee(db(), { email: "many@example.com" });
      for (let i = 0; i < 3; i++) await requestCode("many@example.com", english());
      const fourth = await english().post("/api/auth/password-reset", { login: "many@example.com" });
      expect(fourth.status).toBe(429);
      expect(fourth.body).toMatchObject({ code: "RATE_LIMITED" });
      await app.messages.idle();
      expect(await messagesTo(db(), "many@example.com")).toHaveLength(3);

      const one = english();
      for (let i = 0; i < 20; i++) await requestCode(`probe-${i}@example.com`, one);
      const next = await one.post("/api/auth/password-reset", { login: "probe-20@example.com" });
      expect(next.status).toBe(429);
    });

    it("a malformed code or a short password is refused before anything counts", async () => {
      const res = await english().post("/api/auth/password-reset/confirm", {
        login: "ling@example.com",
        code: "12ab",
        password: "short",
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: "VALIDATION_FAILED",
        details: {
          fields: expect.arrayContaining([
            expect.objectContaining({ path: "code", code: "validation.resetCode" }),
            expect.objectContaining({ path: "password", code: "validation.password" }),
          ]),
        },
      });
    });
  });

  describe("back office", () => {
    async function adminSignedIn(username: string, password: string): Promise<TestClient> {
      const browser = app.client();
      expect((await browser.post("/api/admin/login", { username, password })).status).toBe(200);
      return browser;
    }

    it("sends the code to the account's e-mail, sets the password and ends its sessions", async () => {
      const { account, password } = await insertAdmin(db(), {
        username: "reset-admin",
        email: "boss@example.org",
        phone: "13800001234",
      });
      const elsewhere = await adminSignedIn("reset-admin", password ?? "");
      const res = await english().post("/api/admin/password-reset", { username: "reset-admin" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });

      const mail = await lastMessageTo(app, db(), "boss@example.org");
      expect(mail).toMatchObject({ channel: "email", template: "adminPasswordReset", status: "sent" });
      expect(mail?.subject).toBe("Your back-office password reset code");
      expect(mail?.body).toContain("back-office account reset-admin");
      expect(await messagesTo(db(), "13800001234")).toEqual([]);

      const done = await english().post("/api/admin/password-reset/confirm", {
        username: "reset-admin",
        code: codeIn(mail?.body),
        password: "new-admin-password",
      });
      expect(done.status).toBe(200);
      expect((await elsewhere.get("/api/admin/me")).status).toBe(401);
      await adminSignedIn("reset-admin", "new-admin-password");
      expect(await audits("admin.passwordReset", account.id)).toEqual([
        { actorKind: "admin", actorId: account.id, data: JSON.stringify({ channel: "email" }) },
      ]);
    });

    it("without an e-mail the code goes by SMS, in the visitor's language", async () => {
      await insertAdmin(db(), { username: "phone-admin", phone: "13800005678" });
      await chinese().post("/api/admin/password-reset", { username: "phone-admin" });
      const sms = await lastMessageTo(app, db(), "13800005678");
      expect(sms).toMatchObject({ channel: "sms", locale: "zh", template: "adminPasswordReset" });
      expect(sms?.body).toMatch(/^后台账户 phone-admin 的密码重置验证码为 \d{6}，15 分钟内有效。/);
    });

    it("an account without e-mail or phone, or no account, gets the same answer and nothing is sent", async () => {
      await insertAdmin(db(), { username: "bare-admin" });
      const before = (await db().selectFrom("outbox").select("id").execute()).length;
      for (const username of ["bare-admin", "no-such-admin"]) {
        const res = await english().post("/api/admin/password-reset", { username });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ ok: true });
      }
      await app.messages.idle();
      expect(await db().selectFrom("outbox").select("id").execute()).toHaveLength(before);
      const confirm = await english().post("/api/admin/password-reset/confirm", {
        username: "bare-admin",
        code: "000000",
        password: "new-admin-password",
      });
      expect(confirm.body).toMatchObject({ code: "RESET_CODE_INVALID" });
    });
  });
});
