import { insertPayLine, insertRegistration } from "@confreg/server/testing";
import type { AdminConference } from "@confreg/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectCount, expectExactText, expectText } from "../harness/expect";
import { adminApi } from "../harness/journey-api";
import { demoAccount, type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";
import { CheckinBoardPage, issuePairingFor } from "../pages/checkin-board";

/** The demo's dues conference: nobody has checked in there (the congress has check-ins of its own). */
const conferenceId = 3;
/** The demo congress, whose check-in staff account is the one the demo has. */
const congressId = 1;
/** Two paid attendees this journey checks in. */
const arriving = ["签到看板甲", "签到看板乙"];
const pin = "1357";
/** The main point every demo conference is made with (server/src/seed/builders/checkin.ts). */
const mainPoint = { zh: "报到处", en: "Registration desk" };
const dinner = { zh: "晚宴", en: "Dinner" };
/** The server's words for CHECKIN_POINT_IN_USE (shared/src/errors.ts), written out here. */
const inUse = "People have checked in at this point or kiosks record there: it can be renamed, not deleted.";

/** "HH:mm" of the quarter of an hour a moment falls in, on a zone's clock (the chart's x axis). */
function quarterLabel(iso: string, timeZone: string): string {
  const [hour, minute] = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(new Date(iso))
    .split(":")
    .map(Number);
  return `${String(hour).padStart(2, "0")}:${String(Math.floor((minute ?? 0) / 15) * 15).padStart(2, "0")}`;
}

/** A kiosk's side of the API: enrols with a code, posts check-in events with its token. */
async function kioskWith(server: RunningServer, code: string) {
  const enrol = await fetch(`${server.url}/api/kiosk/enrol`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code, deviceName: "Dinner door" }),
  });
  expect(enrol.status, await enrol.clone().text()).toBe(200);
  const { token, point } = (await enrol.json()) as { token: string; point: { name: { en: string } } };
  return {
    point,
    async checkIn(registrationId: number) {
      const res = await fetch(`${server.url}/api/kiosk/events`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          events: [
            {
              kind: "checkin",
              clientId: crypto.randomUUID(),
              registrationId,
              scannedAt: new Date().toISOString(),
              method: "search",
              operator: "",
            },
          ],
        }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    },
  };
}

/**
 * The check-in board: an administrator adds a "Dinner" point, pairs a kiosk for it, a person signs in at
 * the main point through the back office's API and another checks in twice at the dinner's kiosk; the
 * board shows each point's count, the repeat and a bar in the arrivals chart. The main point cannot be
 * deleted, one in use is refused in the server's words, and check-in staff see the points read-only.
 */
