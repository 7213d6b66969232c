import {
  insertConference,
  insertParticipantType,
  insertPayLine,
  insertRegistration,
} from "@confreg/server/testing";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectCount, expectExactText, expectText } from "../harness/expect";
import { type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";
import { HomePages } from "../pages/dashboard";

/** The words each language shows, written out here (the catalogs' translations). */
const words = {
  zh: {
    settingsChanged: "学会设置已修改",
    paid: "¥2,000.00",
    nothingToPay: "无需缴费",
    notYet: "尚未签到：2",
  },
  en: {
    settingsChanged: "Society settings changed",
    paid: "¥2,000.00",
    nothingToPay: "Nothing to pay",
    notYet: "Not checked in yet: 2",
  },
} as const;

/**
 * The home dashboard: an administrator lands on it, reads the figures of a conference whose registrations
 * this journey made (two paid, one checked in, one under review, one imported with nothing to pay, one
 * checked in and refunded since, over two days), follows the paid figure to the registration list
 * filtered by it and the not-yet figure to the check-in list, changes the society's phone in the system
 * settings, and finds that change in the audit log under its own name. In Chinese and in English, at
 * 1366 px.
 */
describe("admin dashboard journey", () => {
  let server: RunningServer;
  let browser: Browser;
  let conferenceId = 0;

  beforeAll(async () => {
    server = await startServer({
      prepare: async (db) => {
        const conference = await insertConference(db, {
          titleZh: "看板测试会议",
          titleEn: "Dashboard Test Meeting",
          systemCode: "DASH",
        });
        conferenceId = conference.id;
        const type = await insertParticipantType(db, { conferenceId, titleZh: "代表", titleEn: "Delegate" });
        // 10:00 on 1 March (twice) and on 2 March, Shanghai time.
        const register = (createTime: string, isSignIn = 0) =>
          insertRegistration(db, { conferenceId, participantTypeId: type.id, createTime, isSignIn });
        const paid = [
          await register("2026-03-01T02:00:00.000Z", 1),
          await register("2026-03-01T02:30:00.000Z"),
        ];
        for (const reg of paid)
          await insertPayLine(db, {
            registrationId: reg.id,
            payStatus: 2,
            totalFee: 100_000,
            receivedFee: 100_000,
          });
        const reviewing = await register("2026-03-02T02:00:00.000Z");
        await insertPayLine(db, {
          registrationId: reviewing.id,
          payType: 1,
          payStatus: 1,
          totalFee: 100_000,
        });
        // Imported (fee 0): nothing to pay, and may check in.
        const imported = await register("2026-03-02T03:00:00.000Z");
        await insertPayLine(db, { registrationId: imported.id, payStatus: 0, totalFee: 0 });
        // Checked in, then refunded: no longer one who may check in, so in neither check-in figure.
        const refunded = await register("2026-03-02T04:00:00.000Z", 1);
        await insertPayLine(db, {
          registrationId: refunded.id,
          payStatus: -2,
          totalFee: 100_000,
          receivedFee: 100_000,
        });
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [locale, phone] of [
    ["zh", "010-11112222"],
    ["en", "010-33334444"],
  ] as const) {
    it(`${locale}: lands on the dashboard, follows a figure to its list, finds its own change in the audit log`, async () => {
      const context = await newContext(browser, server.url, desktop, locale);
      const page = await context.newPage();
      const admin = server.accounts.find((a) => a.username === "admin");
      if (!admin) throw new Error("no demo administrator");
      await new BackOffice(page).logInAnyRole("all", admin.username, admin.password);
      await page.waitForURL(/\/all\/manager\/home\/dashboard/);
      const home = new HomePages(page);
      await home.total().waitFor();
      await shot(page, "admin-dashboard", `01-${locale}-all-conferences`);

      await home.openDashboard(conferenceId);
      await expectExactText(home.total(), "5");
      // One population, those who may check in (two paid, one with nothing to pay): 1 in, 2 not yet.
      await expectText(home.checkedIn(), "1 / 3");
      await expectText(home.notCheckedIn(), words[locale].notYet);
      await expectText(home.byPayState(2), /2$/);
      await expectText(home.byPayState(1), /1$/);
      await expectText(home.byPayState(9), new RegExp(`^${words[locale].nothingToPay}\\s*1$`));
      await expectCount(home.byPayState(0), 0);
      await home.byPayState(9).scrollIntoViewIfNeeded();
      await shot(page, "admin-dashboard", `02b-${locale}-by-payment-state`);
      await expectText(home.money(2), words[locale].paid);
      await expectCount(home.dayBars(), 2);
      await shot(page, "admin-dashboard", `02-${locale}-conference`);

      await home.byPayState(2).click();
      await page.waitForURL(new RegExp(`/${conferenceId}/manager/home/registerList\\?.*payStatus=2`));
      await expectText(page.locator('[data-testid="registration-total"]'), /(^|\D)2(\D|$)/);
      await expectCount(page.locator('[data-testid="registration-row"]'), 2);

      await home.openDashboard(conferenceId);
      await home.notCheckedIn().click();
      await page.waitForURL(/\/manager\/home\/checklist\?.*checkinEligible=1/);
      await expectCount(page.locator('[data-testid="checklist-row"]'), 2);

      await home.openSettings();
      await home.settingsField("society-phone").fill(phone);
      for (const [path, value] of [
        ["society-name-zh", "中国智能自动化学会"],
        ["society-name-en", "Chinese Society for Intelligent Automation"],
      ] as const)
        expect(await home.settingsField(path).inputValue()).toBe(value);
      await home.saveSettings();
      await page.locator(".ant-message-notice").first().waitFor();

      await home.openAuditLog();
      await home.filterAction(words[locale].settingsChanged);
      await page.waitForURL(/action=settings\.update/);
      const newest = home.auditRows().first();
      await expectText(newest, words[locale].settingsChanged);
      await expectText(newest, admin.username);
      await expectText(newest, "society.phone");
      await shot(page, "admin-dashboard", `03-${locale}-audit-log`);
      await context.close();
    });
  }

  it("the dashboard, the audit log and the settings fit a 375 px phone", async () => {
    const context = await newContext(browser, server.url, phone, "zh");
    const page = await context.newPage();
    const admin = server.accounts.find((a) => a.username === "admin");
    if (!admin) throw new Error("no demo administrator");
    await new BackOffice(page).logInAnyRole("all", admin.username, admin.password);
    const home = new HomePages(page);
    const widest = () => page.evaluate(() => document.documentElement.scrollWidth);
    await home.openDashboard(conferenceId);
    await expectExactText(home.total(), "5");
    await home.dayBars().first().waitFor();
    expect(await widest()).toBeLessThanOrEqual(375);
    await shot(page, "admin-dashboard", "04-zh-phone");
    await home.openAuditLog();
    await home.auditRows().first().waitFor();
    expect(await widest()).toBeLessThanOrEqual(375);
    await home.openSettings();
    await home.settingsField("society-phone").waitFor();
    expect(await widest()).toBeLessThanOrEqual(375);
    await context.close();
  });
});
