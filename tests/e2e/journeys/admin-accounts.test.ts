import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, shot } from "../harness/browser";
import { expectCount, expectText } from "../harness/expect";
import { type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";
import { AccountPages } from "../pages/admin-accounts";

const journey = "admin-accounts";
const words = {
  zh: { done: "导入完成：新增 2 条", problems: "导入出错：2 行有问题" },
  en: { done: "Imported: 2 added", problems: "Import error: 2 rows have problems" },
} as const;

/**
 * An administrator creates a staff account at a 1366 px desktop; the staff account signs in, sees neither
 * the account list nor the conference settings nor the society's lists in its menu, is refused by the API
 * when it asks directly (403), and changes its own password from the header's account menu. The
 * administrator then imports a member list: a file with mistakes is refused with each row named, a
 * correct one is written. In Chinese and in English.
 */
describe("back-office accounts and the member list", () => {
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

  const admin = () => {
    const found = server.accounts.find((a) => a.username === "admin");
    if (!found) throw new Error("no demo admin account");
    return found;
  };

  for (const locale of ["zh", "en"] as const) {
    it(`creates a staff account who sees only staff pages and changes its own password (${locale})`, async () => {
      const username = `staff-journey-${locale}`;
      const first = "first-pass-123";
      const second = "second-pass-456";

      const adminContext = await newContext(browser, server.url, desktop, locale);
      const adminPage = await adminContext.newPage();
      await new BackOffice(adminPage).logInAnyRole("all", admin().username, admin().password);
      const office = new AccountPages(adminPage);
      await office.openAccountList();
      await office.createAccount(username, first);
      await expectCount(office.accountRow(username), 1);
      await shot(adminPage, journey, `account-list-${locale}`);

      const staffContext = await newContext(browser, server.url, desktop, locale);
      const staffPage = await staffContext.newPage();
      await new BackOffice(staffPage).logInAnyRole("all", username, first);
      const staff = new AccountPages(staffPage);
      await staff.menu("registerList").waitFor();
      for (const page of ["accountList", "confernce", "societyMembers", "acceptedPapers"]) {
        await expectCount(staff.menu(page), 0);
      }
      await shot(staffPage, journey, `staff-menu-${locale}`);
      for (const path of [
        "/api/admin/accounts",
        "/api/admin/members?kind=caa",
        "/api/admin/conferences/1/accepted-papers",
      ]) {
        const res = await staffPage.request.get(path);
        expect([res.status(), ((await res.json()) as { code: string }).code], path).toEqual([
          403,
          "FORBIDDEN",
        ]);
      }

      await staff.changeOwnPassword(first, second);
      await staff.signOut();
      await new BackOffice(staffPage).logInAnyRole("all", username, second);
      await staff.menu("registerList").waitFor();

      await office.menu("societyMembers").click();
      await office.testId("members-title").waitFor();
      await office.importMembers([
        "姓名,会员号,邮箱",
        `甲${locale},J-${locale}-1,not-an-email`,
        `,J-${locale}-2,`,
      ]);
      await expectText(office.testId("members-import-refused"), words[locale].problems);
      await expectCount(office.testId("members-import-problems").locator("tbody tr"), 2);
      await shot(adminPage, journey, `members-import-problems-${locale}`);
      await adminPage.keyboard.press("Escape");
      await office.testId("members-import-file").waitFor({ state: "detached" });
      await office.importMembers(["姓名,会员号", `甲${locale},J-${locale}-1`, `乙${locale},J-${locale}-2`]);
      await expectText(office.testId("members-import-done"), words[locale].done);
      await adminPage.keyboard.press("Escape");
      await office.searchMembers(`J-${locale}-`);
      await expectCount(office.testId("member-row").filter({ hasText: `J-${locale}-` }), 2);

      await adminContext.close();
      await staffContext.close();
    }, 120_000);
  }
});
