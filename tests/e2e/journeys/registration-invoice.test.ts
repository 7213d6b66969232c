import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, phone, shot } from "../harness/browser";
import { expectCount, expectExactText } from "../harness/expect";
import { journeyHooks } from "../harness/journey";
import { journeyIdNumber } from "../harness/journey-api";
import { AttendeeSite } from "../pages/attendee";
import { chooseSavedInvoice, savedInvoices } from "../pages/form-blocks";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const fieldError = (page: Page, id: string) =>
  page.locator(`.adm-list-item:has([data-testid="${id}"]) .adm-form-item-feedback-error`);

const journey = "registration-invoice";

/**
 * Invoice information on the form and on registerDetail, on a phone in Chinese and in
 * English: an attendee gives a new digital invoice (a taxpayer number of zeros is pointed out at once) and
 * keeps it as a saved common invoice, submits, finds it on registerDetail and corrects its title there;
 * their next registration chooses the saved invoice.
 */
describe("registration invoice: saved common invoices, and the edit on registerDetail", () => {
  const conferenceId = 1;

  const env = journeyHooks(conferenceId);

  const cases = [
    { locale: "zh" as const, n: 71, zeros: "纳税人识别号不能全为0。" },
    { locale: "en" as const, n: 73, zeros: "The taxpayer number cannot be all zeros." },
  ];

  it.each(cases)(
    "in $locale: add a saved invoice on the form, submit, edit it on registerDetail, choose it next time",
    async ({ locale, n, zeros }) => {
      const type = env.view.participantTypes.find(
        (t) => !t.isHidden && !t.workshopOnly && !t.isMember && !t.needsOtherMemberNo && t.fee > 0,
      );
      const workshop = env.view.workshops.find((w) => !w.isNoneOption && (w.remaining ?? 1) > 0);
      if (!type || !workshop) throw new Error("the demo conference lacks a paid type or a workshop");
      expect(env.view.settings.isAllinvoice).toBe(true);

      const context = await newContext(env.browser, env.server.url, phone, locale);
      const page = await context.newPage();
      const site = new AttendeeSite(page, conferenceId);
      const login = `invoice.${locale}@example.com`;
      const title = locale === "zh" ? "上海交通大学" : "Shanghai Jiao Tong University";
      await site.signUp(login, "journey-password-1");
      await site.expectOn("preRegist");

      const startRegistration = async (k: number) => {
        await site.chooseType(type.id);
        await site.toggleWorkshop(workshop.id);
        await site.registerNow();
        await site.fill({
          name: locale === "zh" ? "陈发票" : "Chen Fapiao",
          idNumber: journeyIdNumber(n + k),
          unit: title,
          position: locale === "zh" ? "讲师" : "Lecturer",
          email: login,
          phone: `139123400${n + k}`,
        });
      };
      await startRegistration(0);

      // A new invoice: the conference's default is digital special (isAllinvoice); this one is digital.
      await testId(page, "invoice-mode-new").click();
      await expect.poll(() => testId(page, "invoice-invoiceType-6").locator("input").isChecked()).toBe(true);
      await testId(page, "invoice-invoiceType-5").click();
      await testId(page, "invoice-invoiceTitle").fill(title);
      await testId(page, "invoice-taxpayerNumber").fill("000000000000000");
      await testId(page, "invoice-invoiceTitle").click();
      await expectExactText(fieldError(page, "invoice-taxpayerNumber"), zeros);
      await testId(page, "invoice-taxpayerNumber").fill("12100000425006117p");
      await testId(page, "invoice-invoiceTitle").click();
      await expect.poll(() => testId(page, "invoice-taxpayerNumber").inputValue()).toBe("12100000425006117P");
      await expect.poll(() => fieldError(page, "invoice-taxpayerNumber").count()).toBe(0);
      await testId(page, "invoice-saveAsCommon").click();
      await testId(page, "block-invoice").scrollIntoViewIfNeeded();
      await shot(page, journey, `01-newRegist-new-invoice-${locale}`);

      await site.submit();
      await page.waitForURL(/\/registerDetail\?/);
      const card = testId(page, "detail-invoice");
      await card.waitFor();
      await expectExactText(testId(page, "detail-invoice-invoiceTitle"), title);
      await expectExactText(testId(page, "detail-invoice-taxpayerNumber"), "12100000425006117P");
      await card.scrollIntoViewIfNeeded();
      await shot(page, journey, `02-registerDetail-invoice-${locale}`);

      // The same editor on registerDetail: the title corrected to the department.
      const department = locale === "zh" ? "上海交通大学自动化系" : "SJTU Department of Automation";
      await testId(page, "invoice-edit").click();
      const sheet = testId(page, "own-invoice-sheet");
      await sheet.waitFor();
      await expect.poll(() => testId(page, "own-invoice-sheet-invoiceTitle").inputValue()).toBe(title);
      await testId(page, "own-invoice-sheet-invoiceTitle").fill(department);
      await shot(page, journey, `03-registerDetail-edit-invoice-${locale}`);
      await testId(page, "own-invoice-sheet-save").click();
      await sheet.waitFor({ state: "detached" });
      await expectExactText(testId(page, "detail-invoice-invoiceTitle"), department);
      await card.scrollIntoViewIfNeeded();
      await shot(page, journey, `04-registerDetail-invoice-edited-${locale}`);

      // The next registration chooses the saved invoice: its details fill the editor.
      await page.goto(site.path("preRegist"));
      // The recommended registration proposes the earlier choices: declined, the invoice is chosen below.
      await testId(page, "recommend-dialog").waitFor();
      await site.closeDialog();
      await testId(page, "recommend-dialog").waitFor({ state: "detached" });
      await startRegistration(1);
      await chooseSavedInvoice(page, title);
      await expectCount(savedInvoices(page), 1);
      await expect.poll(() => testId(page, "invoice-invoiceType-5").locator("input").isChecked()).toBe(true);
      await testId(page, "block-invoice").scrollIntoViewIfNeeded();
      await shot(page, journey, `05-newRegist-saved-invoice-${locale}`);
      await site.submit();
      await page.waitForURL(/\/registerDetail\?/);
      await expectExactText(testId(page, "detail-invoice-invoiceTitle"), title);
      await expectExactText(testId(page, "detail-invoice-taxpayerNumber"), "12100000425006117P");
      await context.close();
    },
  );
});