describe("check-in board journey", () => {
  let server: RunningServer;
  let browser: Browser;
  let office: Awaited<ReturnType<typeof adminApi>>;
  const ids: number[] = [];

  const account = (username: string) => demoAccount(server, username);

  /** Signs in and waits for the role's landing page, so that its redirect is over before the menu is used. */
  async function signedInOffice(page: Page, scope: number, username: string) {
    const office = new BackOffice(page);
    const found = account(username);
    await office.logInAnyRole(scope, found.username, found.password);
    await page.waitForURL(/\/manager\/home\/[A-Za-z]+/);
    return office;
  }

  beforeAll(async () => {
    server = await startServer({
      prepare: async (db, pii) => {
        const type = await db
          .selectFrom("participantTypes")
          .select("id")
          .where("conferenceId", "=", conferenceId)
          .orderBy("id")
          .executeTakeFirstOrThrow();
        for (const name of arriving) {
          const reg = await insertRegistration(db, { conferenceId, participantTypeId: type.id, name }, pii);
          await insertPayLine(db, {
            registrationId: reg.id,
            payType: 1,
            payStatus: 2,
            totalFee: 80_000,
            receivedFee: 80_000,
            payTime: new Date().toISOString(),
          });
          ids.push(reg.id);
        }
      },
    });
    browser = await launchBrowser();
    office = await adminApi(server);
  });
  afterAll(async () => {
    await office?.dispose();
    await browser?.close();
    await server?.stop();
  });

  it("adds a point, pairs a kiosk for it, and the board counts check-ins, repeats and arrivals", async () => {
    const conferences = await office.get<AdminConference[]>("/api/admin/conferences");
    const conference = conferences.find((c) => c.id === conferenceId);
    if (!conference) throw new Error(`no conference ${conferenceId}`);
    const context = await newContext(browser, server.url, desktop, "en");
    const page = await context.newPage();
    await signedInOffice(page, conferenceId, "admin");
    const board = new CheckinBoardPage(page);
    // The administrator works across all conferences: the board asks which one.
    await board.open();
    await board.chooseConference(conference.title.en);

    // Nobody has checked in yet; the main point is marked and offers no delete.
    await expectExactText(board.checkedIn(board.mainCard()), "0");
    await expectCount(board.mainCard().locator('[data-testid="board-arrivals"]'), 0);
    await expectText(board.mainCard().locator(".ant-card-head"), mainPoint.en);
    await expectCount(board.rows(), 1);
    await expectCount(board.row(mainPoint.en).locator('[data-testid="point-main"]'), 1);
    await expectCount(board.row(mainPoint.en).locator('[data-testid="point-rename"]'), 1);
    await expectCount(board.row(mainPoint.en).locator('[data-testid="point-delete"]'), 0);

    await board.addPoint(dinner.zh, dinner.en);
    await expectCount(board.rows(), 2);
    await expectCount(board.row(dinner.en).locator('[data-testid="point-delete"]'), 1);
    await expectExactText(board.checkedIn(board.card(dinner.en)), "0");

    // The pairing card sends the chosen point; the code says which point it is for, and the kiosk records there.
    const pairing = await issuePairingFor(page, dinner.en, pin);
    await expectText(pairing.point, dinner.en);
    await shot(page, "checkin-board", "01-pairing-for-dinner");
    const kiosk = await kioskWith(server, pairing.code);
    expect(kiosk.point.name.en).toBe(dinner.en);

    // One person signs in at the main point in the back office; another checks in twice at the dinner.
    const [first, second] = ids as [number, number];
    const signedIn = (await office.post(`/api/admin/registrations/${first}/sign-in`, {})) as {
      signInTime: string;
    };
    await kiosk.checkIn(second);
    await kiosk.checkIn(second);

    await board.open();
    const main = board.mainCard();
    await expectExactText(board.checkedIn(main), "1");
    await expectExactText(board.repeats(main), "0");
    await expectCount(board.bars(main), 1);
    await expect
      .poll(() => board.chartDescription(main).textContent())
      .toContain(`${quarterLabel(signedIn.signInTime, conference.timezone)} 1`);
    const dinnerCard = board.card(dinner.en);
    await expectExactText(board.checkedIn(dinnerCard), "1");
    await expectExactText(board.repeats(dinnerCard), "1");
    await expectCount(board.bars(dinnerCard), 1);
    // The points' table: the dinner's check-in and the kiosk recording there.
    await expectExactText(board.row(dinner.en).locator('[data-testid="point-checkins"]'), "1");
    await expectExactText(board.row(dinner.en).locator('[data-testid="point-kiosks"]'), "1");
    await expectExactText(board.row(mainPoint.en).locator('[data-testid="point-checkins"]'), "1");
    await shot(page, "checkin-board", "02-desktop-board");

    // A point in use is not deleted: the server's words say why, and the point stays.
    await board.deletePoint(dinner.en);
    await expectText(board.notices(), inUse);
    await expectCount(board.rows(), 2);
    await board.rows().first().scrollIntoViewIfNeeded();
    await shot(page, "checkin-board", "03-desktop-points-delete-refused");

    // In Chinese, with the points' Chinese names.
    await new BackOffice(page).toggleLanguage();
    await expectText(board.mainCard().locator(".ant-card-head"), mainPoint.zh);
    await expectText(board.card(dinner.zh).locator(".ant-card-head"), dinner.zh);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "checkin-board", "04-desktop-board-zh");
    await context.close();
  });

  it("asks for a conference in the all-conferences scope, and fits a 375 px phone", async () => {
    const context = await newContext(browser, server.url, phone, "en");
    const page = await context.newPage();
    const { password } = account("admin");
    await page.goto("/all/manager/login");
    await page.locator('[data-testid="admin-login-username"]').fill("admin");
    await page.locator('[data-testid="admin-login-password"]').fill(password);
    await page.locator('[data-testid="admin-login-submit"]').click();
    await page.waitForURL(/\/manager\/home/);
    await page.goto("/all/manager/home/checkinBoard");
    const choose = page.locator('[data-testid="board-conference"]');
    await choose.waitFor();
    await shot(page, "checkin-board", "05-phone-choose-conference");
    await choose.click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
    await page.waitForURL(/\/\d+\/manager\/home\/checkinBoard/);
    const board = new CheckinBoardPage(page);
    await board.mainCard().waitFor();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "checkin-board", "06-phone-board");
    await page.locator('[data-testid="point-list"]').scrollIntoViewIfNeeded();
    await shot(page, "checkin-board", "07-phone-points");
    await context.close();
  });

  it("shows check-in staff the board and the points, without editing them", async () => {
    const context = await newContext(browser, server.url, desktop, "zh");
    const page = await context.newPage();
    await signedInOffice(page, congressId, "checkin-ciac");
    const board = new CheckinBoardPage(page);
    await board.open();
    await board.mainCard().waitFor();
    await expectText(board.row(mainPoint.zh), mainPoint.zh);
    await expectCount(page.locator('[data-testid="point-add"]'), 0);
    await expectCount(page.locator('[data-testid="point-rename"]'), 0);
    await expectCount(page.locator('[data-testid="point-delete"]'), 0);
    await shot(page, "checkin-board", "08-checkin-staff-zh");
    await context.close();
  });
});
