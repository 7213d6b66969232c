import { statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectCount, expectText } from "../harness/expect";
import { demoAccount, type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";
import { RegistrationSheets } from "../pages/admin-sheets";

const journey = "admin-groups";
const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
type Group = {
  id: number;
  groupCode: string;
  members: number;
  paidMembers: number;
  leader: { name: string } | null;
};
const words = {
  zh: { title: "组团优惠", left: "已退出组团", leader: "团长" },
  en: { title: "Group discounts", left: "Left the group", leader: "Leader" },
} as const;

/**
 * Staff of every conference open the group list, find a group by its code typed in lower case, and open
 * its members: the leader marked, the counts those the list shows. At a 1366 px desktop in both
 * languages, and on a 375 px phone.
 */
describe("back-office group list", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const admin = () => demoAccount(server, "admin");

  for (const locale of ["zh", "en"] as const) {
    it(`finds a group by its code and opens its members (${locale})`, async () => {
      const context = await newContext(browser, server.url, desktop, locale);
      const page = await context.newPage();
      await new BackOffice(page).logInAnyRole("all", admin().username, admin().password);
      await new BackOffice(page).menu("groupList").click();
      await expectText(testId(page, "group-title"), words[locale].title);
      const groups = (await (await page.request.get("/api/admin/groups?size=100")).json()) as {
        items: Group[];
      };
      const group = groups.items.find((g) => g.leader !== null && g.members > 1);
      if (!group) throw new Error("the demo has no group with a leader and members");
      await expect.poll(() => testId(page, "group-row").count()).toBeGreaterThan(1);
      await shot(page, journey, `group-list-${locale}`);

      await testId(page, "group-filter-groupCode").fill(group.groupCode.toLowerCase());
      await testId(page, "group-search").click();
      await expectCount(testId(page, "group-row"), 1);
      await expectText(testId(page, "group-code"), group.groupCode);
      await expectText(testId(page, "group-members"), `${group.members} (${group.paidMembers})`);
      // Export current: the one group the code keeps, in a file named for the list.
      const sheet = path.join(os.tmpdir(), `groups-${locale}.xlsx`);
      const name = await new RegistrationSheets(page).export("current", sheet);
      expect(name).toMatch(locale === "zh" ? /^组团列表\d{14}\.xlsx$/ : /^Group list \d{14}\.xlsx$/);
      expect(statSync(sheet).size).toBeGreaterThan(1000);

      await testId(page, "group-open").click();
      const dialog = testId(page, "group-members-dialog");
      await expectText(dialog, group.leader?.name ?? "");
      await expectText(dialog, words[locale].leader);
      const rows = testId(page, "group-member-row");
      const left = testId(page, "group-member-left");
      await expect.poll(async () => (await rows.count()) - (await left.count())).toBe(group.members);
      await shot(page, journey, `group-members-${locale}`);

      // The registration list's keyword finds the group's members by the code; a member's panel opens the
      // same members with this registration marked.
      const office = new BackOffice(page);
      await page.goto("/all/manager/home/registerList");
      await office.search(group.groupCode.toLowerCase());
      await expect.poll(() => office.names().count()).toBeGreaterThanOrEqual(group.members);
      await office.names().first().click();
      await office.detail().waitFor();
      await testId(page, "panel-group-members").click();
      await expectCount(testId(page, "group-member-current"), 1);
      await shot(page, journey, `panel-group-members-${locale}`);
      await context.close();
    });
  }

  for (const locale of ["zh", "en"] as const) {
    it(`adds a discount plan in a conference, finds it by its head count and deletes it (${locale})`, async () => {
      const context = await newContext(browser, server.url, desktop, locale);
      const page = await context.newPage();
      await new BackOffice(page).logInAnyRole("all", admin().username, admin().password);
      const groups = (await (await page.request.get("/api/admin/groups?size=5")).json()) as {
        items: { conference: { id: number } }[];
      };
      const conferenceId = groups.items[0]?.conference.id;
      if (!conferenceId) throw new Error("the demo has no group");
      await page.goto(`/${conferenceId}/manager/home/groupSchemeList`);
      await expect.poll(() => testId(page, "schemes-row").count()).toBeGreaterThan(0);
      const before = await testId(page, "schemes-row").count();
      const head = locale === "zh" ? "37" : "38";
      await testId(page, "schemes-add").click();
      await testId(page, "scheme-min").fill(head);
      await testId(page, "scheme-discount").fill("0.75");
      await testId(page, "schemes-save").click();
      await expectCount(testId(page, "schemes-row"), before + 1);
      await testId(page, "schemes-filter-minNumber").fill(head);
      await testId(page, "schemes-search").click();
      await expectCount(testId(page, "schemes-row"), 1);
      await expectText(testId(page, "schemes-row"), locale === "zh" ? "7.5折" : "25% off");
      await shot(page, journey, `scheme-list-${locale}`);
      await testId(page, "schemes-delete").click();
      await testId(page, "schemes-delete-confirm").click();
      await expectCount(testId(page, "schemes-row"), 0);
      await context.close();
    });
  }

  it("fits a 375 px phone: the list scrolls sideways inside its card", async () => {
    const context = await newContext(browser, server.url, phone, "zh");
    const page = await context.newPage();
    await new BackOffice(page).logInAnyRole("all", admin().username, admin().password);
    await page.goto("/all/manager/home/groupList");
    await testId(page, "group-title").waitFor();
    await testId(page, "group-row").first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, journey, "group-list-phone");
    await context.close();
  });
});
