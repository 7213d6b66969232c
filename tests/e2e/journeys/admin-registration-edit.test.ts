import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, shot } from "../harness/browser";
import { expectCount, expectExactText, expectText } from "../harness/expect";
import { journeyIdNumber } from "../harness/journey-api";
import { demoAccount, type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";

const conferenceId = 1;
const journey = "admin-registration-edit";
/** The demo registrations this journey works on, renamed so the keyword finds exactly each. */
const paidName = "编辑旅程已付";
const unpaidName = "编辑旅程未付";

const testId = (scope: Page | Locator, id: string) => scope.locator(`[data-testid="${id}"]`);

/** The back office's registration edit, detail panel and row actions, as staff drive them. */
class Registrations {
  constructor(readonly office: BackOffice) {}
  get page() {
    return this.office.page;
  }
  async find(name: string) {
    await this.office.search(name);
    await expectCount(this.office.names(), 1);
  }
  async openPanel(name: string) {
    await this.find(name);
    await this.office.names().first().click();
    await this.office.detail().waitFor();
  }
  /** A collapsible section of the panel, by its heading. */
  section(label: string) {
    return this.office
      .detail()
      .locator(".ant-collapse-item")
      .filter({ has: this.page.locator(".ant-collapse-header").getByText(label, { exact: true }) });
  }
  async settle() {
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  }
  async choose(selectTestId: string, option: string) {
    await testId(this.page, selectTestId).click();
    await this.page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option`, { hasText: option })
      .first()
      .click();
  }
  message() {
    return this.page.locator(".ant-message-notice").last();
  }
}

/**
 * Spec 002 §2, §4, §5: staff open a registration's detail panel and read every section, add a paper to it
 * (the fee difference becomes a payment line), edit it (the unit and a workshop: a new line again), and the
 * administrator deletes an unpaid registration and is refused for a paid one; staff add a registered member;
 * the check-in list opens the same panel in check-only mode. At 1366 px, in Chinese and in English.
 */
describe("back-office registration edit journey", () => {
  let server: RunningServer;
  let browser: Browser;
  let paper: string;
  let workshopTitle: { zh: string; en: string };
  let typeTitle: { zh: string; en: string };

  const account = (username: string) => demoAccount(server, username);

  beforeAll(async () => {
    server = await startServer({
      prepare: async (db) => {
        // A paid registration (one line, paid) of a type that takes papers, in no group, not invoiced; and
        // an unpaid one: both made by the demo seed through the product's services.
        const single = (payStatus: 0 | 2) =>
          db
            .selectFrom("registrations")
            .innerJoin("participantTypes", "participantTypes.id", "registrations.participantTypeId")
            .select(["registrations.id", "registrations.participantTypeId"])
            .where("registrations.conferenceId", "=", conferenceId)
            .where("registrations.isDeleted", "=", 0)
            .where("registrations.groupId", "is", null)
            .where("registrations.invoiceStatus", "in", [0, 1])
            .where("participantTypes.allowsPapers", "=", 1)
            .where("participantTypes.paperAuthorMustMatch", "=", 0)
            .where("participantTypes.workshopOnly", "=", 0)
            .where("participantTypes.isMember", "=", 0)
            .where("participantTypes.isCommittee", "=", 0)
            .where("participantTypes.isStudent", "=", 0)
            .where((eb) =>
              eb(
                eb
                  .selectFrom("payLines")
                  .select((f) => f.fn.countAll<number>().as("n"))
                  .whereRef("payLines.registrationId", "=", "registrations.id"),
                "=",
                1,
              ),
            )
            .where("registrations.payStatus", "=", payStatus)
            // One real workshop of the congress's one or two: room for another.
            .where((eb) =>
              eb(
                eb
                  .selectFrom("registrationWorkshops")
                  .innerJoin("workshops", "workshops.id", "registrationWorkshops.workshopId")
                  .select((f) => f.fn.countAll<number>().as("n"))
                  .whereRef("registrationWorkshops.registrationId", "=", "registrations.id")
                  .where("workshops.isNoneOption", "=", 0),
                "=",
                1,
              ),
            )
            .where((eb) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom("papers")
                    .select("papers.id")
                    .whereRef("papers.registrationId", "=", "registrations.id"),
                ),
              ),
            )
            .orderBy("registrations.id")
            .executeTakeFirstOrThrow();
        const paid = await single(2);
        const unpaid = await single(0);
        await db.updateTable("registrations").set({ name: paidName }).where("id", "=", paid.id).execute();
        await db.updateTable("registrations").set({ name: unpaidName }).where("id", "=", unpaid.id).execute();
        const free = await db
          .selectFrom("acceptedPapers")
          .select("paperId")
          .where("conferenceId", "=", conferenceId)
          .where("registrationId", "is", null)
          .where("finalPaper", "!=", "")
          .orderBy("id")
          .executeTakeFirstOrThrow();
        paper = free.paperId;
        const held = await db
          .selectFrom("registrationWorkshops")
          .select("workshopId")
          .where("registrationId", "=", paid.id)
          .execute();
        const spare = await db
          .selectFrom("workshops")
          .select(["titleZh", "titleEn"])
          .where("conferenceId", "=", conferenceId)
          .where("isNoneOption", "=", 0)
          .where("isVisible", "=", 1)
          .where("isDeleted", "=", 0)
          .where("fee", ">", 0)
          .where((eb) => eb.or([eb("numberLimit", "is", null), eb("takenCount", "<", eb.ref("numberLimit"))]))
          .$if(held.length > 0, (q) =>
            q.where(
              "id",
              "not in",
              held.map((w) => w.workshopId),
            ),
          )
          .orderBy("id")
          .executeTakeFirstOrThrow();
        workshopTitle = { zh: spare.titleZh, en: spare.titleEn };
        const plain = await db
          .selectFrom("participantTypes")
          .select(["titleZh", "titleEn"])
          .where("id", "=", paid.participantTypeId)
          .executeTakeFirstOrThrow();
        typeTitle = { zh: plain.titleZh, en: plain.titleEn };
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("staff read every section, add a paper and edit the unit and a workshop; each difference is a new line (zh)", async () => {
    const context = await newContext(browser, server.url, desktop, "zh");
    const office = new BackOffice(await context.newPage());
    const r = new Registrations(office);
    const { username, password } = account("staff-ciac");
    await office.logIn(conferenceId, username, password);
    await r.openPanel(paidName);
    for (const label of [
      "参会信息",
      "健康信息",
      "住宿与交通",
      "论文",
      "支付信息",
      "组团信息",
      "发票信息",
      "附加信息",
      "注册信息",
      "签到及打印信息",
    ])
      await expectCount(r.section(label), 1);
    await expectExactText(testId(r.page, "panel-channel"), "参会者在线注册");
    // Staff hold no audit.read: no history section.
    await expectCount(r.section("操作记录"), 0);
    await r.settle();
    await shot(r.page, journey, "01-panel-zh");

    await testId(r.page, "panel-paper-id").fill(`00${paper}`);
    await r.choose("panel-paper-pages", "3 页");
    await testId(r.page, "panel-paper-add").click();
    await expectText(r.page.locator(".ant-modal-confirm"), `添加论文 ${paper}，共 3 页？`);
    await testId(r.page, "panel-paper-confirm").click();
    await expectText(r.message(), `已添加论文 ${paper}。`);
    await expectCount(testId(r.page, `panel-paper-remove-${paper}`), 1);
    await r.section("论文").scrollIntoViewIfNeeded();
    await r.settle();
    await shot(r.page, journey, "02-paper-added-zh");
    await testId(r.page, "registration-detail-close").click();

    await testId(r.page, "registration-edit").first().click();
    await r.page.waitForURL(/registerEdit\?register_id=\d+/);
    await expectExactText(testId(r.page, "register-edit-title"), "修改注册");
    await testId(r.page, "edit-unit").fill("编辑旅程研究院");
    await testId(r.page, "edit-workshops").getByText(workshopTitle.zh, { exact: true }).click();
    await expectText(testId(r.page, "edit-fee-effect"), "将新增一笔待支付款项");
    await r.settle();
    await shot(r.page, journey, "03-edit-form-zh");
    await testId(r.page, "edit-save").click();
    await expectText(r.message(), "修改注册成功。");
    await r.page.waitForURL(/registerList/);

    await r.openPanel(paidName);
    await expectText(r.office.detail(), "编辑旅程研究院");
    // The first line paid, the paper's and the workshop's differences each a new unpaid line.
    const statuses = r.office.detail().locator('[data-testid="detail-payline-status"]');
    await expectCount(statuses, 3);
    await expectExactText(statuses.nth(0), "已支付");
    await expectExactText(statuses.nth(2), "未支付");
    await r.section("支付信息").scrollIntoViewIfNeeded();
    await r.settle();
    await shot(r.page, journey, "04-new-lines-zh");
    await context.close();
  });

  it("the administrator deletes an unpaid registration, is refused for a paid one, and reads its history (en)", async () => {
    const context = await newContext(browser, server.url, desktop, "en");
    const office = new BackOffice(await context.newPage());
    const r = new Registrations(office);
    const { username, password } = account("admin");
    await office.logIn(conferenceId, username, password);

    await r.openPanel(paidName);
    const history = testId(r.page, "panel-history");
    await history.scrollIntoViewIfNeeded();
    await expectText(history, "Payment line added");
    await r.settle();
    await shot(r.page, journey, "05-history-en");
    await testId(r.page, "registration-detail-close").click();

    await testId(r.page, "registration-delete").first().click();
    await testId(r.page, "registration-delete-confirm").click();
    await expectText(r.message(), "This registration cannot be deleted: it has been paid or invoiced.");
    await expectCount(office.names(), 1);

    await r.find(unpaidName);
    await testId(r.page, "registration-delete").first().click();
    await r.settle();
    await shot(r.page, journey, "06-delete-confirm-en");
    await testId(r.page, "registration-delete-confirm").click();
    await expectText(r.message(), "Deleted.");
    await expectExactText(office.total(), "0 registrations");
    await context.close();
  });

  it("staff add a registered member: an unknown account is said so, the person is registered without one (en)", async () => {
    const context = await newContext(browser, server.url, desktop, "en");
    const office = new BackOffice(await context.newPage());
    const r = new Registrations(office);
    const { username, password } = account("staff-ciac");
    await office.logIn(conferenceId, username, password);
    await office.menu("addRegisterMember").click();
    await expectExactText(testId(r.page, "add-member-title"), "Add registered member");
    await testId(r.page, "member-lookup").fill("nobody.here@example.com");
    await testId(r.page, "member-lookup-find").click();
    await expectText(
      r.page.locator(".ant-alert-warning"),
      "No attendee account signs in with this e-mail or phone.",
    );
    // Saving an empty form names every problem at once.
    await testId(r.page, "edit-save").click();
    const issues = testId(r.page, "edit-issues");
    await expectText(issues, "This field is required.");
    await expectText(issues, "Please select the participation type.");
    await testId(r.page, "edit-name").fill("新增旅程成员");
    await testId(r.page, "edit-idNumber").fill(journeyIdNumber(811));
    await testId(r.page, "edit-unit").fill("新增旅程研究所");
    await testId(r.page, "edit-job").fill("Engineer");
    await testId(r.page, "edit-position").fill("Lab head");
    await testId(r.page, "edit-email").fill("added.member@example.com");
    await testId(r.page, "edit-phone").fill("+8613900001111");
    await testId(r.page, "edit-phone").blur();
    await r.choose("edit-participantTypeId", typeTitle.en);
    await testId(r.page, "edit-workshops").getByText(workshopTitle.en, { exact: true }).click();
    await expectCount(issues, 0);
    await r.settle();
    await shot(r.page, journey, "08-add-member-en");
    await testId(r.page, "edit-save").click();
    await expectText(r.message(), "Added! 新增旅程成员 is registered.");
    await office.menu("registerList").click();
    await r.openPanel("新增旅程成员");
    await expectExactText(testId(r.page, "panel-channel"), "Added in the back office");
    await context.close();
  });

  it("the check-in list opens the same panel in check-only mode: no paper changes, confirm payment disabled (en)", async () => {
    const context = await newContext(browser, server.url, desktop, "en");
    const office = new BackOffice(await context.newPage());
    const { username, password } = account("checkin-ciac");
    await office.logInAnyRole(conferenceId, username, password);
    await office.page.waitForURL(/checklist/);
    await office.search(paidName);
    await expectCount(testId(office.page, "checklist-row"), 1);
    await testId(office.page, "registration-name").first().click();
    const panel = testId(office.page, "checkin-detail");
    await panel.waitFor();
    await expectCount(testId(panel, "checkin-panel"), 1);
    await expect(await testId(panel, "checkin-confirm-payment").isDisabled()).toBe(true);
    await expectCount(testId(panel, "panel-paper-add"), 0);
    await expectCount(testId(panel, `panel-paper-remove-${paper}`), 0);
    await expectText(testId(panel, "panel-papers"), paper);
    await office.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    await shot(office.page, journey, "07-check-only-en");
    await context.close();
  });
});
