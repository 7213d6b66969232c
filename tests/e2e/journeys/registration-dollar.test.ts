import { openDatabase } from "@confreg/server/testing";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, phone, shot } from "../harness/browser";
import { patchConferenceSettings } from "../harness/conference-settings";
import { expectExactText, expectText } from "../harness/expect";
import { journeyHooks } from "../harness/journey";
import { AttendeeSite } from "../pages/attendee";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const login = "jane.roe.e2e@example.com";

/** Dollars as an English page writes them ($1,234.50), worked out here rather than by the app. */
const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString("en-US")}.${String(cents % 100).padStart(2, "0")}`;

/**
 * The English-only dollar conference of the demo (isEn, isDollar, ID documents asked), on a 375 px phone
 *: a foreign attendee registers with a passport, pays nothing yet and finds the dollar total on
 * registerDetail; the next form proposes her earlier choices (recommended registration, Confirm chooses
 * her type) and offers her as a quick-registration start (no passport number or phone carried over).
 */
describe("registration on the English-only dollar conference", () => {
  let conferenceId = 0;

  const env = journeyHooks(() => conferenceId, {
    // The conference offers quick registration (a per-conference setting).
    prepare: async (db) => {
      const row = await db
        .selectFrom("conferences")
        .select("id")
        .where("systemCode", "like", "ICCR%")
        .executeTakeFirstOrThrow();
      conferenceId = row.id;
      await patchConferenceSettings(db, conferenceId, { quickRegist: true });
    },
  });

  it("a foreign attendee registers with a passport and sees the dollar total; quick and recommended registration start from her", async () => {
    expect(env.view.settings.isEn && env.view.settings.isDollar && env.view.settings.isIdcard).toBe(true);
    const regular = env.view.participantTypes.find((t) => t.title.en === "Regular");
    if (!regular) throw new Error("the dollar conference has no Regular type");
    // The early-bird deadline has passed: the full dollar fee.
    const fee = dollars(regular.dollar);

    const context = await newContext(env.browser, env.server.url, phone, "en");
    const page = await context.newPage();
    const site = new AttendeeSite(page, conferenceId);
    await site.signUp(login, "journey-password-3");
    // A new account has no one to offer: straight on to the form, and nothing is recommended.
    await site.expectOn("preRegist");
    await site.chooseType(regular.id);
    await expectText(site.preRegistTotal(), fee);
    await expectExactText(page.locator(".att-total-label"), "Total (USD)");
    await expect.poll(() => page.locator(".adm-dialog").count()).toBe(0);
    await site.registerNow();
    await expectExactText(site.total(), fee);
    await expectExactText(page.locator(".att-total-label"), "Total (USD)");
    await site.fill({
      name: "Jane ROE",
      unit: "University of Melbourne",
      email: login,
      phone: "0061312345678",
    });
    await testId(page, "field-gender-0").click();
    await site.choose("idType", 6);
    await site.choose("idCountry", "AU", "Australia");
    await site.fill({ idNumber: "PA7654321" });
    await shot(page, "registration-dollar", "01-newRegist-passport-usd");
    await site.submit();
    await page.waitForURL(/\/registerDetail\?/);

    // Nothing paid yet: the whole dollar fee is owed.
    await expectText(site.detailField("idType"), "Passport");
    await expectText(site.detailField("idCountry"), "Australia");
    await expectExactText(site.detailField("idNumber"), "*****4321");
    await expectExactText(site.detailField("amount"), fee);
    await expectExactText(site.detailField("owed"), fee);
    await expectText(site.detailField("pay-status"), "Unpaid");
    await expectExactText(site.detailField("paper-count"), "None");
    await expectText(site.detailField("registered"), "Registered");
    await site.detailField("amount").scrollIntoViewIfNeeded();
    await shot(page, "registration-dollar", "02-registerDetail-usd-unpaid");

    // The next form: the recommended registration proposes her earlier type, and Confirm chooses it.
    await page.goto(site.path("preRegist"));
    const dialog = testId(page, "recommend-dialog");
    await dialog.waitFor();
    expect(await dialog.getAttribute("data-type-id")).toBe(String(regular.id));
    await shot(page, "registration-dollar", "03-preRegist-recommended");
    await page.locator(".adm-dialog-footer button", { hasText: "Confirm" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => site.typeOption(regular.id).getAttribute("class")).toContain("is-selected");

    // Quick registration offers her as a start: the form opens with her details, not her passport or phone.
    const offered = testId(page, "quick-registrant");
    await expect.poll(() => offered.count()).toBe(1);
    await expectText(offered, "Jane ROE");
    await expectText(offered, "University of Melbourne");
    await expectText(offered, "Regular");
    await offered.click();
    await expect.poll(() => offered.getAttribute("aria-pressed")).toBe("true");
    await shot(page, "registration-dollar", "04-preRegist-quick-registration");
    await site.registerNow();
    await expect.poll(() => testId(page, "field-name").inputValue()).toBe("Jane ROE");
    expect(await testId(page, "field-unit").inputValue()).toBe("University of Melbourne");
    expect(await testId(page, "field-email").inputValue()).toBe(login);
    expect(await testId(page, "field-idNumber").inputValue()).toBe("");
    expect(await testId(page, "field-phone").inputValue()).toBe("");
    await shot(page, "registration-dollar", "05-newRegist-quick-prefilled");

    // Her colleague from the same university, registered from that start.
    await site.fill({ name: "Sam ROE", email: "sam.roe.e2e@example.com", phone: "0061312345679" });
    await site.choose("idType", 6);
    await site.choose("idCountry", "AU", "Australia");
    await site.fill({ idNumber: "PA7654322" });
    await site.submit();
    await page.waitForURL(/\/registerDetail\?register_id=\d+/);
    const registrationId = Number(new URL(page.url()).searchParams.get("register_id"));
    await expectExactText(site.detailField("amount"), fee);
    await context.close();

    // The spec's isRecommend: 2, the recommended choices were loaded.
    const { db, close } = await openDatabase(env.server.database);
    try {
      const row = await db
        .selectFrom("registrations")
        .select("isRecommend")
        .where("id", "=", registrationId)
        .executeTakeFirstOrThrow();
      expect(Number(row.isRecommend)).toBe(2);
    } finally {
      await close();
    }
  });
});
