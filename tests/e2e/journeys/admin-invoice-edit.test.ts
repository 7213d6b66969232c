import { type Database, type NuonuoFake, startNuonuoFake } from "@confreg/server/testing";
import type { Kysely } from "kysely";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectCount, expectExactText, expectText } from "../harness/expect";
import { paidWithInvoice } from "../harness/invoice-seed";
import { demoAccount, type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";
import { InvoiceDesk } from "../pages/admin-invoices";

const conferenceId = 1;
/** The unit every invoice of this journey is for, to find exactly them with the keyword. */
const unit = "清华大学精密仪器系";
const wrongTitle = "清华大学精密仪器糸";
const correctedTitle = "清华大学精密仪器系（财务处）";
/** Checks every 5 s; three unanswered ones end in the pending alert (15 s rather than 5 minutes). */
const pollMax = 3;
/** Long enough for a few 5-second checks. */
const platformWait = 30_000;

const people = {
  voided: "赵敏",
  silent: "钱程",
  pdfFailed: "孙丽",
  applied: "周强",
} as const;
type Person = keyof typeof people;

const testId = (scope: Page | Locator, id: string) => scope.locator(`[data-testid="${id}"]`);

/** The invoice list with exactly this journey's invoices, found by their unit. */
async function openDesk(page: Page) {
  const desk = new InvoiceDesk(page);
  await desk.goto(conferenceId);
  await desk.search(unit);
  await expectCount(desk.rows(), Object.keys(people).length);
  return desk;
}

/**
 * Finance corrects the title of a voided digital invoice and issues it again through the tax platform (a
 * local fake of Nuonuo): the page checks the platform every 5 seconds while it works, tells staff to wait
 * when it stays silent, and offers Retry or Back when the invoice is issued without its PDF.
 */
describe("back-office invoice edits and the digital invoice platform", () => {
  let server: RunningServer;
  let browser: Browser;
  let fake: NuonuoFake;
  const ids = {} as Record<Person, number>;
  const orderNo = (who: Person, attempt: number) => `INV${String(ids[who]).padStart(8, "0")}A${attempt}`;

  const account = (username: string) => demoAccount(server, username);

  /** A paid registration of conference 1 with a digital invoice at `status` (a voided one was issued by Nuonuo). */
  async function seedInvoice(db: Kysely<Database>, who: Person, index: number, status: 1 | -2) {
    const voided =
      status === -2
        ? { issuer: "nuonuo", attempts: 1, invoiceNumber: "25442000000000000099", amount: 160_000 }
        : {};
    ids[who] = await paidWithInvoice(
      db,
      { conferenceId, name: people[who], unit, email: `invoice.edit.${index}@example.com` },
      {
        invoiceType: 5,
        invoiceStatus: status,
        invoiceTitle: wrongTitle,
        taxpayerNumber: `12100000400000${630 + index}D`,
        ...voided,
      },
    );
  }

  beforeAll(async () => {
    fake = await startNuonuoFake();
    server = await startServer({
      env: { ...fake.env, INVOICE_POLL_MAX: String(pollMax) },
      prepare: async (db) => {
        await seedInvoice(db, "voided", 0, -2);
        await seedInvoice(db, "silent", 1, 1);
        await seedInvoice(db, "pdfFailed", 2, 1);
        await seedInvoice(db, "applied", 3, 1);
      },
    });
    fake.script(orderNo("voided", 2), { kind: "success", afterQueries: 1 });
    fake.script(orderNo("silent", 1), { kind: "success", afterQueries: 1_000 });
    fake.script(orderNo("pdfFailed", 1), { kind: "pdfFailed" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it("finance corrects a voided invoice's title and re-issues it; the page follows the platform until it is issued", async () => {
    const context = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await context.newPage());
    const { username, password } = account("admin");
    await office.logIn(conferenceId, username, password);
    const desk = await openDesk(office.page);
    await expectExactText(desk.status(people.voided), "已作废");

    await desk.openDetail(people.voided);
    await desk.openEditor();
    const title = desk.editorField("invoiceTitle");
    expect(await title.inputValue()).toBe(wrongTitle);
    await title.fill(correctedTitle);
    await desk.settle();
    await shot(office.page, "admin-invoice-edit", "01-edit-voided-invoice");
    await desk.saveEditor();
    await expectText(desk.detail(), correctedTitle);
    await desk.closeDetail();

    await desk.issue(people.voided, "reissue");
    await expectCount(testId(desk.row(people.voided), "invoice-waiting"), 1);
    await expectExactText(desk.status(people.voided), "开票中");
    await desk.scrollListHome();
    await desk.settle();
    await shot(office.page, "admin-invoice-edit", "02-waiting-for-the-platform");
    await expectText(desk.status(people.voided), "已开票", platformWait);
    await expectCount(testId(desk.row(people.voided), "invoice-waiting"), 0);
    await expectCount(desk.action(people.voided, "pdf"), 1);
    // The platform received the corrected title, under the re-issue's own order number.
    expect(fake.orders.get(orderNo("voided", 2))?.order.buyerName).toBe(correctedTitle);

    // The log ends with the issue the platform confirmed.
    await desk.openLog(people.voided);
    await expectText(desk.logEntries().last(), "开票");
    await office.page.keyboard.press("Escape");
    await context.close();
  });

  it("a platform that stays silent ends in the pending alert; the invoice waits for a query", async () => {
    const context = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await context.newPage());
    const { username, password } = account("admin");
    await office.logIn(conferenceId, username, password);
    const desk = await openDesk(office.page);
    await desk.issue(people.silent, "issue");
    await expectCount(testId(desk.row(people.silent), "invoice-waiting"), 1);
    const alertOk = testId(office.page, "invoice-pending-alert-ok");
    await expectCount(alertOk, 1, pollMax * 5_000 + platformWait);
    await desk.settle();
    await shot(office.page, "admin-invoice-edit", "03-pending-alert");
    await alertOk.click();
    await expectCount(testId(desk.row(people.silent), "invoice-waiting"), 0);
    await expectExactText(desk.status(people.silent), "开票中");
    await expectCount(desk.action(people.silent, "query"), 1);
    await context.close();
  });

  it("an invoice issued without its PDF offers Retry or Back; Retry from the list brings the PDF", async () => {
    const context = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await context.newPage());
    const { username, password } = account("admin");
    await office.logIn(conferenceId, username, password);
    const desk = await openDesk(office.page);
    await desk.issue(people.pdfFailed, "issue");
    const dialog = testId(office.page, "document-missing");
    await dialog.waitFor({ timeout: platformWait });
    await desk.settle();
    await shot(office.page, "admin-invoice-edit", "04-pdf-failed-retry-or-back");
    await testId(office.page, "document-missing-back").click();
    await expectCount(dialog, 0);

    await expectExactText(desk.status(people.pdfFailed), "已开票");
    await expectCount(testId(desk.row(people.pdfFailed), "invoice-document-missing"), 1);
    await expectCount(desk.action(people.pdfFailed, "pdf"), 0);
    await desk.scrollListHome();
    await desk.settle();
    await shot(office.page, "admin-invoice-edit", "05-row-pdf-missing");

    await desk.action(people.pdfFailed, "retry").click();
    await expectCount(desk.action(people.pdfFailed, "pdf"), 1, platformWait);
    await expectCount(testId(desk.row(people.pdfFailed), "invoice-document-missing"), 0);
    await expectText(desk.toast(), "操作成功！");
    const reInvoiced = fake.requests.filter((r) => r.method === "nuonuo.OpeMplatform.reInvoice");
    expect(reInvoiced.map((r) => r.content.orderno)).toEqual([orderNo("pdfFailed", 1)]);
    await context.close();
  });

  it("on a 375 px phone the editor fits the screen and shows the server's findings on their fields", async () => {
    const context = await newContext(browser, server.url, phone);
    const office = new BackOffice(await context.newPage());
    const { username, password } = account("admin");
    await office.logIn(conferenceId, username, password);
    const desk = await openDesk(office.page);
    await desk.settle();
    await shot(office.page, "admin-invoice-edit", "06-phone-list");
    await desk.openDetail(people.applied);
    await desk.openEditor();
    // The server's finding shows on its field, in the staff's language; nothing is saved.
    await desk.editorField("taxpayerNumber").fill("000000000000000");
    await testId(office.page, "invoice-edit-save").click();
    await expectText(office.page.locator(".ant-form-item-explain-error"), "纳税人识别号不能全为0。");
    await desk.settle();
    await shot(office.page, "admin-invoice-edit", "07-phone-editor");
    const overflow = await office.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
