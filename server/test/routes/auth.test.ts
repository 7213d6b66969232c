import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
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

  it("wrong passwords lock out only the source they come from; the right password from elsewhere gets in", async () => {
    await app.client().post("/api/auth/signup", { login: "target@example.com", password: "correct-horse" });
    const attacker = app.client({ "x-forwarded-for": "203.0.113.66" });
    const login = (client: TestClient, password: string) =>
      client.post("/api/auth/login", { login: "target@example.com", password });
    for (let i = 0; i < 5; i++) expect((await login(attacker, `guess-${i}`)).status).toBe(401);
    const locked = await login(attacker, "correct-horse");
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: "RATE_LIMITED", details: { retryAfterSeconds: 60 } });
    const owner = app.client({ "x-forwarded-for": "198.51.100.7" });
    expect((await login(owner, "correct-horse")).status).toBe(200);
    // The lock ends, and the next wrong guess from the same source locks it for twice as long.
    app.clock.now = new Date(app.clock.now.getTime() + 61_000);
    expect((await login(attacker, "guess-again")).status).toBe(401);
    expect((await login(attacker, "correct-horse")).body).toMatchObject({
      details: { retryAfterSeconds: 120 },
    });
  });

  it("one source is limited across accounts, whatever the passwords", async () => {
    const sweeper = app.client({ "x-forwarded-for": "203.0.113.99" });
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) {
      answers.push(
        (await sweeper.post("/api/auth/login", { login: `nobody${i}@example.com`, password: "x" })).status,
      );
    }
    expect(answers.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it("sign-ups are limited per source, so account existence cannot be probed without limit", async () => {
    const prober = app.client({ "x-forwarded-for": "203.0.113.12" });
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        (await prober.post("/api/auth/signup", { login: "mei@example.com", password: "long-enough" })).status,
      );
    }
    expect(answers.slice(0, 10).every((status) => status === 409)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it("a disabled attendee's session stops working at once", async () => {
    const browser = app.client();
    await browser.post("/api/auth/signup", { login: "soon-disabled@example.com", password: "long-enough" });
    expect((await browser.get<{ attendee: unknown }>("/api/session")).body.attendee).not.toBeNull();
    await db()
      .updateTable("attendeeAccounts")
      .set({ isDisabled: 1 })
      .where("email", "=", "soon-disabled@example.com")
      .execute();
    const res = await browser.get("/api/conferences/1/registrations");
    expect(res.status).toBe(401);
    expect((await browser.get<{ attendee: unknown }>("/api/session")).body.attendee).toBeNull();
  });

  it("the admin login and attendee login are separate sessions in one browser", async () => {
    const { insertAdmin } = await import("#seed/index");
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
