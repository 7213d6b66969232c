import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectCount, expectExactText, expectText } from "../harness/expect";
import { paidWithInvoice } from "../harness/invoice-seed";
import { demoAccount, type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";
import { InvoiceDesk } from "../pages/admin-invoices";

const conferenceId = 1;
/** The unit the three applicants share, to find exactly them with the keyword. */
const unit = "北京航空航天大学自动化学院";
const applicants = ["陈静", "周伟", "吴敏"];

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
