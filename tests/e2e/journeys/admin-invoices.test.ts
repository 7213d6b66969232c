import { insertPayLine, insertRegistration, transact } from "@confreg/server/testing";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectCount, expectExactText, expectText } from "../harness/expect";
import { type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";

const conferenceId = 1;
/** The unit the three applicants share, to find exactly them with the keyword. */
const unit = "北京航空航天大学自动化学院";
const applicants = ["陈静", "周伟", "吴敏"];

const testId = (scope: Page | Locator, id: string) => scope.locator(`[data-testid="${id}"]`);

/** The back office's invoice list (invoiceList), its batch issue, row actions and dialogs. */
class InvoicesOffice {
  constructor(readonly page: Page) {}
  async settle() {
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  }
  async open() {
    await testId(this.page, "menu-invoiceList").click();
    await this.page.waitForURL(/\/manager\/home\/invoiceList/);
  }
  async search(keyword: string) {
    const box = testId(this.page, "invoice-keyword");
    await box.fill(keyword);
    await box.press("Enter");
  }
  rows() {
    return testId(this.page, "invoice-row");
  }
  row(name: string) {
    return this.rows().filter({ has: testId(this.page, "invoice-name").getByText(name, { exact: true }) });
  }
  status(name: string) {
    return testId(this.row(name), "invoice-status");
  }
  action(name: string, action: string) {
    return testId(this.row(name), `invoice-action-${action}`);
  }
  async select(name: string) {
    await this.row(name).locator("input[type=checkbox]").check();
  }
  /** Presses the row's Issue or Re-issue, then OK in its confirmation. */
  async issue(name: string, action: "issue" | "reissue") {
    await this.action(name, action).click();
    await testId(this.page, "invoice-confirm-ok").locator("visible=true").click();
  }
  async issueSelected() {
    await testId(this.page, "invoice-batch-issue").click();
    await testId(this.page, "invoice-batch-confirm").click();
  }
  batchDone() {
    return testId(this.page, "invoice-batch-done");
  }
  async voidWith(name: string, reason: string) {
    await this.action(name, "void").click();
    await testId(this.page, "void-reason-input").fill(reason);
    await testId(this.page, "void-submit").click();
  }
  logEntries() {
    return testId(this.page, "invoice-log-entry");
  }
  toast() {
    return this.page.locator(".ant-message-notice").last();
  }
}

/**
 * Finance finds three paid registrations whose invoices were applied for, issues them in one batch and
 * sees three issued; voids one with a reason, issues it again, and reads the three steps in its log.
 */
describe("back-office invoices journey", () => {
  let server: RunningServer;
  let browser: Browser;

  const account = (username: string) => {
    const found = server.accounts.find((a) => a.username === username || a.username.startsWith(username));
    if (!found) throw new Error(`no demo account ${username}`);
    return found;
  };

  beforeAll(async () => {
    // Three paid registrations with electronic invoices applied for (status 1), before the server starts.
    server = await startServer({
      prepare: async (db) => {
        const type = await db
          .selectFrom("participantTypes")
          .select("id")
          .where("conferenceId", "=", conferenceId)
          .orderBy("id")
          .executeTakeFirstOrThrow();
        for (const [index, name] of applicants.entries()) {
          const reg = await insertRegistration(db, {
            conferenceId,
            participantTypeId: type.id,
            name,
            unit,
            email: `invoice.e2e.${index}@example.com`,
          });
          await insertPayLine(db, {
            registrationId: reg.id,
            payType: 1,
            payStatus: 2,
            totalFee: 160_000,
            receivedFee: 160_000,
            payTime: new Date().toISOString(),
          });
          const now = new Date().toISOString();
          await transact(db, async (tx) => {
            tx.touch(reg.id);
            await tx.db
              .insertInto("invoices")
              .values({
                registrationId: reg.id,
                invoiceType: 1,
                invoiceStatus: 1,
                invoiceContent: "registrationFee",
                invoiceTitle: unit,
                taxpayerNumber: `12100000400000${620 + index}D`,
                createTime: now,
                updateTime: now,
              })
              .execute();
          });
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
    const invoices = new InvoicesOffice(office.page);
    const { username, password } = account("admin");
    await office.logIn(conferenceId, username, password);
    await invoices.open();
    await invoices.search(unit);
    await expectCount(invoices.rows(), 3);
    await expectExactText(testId(office.page, "invoice-total"), "共 3 张发票");
    for (const name of applicants) await expectExactText(invoices.status(name), "申请中");
    for (const name of applicants) await invoices.select(name);
    await expectText(testId(office.page, "invoice-batch-issue"), "3");
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

    await invoices.action(first, "log").click();
    await expectCount(invoices.logEntries(), 3);
    await expectText(invoices.logEntries().nth(0), "开票");
    await expectText(invoices.logEntries().nth(1), "红冲");
    await expectText(invoices.logEntries().nth(2), "开票");
    await invoices.settle();
    await shot(office.page, "admin-invoices", "03-log");

    // The detail: every field, and the paper's collection recorded (taken, then not taken).
    await office.page.keyboard.press("Escape");
    await testId(invoices.row(first), "invoice-name").click();
    await expectExactText(testId(office.page, "invoice-detail-status"), "已开票");
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
    const invoices = new InvoicesOffice(office.page);
    const { username, password } = account("admin");
    await office.logIn(conferenceId, username, password);
    await office.page.goto(`/${conferenceId}/manager/home/invoiceList`);
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
