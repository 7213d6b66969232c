import {
  insertConference,
  insertParticipantType,
  insertPayLine,
  insertRegistration,
  transact,
} from "@confreg/server/testing";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectCount, expectExactText, expectText } from "../harness/expect";
import { type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";

const conferenceId = 1;
/** The unit of the registration whose mails staff look at, to find exactly it with the keyword. */
const unit = "邮件旅程测试研究所";
/** Another registration's unit, for the phone's look at a mail list with unsent mails. */
const phoneUnit = "邮件旅程手机查看研究所";
/** A conference of its own for the reminder, so the count is exactly its two registrations lacking details. */
const reminderTitle = "发票提醒旅程会议";

const testId = (scope: Page | Locator, id: string) => scope.locator(`[data-testid="${id}"]`);

/** The registration detail dialog's mail list. */
class MailList {
  constructor(readonly page: Page) {}
  items() {
    return testId(this.page, "mail-item");
  }
  item(subject: string) {
    return this.items().filter({
      has: testId(this.page, "mail-subject").getByText(subject, { exact: true }),
    });
  }
  status(subject: string) {
    return testId(this.item(subject), "mail-status");
  }
  async settle() {
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  }
}

/**
 * Staff open a registration's detail and see its mails (the old system's, held until someone sends them);
 * they send one and delete another. The administrator of every conference chooses a conference and sends
 * the invoice-information reminder, and reads how many were reminded.
 */
describe("back-office mail list and invoice reminder journey", () => {
  let server: RunningServer;
  let browser: Browser;

  const account = (username: string) => {
    // The demo's staff names carry the conference's year (staff-ciac2026).
    const found = server.accounts.find((a) => a.username === username || a.username.startsWith(username));
    if (!found) throw new Error(`no demo account ${username}`);
    return found;
  };

  beforeAll(async () => {
    server = await startServer({
      prepare: async (db) => {
        const type = await db
          .selectFrom("participantTypes")
          .select("id")
          .where("conferenceId", "=", conferenceId)
          .orderBy("id")
          .executeTakeFirstOrThrow();
        const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
        /** A registration with mails of the old system: `held` unsent (for staff), `sent` sent. */
        const withMails = async (
          name: string,
          inUnit: string,
          mails: [string, "held" | "sent", number][],
        ) => {
          const reg = await insertRegistration(db, {
            conferenceId,
            participantTypeId: type.id,
            name,
            unit: inUnit,
            email: "mail.e2e@example.com",
          });
          await db
            .insertInto("outbox")
            .values(
              mails.map(([subject, status, minutesAgo]) => ({
                channel: "email" as const,
                recipient: "mail.e2e@example.com",
                template: "mail",
                locale: "zh",
                subject,
                body: `尊敬的${name}：\n\n${subject}。请登录注册网站查看详情。`,
                status,
                sender: "conference@example.org",
                conferenceId,
                registrationId: reg.id,
                createTime: at(minutesAgo),
                sentTime: status === "sent" ? at(minutesAgo - 1) : null,
              })),
            )
            .execute();
        };
        await withMails("邮件测试", unit, [
          ["注册成功通知", "sent", 300],
          ["缴费提醒", "held", 200],
          ["会议日程通知", "held", 100],
        ]);
        await withMails("手机查看", phoneUnit, [
          ["注册成功通知", "sent", 300],
          ["会议日程通知", "held", 100],
        ]);

        // The reminder's conference: two paid registrations lacking invoice details, one complete.
        const conference = await insertConference(db, {
          titleZh: reminderTitle,
          titleEn: "Reminder journey",
        });
        const reminderType = await insertParticipantType(db, { conferenceId: conference.id });
        const people = [
          { name: "缺抬头", title: "", taxpayer: "" },
          { name: "缺税号", title: "清华大学", taxpayer: "" },
          { name: "已填写", title: "清华大学", taxpayer: "12100000400000624D" },
        ];
        for (const [index, person] of people.entries()) {
          const registration = await insertRegistration(db, {
            conferenceId: conference.id,
            participantTypeId: reminderType.id,
            name: person.name,
            email: `reminder.e2e.${index}@example.com`,
            phone: `1391000000${index}`,
          });
          await insertPayLine(db, {
            registrationId: registration.id,
            payType: 1,
            payStatus: 2,
            totalFee: 160_000,
            receivedFee: 160_000,
            payTime: new Date().toISOString(),
          });
          const now = new Date().toISOString();
          await transact(db, async (tx) => {
            tx.touch(registration.id);
            await tx.db
              .insertInto("invoices")
              .values({
                registrationId: registration.id,
                invoiceType: 5,
                invoiceContent: "registrationFee",
                invoiceTitle: person.title,
                taxpayerNumber: person.taxpayer,
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

  async function openDetail(office: BackOffice, ofUnit = unit) {
    await office.search(ofUnit);
    await expectExactText(office.total(), "共 1 条注册");
    await office.names().first().click();
    await office.detail().waitFor();
  }

  it("staff see a registration's mails, send a held one and delete another", async () => {
    const context = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await context.newPage());
    const mails = new MailList(office.page);
    const { username, password } = account("staff-ciac");
    await office.logIn(conferenceId, username, password);
    await openDetail(office);
    await expectCount(mails.items(), 3);
    await expectExactText(mails.status("注册成功通知"), "已发送");
    await expectExactText(mails.status("缴费提醒"), "未发送");
    // A sent mail has nothing to send or delete.
    await expectCount(testId(mails.item("注册成功通知"), "mail-send"), 0);
    await expectCount(testId(mails.item("注册成功通知"), "mail-delete"), 0);
    await mails.item("缴费提醒").scrollIntoViewIfNeeded();
    await mails.settle();
    await shot(office.page, "admin-mails", "01-detail-mails");

    await testId(mails.item("缴费提醒"), "mail-send").click();
    await expectText(office.page.locator(".ant-message-notice").last(), "消息正在发送");
    await expectText(mails.status("缴费提醒"), /排队中|已发送/);

    await testId(mails.item("会议日程通知"), "mail-delete").click();
    await testId(office.page, "mail-delete-confirm").click();
    await expectCount(mails.items(), 2);
    await expectCount(mails.item("会议日程通知"), 0);

    // Opened again, the list is read afresh: the dispatcher has delivered the mail sent a moment ago.
    await testId(office.page, "registration-detail-close").click();
    await office.names().first().click();
    await expectExactText(mails.status("缴费提醒"), "已发送");
    await expectCount(mails.items(), 2);
    await mails.settle();
    await shot(office.page, "admin-mails", "02-sent-and-deleted");
    await context.close();
  });

  it("the administrator of every conference sends the invoice reminder to a chosen conference", async () => {
    const context = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await context.newPage());
    const { username, password } = account("admin");
    await office.logIn("all", username, password);
    // No conference chosen: no reminder to send.
    await expectCount(testId(office.page, "invoice-reminder"), 0);
    await office.chooseFilter("conferenceId", reminderTitle);
    await office.applyFilters();
    await expectExactText(office.total(), "共 3 条注册");
    await testId(office.page, "invoice-reminder").click();
    await expectText(
      office.page.locator(".ant-modal-confirm"),
      "确认为当前选择的会议添加发票信息填写短信通知？",
    );
    await shot(office.page, "admin-mails", "03-reminder-confirm");
    await testId(office.page, "invoice-reminder-confirm").click();
    await expectText(testId(office.page, "invoice-reminder-result"), "已提醒 2 人（短信 2 条，邮件 2 封）");

    // Each reminded registration's mail list shows its text message and e-mail.
    await office.search("缺税号");
    await office.names().first().click();
    const mails = new MailList(office.page);
    await expectCount(mails.items(), 2);
    await expectText(mails.items().first(), "请填写发票信息");
    await mails.items().last().scrollIntoViewIfNeeded();
    await mails.settle();
    await shot(office.page, "admin-mails", "04-reminder-in-mail-list");
    await testId(office.page, "registration-detail-close").click();

    // Again at once: nobody twice in 24 hours.
    await testId(office.page, "invoice-reminder").click();
    await testId(office.page, "invoice-reminder-confirm").click();
    await expectText(testId(office.page, "invoice-reminder-result"), "24 小时内已提醒过");
    await context.close();
  });

  it("works on a 375 px phone: the mail list fits the dialog", async () => {
    const context = await newContext(browser, server.url, phone);
    const office = new BackOffice(await context.newPage());
    const mails = new MailList(office.page);
    const { username, password } = account("staff-ciac");
    await office.logIn(conferenceId, username, password);
    await openDetail(office, phoneUnit);
    await expectCount(mails.items(), 2);
    await expectCount(testId(mails.item("会议日程通知"), "mail-send"), 1);
    await mails.items().first().scrollIntoViewIfNeeded();
    await mails.settle();
    await shot(office.page, "admin-mails", "05-phone-mails");
    const overflow = await office.page.evaluate(() => {
      const body = document.querySelector(".adm-mails");
      return body ? body.scrollWidth - body.clientWidth : -1;
    });
    expect(overflow).toBe(0);
    await context.close();
  });
});
