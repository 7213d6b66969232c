import { afterAll, beforeAll, expect, it } from "vitest";
import { transact } from "#db/transact";
import { queueMessage } from "#features/notifications/queue-message";
import { insertAdmin, insertConference } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";

type Page = {
  items: {
    recipient: string;
    channel: string;
    status: string;
    sender: string;
    subject: string;
    body: string;
  }[];
  total: number;
  totalPages: number;
  undelivered: string[];
};

describeEachDialect("the back office's outbox", ({ db, dialect }) => {
  let app: TestApp;
  let accounts: Record<"all" | "oneConference" | "staff", { username: string; password: string }>;

  async function signedIn(who: keyof typeof accounts): Promise<TestClient> {
    const browser = app.client({ "accept-language": "en" });
    expect((await browser.post("/api/admin/login", accounts[who])).status).toBe(200);
    return browser;
  }

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    const conference = await insertConference(db(), { titleZh: "发件箱会议", titleEn: "Outbox meeting" });
    const make = async (username: string, role: 1 | 2, conferenceId: number | null) => {
      const { password } = await insertAdmin(db(), { username, role, conferenceId });
      return { username, password: password ?? "" };
    };
    accounts = {
      all: await make("outbox-all", 1, null),
      oneConference: await make("outbox-one", 1, conference.id),
      staff: await make("outbox-staff", 2, conference.id),
    };
    await transact(db(), async (tx) => {
      for (let i = 0; i < 3; i++)
        await queueMessage(tx, {
          channel: "email",
          recipient: `list-${i}@example.com`,
          template: "passwordReset",
          locale: "en",
          params: { code: `00000${i}`, minutes: 15 },
        });
      await queueMessage(tx, {
        channel: "sms",
        recipient: "13600000001",
        template: "passwordReset",
        locale: "zh",
        params: { code: "999999", minutes: 15 },
      });
    });
    await app.messages.dispatch();
  });
  afterAll(() => app.close());

  it("shows an administrator of all conferences every message, newest first, paged", async () => {
    const browser = await signedIn("all");
    const res = await browser.get<Page>("/api/admin/outbox?page=1&size=5");
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.undelivered).toEqual(["email", "sms"]);
    expect(res.body.items.map((m) => m.recipient)).toEqual([
      "13600000001",
      "list-2@example.com",
      "list-1@example.com",
      "list-0@example.com",
    ]);
    expect(res.body.items[1]).toMatchObject({
      channel: "email",
      status: "sent",
      sender: "development",
      subject: "Your password reset code",
    });
    expect(res.body.items[1]?.body).toContain("000002");
    const second = await browser.get<Page>("/api/admin/outbox?page=2&size=5");
    expect(second.body.items).toEqual([]);
    expect(second.body.totalPages).toBe(1);
  });

  it("filters by channel and by status", async () => {
    const browser = await signedIn("all");
    const sms = await browser.get<Page>("/api/admin/outbox?channel=sms");
    expect(sms.body.items.map((m) => m.recipient)).toEqual(["13600000001"]);
    const failed = await browser.get<Page>("/api/admin/outbox?status=failed");
    expect(failed.body.total).toBe(0);
    const sent = await browser.get<Page>("/api/admin/outbox?status=sent&channel=email");
    expect(sent.body.total).toBe(3);
    const bad = await browser.get("/api/admin/outbox?channel=fax");
    expect(bad.status).toBe(400);
  });

  it("is closed to staff, to administrators of one conference and to visitors", async () => {
    for (const who of ["staff", "oneConference"] as const) {
      const res = await (await signedIn(who)).get("/api/admin/outbox");
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "FORBIDDEN" });
    }
    expect((await app.client().get("/api/admin/outbox")).status).toBe(401);
  });
});
