import { type ConferenceView, ExtraItemType, formatMoney, HotelPayType } from "@confreg/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectExactText, expectText } from "../harness/expect";
import { journeyIdNumber } from "../harness/journey-api";
import { type RunningServer, startServer } from "../harness/server";
import { AttendeeSite } from "../pages/attendee";
import { answerQuestion, bookRoom } from "../pages/form-blocks";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const fieldError = (page: Page, id: string) =>
  page.locator(`.adm-list-item:has([data-testid="${id}"]) .adm-form-item-feedback-error`);

/**
 * The form's optional blocks on a phone: an attendee answers the conference's extra questions
 * (a required one left empty is pointed out, then answered), books a twin room with a roommate for two
 * nights and sees the estimate marked as paid at the hotel, submits, and finds the answers and the booking
 * on registerDetail, in Chinese on the phone and in English on a desktop.
 */
describe("registration blocks: extra questions and hotel", () => {
  let server: RunningServer;
  let browser: Browser;
  let view: ConferenceView;
  const conferenceId = 1;

  beforeAll(async () => {
    server = await startServer({
      // The demo's text question becomes required, so the journey can leave it empty once.
      prepare: async (db) => {
        await db
          .updateTable("extraItems")
          .set({ required: 1 })
          .where("conferenceId", "=", conferenceId)
          .where("type", "=", ExtraItemType.text)
          .execute();
      },
    });
    browser = await launchBrowser();
    view = (await (await fetch(`${server.url}/api/conferences/${conferenceId}`)).json()) as ConferenceView;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("an attendee answers the questions, books a twin room with a roommate, and registerDetail shows both", async () => {
    const item = (type: ExtraItemType) => {
      const found = view.extraItems.find((i) => i.type === type);
      if (!found) throw new Error(`the demo conference has no question of type ${type}`);
      return found;
    };
    const [text, single, multiple, select] = [
      item(ExtraItemType.text),
      item(ExtraItemType.single),
      item(ExtraItemType.multiple),
      item(ExtraItemType.select),
    ];
    expect(text.required).toBe(true);
    const hotel = view.hotels.find((h) =>
      h.roomTypes.some((r) => /twin/i.test(r.name.en) && r.remaining > 0),
    );
    const room = hotel?.roomTypes.find((r) => /twin/i.test(r.name.en));
    const type = view.participantTypes.find(
      (t) => !t.isHidden && !t.workshopOnly && !t.isMember && !t.needsOtherMemberNo,
    );
    const workshop = view.workshops.find((w) => !w.isNoneOption && (w.remaining ?? 1) > 0);
    if (!hotel || !room || !type || !workshop)
      throw new Error("the demo conference lacks a twin room, a type or a workshop");

    const context = await newContext(browser, server.url, phone);
    const page = await context.newPage();
    const site = new AttendeeSite(page, conferenceId);
    await site.signUp("blocks.e2e@example.com", "journey-password-1");
    await site.expectOn("preRegist");
    await site.chooseType(type.id);
    await site.toggleWorkshop(workshop.id);
    await site.registerNow();
    await site.fill({
      name: "王晓明",
      idNumber: journeyIdNumber(41),
      unit: "上海交通大学自动化系",
      position: "讲师",
      email: "blocks.e2e@example.com",
      phone: "13912340041",
    });

    // The questions: one choice, two of several, one from a list; the required text is left empty.
    const [firstOption, , thirdOption] = multiple.options;
    await answerQuestion(page, single, single.options[0]?.value ?? "");
    await answerQuestion(page, multiple, [firstOption?.value ?? "", thirdOption?.value ?? ""]);
    await answerQuestion(page, select, select.options[1]?.value ?? "");

    // A twin room for two nights: the roommate's name, who pays, and the estimate paid at the hotel.
    const { checkIn, checkOut } = await bookRoom(page, {
      hotelId: hotel.id,
      roomTypeId: room.id,
      nights: 2,
      roommate: "李华",
      paidBy: HotelPayType.selfPaid,
    });
    // The dinner starts at the regular meal; this attendee needs halal.
    await expect
      .poll(() => testId(page, "additional-mealType-regular").locator("input").isChecked())
      .toBe(true);
    await testId(page, "additional-mealType-halal").click();
    const cost = formatMoney(room.pricePerNight * 2, "CNY", "zh");
    await expectExactText(testId(page, "hotel-cost"), cost);
    await expect.poll(() => testId(page, "hotel-nights").getAttribute("data-nights")).toBe("2");
    await shot(page, "registration-blocks", "01-newRegist-hotel-zh");

    // The required question left empty: its message at the question, nothing sent.
    await site.submit();
    await expectExactText(fieldError(page, `extra-${text.id}`), "此项为必填项。");
    await shot(page, "registration-blocks", "02-newRegist-required-question");
    const none = await page.request.get(`/api/conferences/${conferenceId}/registrations`);
    expect(((await none.json()) as { total: number }).total).toBe(0);

    // The draft on the phone keeps the blocks (reloaded, the booking is still there).
    await testId(page, `extra-${text.id}`).fill("不吃辣");
    await expect
      .poll(async () => (await site.drafts())[0]?.values.hotel)
      .toMatchObject({ book: true, roomTypeId: room.id, roommateName: "李华" });

    await site.submit();
    await page.waitForURL(/\/registerDetail\?/);
    const card = testId(page, "detail-additional");
    await card.waitFor();
    await expectText(testId(page, "detail-additional-hotel"), `${hotel.name.zh} · ${room.name.zh}`);
    await expectText(testId(page, "detail-additional-stay"), `${checkIn} – ${checkOut}`);
    await expectExactText(testId(page, "detail-additional-roommate"), "李华");
    await expectText(testId(page, "detail-additional-cost"), cost);
    await expectExactText(testId(page, `detail-additional-answer-${text.id}`), "不吃辣");
    await expectExactText(testId(page, "detail-additional-mealType"), "清真餐");
    const chosen = [firstOption, thirdOption].map((o) => o?.label.zh).join("、");
    await expectExactText(testId(page, `detail-additional-answer-${multiple.id}`), chosen);
    await card.scrollIntoViewIfNeeded();
    await shot(page, "registration-blocks", "03-registerDetail-additional-zh");
    const detailUrl = page.url();
    await context.close();

    // The same registration in English on a desktop: the questions' and hotel's English words.
    const wide = await newContext(browser, server.url, desktop, "en");
    const desk = await wide.newPage();
    const english = new AttendeeSite(desk, conferenceId);
    await desk.goto(english.path("login"));
    await testId(desk, "login-input").fill("blocks.e2e@example.com");
    await testId(desk, "password-input").fill("journey-password-1");
    await testId(desk, "login-submit").click();
    await desk.waitForURL(/\/register(List|Detail)/);
    await desk.goto(new URL(detailUrl).pathname + new URL(detailUrl).search);
    await expectText(testId(desk, "detail-additional-hotel"), `${hotel.name.en} · ${room.name.en}`);
    const chosenEn = [firstOption, thirdOption].map((o) => o?.label.en).join(", ");
    await expectExactText(testId(desk, `detail-additional-answer-${multiple.id}`), chosenEn);
    await testId(desk, "detail-additional").scrollIntoViewIfNeeded();
    await shot(desk, "registration-blocks", "04-registerDetail-additional-en-desktop");
    await wide.close();
  });
});
