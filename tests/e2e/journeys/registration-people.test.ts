import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { newContext, phone, shot } from "../harness/browser";
import { patchConferenceSettings } from "../harness/conference-settings";
import { expectExactText, expectText } from "../harness/expect";
import { journeyHooks } from "../harness/journey";
import { journeyIdNumber } from "../harness/journey-api";
import { AttendeeSite } from "../pages/attendee";

const journey = "registration-people";
const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const inSheet = (page: Page, id: string) =>
  page.locator(`[data-testid="saved-person-form"] [data-testid="${id}"]`);

/** A photographed card: a pale card with a dark band, as a phone would send it. */
function cardPhoto(name: string) {
  const [width, height] = [60, 38];
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const band = y > 8 && y < 14;
      png.data.set(band ? [40, 60, 120, 255] : [236, 232, 220, 255], (y * width + x) * 4);
    }
  return { name, mimeType: "image/png", buffer: PNG.sync.write(png) };
}

/** After a first registration preRegist proposes the earlier choices (another journey covers it): declined. */
async function declineRecommendation(page: Page) {
  const dialog = testId(page, "recommend-dialog");
  const shown = await dialog.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (shown) {
    await page.locator(".adm-dialog-footer button").first().click();
    await dialog.waitFor({ state: "detached" });
  }
}

const member = {
  name: "林静怡",
  email: "lin.jingyi@example.org",
  phone: "13912340083",
  unit: "中国科学院自动化研究所",
  job: "副研究员",
  memberNo: "E20278083M",
};

/**
 * The registrant block's people features on a phone: an attendee adds a saved person
 * with a student card in the popup and registers them by choosing them; then types a member's name and
 * phone, accepts the member list's suggestion (unit, title, e-mail, number), uploads the student card
 * under the conference's own label, ticks "save this person" and submits; registerList links both cards,
 * and the next form's popup lists both people and deletes one after a confirmation. In Chinese, then the
 * same account in English.
 */
