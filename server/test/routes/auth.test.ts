import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";

describeEachDialect("attendee and admin sign-in", ({ db, dialect }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
  });
  afterAll(() => app.close());

  it("sign-up creates the account and signs in with an HttpOnly, SameSite session cookie", async () => {
    const browser = app.client();
    const res = await browser.post("/api/auth/signup", {
      login: "Mei@Example.com",
      password: "long-enough",
      name: "韩梅梅",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: "mei@example.com", name: "韩梅梅" });
    const cookie = browser.setCookies.find((c) => c.startsWith("confreg_sid="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const session = await browser.get<{ attendee: { email: string } | null }>("/api/session");
    expect(session.body.attendee?.email).toBe("mei@example.com");
  });

  it("an e-mail or phone belongs to one account only", async () => {
    const res = await app
      .client()
      .post("/api/auth/signup", { login: "mei@example.com", password: "another-one" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "ACCOUNT_EXISTS" });
  });

  it("a phone sign-up is normalised: spaces and dashes go, a leading + becomes 00", async () => {
    const browser = app.client();
    expect(
      (await browser.post("/api/auth/signup", { login: "+86 139-0000-1111", password: "long-enough" }))
        .status,
    ).toBe(201);
    const again = await app
      .client()
      .post("/api/auth/login", { login: "008613900001111", password: "long-enough" });
    expect(again.status).toBe(200);
  });

  it("a mutation without the CSRF token is refused and changes nothing", async () => {
    const browser = app.client();
    const res = await browser.post(
      "/api/auth/signup",
      { login: "csrf@example.com", password: "long-enough" },
      { csrf: false },
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "CSRF_FAILED" });
    const login = await browser.post("/api/auth/login", {
      login: "csrf@example.com",
      password: "long-enough",
    });
    expect(login.body).toMatchObject({ code: "LOGIN_FAILED" });
  });

  it("a request from another site's origin is refused even with the token", async () => {
    const res = await app
      .client()
      .post(
        "/api/auth/login",
        { login: "mei@example.com", password: "long-enough" },
        { headers: { origin: "https://evil.example" } },
      );
    expect(res.body).toMatchObject({ code: "CSRF_FAILED" });
  });

  it("signing in again issues a new session id and logging out destroys the old one", async () => {
    const browser = app.client();
    await browser.post("/api/auth/login", { login: "mei@example.com", password: "long-enough" });
    const first = browser.cookies.get("confreg_sid");
    await browser.post("/api/auth/login", { login: "mei@example.com", password: "long-enough" });
    const second = browser.cookies.get("confreg_sid");
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const stale = app.client({ cookie: `confreg_sid=${first}` });
    expect((await stale.get<{ attendee: unknown }>("/api/session")).body.attendee).toBeNull();
    await browser.post("/api/auth/logout");
    const replay = app.client({ cookie: `confreg_sid=${second}` });
    expect((await replay.get<{ attendee: unknown }>("/api/session")).body.attendee).toBeNull();
  });

  it("errors answer in the visitor's language: Chinese by default, English with the language cookie", async () => {
    const zh = await app
      .client()
      .post("/api/auth/login", { login: "mei@example.com", password: "wrong-password" });
    expect(zh.body).toMatchObject({ code: "LOGIN_FAILED", message: "账号或密码错误。" });
    const en = await app
      .client({ cookie: "confreg_lang=en" })
      .post("/api/auth/login", { login: "mei@example.com", password: "wrong-password" });
    expect(en.body).toMatchObject({ code: "LOGIN_FAILED", message: "Wrong account or password." });
  });

  it("bad sign-up input answers localized field errors", async () => {
    const res = await app.client().post("/api/auth/signup", { login: "not an address", password: "short" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "VALIDATION_FAILED",
      details: {
        fields: [
          { path: "login", code: "validation.login", message: "请输入正确的邮箱或手机号。" },
          { path: "password", code: "validation.password" },
        ],
      },
    });
  });

  it("too many wrong passwords for one account are rate limited, even with the right one", async () => {
    const browser = app.client();
    await browser.post("/api/auth/signup", { login: "target@example.com", password: "correct-horse" });
    for (let i = 0; i < 8; i++) {
      expect(
        (await app.client().post("/api/auth/login", { login: "target@example.com", password: `guess-${i}` }))
          .status,
      ).toBe(401);
    }
    const blocked = await app
      .client()
      .post("/api/auth/login", { login: "target@example.com", password: "correct-horse" });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: "RATE_LIMITED" });
    app.clock.now = new Date(app.clock.now.getTime() + 16 * 60_000);
    expect(
      (await app.client().post("/api/auth/login", { login: "target@example.com", password: "correct-horse" }))
        .status,
    ).toBe(200);
  });

  it("the admin login and attendee login are separate sessions in one browser", async () => {
    const { insertAdmin } = await import("#db/seed/index");
    const { password } = await insertAdmin(db(), { username: "ops", role: 1, conferenceId: null });
    const browser = app.client();
    await browser.post("/api/auth/login", { login: "mei@example.com", password: "long-enough" });
    const res = await browser.post("/api/admin/login", { username: "ops", password });
    expect(res.status).toBe(200);
    const session = await browser.get<{ attendee: unknown; admin: { username: string } | null }>(
      "/api/session",
    );
    expect(session.body.attendee).not.toBeNull();
    expect(session.body.admin?.username).toBe("ops");
    await browser.post("/api/admin/logout");
    expect((await browser.get("/api/admin/me")).status).toBe(401);
  });
});
