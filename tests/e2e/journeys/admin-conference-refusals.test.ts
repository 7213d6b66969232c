import type { ConferenceEditorView } from "@confreg/shared";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { phone, shot } from "../harness/browser";
import { expectText } from "../harness/expect";
import { journeyHooks } from "../harness/journey";
import { type ConferenceEditor, openConferenceList } from "../pages/conference-editor";

/** The demo congress (conference 1). */
const conferenceId = 1;

/** What each refusal says at its field, in both languages. */
const words = {
  zh: {
    negative: "金额不能为负数。",
    earlyAbove: "早鸟价不能高于正常注册费。",
    discount: "折扣系数须大于0且不超过1（0.9 即 9折）。",
    saved: "已保存。",
    whole: "请输入整数。",
  },
  en: {
    negative: "An amount cannot be negative.",
    earlyAbove: "The early-bird fee cannot be higher than the full fee.",
    discount: "The discount is a factor above 0 and at most 1 (0.9 is 10% off).",
    saved: "Saved.",
    whole: "Please enter a whole number.",
  },
} as const;

/**
 * An administrator tries what finance staff found saved in silence: a participant type with a negative fee
 * (it became a free type), one whose early-bird fee is above its full fee, a group discount of 1.5 (it
 * became 1 and said "created"), and saving an existing conference (it said "added"). Each refusal is read
 * at its field, the value typed stays as typed, and nothing is saved.
 */
describe("the conference editor refuses bad input at its field", () => {
  const journey = journeyHooks(conferenceId);

  async function openEditor(
    locale: "zh" | "en",
    device?: object,
  ): Promise<{ page: Page; editor: ConferenceEditor }> {
    const { page, editor } = await openConferenceList(journey.browser, journey.server, locale, device);
    await editor.row(conferenceId).locator('[data-testid="conference-edit"]').click();
    await page.waitForURL(new RegExp(`confernceDetail\\?id=${conferenceId}`));
    await page.locator('[data-testid="conference-systemCode"]').waitFor();
    return { page, editor };
  }
  const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
  const detail = async (page: Page) =>
    (await (
      await page.request.get(`/api/admin/conferences/${conferenceId}/detail`)
    ).json()) as ConferenceEditorView;
  const schemes = async (page: Page) =>
    (await (
      await page.request.get(`/api/admin/conferences/${conferenceId}/group-schemes`)
    ).json()) as unknown[];

  for (const locale of ["zh", "en"] as const) {
    it(`${locale}: a negative fee, an early-bird fee above the fee and a discount of 1.5 are refused at their fields; a save says saved`, async () => {
      const say = words[locale];
      const { page, editor } = await openEditor(locale);
      const before = await detail(page);

      await testId(page, "conference-save-basics").click();
      await expectText(editor.message(), say.saved);

      await editor.openTab("types");
      await testId(page, "types-add").click();
      await editor.fillBilingual("type-title", "免费类型", "Free type");
      await editor.fillMoney("type-fee", "-100");
      await editor.fillMoney("type-discountFee", "0");
      await testId(page, "types-save").click();
      await expectText(editor.fieldError("type-fee"), say.negative);
      expect(Number(await editor.numberInput("type-fee").first().inputValue())).toBe(-100);
      await shot(page, "admin-conference-refusals", `${locale}-01-negative-fee`);

      await editor.fillMoney("type-fee", "800");
      await editor.fillMoney("type-discountFee", "900");
      await testId(page, "types-save").click();
      await expectText(editor.fieldError("type-discountFee"), say.earlyAbove);
      await testId(page, "types-form").waitFor();
      await shot(page, "admin-conference-refusals", `${locale}-02-early-fee-above`);
      await page.keyboard.press("Escape");
      await testId(page, "types-form").waitFor({ state: "detached" });
      expect((await detail(page)).participantTypes).toEqual(before.participantTypes);

      await editor.openTab("schemes");
      const schemesBefore = await schemes(page);
      await testId(page, "schemes-add").click();
      await editor.numberInput("scheme-discount").first().fill("1.5");
      await testId(page, "schemes-save").click();
      await expectText(editor.fieldError("scheme-discount"), say.discount);
      expect(Number(await editor.numberInput("scheme-discount").first().inputValue())).toBe(1.5);
      await shot(page, "admin-conference-refusals", `${locale}-03-discount`);
      // A whole number typed with a fraction is refused too, not rounded.
      await editor.numberInput("scheme-discount").first().fill("0.9");
      await editor.numberInput("scheme-min").first().fill("2.5");
      await testId(page, "schemes-save").click();
      await expectText(editor.fieldError("scheme-min"), say.whole);
      await page.keyboard.press("Escape");
      await testId(page, "schemes-form").waitFor({ state: "detached" });
      expect(await schemes(page)).toEqual(schemesBefore);
    });
  }

  it("zh at 375 px: the refusal reads under the fee and the dialog fits the screen", async () => {
    const { page, editor } = await openEditor("zh", phone);
    await editor.openTab("types");
    await testId(page, "types-add").click();
    await editor.fillBilingual("type-title", "免费类型", "Free type");
    await editor.fillMoney("type-fee", "-100");
    await testId(page, "types-save").click();
    await expectText(editor.fieldError("type-fee"), words.zh.negative);
    await shot(page, "admin-conference-refusals", "zh-04-phone-negative-fee");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
