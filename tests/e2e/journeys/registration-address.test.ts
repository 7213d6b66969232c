import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { newContext, phone, shot } from "../harness/browser";
import { patchConferenceSettings } from "../harness/conference-settings";
import { expectExactText, expectText } from "../harness/expect";
import { journeyHooks } from "../harness/journey";
import { journeyIdNumber } from "../harness/journey-api";
import { AttendeeSite } from "../pages/attendee";

/** A small PNG made by an independent encoder, as a file chooser hands it over. */
function plainPngFile() {
  const png = new PNG({ width: 24, height: 24 });
  for (let i = 0; i < 24 * 24; i++) png.data.set([(i * 7) % 256, (i * 13) % 256, 120, 255], i * 4);
  return { name: "health-code.png", mimeType: "image/png", buffer: PNG.sync.write(png) };
}

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const fieldError = (page: Page, id: string) =>
  page.locator(`.adm-list-item:has([data-testid="${id}"]) .adm-form-item-feedback-error`);

/** Opens a district's sheet, taps a name per level (fewer than three leaves a level open), confirms. */
async function pickDistrict(page: Page, field: string, names: string[]) {
  await testId(page, `address-${field}`).click();
  const sheet = page.locator(".adm-cascader-popup .adm-popup-body:visible");
  await sheet.waitFor();
  // A district already chosen opens at its last level: start again from the provinces.
  await sheet.locator(".adm-tabs-tab").first().click();
  for (const name of names) {
    await sheet.locator(".adm-cascader-view-item:visible", { hasText: new RegExp(`^${name}$`) }).click();
  }
  await sheet.locator(".adm-cascader-header-button").last().click();
  // Until it has slid away, a tap elsewhere lands on the closing sheet.
  await expect.poll(() => page.locator(".adm-cascader-popup .adm-popup-body:visible").count()).toBe(0);
}

const labels = {
  zh: { check: "请检查地址：省、市、区县与详细地址。", image: "请上传会展码图片。" },
  en: {
    check: "Please check the address: the province, city and district, and the street address.",
    image: "Please upload the image of your exhibition health code.",
  },
};

/**
 * The address declaration on a phone, for a conference with `isPersonaddress` switched
 * on in its settings: a submit without it points at every field, a district with a level left open is
 * refused and cleared, then the attendee picks both districts, types the addresses, uploads the health
 * code, submits, finds the address card on registerDetail and changes the workplace there.
 */
