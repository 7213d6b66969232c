import { type Database, openDatabase } from "@confreg/server/testing";
import type { Kysely } from "kysely";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectCount, expectText } from "../harness/expect";
import { demoAccount, type RunningServer, startServer } from "../harness/server";
import { AdminReset, AttendeeReset, codeSentTo, lastOutboxId } from "../pages/password-reset";

const journey = "password-reset";
/** The demo administrator's address (the seed's): its reset code lands in the development outbox. */
const adminEmail = "secretariat@example.org";

/**
 * Forgotten passwords on a server that delivers nothing (the development outbox): an attendee on a phone
 * gets a code by e-mail and sets a new password; an administrator of all conferences does the same by
 * username, then reads both messages in the back office's Outbox, which staff do not see.
 */
describe("forgotten passwords through the development outbox", () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: { db: Kysely<Database>; close(): Promise<void> };

  const account = (prefix: string) => demoAccount(server, prefix);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    mailbox = await openDatabase(server.database);
  });
  afterAll(async () => {
    await mailbox?.close();
    await browser?.close();
    await server?.stop();
  });

  it("an attendee resets a forgotten password on a phone with the code e-mailed to them", async () => {
    const context = await newContext(browser, server.url, phone, "zh");
    const page = await context.newPage();
    const reset = new AttendeeReset(page);
    const before = await lastOutboxId(mailbox.db);

    await reset.open(1, "demo@example.com");
    expect(await reset.loginInput().inputValue()).toBe("demo@example.com");
    await shot(page, journey, "attendee-1-request");
    await reset.sendCode();
    await expectText(reset.sentNotice(), "demo@example.com");
    const code = await codeSentTo(mailbox.db, "demo@example.com", before);

    const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    await reset.confirm(wrong, "journey-new-password");
    await expectText(reset.codeError(), "验证码错误");
    await shot(page, journey, "attendee-2-wrong-code");

    await reset.confirm(code, "journey-new-password");
    await page.waitForURL(/\/user\/registerList/);
    await context.close();
  });

  it("an administrator resets by username, then reads the messages in the Outbox; staff have no Outbox", async () => {
    const context = await newContext(browser, server.url, desktop, "en");
    const page = await context.newPage();
    const reset = new AdminReset(page);
    const before = await lastOutboxId(mailbox.db);

    await reset.open("all", "admin");
    await reset.sendCode();
    await shot(page, journey, "admin-1-code-sent");
    await reset.confirm(await codeSentTo(mailbox.db, adminEmail, before), "journey-admin-password");
    await page.waitForURL(/\/manager\/home/);

    await page.locator('[data-testid="menu-outbox"]').click();
    await page.waitForURL(/\/manager\/home\/outbox/);
    const rows = page.locator('[data-testid="outbox-row"]');
    await expectText(rows.first(), adminEmail);
    await expectText(rows.nth(1), "demo@example.com");
    await expectText(page.locator('[data-testid="outbox-development-notice"]'), "delivered to nobody");
    await expectText(rows.first().locator('[data-testid="outbox-development"]'), "Development outbox");
    await rows.first().locator(".ant-table-row-expand-icon").click();
    await expectText(page.locator('[data-testid="outbox-body"]').first(), "back-office account admin");
    await shot(page, journey, "admin-2-outbox");
    await context.close();

    const staff = account("staff-ciac");
    const staffContext = await newContext(browser, server.url, desktop, "en");
    const staffPage = await staffContext.newPage();
    await staffPage.goto("/all/manager/login");
    await staffPage.locator('[data-testid="admin-login-username"]').fill(staff.username);
    await staffPage.locator('[data-testid="admin-login-password"]').fill(staff.password);
    await staffPage.locator('[data-testid="admin-login-submit"]').click();
    await staffPage.locator('[data-testid="menu-registerList"]').waitFor();
    await expectCount(staffPage.locator('[data-testid="menu-outbox"]'), 0);
    await staffContext.close();
  });
});
