import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ConferenceView } from "@confreg/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectAttribute, expectCount, expectExactText, expectText } from "../harness/expect";
import { paidWithInvoice } from "../harness/invoice-seed";
import { registeredOnDetail } from "../harness/journey-api";
import { type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";
import { InvoiceDesk } from "../pages/admin-invoices";
import { InvoicePanel } from "../pages/invoice";

const journey = "invoice-lifecycle";
const conferenceId = 1;
/** The unit of this journey's three registrants, to find exactly their invoices with the keyword. */
const unit = "中山大学电子与信息工程学院";
/** The title the attendee typed, one character wrong (阮 for 院), and what finance corrects it to. */
const wrongTitle = "中山大学电子与信息工程学阮";
const correctedTitle = "中山大学电子与信息工程学院";
const attendee = { name: "林晓", login: "lin.xiao.e2e@example.com", n: 141 };
/** Where the attendee asked the invoice to be sent: the school's finance office, not the login. */
const invoiceEmail = "caiwu.e2e@sysu.example.edu.cn";
/** The two other applicants of the same unit, seeded with their invoices applied for. */
const others = ["何芳", "罗斌"];

/** The text poppler reads from a PDF, white space removed (it breaks lines where the layout does). */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "confreg-invoice-"));
  try {
    const file = path.join(dir, "invoice.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-raw", file, "-"]).toString().replace(/\s+/g, "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * An invoice's whole life (the invoices issue's journey): a paid attendee applies for a digital invoice
 * on registerDetail (a phone, 375 px); finance issues it with two others in one batch through the demo's
 * built-in issuer (a desktop, 1366 px); the attendee downloads the PDF; finance voids it, corrects the
 * title in the detail's editor and issues it again; the attendee's new PDF has the corrected title; the
 * invoice's log tells each step in order.
 */
describe("invoice lifecycle journey", () => {
  let server: RunningServer;
  let browser: Browser;
  let view: ConferenceView;

  beforeAll(async () => {
    server = await startServer({
      prepare: async (db) => {
        for (const [index, name] of others.entries()) {
          await paidWithInvoice(
            db,
            { conferenceId, name, unit, email: `invoice.lifecycle.${index}@example.com` },
            { invoiceStatus: 1, invoiceTitle: unit, taxpayerNumber: `12440000455350${640 + index}Q` },
          );
        }
      },
    });
    browser = await launchBrowser();
    view = (await (await fetch(`${server.url}/api/conferences/${conferenceId}`)).json()) as ConferenceView;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The attendee's page after finance acted: reloaded, the invoice issued, its number and its PDF's text. */
  async function downloadIssued(page: Page, invoice: InvoicePanel) {
    await page.reload();
    await expectExactText(invoice.status(), "已开票");
    await expectText(invoice.number(), /\S/);
    const number = (await invoice.number().innerText()).trim();
    const href = (await invoice.download().getAttribute("href")) ?? "";
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    return { number, text: pdfText(await pdf.body()) };
  }

  it("applied for, issued in a batch, downloaded, voided, corrected, re-issued, and every step in the log", async () => {
    // The attendee, paid through the demo cashier, applies on registerDetail.
    const phoneContext = await newContext(browser, server.url, phone);
    const page = await phoneContext.newPage();
    const { payments } = await registeredOnDetail(
      phoneContext,
      page,
      { id: conferenceId, view },
      { ...attendee, unit, position: "副教授" },
      {
        invoice: {
          invoiceType: 5,
          invoiceContent: "registrationFee",
          invoiceTitle: wrongTitle,
          taxpayerNumber: "12440000455354203Q",
          postEmail: invoiceEmail,
        },
      },
    );
    const invoice = new InvoicePanel(page);
    await payments.openMethods();
    await payments.payOnlineWithDemo(3);
    await payments.continueToCashier();
    await payments.settleAtCashier("pay");
    await expectAttribute(payments.line(), "data-status", "2");
    await expectExactText(invoice.status(), "未开票");

    await invoice.openApply();
    await expectText(invoice.applyDetail("type"), "数电发票（普通发票）");
    await expectText(invoice.applyDetail("title"), wrongTitle);
    await expectText(invoice.applyDetail("taxpayer"), "12440000455354203Q");
    await expectText(invoice.applyDetail("email"), invoiceEmail);
    await page.waitForTimeout(400);
    await shot(page, journey, "01-attendee-confirm-dialog");
    await invoice.confirmApply();
    await expectText(invoice.toast(), "发票申请已提交");
    await invoice.applyDialog().waitFor({ state: "detached" });
    await expectExactText(invoice.status(), "申请中");
    await invoice.scrollIntoView();
    await shot(page, journey, "02-attendee-applied");

    // Finance issues the three applied-for invoices of the unit in one batch.
    const deskContext = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await deskContext.newPage());
    const admin = server.accounts.find((a) => a.username === "admin");
    if (!admin) throw new Error("the demo seed has no administrator");
    await office.logIn(conferenceId, admin.username, admin.password);
    const desk = new InvoiceDesk(office.page);
    await desk.open();
    await desk.search(unit);
    await expectCount(desk.rows(), 3);
    for (const name of [attendee.name, ...others]) {
      await expectExactText(desk.status(name), "申请中");
      await desk.select(name);
    }
    await expectText(desk.batchIssueButton(), "3");
    await desk.issueSelected();
    await expectText(desk.batchDone(), "3 条");
    for (const name of [attendee.name, ...others]) await expectExactText(desk.status(name), "已开票");
    await desk.settle();
    await shot(office.page, journey, "03-finance-batch-issued");

    // The attendee downloads the PDF: the invoice's number and the title as given.
    const first = await downloadIssued(page, invoice);
    await expectExactText(desk.number(attendee.name), first.number);
    expect(first.text).toContain(first.number);
    expect(first.text).toContain(wrongTitle);
    await invoice.scrollIntoView();
    await shot(page, journey, "04-attendee-issued");

    // Finance voids it (red reversal), corrects the title in the detail's editor and issues it again.
    await desk.voidWith(attendee.name, "发票抬头有误，更正后重开");
    await expectExactText(desk.status(attendee.name), "已作废");
    await desk.openDetail(attendee.name);
    await expectExactText(desk.detailStatus(), "已作废");
    await desk.openEditor();
    const title = desk.editorField("invoiceTitle");
    expect(await title.inputValue()).toBe(wrongTitle);
    await title.fill(correctedTitle);
    await desk.settle();
    await shot(office.page, journey, "05-finance-correct-title");
    await desk.saveEditor();
    await expectText(desk.detail(), correctedTitle);
    const detailLog = desk.detail().locator('[data-testid="invoice-detail-log-entry"]');
    await expectCount(detailLog, 4);
    await expectAttribute(detailLog.last(), "data-action", "6");
    await expectText(detailLog.last(), "修改开票信息：发票抬头");
    await desk.closeDetail();
    await desk.issue(attendee.name, "reissue");
    await expectExactText(desk.status(attendee.name), "已开票");
    await expectText(desk.toast(), "操作成功！");

    // The attendee's new PDF: a new number, the corrected title.
    const second = await downloadIssued(page, invoice);
    expect(second.number).not.toBe(first.number);
    expect(second.text).toContain(second.number);
    expect(second.text).toContain(correctedTitle);
    expect(second.text).not.toContain(wrongTitle);
    await invoice.scrollIntoView();
    await shot(page, journey, "06-attendee-reissued");

    // The log, oldest first: applied, issued, red reversal, details corrected, issued.
    await desk.openLog(attendee.name);
    const log = desk.logEntries();
    await expectCount(log, 5);
    const actions = await log.evaluateAll((entries) => entries.map((e) => e.getAttribute("data-action")));
    expect(actions).toEqual(["5", "1", "2", "6", "1"]);
    await expectText(log.nth(0), "参会人申请开票");
    await expectText(log.nth(1), "开票");
    await expectText(log.nth(1), `发票 ${first.number} 已开具`);
    await expectText(log.nth(2), "红冲");
    await expectText(log.nth(2), `发票 ${first.number} 已被红字发票`);
    await expectText(log.nth(2), "原因：发票抬头有误，更正后重开");
    await expectText(log.nth(3), "修改开票信息：发票抬头");
    await expectText(log.nth(4), "开票");
    await expectText(log.nth(4), `更正后的发票 ${second.number} 已开具，替代 ${first.number}`);
    await desk.settle();
    await shot(office.page, journey, "07-finance-log");

    await deskContext.close();
    await phoneContext.close();
  }, 240_000);
});
