import type { Database } from "@confreg/server/testing";
import type { Kysely } from "kysely";
import type { Page } from "playwright-core";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/**
 * The development outbox read the way a test double reads a mailbox: the code in the newest message to a
 * recipient, waiting briefly for the server's dispatcher.
 */
export async function codeSentTo(db: Kysely<Database>, recipient: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const row = await db
      .selectFrom("outbox")
      .select(["id", "body"])
      .where("recipient", "=", recipient)
      .where("id", ">", after)
      .orderBy("id", "desc")
      .executeTakeFirst();
    const code = row?.body.match(/(?<!\d)\d{6}(?!\d)/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code sent to ${recipient}`);
}

/** The newest outbox id, so a later read finds only what came after. */
export async function lastOutboxId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("outbox").select("id").orderBy("id", "desc").executeTakeFirst();
  return row?.id ?? 0;
}

/** The forgotten-password steps of the attendee sign-in page (antd-mobile). */
export class AttendeeReset {
  constructor(readonly page: Page) {}

  async open(conferenceId: number, login: string) {
    await this.page.goto(`/register/${conferenceId}/user/login`);
    await testId(this.page, "login-input").fill(login);
    await testId(this.page, "forgot-password").click();
    await testId(this.page, "reset-login-input").waitFor();
  }

  loginInput() {
    return testId(this.page, "reset-login-input");
  }

  async sendCode() {
    await testId(this.page, "reset-request-submit").click();
    await testId(this.page, "reset-sent").waitFor();
  }

  sentNotice() {
    return testId(this.page, "reset-sent");
  }

  async confirm(code: string, password: string) {
    await testId(this.page, "reset-code-input").fill(code);
    await testId(this.page, "reset-password-input").fill(password);
    await testId(this.page, "reset-confirm-submit").click();
  }

  /** The field errors shown under the code. */
  codeError() {
    return this.page.locator(
      ".adm-form-item:has([data-testid=reset-code-input]) .adm-form-item-feedback-error",
    );
  }
}

/** The forgotten-password steps of the back-office sign-in card (antd). */
export class AdminReset {
  constructor(readonly page: Page) {}

  async open(scope: string, username: string) {
    await this.page.goto(`/${scope}/manager/login`);
    await testId(this.page, "admin-login-username").fill(username);
    await testId(this.page, "admin-forgot-password").click();
    await testId(this.page, "admin-reset-username").waitFor();
  }

  async sendCode() {
    await testId(this.page, "admin-reset-send").click();
    await testId(this.page, "admin-reset-sent").waitFor();
  }

  async confirm(code: string, password: string) {
    await testId(this.page, "admin-reset-code").fill(code);
    await testId(this.page, "admin-reset-password").fill(password);
    await testId(this.page, "admin-reset-confirm").click();
  }
}
