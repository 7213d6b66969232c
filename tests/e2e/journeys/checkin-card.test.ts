import { type Database, openDatabase, Pii } from "@confreg/server/testing";
import { type ConferenceView, checkinQrPublicKey, verifyCheckinQr } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectAttribute, expectText } from "../harness/expect";
import { registeredOnDetail } from "../harness/journey-api";
import { type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";

const journey = "checkin-card";

/**
 * The check-in code on registerDetail (spec 000 §2, DOMAIN.md §8): an unpaid registration shows none; once
 * paid through the demo cashier the page shows the registration's signed QR code, about 150 px, and links
 * to the printable check-in card and the payment receipt, both PDFs. The code stays on the page offline
 * (the detail is cached). A phone at 375 px in English, then the same page at 1366 px in Chinese. In the
 * back office, an e-mailed USD receipt shows in its invoice's detail.
 */
describe("check-in card journey", () => {
  let server: RunningServer;
  let browser: Browser;
  let view: ConferenceView;
  let database: { db: Kysely<Database>; close(): Promise<void> };
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

  /** The conference's public key, derived as the server derives it from its secret (what a kiosk is given). */
  const publicKey = () =>
    checkinQrPublicKey(
      new Pii(Buffer.from(server.secret, "base64")).signingKey(`checkin-qr:${conferenceId}`),
    );

  /** The check-in card of the page in the middle of the screen, its links clear of the bottom bar. */
  async function showCheckin(page: Page) {
    await page
      .locator('[data-testid="detail-checkin"]')
      .evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(400);
  }

  it("a paid attendee sees the signed QR code, downloads the check-in card and the receipt, and keeps the code offline", async () => {
    const context = await newContext(browser, server.url, phone, "en");
    const page = await context.newPage();
    const by = (id: string) => page.locator(`[data-testid="${id}"]`);
    const { payments, registration } = await registeredOnDetail(
      context,
      page,
      { id: conferenceId, view },
      {
        login: "checkin.card.e2e@example.com",
        n: 151,
        name: "Wang Fang",
        unit: "浙江大学",
        position: "Lecturer",
      },
    );

    // Unpaid: no code, no card, no receipt.
    expect(await by("detail-checkin").count()).toBe(0);

    await payments.openMethods();
    await payments.payOnlineWithDemo(3);
    await payments.continueToCashier();
    await payments.settleAtCashier("pay");
    await expectAttribute(payments.line(), "data-status", "2");

    // Paid: the code is the registration's, signed with the conference's key, drawn about 150 px square.
    await by("detail-checkin-qr").waitFor();
    const payload = (await by("detail-checkin-qr").getAttribute("data-payload")) ?? "";
    expect(verifyCheckinQr(payload, { conferenceId, publicKey: publicKey() })).toEqual({
      ok: true,
      registrationId: registration.id,
    });
    const box = await by("detail-checkin-qr").boundingBox();
    expect(box?.width).toBe(150);
    expect(box?.height).toBe(150);
    await showCheckin(page);
    await shot(page, journey, "01-qr-375-en");

    // The card and the receipt: PDFs for this attendee.
    const card = by("detail-checkin-card");
    expect(await card.getAttribute("href")).toBe(`/api/registrations/${registration.id}/checkin-card`);
    expect(await card.getAttribute("target")).toBe("_blank");
    const [tab] = await Promise.all([context.waitForEvent("page"), card.click()]);
    await tab.waitForLoadState();
    await tab.close();
    for (const link of ["detail-checkin-card", "detail-receipt"]) {
      const pdf = await page.request.get((await by(link).getAttribute("href")) ?? "");
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }

    // Offline, the page comes back from the cache with the same code (once the worker controls the page).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await by("detail-checkin-qr").waitFor();
    await context.setOffline(true);
    await page.reload();
    await by("detail-checkin-qr").waitFor();
    expect(await by("detail-checkin-qr").getAttribute("data-payload")).toBe(payload);
    await showCheckin(page);
    await shot(page, journey, "02-qr-offline-375-en");
    await context.setOffline(false);

    // The same page on a desktop, in Chinese.
    const wide = await newContext(browser, server.url, desktop, "zh");
    await wide.addCookies(await context.cookies());
    const desk = await wide.newPage();
    await desk.goto(`/register/${conferenceId}/user/registerDetail?register_id=${registration.id}`);
    await desk.locator('[data-testid="detail-checkin-qr"]').waitFor();
    await showCheckin(desk);
    await shot(desk, journey, "03-qr-1366-zh");
    await wide.close();
    await context.close();
  });

  it("finance sees an e-mailed USD receipt in its invoice's detail, with its PDF (1366 px)", async () => {
    // A receipt of the demo: issued by the built-in issuer, e-mailed (receiptIsSent), its PDF drawn on demand.
    const receipt = await database.db
      .selectFrom("invoices")
      .innerJoin("registrations", "registrations.id", "invoices.registrationId")
      .select(["invoices.id", "invoices.invoiceNumber", "registrations.name", "registrations.conferenceId"])
      .where("invoices.invoiceType", "=", 3)
      .where("invoices.invoiceStatus", "=", 2)
      .where("invoices.receiptIsSent", "=", 1)
      .where("registrations.isDeleted", "=", 0)
      .orderBy("invoices.id")
      .executeTakeFirstOrThrow();
    const admin = server.accounts.find((a) => a.username === "admin");
    const context = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await context.newPage());
    await office.logIn(receipt.conferenceId, admin?.username ?? "", admin?.password ?? "");
    const by = (id: string) => office.page.locator(`[data-testid="${id}"]`);
    await by("menu-invoiceList").click();
    await office.page.waitForURL(/\/manager\/home\/invoiceList/);
    await by("invoice-keyword").fill(receipt.invoiceNumber);
    await by("invoice-keyword").press("Enter");
    await by("invoice-name").filter({ hasText: receipt.name }).first().click();
    await by("invoice-detail-receipt").waitFor();
    await expectText(by("invoice-detail-receipt"), receipt.invoiceNumber);
    const pdf = by("invoice-detail-receipt-pdf");
    expect(await pdf.getAttribute("href")).toBe(`/api/admin/invoices/${receipt.id}/document`);
    const file = await office.page.request.get(`/api/admin/invoices/${receipt.id}/document`);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await by("invoice-detail-receipt").evaluate((el) => el.scrollIntoView({ block: "center" }));
    await office.page.waitForTimeout(400);
    await shot(office.page, journey, "04-admin-receipt-1366");
    await context.close();
  });
});
