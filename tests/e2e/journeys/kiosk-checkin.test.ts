import type { AdminRegistrationDetail, AdminRegistrationPage, AdminRegistrationRow } from "@confreg/shared";
import { errorCodes } from "@confreg/shared";
import { type APIRequestContext, type Browser, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectAttribute, expectCount, expectText } from "../harness/expect";
import { type RunningServer, startServer } from "../harness/server";
import { Kiosk } from "../pages/kiosk";

/** First letters of the pinyin of the characters the demo seed builds Chinese names from (seed/pools.ts), written out by hand. */
const initialOf: Record<string, string> = {
  王: "w",
  李: "l",
  张: "z",
  刘: "l",
  陈: "c",
  杨: "y",
  黄: "h",
  赵: "z",
  吴: "w",
  周: "z",
  徐: "x",
  孙: "s",
  马: "m",
  朱: "z",
  胡: "h",
  郭: "g",
  何: "h",
  高: "g",
  林: "l",
  罗: "l",
  郑: "z",
  梁: "l",
  谢: "x",
  宋: "s",
  唐: "t",
  韩: "h",
  冯: "f",
  邓: "d",
  曹: "c",
  彭: "p",
  曾: "z",
  欧: "o",
  阳: "y",
  司: "s",
  伟: "w",
  强: "q",
  磊: "l",
  军: "j",
  洋: "y",
  勇: "y",
  杰: "j",
  涛: "t",
  斌: "b",
  超: "c",
  明: "m",
  浩: "h",
  然: "r",
  志: "z",
  建: "j",
  华: "h",
  晓: "x",
  东: "d",
  子: "z",
  轩: "x",
  宇: "y",
  航: "h",
  俊: "j",
  振: "z",
  国: "g",
  栋: "d",
  天: "t",
  翊: "y",
  鹏: "p",
  飞: "f",
  芳: "f",
  娜: "n",
  敏: "m",
  静: "j",
  丽: "l",
  艳: "y",
  婷: "t",
  雪: "x",
  慧: "h",
  颖: "y",
  燕: "y",
  雨: "y",
  涵: "h",
  思: "s",
  琪: "q",
  欣: "x",
  怡: "y",
  佳: "j",
  秀: "x",
  英: "y",
  梦: "m",
  瑶: "y",
  诗: "s",
  文: "w",
  海: "h",
};
const initialsOf = (name: string): string | null => {
  const letters = [...name].map((c) => initialOf[c]);
  return letters.every(Boolean) ? letters.join("") : null;
};

/** The back office's API as the demo administrator, for what this journey sets up and checks. */
async function officeApi(server: RunningServer) {
  const admin = server.accounts.find((a) => a.username === "admin");
  if (!admin) throw new Error("the demo seed has no administrator");
  const api: APIRequestContext = await request.newContext({ baseURL: server.url });
  const csrf = async () =>
    (await api.storageState()).cookies.find((c) => c.name === "confreg_csrf")?.value ?? "";
  await api.get("/api/session");
  const login = await api.post("/api/admin/login", {
    data: { username: admin.username, password: admin.password },
    headers: { "x-csrf-token": await csrf() },
  });
  expect(login.status()).toBe(200);
  const json = async <T>(response: Awaited<ReturnType<APIRequestContext["get"]>>) => {
    const text = await response.text();
    expect(response.ok(), text).toBe(true);
    return JSON.parse(text) as T;
  };
  return {
    get: async <T>(path: string) => json<T>(await api.get(path)),
    post: async <T>(path: string, data: object) =>
      json<T>(await api.post(path, { data, headers: { "x-csrf-token": await csrf() } })),
    dispose: () => api.dispose(),
  };
}

/**
 * Check-in at two desks of one conference: desk A checks an attendee in with the network cut, survives
 * a reload, and sends the check-in once back online (the back office then shows the person signed in);
 * desk B, which has the person on screen, shows who checked them in within 2 s; a search by the pinyin
 * initials of a Chinese name finds the attendee. Desk A is a 1366 px landscape screen, desk B an 800 × 1280
 * portrait one.
 */
