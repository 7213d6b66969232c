import { formatMoney, HotelPayType, type Locale } from "@confreg/shared";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, phone, shot } from "../harness/browser";
import { expectText } from "../harness/expect";
import { journeyHooks } from "../harness/journey";
import { journeyIdNumber } from "../harness/journey-api";
import { AttendeeSite } from "../pages/attendee";
import { pickDay } from "../pages/date-picker";
import { bookRoom, plusDays } from "../pages/form-blocks";
import { PaymentsPanel } from "../pages/payments";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

type Detail = {
  workshops: { id: number }[];
  additional: { hotel: { endDate: string } | null };
  totalFee: number;
};

/**
 * Editing one's own registration on a phone (DOMAIN.md §3), in Chinese and in English: while
 * unpaid, the attendee moves to another workshop and stays a night longer, and is told the new fee and why;
 * after paying at the demo cashier, the participant type can no longer be changed and the form says so.
 */
describe("registration edit", () => {
  const conferenceId = 1;

  const env = journeyHooks(conferenceId);

  const cases: { lang: Locale; n: number; name: string; outcome: RegExp; locked: RegExp }[] = [
    { lang: "zh", n: 61, name: "赵文静", outcome: /费用/, locked: /参会类型/ },
    { lang: "en", n: 62, name: "Zhao Wenjing", outcome: /fee/i, locked: /participant type/i },
  ];

  for (const { lang, n, name, outcome, locked } of cases) {
    it(`edits while unpaid (workshop, hotel dates, new fee shown), then finds the type locked once paid (${lang})`, async () => {
      // Two plain types (no member number, card or workshop-only rule): the edit moves to the dearer one.
      const plain = env.view.participantTypes
        .filter((t) => !t.isHidden && !t.workshopOnly && !t.isMember && !t.isCommittee)
        .filter((t) => !t.needsOtherMemberNo && !t.isStudent)
        .sort((a, b) => a.discountFee - b.discountFee);
      const [type, other] = plain;
      const open = env.view.workshops.filter((w) => !w.isNoneOption && w.fee > 0 && (w.remaining ?? 1) > 0);
      const [first, second] = open.sort((a, b) => a.fee - b.fee);
      const hotel = env.view.hotels.find((h) => h.roomTypes.some((r) => r.remaining > 1));
      const room = hotel?.roomTypes.find((r) => r.remaining > 1);
      if (!type || !other || !first || !second || !hotel || !room)
        throw new Error("the demo conference lacks two types, two charged workshops or a room");

      const context = await newContext(env.browser, env.server.url, phone, lang);
      const page = await context.newPage();
      const site = new AttendeeSite(page, conferenceId);
      const login = `edit.${lang}.e2e@example.com`;
      await site.signUp(login, "journey-password-1");
      await site.expectOn("preRegist");
      await site.chooseType(type.id);
      await site.toggleWorkshop(first.id);
      await site.registerNow();
      await site.fill({
        name,
        idNumber: journeyIdNumber(n),
        unit: lang === "zh" ? "浙江大学控制学院" : "Zhejiang University",
        position: lang === "zh" ? "讲师" : "Lecturer",
        email: login,
        phone: `139123400${n}`,
      });
      const { checkIn } = await bookRoom(page, {
        hotelId: hotel.id,
        roomTypeId: room.id,
        nights: 1,
        paidBy: HotelPayType.selfPaid,
      });
      await site.submit();
      await page.waitForURL(/\/registerDetail\?/);
      const id = Number(new URL(page.url()).searchParams.get("register_id"));
      const before = (await (await page.request.get(`/api/registrations/${id}`)).json()) as Detail;

      // Edit while unpaid: preRegist starts from the registration's choice and says how it will be priced.
      await site.openEdit();
      await expect.poll(() => testId(page, `type-option-${type.id}`).locator("input").isChecked()).toBe(true);
      await site.chooseType(other.id);
      await site.toggleWorkshop(first.id);
      await site.toggleWorkshop(second.id);
      await shot(page, `registration-edit-${lang}`, "01-preRegist-edit");
      await site.editForm();
      // The form holds what was entered, the booking included; one more night.
      await expect.poll(() => testId(page, "field-name").inputValue()).toBe(name);
      await expect.poll(() => testId(page, "hotel-startDate").getAttribute("data-value")).toBe(checkIn);
      const checkOut = plusDays(checkIn, 2);
      await pickDay(page, "hotel-endDate", checkOut);
      await expect.poll(() => testId(page, "hotel-endDate").getAttribute("data-value")).toBe(checkOut);
      await shot(page, `registration-edit-${lang}`, "02-newRegist-edit");
      const told = await site.saveEdit();
      // Priced at the prices of the first submission (the early-bird one while it lasts).
      const after = before.totalFee - type.discountFee + other.discountFee - first.fee + second.fee;
      expect(after).not.toBe(before.totalFee);
      await expect.poll(() => told.getAttribute("data-after")).toBe(String(after));
      expect(await told.getAttribute("data-basis")).toBe("firstSubmission");
      await expectText(told, formatMoney(after, "CNY", lang));
      await expectText(told, formatMoney(before.totalFee, "CNY", lang));
      expect(await told.textContent()).toMatch(outcome);
      await shot(page, `registration-edit-${lang}`, "03-fee-outcome");
      await site.closeFeeOutcome();
      const edited = (await (await page.request.get(`/api/registrations/${id}`)).json()) as Detail;
      expect(edited.workshops.map((w) => w.id)).toEqual([second.id]);
      expect(edited.additional.hotel?.endDate).toBe(checkOut);
      expect(edited.totalFee).toBe(after);

      // Paid at the demo cashier: the type is locked, and the form says why.
      const payments = new PaymentsPanel(page);
      await payments.payAtDemoCashier(2);
      await expect.poll(() => payments.lineStatus(), { timeout: 15_000 }).toBe("2");
      await site.openEdit();
      const note = testId(page, "edit-pricing-note");
      expect(await note.textContent()).toMatch(locked);
      await site.chooseType(type.id);
      await expect
        .poll(() => testId(page, `type-option-${other.id}`).locator("input").isChecked())
        .toBe(true);
      await shot(page, `registration-edit-${lang}`, "04-type-locked-after-payment");
      await context.close();
    });
  }
});