describe("registration people: saved registrants, member suggestion, card images", () => {
  const conferenceId = 1;

  const env = journeyHooks(conferenceId, {
    prepare: async (db) => {
      const at = new Date().toISOString();
      await db
        .insertInto("members")
        .values({ kind: "caa", ...member, gender: 0, valid: 1, createTime: at, updateTime: at })
        .execute();
      await patchConferenceSettings(db, conferenceId, {
        studentCardLabel: { zh: "学生证（含注册页）", en: "Student ID (with the enrolment page)" },
      });
    },
  });

  it("choose a saved person, accept the member suggestion, upload the student card, see the links", async () => {
    const student = env.view.participantTypes.find((t) => t.isStudent && !t.isHidden);
    const workshop = env.view.workshops.find((w) => !w.isNoneOption && (w.remaining ?? 1) > 0);
    if (!student || !workshop) throw new Error("the demo conference lacks a student type or a workshop");

    const context = await newContext(env.browser, env.server.url, phone);
    const page = await context.newPage();
    const site = new AttendeeSite(page, conferenceId);
    const startForm = async () => {
      await page.goto(site.path("preRegist"));
      await declineRecommendation(page);
      await site.chooseType(student.id);
      await site.toggleWorkshop(workshop.id);
      await site.registerNow();
    };
    await site.signUp("people.e2e@example.com", "journey-password-1");
    await site.expectOn("preRegist");
    await site.chooseType(student.id);
    await site.toggleWorkshop(workshop.id);
    await site.registerNow();
    await expect
      .poll(() => page.locator(".adm-form-item-label", { hasText: "学生证（含注册页）" }).count())
      .toBe(1);

    // A saved person added in the popup, with the student card, then chosen: the form is filled.
    await testId(page, "saved-people-open").click();
    await testId(page, "saved-people-empty").waitFor();
    await testId(page, "saved-person-add").click();
    for (const [field, value] of Object.entries({
      name: "赵一鸣",
      idNumber: journeyIdNumber(81),
      unit: "浙江大学控制学院",
      position: "博士研究生",
      email: "zhao.yiming@example.com",
      phone: "13912340081",
    }))
      await inSheet(page, `field-${field}`).fill(value);
    await inSheet(page, "saved-person-studentCard-file").setInputFiles(cardPhoto("zhao-card.png"));
    await inSheet(page, "saved-person-studentCard-preview").waitFor();
    await shot(page, journey, "01-saved-person-form-zh");
    await testId(page, "saved-person-save").click();
    await expectExactText(testId(page, "saved-person-name"), "赵一鸣");
    await shot(page, journey, "02-saved-people-list-zh");
    await testId(page, "saved-person-use").click();
    await testId(page, "saved-people").waitFor({ state: "detached" });
    await expect.poll(() => testId(page, "field-name").inputValue()).toBe("赵一鸣");
    await expect.poll(() => testId(page, "field-unit").inputValue()).toBe("浙江大学控制学院");
    await testId(page, "field-studentCard-preview").waitFor();
    await shot(page, journey, "03-newRegist-filled-from-saved-zh");
    await site.submit();
    await page.waitForURL(/\/registerDetail\?/);
    await testId(page, "detail-images-studentCard").waitFor();
    await expectExactText(testId(page, "detail-images-studentCard"), "学生证（含注册页）");

    // A member's name and phone: the list's suggestion fills the rest; the card is uploaded on the form.
    await startForm();
    await site.fill({ name: member.name, phone: member.phone, email: "" });
    await testId(page, "member-suggestion").waitFor();
    await expectText(testId(page, "member-suggestion"), member.unit);
    await shot(page, journey, "04-member-suggestion-zh");
    await testId(page, "member-suggestion-fill").click();
    await expect.poll(() => testId(page, "field-unit").inputValue()).toBe(member.unit);
    await expect.poll(() => testId(page, "field-email").inputValue()).toBe(member.email);
    await expect.poll(() => testId(page, "field-job").inputValue()).toBe(member.job);
    await site.fill({ idNumber: journeyIdNumber(83), position: "助理研究员" });
    // Without the card the form says what is missing, in the spec's words.
    await site.submit();
    await expectExactText(site.fieldError("studentCard"), "请上传学生证。");
    await testId(page, "field-studentCard-file").setInputFiles(cardPhoto("lin-card.png"));
    await testId(page, "field-studentCard-preview").waitFor();
    await testId(page, "field-savePerson").click();
    await testId(page, "field-studentCard").scrollIntoViewIfNeeded();
    await shot(page, journey, "05-newRegist-card-and-save-zh");
    await site.submit();
    await page.waitForURL(/\/registerDetail\?/);
    await testId(page, "detail-images-studentCard").click();
    await page.locator(".adm-image-viewer-content img").first().waitFor();
    await shot(page, journey, "06-registerDetail-card-viewer-zh");
    await page.keyboard.press("Escape");

    // registerList: both registrations link their student cards.
    await page.goto(site.path("registerList"));
    await expect.poll(() => page.locator('[data-testid="card-images-studentCard"]').count()).toBe(2);
    await shot(page, journey, "07-registerList-card-links-zh");

    // The next form's popup: the person saved on submit is there; one is deleted after a confirmation.
    await startForm();
    await testId(page, "saved-people-open").click();
    await expect
      .poll(() => testId(page, "saved-person-name").allTextContents())
      .toEqual(expect.arrayContaining(["赵一鸣", member.name]));
    const zhao = page.locator(
      '[data-testid^="saved-person-"]:has([data-testid="saved-person-name"]:text-is("赵一鸣"))',
    );
    await zhao.locator('[data-testid="saved-person-delete"]').click();
    await expectText(testId(page, "saved-person-delete-text"), "赵一鸣");
    await shot(page, journey, "08-saved-person-delete-confirm-zh");
    await testId(page, "saved-person-delete-confirm").click();
    await expect.poll(() => testId(page, "saved-person-name").allTextContents()).toEqual([member.name]);
    await context.close();

    // The same account in English on the phone: the popup and the card links in English.
    const en = await newContext(env.browser, env.server.url, phone, "en");
    const english = await en.newPage();
    const siteEn = new AttendeeSite(english, conferenceId);
    await english.goto(siteEn.path("login"));
    await testId(english, "login-input").fill("people.e2e@example.com");
    await testId(english, "password-input").fill("journey-password-1");
    await testId(english, "login-submit").click();
    await english.waitForURL(/\/register(List|Detail)/);
    await english.goto(siteEn.path("registerList"));
    await expect
      .poll(() => english.locator('[data-testid="card-images-studentCard"]').first().textContent())
      .toBe("Student ID (with the enrolment page)");
    await shot(english, journey, "09-registerList-card-links-en");
    await english.goto(siteEn.path("preRegist"));
    await declineRecommendation(english);
    await siteEn.chooseType(student.id);
    await siteEn.toggleWorkshop(workshop.id);
    await siteEn.registerNow();
    await testId(english, "saved-people-open").click();
    await expect.poll(() => testId(english, "saved-person-name").allTextContents()).toEqual([member.name]);
    await shot(english, journey, "10-saved-people-en");
    await testId(english, "saved-person-use").click();
    await expect.poll(() => testId(english, "field-memberNo").count()).toBe(0);
    await expect.poll(() => testId(english, "field-unit").inputValue()).toBe(member.unit);
    await testId(english, "field-studentCard-preview").waitFor();
    await shot(english, journey, "11-newRegist-filled-en");
    await en.close();
  });
});
