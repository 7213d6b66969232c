import { afterAll, beforeAll, expect, it } from "vitest";
import { insertAdmin } from "#seed/index";
import { startTestApp, type TestApp, TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";

/** The holes a security probe found, each closed and kept closed. */
describeEachDialect("security probe findings", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
  });
  afterAll(() => app.close());

  it("a JSON body over the limit is refused before it is read", async () => {
    const client = app.client();
    await client.get("/api/session");
    const huge = JSON.stringify({ login: "x@example.com", password: "y".repeat(2 * 1024 * 1024) });
    const res = await fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: {
        // The server answers before reading the rest and closes this connection: keep it out of the pool.
        connection: "close",
        "content-type": "application/json",
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        "x-csrf-token": client.cookies.get("confreg_csrf") ?? "",
      },
      body: huge,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", details: {} });
  });

  it("a malformed Origin on a mutation is refused as cross-site, not a server error", async () => {
    const client = app.client({ origin: "http://[not a url" });
    const res = await client.post("/api/auth/login", { login: "x@example.com", password: "whatever" });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "CSRF_FAILED" });
  });

  it("behind one trusted proxy the client is the hop that proxy added, not what the client claimed", async () => {
    // The first hop is whatever the client wrote; only the last one was added by our proxy.
    const spoofer = (claimed: string) => app.client({ "x-forwarded-for": `${claimed}, 203.0.113.200` });
    for (let i = 0; i < 30; i++) {
      const res = await spoofer(`10.0.0.${i}`).post("/api/auth/login", {
        login: `probe${i}@example.com`,
        password: "x",
      });
      expect(res.status).toBe(401);
    }
    const blocked = await spoofer("10.0.0.99").post("/api/auth/login", {
      login: "probe@example.com",
      password: "x",
    });
    expect(blocked.status).toBe(429);
  });

  it("personal data and kiosk tokens are never stored by caches", async () => {
    const client = app.client();
    await client.post("/api/auth/signup", { login: "cache@example.com", password: "long-enough" });
    for (const path of ["/api/session", `/api/conferences/${fx.conference.id}/registrations`]) {
      expect((await client.get(path)).headers.get("cache-control"), path).toBe("no-store");
    }
    const enrol = await app.client().post("/api/kiosk/enrol", { code: "ZZZZZZZZ", deviceName: "Desk" });
    expect(enrol.headers.get("cache-control")).toBe("no-store");
  });

  it("the back office cannot be framed; the attendee site only by its own origin and configured ones", async () => {
    const admin = await fetch(`${app.url}/all/manager/login`);
    expect(admin.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(admin.headers.get("x-frame-options")).toBe("DENY");
    const attendee = await fetch(`${app.url}/register/${fx.conference.id}/user/login`);
    expect(attendee.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(attendee.headers.get("x-frame-options")).toBeNull();
  });

  it("only the kiosk may compile WebAssembly (its look-up hash); no page may eval JavaScript", async () => {
    const csp = async (path: string) =>
      (await fetch(`${app.url}${path}`)).headers.get("content-security-policy");
    const kiosk = await csp("/kiosk/");
    expect(kiosk).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
    expect(kiosk).toContain("frame-ancestors 'none'");
    for (const path of ["/all/manager/login", `/register/${fx.conference.id}/user/login`])
      expect(await csp(path)).not.toContain("wasm-unsafe-eval");
    for (const path of ["/kiosk/", "/all/manager/login", `/register/${fx.conference.id}/user/login`])
      expect(await csp(path)).not.toMatch(/'unsafe-eval'/);
  });

  it("a CSRF token from before signing in, or from another browser, does not work after it", async () => {
    const { account, password } = await insertAdmin(db(), {
      username: "csrf-admin",
      role: 1,
      conferenceId: null,
    });
    const browser = app.client();
    await browser.get("/api/session");
    const planted = browser.cookies.get("confreg_csrf") ?? "";
    expect((await browser.post("/api/admin/login", { username: account.username, password })).status).toBe(
      200,
    );
    expect(browser.cookies.get("confreg_csrf")).not.toBe(planted);
    // Replaying the pre-login token (cookie and header) against the signed-in session is refused.
    const replay = new TestClient(app.url, {
      cookie: [...browser.cookies].map(([k, v]) => `${k}=${k === "confreg_csrf" ? planted : v}`).join("; "),
    });
    const res = await replay.request("POST", `/api/admin/conferences/${fx.conference.id}/kiosk-pairings`, {
      pin: "2468",
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "CSRF_FAILED" });
    // Another browser's valid token does not work with this browser's session either.
    const other = app.client();
    await other.get("/api/session");
    const mixed = new TestClient(app.url, {
      cookie: [...browser.cookies]
        .map(([k, v]) => `${k}=${k === "confreg_csrf" ? other.cookies.get(k) : v}`)
        .join("; "),
    });
    expect((await mixed.request("POST", "/api/admin/logout", {})).status).toBe(403);
    // The browser's own current token works.
    expect((await browser.post("/api/admin/logout", {})).status).toBe(200);
  });

  it("invitation codes cannot be guessed: wrong codes are counted per source and then every code is refused", async () => {
    const guesser = app.client({ "x-forwarded-for": "203.0.113.77" });
    for (let i = 0; i < 20; i++) {
      const res = await guesser.get(`/api/conferences/${fx.conference.id}/invitations/GUESS${i}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: "INVITATION_CODE_INVALID" });
    }
    const right = await guesser.get(`/api/conferences/${fx.conference.id}/invitations/VIP2027`);
    expect(right.status).toBe(429);
    // The page still loads for the guesser, but a code in its address opens nothing any more.
    const page = await guesser.get(`/api/conferences/${fx.conference.id}?invcode=VIP2027`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ invitation: null, invitationInvalid: true });
    const elsewhere = await app.client().get(`/api/conferences/${fx.conference.id}/invitations/vip2027`);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toMatchObject({ code: "VIP2027" });
    const view = await app.client().get(`/api/conferences/${fx.conference.id}?invcode=NOPE`);
    expect(view.body).toMatchObject({ invitation: null, invitationInvalid: true });
  });

  it("wrong codes sent all at once are each counted: no more than the limit is answered", async () => {
    const guesser = app.client({ "x-forwarded-for": "203.0.113.78" });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        guesser.get(`/api/conferences/${fx.conference.id}/invitations/BURST${i}`),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it("every error answers code, message and details", async () => {
    const anonymous = app.client();
    const answers = [
      await anonymous.get("/api/admin/me"),
      await anonymous.get("/api/registrations/999999"),
      await anonymous.get("/api/nothing/here"),
      await anonymous.post("/api/auth/login", { login: "" }),
    ];
    for (const res of answers) {
      expect(res.body).toEqual({
        code: expect.any(String),
        message: expect.any(String),
        details: expect.any(Object),
      });
    }
  });
});
