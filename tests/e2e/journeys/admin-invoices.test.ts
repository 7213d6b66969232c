import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectCount, expectExactText, expectText, textOf } from "../harness/expect";
import { paidWithInvoice } from "../harness/invoice-seed";
import { demoAccount, type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";
import { InvoiceDesk } from "../pages/admin-invoices";

const conferenceId = 1;
/** The unit the three applicants share, to find exactly them with the keyword. */
const unit = "北京航空航天大学自动化学院";
const applicants = ["陈静", "周伟", "吴敏"];
/** Whose issued invoice is re-issued to correct it, of a unit of their own (found alone by it). */
const correction = { name: "郑洁", unit: "北京航空航天大学仪器科学与光电工程学院" };

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/**
 * Finance finds three paid registrations whose invoices were applied for, issues them in one batch and
 * sees three issued; voids one with a reason, issues it again, and reads the three steps in its log.
 */
describe("back-office invoices journey", () => {
  let server: RunningServer;
  let browser: Browser;

  const account = (username: string) => demoAccount(server, username);

  beforeAll(async () => {
    // Three paid registrations with electronic invoices applied for (status 1), before the server starts.
    server = await startServer({
      prepare: async (db) => {
        for (const [index, name] of applicants.entries()) {
          await paidWithInvoice(
            db,
            { conferenceId, name, unit, email: `invoice.e2e.${index}@example.com` },
            {
              invoiceType: 1,
              invoiceStatus: 1,
              invoiceTitle: unit,
              taxpayerNumber: `12100000400000${620 + index}D`,
            },
          );
        }
        await paidWithInvoice(
          db,
          { conferenceId, ...correction, email: "invoice.e2e.reissue@example.com" },
          {
            invoiceType: 5,
            invoiceStatus: 1,
            invoiceTitle: correction.unit,
            taxpayerNumber: "12100000400000630D",
          },
        );
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("the administrator issues three applied-for invoices in a batch, voids one and re-issues it", async () => {
    const context = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await context.newPage());
    const invoices = new InvoiceDesk(office.page);
    const { username, password } = account("admin");
    await office.logIn(conferenceId, username, password);
    await invoices.open();
    await invoices.search(unit);
    await expectCount(invoices.rows(), 3);
    await expectExactText(invoices.total(), "共 3 张发票");
    for (const name of applicants) await expectExactText(invoices.status(name), "申请中");
    for (const name of applicants) await invoices.select(name);
    await expectText(invoices.batchIssueButton(), "3");
    await invoices.settle();
    await shot(office.page, "admin-invoices", "01-invoicelist-selected");

    await invoices.issueSelected();
    await expectText(invoices.batchDone(), "3 条");
    for (const name of applicants) await expectExactText(invoices.status(name), "已开票");
    await expectCount(invoices.action(applicants[0] ?? "", "pdf"), 1);
    await invoices.settle();
    await shot(office.page, "admin-invoices", "02-batch-issued");

    const first = applicants[0] ?? "";
    await invoices.voidWith(first, "发票抬头有误，需重开");
    await expectExactText(invoices.status(first), "已作废");
    await invoices.issue(first, "reissue");
    await expectExactText(invoices.status(first), "已开票");
    await expectText(invoices.toast(), "操作成功！");

    await invoices.openLog(first);
    await expectCount(invoices.logEntries(), 3);
    await expectText(invoices.logEntries().nth(0), "开票");
    await expectText(invoices.logEntries().nth(1), "红冲");
    await expectText(invoices.logEntries().nth(2), "开票");
    await invoices.settle();
    await shot(office.page, "admin-invoices", "03-log");

    // The detail: every field, and the paper's collection recorded (taken, then not taken).
    await office.page.keyboard.press("Escape");
    await invoices.openDetail(first);
    await expectExactText(invoices.detailStatus(), "已开票");
    await testId(office.page, "invoice-detail-taken").click();
    await expectCount(testId(office.page, "invoice-detail-not-taken"), 1);
    await invoices.settle();
    await shot(office.page, "admin-invoices", "05-detail-taken");
    await testId(office.page, "invoice-detail-not-taken").click();
    await expectCount(testId(office.page, "invoice-detail-taken"), 1);
    await context.close();
  });

  it("re-issuing an issued invoice names the number it red-reverses first, in both languages, and the log tells both steps", async () => {
    const context = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await context.newPage());
    const invoices = new InvoiceDesk(office.page);
    const { username, password } = account("admin");
    await office.logIn(conferenceId, username, password);
    await invoices.goto(conferenceId);
    await invoices.search(correction.unit);
    await expectCount(invoices.rows(), 1);
    await invoices.issue(correction.name, "issue");
    await expectExactText(invoices.status(correction.name), "已开票");
    // An issued invoice is not issued again: the row offers Re-issue and Void, no Issue.
    await expectCount(invoices.action(correction.name, "issue"), 0);
    const first = await textOf(invoices.number(correction.name));

    await invoices.openReissue(correction.name);
    await expectExactText(
      invoices.reissueExplanation(),
      `发票 ${first} 将先红冲，再开具更正后的发票替代它。`,
    );
    await invoices.settle();
    await shot(office.page, "admin-invoices", "06-reissue-confirm-zh");
    await office.page.keyboard.press("Escape");
    await invoices.reissueExplanation().waitFor({ state: "detached" });

    await office.toggleLanguage();
    await invoices.openReissue(correction.name);
    await expectExactText(
      invoices.reissueExplanation(),
      `Invoice ${first} will be red-reversed first, then a corrected invoice issued in its place.`,
    );
    await invoices.settle();
    await shot(office.page, "admin-invoices", "07-reissue-confirm-en");
    await invoices.confirmReissue("Title corrected at the buyer's request");
    await expectExactText(invoices.status(correction.name), "Issued");
    const second = await textOf(invoices.number(correction.name));
    expect(second).not.toBe(first);

    // The log: issued, red-reversed for the re-issue (with its reason), the corrected one in its place.
    await invoices.openLog(correction.name);
    await expectCount(invoices.logTexts(), 3);
    await expectExactText(invoices.logTexts().nth(0), `Invoice ${first} issued`);
    await expectText(invoices.logTexts().nth(1), `Invoice ${first} red-reversed by red invoice`);
    await expectText(invoices.logTexts().nth(1), "Reason: Title corrected at the buyer's request");
    await expectExactText(
      invoices.logTexts().nth(2),
      `Corrected invoice ${second} issued in place of ${first}`,
    );
    await invoices.settle();
    await shot(office.page, "admin-invoices", "08-reissue-log-en");
    await office.page.keyboard.press("Escape");

    await office.toggleLanguage();
    await invoices.openLog(correction.name);
    await expectExactText(invoices.logTexts().nth(0), `发票 ${first} 已开具`);
    await expectText(invoices.logTexts().nth(1), `发票 ${first} 已被红字发票`);
    await expectText(invoices.logTexts().nth(1), "原因：Title corrected at the buyer's request");
    await expectExactText(invoices.logTexts().nth(2), `更正后的发票 ${second} 已开具，替代 ${first}`);
    await invoices.settle();
    await shot(office.page, "admin-invoices", "09-reissue-log-zh");
    await context.close();
  });

  it("works on a 375 px phone: the list scrolls sideways inside its card", async () => {
    const context = await newContext(browser, server.url, phone);
    const office = new BackOffice(await context.newPage());
    const invoices = new InvoiceDesk(office.page);
    const { username, password } = account("admin");
    await office.logIn(conferenceId, username, password);
    await invoices.goto(conferenceId);
    await invoices.search(unit);
    await expectCount(invoices.rows(), 3);
    await invoices.settle();
    await shot(office.page, "admin-invoices", "04-phone-invoicelist");
    const overflow = await office.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