describe("kiosk check-in journey", () => {
  let server: RunningServer;
  let browser: Browser;
  let office: Awaited<ReturnType<typeof officeApi>>;
  const conferenceId = 1;
  const pin = "2468";

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    office = await officeApi(server);
  });
  afterAll(async () => {
    await office?.dispose();
    await browser?.close();
    await server?.stop();
  });

  /** The conference's registrations as the back office lists them (ID numbers masked). */
  async function registrationRows(): Promise<AdminRegistrationRow[]> {
    const rows: AdminRegistrationRow[] = [];
    for (let page = 1; ; page++) {
      const list = await office.get<AdminRegistrationPage>(
        `/api/admin/registrations?conferenceId=${conferenceId}&size=100&page=${page}`,
      );
      rows.push(...list.items);
      if (page >= list.totalPages) break;
    }
    return rows;
  }

  /** A paid attendee not yet checked in, with a seeded Chinese name whose initials few others share. */
  async function attendee(): Promise<AdminRegistrationRow & { initials: string }> {
    const rows = await registrationRows();
    const named = rows.flatMap((row) => {
      const initials = initialsOf(row.name);
      return initials ? [{ ...row, initials }] : [];
    });
    const sharing = (initials: string) => named.filter((r) => r.initials === initials).length;
    const candidates = named
      .filter((r) => r.payStatus === 2 && !r.isSignIn && r.initials.length >= 3)
      .sort((a, b) => sharing(a.initials) - sharing(b.initials));
    const found = candidates[0];
    if (!found || sharing(found.initials) > 6)
      throw new Error("no paid attendee with rare initials in the seed");
    return found;
  }

  async function enrolledKiosk(deviceName: string, viewport: object) {
    const { code } = await office.post<{ code: string }>(
      `/api/admin/conferences/${conferenceId}/kiosk-pairings`,
      { pin },
    );
    const context = await newContext(browser, server.url, viewport);
    const page = await context.newPage();
    const kiosk = new Kiosk(page);
    await kiosk.enrol(deviceName, code);
    await expect
      .poll(async () => Number(await kiosk.localCount().getAttribute("data-count")), { timeout: 30_000 })
      .toBeGreaterThan(100);
    await page.locator('[data-testid="sync-progress"]').waitFor({ state: "detached", timeout: 30_000 });
    return { context, page, kiosk };
  }

  it("checks in offline, sends once online, and the other desk and the back office see it", async () => {
    const person = await attendee();
    const deskA = await enrolledKiosk("A厅1号台", desktop);
    const deskB = await enrolledKiosk("B厅2号台", { viewport: { width: 800, height: 1280 } });
    await expectAttribute(deskB.kiosk.pushIndicator(), "data-connected", "true");

    // Desk B finds the person by the initials of the Chinese name, before anyone checked them in.
    await deskB.kiosk.search(person.initials);
    await deskB.page.locator('[data-testid="person-card"], [data-testid="name-matches"]').first().waitFor();
    await shot(deskB.page, "kiosk-checkin", "01-portrait-initials-search");
    await deskB.kiosk.openFound(person.id);
    await expectText(deskB.kiosk.person("name"), person.name);
    // Found by name: the kiosk holds no part of the ID number, so the card shows none (DOMAIN.md §9).
    await expectCount(deskB.kiosk.person("id-masked"), 0);
    await expectAttribute(
      deskB.page.locator('[data-testid="person-checked-in"] .tag'),
      "data-checked-in",
      "false",
    );
    await shot(deskB.page, "kiosk-checkin", "02-portrait-found-not-checked-in");

    // Desk A, offline: the check-in is recorded and shown at once.
    await deskA.context.setOffline(true);
    await expectAttribute(deskA.kiosk.onlineIndicator(), "data-online", "false");
    await deskA.kiosk.findByName(person.name, person.id);
    await deskA.kiosk.checkIn();
    await deskA.kiosk.checkinDone().waitFor();
    await deskA.page.locator('[data-testid="checkin-waiting"]').waitFor();
    await expectAttribute(deskA.kiosk.queueCount(), "data-count", "1");
    await shot(deskA.page, "kiosk-checkin", "03-offline-checked-in");

    // A reload with the network still cut keeps the queued check-in and the local state.
    await deskA.page.reload();
    await expectAttribute(deskA.kiosk.queueCount(), "data-count", "1");
    await deskA.kiosk.findByName(person.name, person.id);
    await expectText(deskA.kiosk.checkinRepeat(), "A厅1号台");
    await shot(deskA.page, "kiosk-checkin", "04-offline-after-reload");

    // Back online: the queue empties, and desk B shows the check-in within 2 s of the server's answer.
    await deskA.context.setOffline(false);
    await expect.poll(() => deskA.kiosk.queued(), { timeout: 30_000 }).toBe(0);
    const sent = Date.now();
    await deskB.kiosk.checkinRepeat().waitFor({ timeout: 2_000 });
    expect(Date.now() - sent).toBeLessThan(2_000);
    await expectText(deskB.page.locator('[data-testid="checkin-repeat-by"]'), "A厅1号台");
    await shot(deskB.page, "kiosk-checkin", "05-portrait-seen-from-other-desk");
    await shot(deskA.page, "kiosk-checkin", "06-online-sent");

    const detail = await office.get<AdminRegistrationDetail>(`/api/admin/registrations/${person.id}`);
    expect(detail.isSignIn).toBe(true);

    // Desk B scans the same person again: a repeat, with who, when and where; printing stays possible.
    await deskB.kiosk.findByName(person.name, person.id);
    await expectText(deskB.page.locator('[data-testid="checkin-repeat-by"]'), "A厅1号台");
    await deskB.page.locator('[data-testid="print-badge"]:not([disabled])').waitFor();
    await shot(deskB.page, "kiosk-checkin", "07-portrait-repeat-scan");

    // A common surname in pinyin lists a screenful of people, best first, masked.
    await deskA.kiosk.search("wang");
    await deskA.page.locator('[data-testid="name-matches"]').waitFor();
    expect(await deskA.kiosk.nameMatches().count()).toBeLessThanOrEqual(8);
    // No listed person shows the last four of their ID number (the back office's masked number has them).
    const tails = new Map((await registrationRows()).map((row) => [row.id, row.idNumberMasked.slice(-4)]));
    for (const match of await deskA.kiosk.nameMatches().all()) {
      const tail = tails.get(Number(await match.getAttribute("data-registration")));
      const facts = await match.locator(".match-facts span").allTextContents();
      expect(tail).toBeTruthy();
      expect(facts).not.toContain(tail);
    }
    await shot(deskA.page, "kiosk-checkin", "08-name-list");

    // The desk's settings (behind the PIN): operator name, auto check-in, print on check-in.
    await deskA.kiosk.openSettings();
    await deskA.kiosk.enterPin(pin);
    await deskA.kiosk.settings().waitFor();
    await deskA.page.locator('[data-testid="settings-operator"]').fill("王老师");
    await deskA.page.locator('[data-testid="settings-auto-checkin"]').check();
    await shot(deskA.page, "kiosk-checkin", "09-settings");
    await deskA.kiosk.closeSettings();

    await deskA.context.close();
    await deskB.context.close();
  });

  it("the desk takes what an unpaid person owes and no other amount; a check-in dated by a clock far ahead is refused, and says why", async () => {
    const unpaid = (await registrationRows()).find((row) => row.payStatus === 0 && row.totalFee > 0);
    if (!unpaid) throw new Error("no unpaid registration in the seed");
    const owed = (await office.get<AdminRegistrationDetail>(`/api/admin/registrations/${unpaid.id}`)).standing
      .owed;
    const desk = await enrolledKiosk("C厅收费台", desktop);
    await desk.kiosk.findByName(unpaid.name, unpaid.id);
    await desk.kiosk.openPayment();
    await expectAttribute(desk.kiosk.paymentOwed(), "data-cents", String(owed));
    // Nothing to type: the server takes only what is owed.
    await expectCount(desk.kiosk.paymentForm().locator("input"), 0);
    await shot(desk.page, "kiosk-checkin", "12-payment-owed");
    await desk.kiosk.confirmPayment();
    // The click queues the payment and the sender hands it in: the back office sees it once it has.
    const standing = async () =>
      (await office.get<AdminRegistrationDetail>(`/api/admin/registrations/${unpaid.id}`)).standing;
    await expect.poll(async () => (await standing()).owed, { timeout: 30_000 }).toBe(0);
    await expect.poll(() => desk.kiosk.queued(), { timeout: 30_000 }).toBe(0);
    const paid = await office.get<AdminRegistrationDetail>(`/api/admin/registrations/${unpaid.id}`);
    expect(paid.standing).toMatchObject({ owed: 0, checkIn: { eligible: true } });
    expect(paid.payLines.filter((line) => line.payType === 5).map((line) => line.receivedFee)).toEqual(
      paid.payLines.filter((line) => line.payType === 5).map((line) => line.totalFee),
    );
    await desk.context.close();

    // A kiosk (a phone) whose clock runs two hours ahead: its check-in cannot have happened yet, and is
    // refused; the status bar's "Needs attention" still leaves the page nothing to scroll sideways.
    const person = await attendee();
    const fast = await enrolledKiosk("D厅快钟", phone);
    await fast.context.clock.setFixedTime(new Date(Date.now() + 2 * 60 * 60_000));
    await fast.kiosk.findByName(person.name, person.id);
    await fast.kiosk.checkIn();
    await fast.page.locator('[data-testid="attention-open"][data-count="1"]').waitFor({ timeout: 30_000 });
    const sideways = () =>
      fast.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await sideways()).toBe(0);
    await fast.kiosk.openAttention();
    await expectCount(fast.kiosk.attentionItems(), 1);
    await expectText(fast.kiosk.attentionItems(), "记录时间晚于服务器时间");
    await shot(fast.page, "kiosk-checkin", "13-attention-clock-ahead");
    await fast.page.locator('[data-testid="close-attention"]').click();
    await fast.kiosk.toggleLanguage();
    await fast.kiosk.openAttention();
    await expectText(fast.kiosk.attentionItems(), errorCodes.EVENT_AFTER_SERVER_TIME.message.message ?? "");
    await shot(fast.page, "kiosk-checkin", "14-attention-clock-ahead-en");
    expect(
      (await office.get<AdminRegistrationDetail>(`/api/admin/registrations/${person.id}`)).isSignIn,
    ).toBe(false);
    await fast.context.close();
  });

  it("on a phone-sized window the page scrolls down, never sideways, and a name list and a card show whole", async () => {
    const person = await attendee();
    const hand = await enrolledKiosk("手机", phone);
    /** How far the page reaches past the window's right edge, in CSS pixels. */
    const sideways = () =>
      hand.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const insideWidth = async (testId: string) => {
      const box = await hand.page.locator(`[data-testid="${testId}"]`).first().boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 375;
    };
    expect(await sideways()).toBe(0);

    await hand.kiosk.findByName(person.name, person.id);
    await hand.page.locator('[data-testid="person-card"]').scrollIntoViewIfNeeded();
    expect(await sideways()).toBe(0);
    expect(await insideWidth("person-card")).toBe(true);
    await shot(hand.page, "kiosk-checkin", "10-phone-found");

    await hand.kiosk.search("wang");
    await hand.page.locator('[data-testid="name-matches"]').waitFor();
    expect(await sideways()).toBe(0);
    expect(await insideWidth("name-match")).toBe(true);
    await shot(hand.page, "kiosk-checkin", "11-phone-name-list");
    await hand.context.close();
  });
});