describe("registration: the address declaration", () => {
  const conferenceId = 1;

  const env = journeyHooks(conferenceId, {
    prepare: async (db) => {
      await patchConferenceSettings(db, conferenceId, { isPersonaddress: true });
    },
  });

  for (const [lang, n] of [
    ["zh", 61],
    ["en", 62],
  ] as const) {
    it(`${lang}: declares residence, workplace and health code, sees the card and edits it`, async () => {
      const type = env.view.participantTypes.find(
        (t) => !t.isHidden && !t.workshopOnly && !t.isMember && !t.needsOtherMemberNo && !t.isStudent,
      );
      const workshop = env.view.workshops.find((w) => !w.isNoneOption && (w.remaining ?? 1) > 0);
      if (!type || !workshop) throw new Error("the demo conference lacks a type or a workshop");
      const text = labels[lang];
      const invoiceTitle = "上海交通大学";
      const taxpayerNumber = "12100000425006117P";
      const journey = `registration-address-${lang}`;
      const context = await newContext(env.browser, env.server.url, phone, lang);
      const page = await context.newPage();
      const site = new AttendeeSite(page, conferenceId);
      const login = `address.${lang}@example.com`;
      await site.signUp(login, "journey-password-1");
      await site.expectOn("preRegist");
      await site.chooseType(type.id);
      await site.toggleWorkshop(workshop.id);
      await site.registerNow();
      await site.fill({
        name: lang === "zh" ? "赵晓东" : "Zhao Xiaodong",
        idNumber: journeyIdNumber(n),
        unit: "上海交通大学",
        position: "讲师",
        email: login,
        phone: `139123400${n}`,
      });

      // Nothing declared: every field of the card says what is missing, nothing is sent.
      await testId(page, "block-address").waitFor();
      await site.submit();
      await expectExactText(fieldError(page, "address-liveDistrict"), text.check);
      await expectExactText(fieldError(page, "address-workAddress"), text.check);
      await expectExactText(fieldError(page, "address-healthCode"), text.image);
      await testId(page, "block-address").scrollIntoViewIfNeeded();
      await shot(page, journey, "01-newRegist-address-missing");
      const none = await page.request.get(`/api/conferences/${conferenceId}/registrations`);
      expect(((await none.json()) as { total: number }).total).toBe(0);

      // A district confirmed with a level left open: "please check address", and the field is empty again.
      await pickDistrict(page, "liveDistrict", ["广东省"]);
      await expectText(page.locator(".adm-toast-main"), text.check);
      await expect.poll(() => testId(page, "address-liveDistrict").getAttribute("data-value")).toBe("");

      await pickDistrict(page, "liveDistrict", ["广东省", "深圳市", "南山区"]);
      await expect
        .poll(() => testId(page, "address-liveDistrict").getAttribute("data-value"))
        .toBe("广东省/深圳市/南山区");
      await testId(page, "address-liveAddress").fill("科技园南区 1 号");
      // Leaving the field checks it again: its message goes, and the fields below move up.
      await testId(page, "address-liveAddress").blur();
      await fieldError(page, "address-liveAddress").waitFor({ state: "detached" });
      await pickDistrict(page, "workDistrict", ["北京市", "市辖区", "海淀区"]);
      await testId(page, "address-workAddress").fill("中关村东路 95 号");
      await testId(page, "address-healthCode-file").setInputFiles(plainPngFile());
      await testId(page, "address-healthCode-image").waitFor();
      // A digital invoice too: the edit below must keep it as well.
      await testId(page, "invoice-mode-new").click();
      await testId(page, "invoice-invoiceType-5").click();
      await testId(page, "invoice-invoiceTitle").fill(invoiceTitle);
      await testId(page, "invoice-taxpayerNumber").fill(taxpayerNumber);
      await testId(page, "block-address").scrollIntoViewIfNeeded();
      await shot(page, journey, "02-newRegist-address-filled");

      await site.submit();
      await page.waitForURL(/\/registerDetail\?/);
      const card = testId(page, "detail-address");
      await card.waitFor();
      await expectExactText(testId(page, "detail-address-live"), "广东省 / 深圳市 / 南山区 科技园南区 1 号");
      await expectExactText(testId(page, "detail-address-work"), "北京市 / 市辖区 / 海淀区 中关村东路 95 号");
      await testId(page, "detail-address-healthCode").locator("img").waitFor();
      await card.scrollIntoViewIfNeeded();
      await shot(page, journey, "03-registerDetail-address");

      // The workplace moves: the popup starts from what was declared; the card shows the change.
      await testId(page, "detail-address-edit").click();
      const popup = testId(page, "address-edit");
      await popup.waitFor();
      await expect
        .poll(() => popup.locator('[data-testid="address-workDistrict"]').getAttribute("data-value"))
        .toBe("北京市/市辖区/海淀区");
      await pickDistrict(page, "workDistrict", ["上海市", "市辖区", "闵行区"]);
      await popup.locator('[data-testid="address-workAddress"]').fill("东川路 800 号");
      await shot(page, journey, "04-registerDetail-address-edit");
      await testId(page, "address-save").click();
      await popup.waitFor({ state: "detached" });
      await expectExactText(testId(page, "detail-address-work"), "上海市 / 市辖区 / 闵行区 东川路 800 号");
      await expectExactText(testId(page, "detail-address-live"), "广东省 / 深圳市 / 南山区 科技园南区 1 号");
      await card.scrollIntoViewIfNeeded();
      await shot(page, journey, "05-registerDetail-address-edited");

      // Edit the registration: the form starts from the declaration as stored; saved untouched, it stays.
      const id = Number(new URL(page.url()).searchParams.get("register_id"));
      await site.openEdit();
      await site.editForm();
      await testId(page, "block-address").waitFor();
      await expect
        .poll(() => testId(page, "address-liveDistrict").getAttribute("data-value"))
        .toBe("广东省/深圳市/南山区");
      await expect
        .poll(() => testId(page, "address-workDistrict").getAttribute("data-value"))
        .toBe("上海市/市辖区/闵行区");
      expect(await testId(page, "address-liveAddress").inputValue()).toBe("科技园南区 1 号");
      expect(await testId(page, "address-workAddress").inputValue()).toBe("东川路 800 号");
      await testId(page, "address-healthCode-image").waitFor();
      await expect.poll(() => testId(page, "invoice-invoiceTitle").inputValue()).toBe(invoiceTitle);
      expect(await testId(page, "invoice-taxpayerNumber").inputValue()).toBe(taxpayerNumber);
      await testId(page, "block-address").scrollIntoViewIfNeeded();
      await shot(page, journey, "06-newRegist-edit-address");
      await site.saveEdit();
      await site.closeFeeOutcome();
      await expectExactText(testId(page, "detail-address-live"), "广东省 / 深圳市 / 南山区 科技园南区 1 号");
      await expectExactText(testId(page, "detail-address-work"), "上海市 / 市辖区 / 闵行区 东川路 800 号");
      await testId(page, "detail-address-healthCode").locator("img").waitFor();
      const invoice = await (await page.request.get(`/api/registrations/${id}/invoice`)).json();
      expect(invoice).toMatchObject({ invoiceType: 5, invoiceTitle, taxpayerNumber });
      await context.close();
    });
  }
});
