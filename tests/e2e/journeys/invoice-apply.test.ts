import { type Database, openDatabase } from "@confreg/server/testing";
import type { ConferenceView } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectAttribute, expectText } from "../harness/expect";
import { registeredOnDetail, adminApi as signedInAdminApi } from "../harness/journey-api";
import { type RunningServer, startServer } from "../harness/server";
import { InvoicePanel } from "../pages/invoice";

const journey = "invoice";
const invoiceTitle = "浙江大学控制科学与工程学院";

/**
 * The attendee's invoice on registerDetail (spec 000 §4): a registration paid through the demo cashier
 * offers "Apply for invoice"; the confirmation shows the invoice's details, applying says so and the
 * status reads "Applied for"; once the office has issued it, the page shows its number and a link to the
 * PDF. A phone at 375 px.
 */
describe("invoice journey", () => {
  let server: RunningServer;
  let browser: Browser;
  let database: { db: Kysely<Database>; close(): Promise<void> };
  let view: ConferenceView;
  const conferenceId = 1;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    database = await openDatabase(server.database);
    view = (await (await fetch(`${server.url}/api/conferences/${conferenceId}`)).json()) as ConferenceView;
  });
  afterAll(async () => {
    await database?.close();
    await browser?.close();
    await server?.stop();
  });

  /** A new attendee with one unpaid registration asking for a digital invoice, opened on its detail. */
  const registered = (context: BrowserContext, page: Page, who: { login: string; n: number }) =>
    registeredOnDetail(
      context,
      page,
      { id: conferenceId, view },
      { ...who, name: "Chen Jing", unit: invoiceTitle, position: "Lecturer" },
      {
        invoice: {
          invoiceType: 5,
          invoiceContent: "registrationFee",
          invoiceTitle,
          taxpayerNumber: "12330000470003281X",
          postEmail: who.login,
        },
      },
    );
  const adminApi = () => signedInAdminApi(server);

  it("a paid attendee applies for the invoice, sees Applied for, then its number and the PDF once issued (en, 375 px)", async () => {
    const context = await newContext(browser, server.url, phone, "en");
    const page = await context.newPage();
    const { payments, registration } = await registered(context, page, {
      login: "invoice.en.e2e@example.com",
      n: 131,
    });
    const invoice = new InvoicePanel(page);

    // Unpaid: no invoice to apply for yet.
    expect(await invoice.applyButton().count()).toBe(0);

    // Paid through the demo cashier (WeChat Pay), back on the page without a reload.
    await payments.openMethods();
    await payments.payOnlineWithDemo(3);
    await payments.continueToCashier();
    await payments.settleAtCashier("pay");
    await expectAttribute(payments.notice(), "data-result", "paid");
    await expectAttribute(payments.line(), "data-status", "2");

    await expectText(invoice.status(), "Not invoiced");
    await invoice.applyButton().waitFor();
    await invoice.scrollIntoView();
    await shot(page, journey, "01-apply-offered");

    // The confirmation shows what the invoice will say and where it goes.
    await invoice.openApply();
    await expectText(invoice.applyDetail("type"), "Digital invoice");
    await expectText(invoice.applyDetail("title"), invoiceTitle);
    await expectText(invoice.applyDetail("email"), "invoice.en.e2e@example.com");
    expect(await invoice.applyDetail("no-title").count()).toBe(0);
    await page.waitForTimeout(400);
    await shot(page, journey, "02-confirm-dialog");

    await invoice.confirmApply();
    await expectText(invoice.toast(), "Invoice application submitted");
    await invoice.applyDialog().waitFor({ state: "detached" });
    await expectText(invoice.status(), "Applied for");
    await invoice.applyButton().waitFor({ state: "detached" });
    expect(await invoice.download().count()).toBe(0);
    await invoice.scrollIntoView();
    await shot(page, journey, "03-applied-for");

    // The office issues it (the demo's built-in issuer); the attendee's page shows the number and the PDF.
    const applied = await database.db
      .selectFrom("invoices")
      .select(["id", "invoiceStatus"])
      .where("registrationId", "=", registration.id)
      .executeTakeFirstOrThrow();
    expect(applied.invoiceStatus).toBe(1);
    const office = await adminApi();
    const issued = (await office.post(`/api/admin/invoices/${applied.id}/issue`, {})) as { outcome: string };
    expect(issued.outcome).toBe("done");
    await office.dispose();

    await page.reload();
    await expectText(invoice.status(), "Issued");
    await expectText(invoice.number(), /\S+/);
    const number = (await invoice.number().innerText()).trim();
    const stored = await database.db
      .selectFrom("invoices")
      .select(["invoiceNumber"])
      .where("id", "=", applied.id)
      .executeTakeFirstOrThrow();
    expect(number).toBe(stored.invoiceNumber);
    await expectText(invoice.download(), "Download invoice");
    const href = await invoice.download().getAttribute("href");
    expect(href).toBe(`/api/registrations/${registration.id}/invoice/document`);
    expect(await invoice.download().getAttribute("target")).toBe("_blank");
    expect(await invoice.applyButton().count()).toBe(0);
    await invoice.scrollIntoView();
    await shot(page, journey, "04-issued-download");

    // The link answers with the invoice's PDF for the signed-in attendee.
    const pdf = await page.request.get(href ?? "");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await context.close();
  });
});
