import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, shot, staleCsrfToken } from "../harness/browser";
import { expectCount, expectExactText, expectText } from "../harness/expect";
import { demoAccount, type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";
import { RegistrationSheets, readXlsx, writeXlsx } from "../pages/admin-sheets";

const conferenceId = 1;
const unit = "导入旅程大学";
const files = mkdtempSync(path.join(tmpdir(), "confreg-import-"));

/**
 * Staff of a conference download the import template, fill in 200 people with three mistakes (a gender,
 * an e-mail, a participant type nobody offers), see all three reported with their rows and names and
 * nothing imported; they correct the sheet and import it. An English-speaking colleague imports a few
 * people with the English template.
 */
describe("back-office registration import journey", () => {
  let server: RunningServer;
  let browser: Browser;
  let typeZh = "";
  let typeEn = "";

  const account = (username: string) => demoAccount(server, username);

  beforeAll(async () => {
    server = await startServer({
      prepare: async (db) => {
        const type = await db
          .selectFrom("participantTypes")
          .select(["titleZh", "titleEn"])
          .where("conferenceId", "=", conferenceId)
          .where("isHidden", "=", 0)
          .orderBy("id")
          .executeTakeFirstOrThrow();
        typeZh = type.titleZh;
        typeEn = type.titleEn;
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("staff import 200 people: three bad rows are all reported and nothing is written; corrected, all are imported", async () => {
    const context = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await context.newPage());
    const sheets = new RegistrationSheets(office.page);
    const { username, password } = account("staff-ciac");
    await office.logIn(conferenceId, username, password);

    const template = path.join(files, "template.xlsx");
    await sheets.downloadTemplate(template);
    const { headers } = await readXlsx(template);
    expect(headers.slice(0, 3)).toEqual(["姓名*", "性别*", "单位*"]);
    const person = (i: number): Record<string, string> => ({
      "姓名*": `导入旅程${i}`,
      "性别*": i % 2 ? "男" : "女",
      "单位*": unit,
      "职称*": "研究员",
      "邮箱*": `import.journey.${i}@example.org`,
      "手机号*": `138${String(20_000_000 + i).slice(-8)}`,
      "参会类型*": typeZh,
      "支付方式*": "银行转账",
      "发票类型*": "不开发票",
    });
    const people = Array.from({ length: 200 }, (_, i) => person(i));
    const bad = people.map((row) => ({ ...row }));
    Object.assign(bad[10] ?? {}, { "性别*": "未知" });
    Object.assign(bad[99] ?? {}, { "邮箱*": "no-at-sign" });
    Object.assign(bad[180] ?? {}, { "参会类型*": "不存在的类型" });
    const badFile = path.join(files, "bad.xlsx");
    await writeXlsx(badFile, headers, bad);

    await sheets.upload(badFile);
    await expectCount(sheets.problems(), 3);
    await expectText(sheets.problemList(), "3 行有问题");
    await expectText(sheets.problems().nth(0), "第 12 行 导入旅程10");
    await expectText(sheets.problems().nth(1), "第 101 行 导入旅程99");
    await expectText(sheets.problems().nth(2), "第 182 行 导入旅程180");
    await shot(office.page, "admin-import", "01-three-bad-rows");
    await office.search(unit);
    await expectExactText(office.total(), "共 0 条注册");

    // The CSRF token has gone stale meanwhile (a sign-in in another tab): the upload is refused once and
    // sent again with the fresh token, unnoticed.
    const goodFile = path.join(files, "good.xlsx");
    await writeXlsx(goodFile, headers, people);
    await staleCsrfToken(context, server.url);
    const uploadAnswers: number[] = [];
    office.page.on("response", (res) => {
      if (res.url().endsWith("/registration-sheets/uploads")) uploadAnswers.push(res.status());
    });
    await sheets.upload(goodFile);
    await expectText(sheets.result(), "导入成功");
    expect(uploadAnswers).toEqual([403, 200]);
    await expectCount(sheets.problems(), 0);
    await office.search(unit);
    await expectExactText(office.total(), "共 200 条注册");
    await shot(office.page, "admin-import", "02-imported");

    // Imported with fee 0: nothing to pay, never unpaid, in the filter and in the panel.
    await office.chooseFilter("payStatus", "未支付");
    await office.applyFilters();
    await expectExactText(office.total(), "共 0 条注册");
    await office.chooseFilter("payStatus", "无需缴费");
    await office.applyFilters();
    await expectExactText(office.total(), "共 200 条注册");
    await office.names().first().click();
    await expectExactText(office.page.locator('[data-testid="panel-pay-state"]'), "无需缴费");
    await shot(office.page, "admin-import", "03-imported-nothing-to-pay");
    await context.close();
  });

  it("in English, the template's titles are English and a few people import", async () => {
    const context = await newContext(browser, server.url, desktop, "en");
    const office = new BackOffice(await context.newPage());
    const sheets = new RegistrationSheets(office.page);
    const { username, password } = account("staff-ciac");
    await office.logIn(conferenceId, username, password);
    const template = path.join(files, "template-en.xlsx");
    await sheets.downloadTemplate(template);
    const { headers } = await readXlsx(template);
    expect(headers.slice(0, 3)).toEqual(["Name*", "Gender*", "Institution*"]);
    const rows = Array.from({ length: 3 }, (_, i) => ({
      "Name*": `Import Journey ${i}`,
      "Gender*": "Female",
      "Institution*": "Import Journey Institute",
      "Job title*": "Professor",
      "E-mail*": `import.en.${i}@example.org`,
      "Mobile number*": `0044207946000${i}`,
      "Participant type*": typeEn,
      "Payment method*": "Bank transfer",
      "Invoice type*": "No invoice",
    }));
    const file = path.join(files, "english.xlsx");
    await writeXlsx(file, headers, rows);
    await sheets.upload(file);
    await expectText(sheets.result(), "Import succeeded: 3 registrations.");
    await office.search("Import Journey Institute");
    await office.chooseFilter("payStatus", "Nothing to pay");
    await office.applyFilters();
    await expectExactText(office.total(), "3 registrations");
    await office.names().first().click();
    await expectExactText(office.page.locator('[data-testid="panel-pay-state"]'), "Nothing to pay");
    await shot(office.page, "admin-import", "04-imported-nothing-to-pay-en");
    await context.close();
  });
});
