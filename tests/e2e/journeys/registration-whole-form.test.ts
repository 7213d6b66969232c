import {
  type AdminInvoiceRow,
  type ExtraItem,
  ExtraItemType,
  formatMoney,
  HotelPayType,
  type Locale,
  type Paged,
  pickText,
} from "@confreg/shared";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, phone, shot } from "../harness/browser";
import { patchConferenceSettings } from "../harness/conference-settings";
import { expectAttribute, expectCount, expectExactText, expectText } from "../harness/expect";
import { journeyHooks } from "../harness/journey";
import { adminApi, journeyIdNumber } from "../harness/journey-api";
import { insertAcceptedPapers } from "../harness/paper-seed";
import { AttendeeSite } from "../pages/attendee";
import {
  addAcceptedPapers,
  addSavedInvoice,
  answerQuestion,
  bookRoom,
  plusDays,
  setPaperPages,
} from "../pages/form-blocks";
import { InvoicePanel } from "../pages/invoice";
import { PaymentsPanel } from "../pages/payments";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const journey = "registration-whole-form";
const conferenceId = 1;

/**
 * The hotels take bookings for six nights around the congress, ten weeks ahead, inside one calendar year
 * (the date picker's year column stays on it).
 */
function hotelWindow() {
  const from = plusDays(new Date().toISOString().slice(0, 10), 68);
  const year = plusDays(from, 6).slice(0, 4);
  const start = from.startsWith(year) ? from : `${year}-01-02`;
  return { from: start, to: plusDays(start, 6) };
}
const hotelDays = hotelWindow();

/** What each attendee types and chooses, and the page's words they should read, in their language. */
const cases = [
  {
    lang: "zh" as Locale,
    n: 91,
    login: "whole.zh@example.com",
    name: "周文华",
    unit: "南京大学控制科学与工程学院",
    unitAfter: "南京大学自动化学院",
    position: "副教授",
    papers: [
      { paperId: "8101", title: "多智能体系统的分布式一致性控制" },
      { paperId: "8102", title: "基于强化学习的微电网能量调度" },
    ],
    roommate: "陈立",
    roommateAfter: "陈立新",
    invoice: { title: "南京大学", taxpayerNumber: "12330000470003281X" },
    answers: { text: "不吃辣", longText: "希望增加茶歇时间。" },
    words: {
      registered: "已注册",
      pages: (n: number) => `${n} 页`,
      nights: (n: number) => `${n} 晚`,
      list: "、",
      notInvoiced: "未开票",
      issued: "已开票",
      firstPrices: "按首次提交注册时",
      stays: (amount: string) => `费用仍为 ${amount}`,
      sameChoices: "您的选择费用不变",
      paidKept: "已缴费或缴费审核中，不再重新计费。",
      locked: "此注册已缴费或缴费正在审核",
      invoiceLocked: "本注册的发票已开具或正在开具",
      papersLocked: "缴费后或缴费审核中，论文不能再修改。",
    },
  },
  {
    lang: "en" as Locale,
    n: 92,
    login: "whole.en@example.com",
    name: "Zhou Wenhua",
    unit: "Nanjing University",
    unitAfter: "Nanjing University, School of Automation",
    position: "Associate Professor",
    papers: [
      { paperId: "8201", title: "Event-triggered Control of Networked Systems" },
      { paperId: "8202", title: "Learning-based Model Predictive Control" },
    ],
    roommate: "Chen Li",
    roommateAfter: "Chen Lixin",
    invoice: { title: "Nanjing University", taxpayerNumber: "12440000455354203Q" },
    answers: { text: "No peanuts", longText: "More coffee breaks, please." },
    words: {
      registered: "Registered",
      pages: (n: number) => `${n} pages`,
      nights: (n: number) => `${n} nights`,
      list: ", ",
      notInvoiced: "Not invoiced",
      issued: "Issued",
      firstPrices: "prices in force when you first registered",
      stays: (amount: string) => `The fee stays at ${amount}`,
      sameChoices: "your choices cost the same",
      paidKept: "it is paid or under review, so it is not priced again.",
      locked: "This registration is paid or its payment is under review",
      invoiceLocked: "The invoice of this registration is issued or being issued",
      papersLocked: "The papers cannot be changed once the fee is paid or under review.",
    },
  },
];
type Case = (typeof cases)[number];

/**
 * The form issue's whole path on a 375 px phone, once in Chinese and once in English: a new
 * attendee chooses a type with papers and a workshop, adds two accepted papers (one over the fee row's
 * page limit) and sees the fee table's two-paper price plus the over-page fee plus the workshop as the
 * total, books a twin room with a roommate inside the hotel window, answers every kind of extra question,
 * adds a saved invoice and chooses it, submits, finds every block on registerDetail and the registration
 * on registerList; edits it while unpaid (roommate, one answer) and reads the fee outcome; pays at the demo
 * cashier; the office issues the invoice; the next edit shows the invoice locked and the fee-deciding
 * choices kept, and saving a new unit leaves the invoice as it was.
 */
describe("registration, the whole form: papers, hotel, questions, saved invoice, edits before and after paying", () => {
  const env = journeyHooks(conferenceId, {
    prepare: async (db) => {
      await patchConferenceSettings(db, conferenceId, { hotelWindow: hotelDays });
      // Each attendee's two accepted papers, listed under their e-mail.
      const papers = cases.flatMap((c) => c.papers.map((paper) => ({ ...paper, email: c.login })));
      await insertAcceptedPapers(db, conferenceId, { name: "周文华", nameEn: "Zhou Wenhua" }, papers);
    },
  });

  /** What the journey needs of the demo congress, read from the attendee's view of it. */
  function congress() {
    const { view } = env;
    const type = view.participantTypes.find(
      (t) =>
        t.allowsPapers &&
        t.maxPapers === null &&
        !t.isMember &&
        !t.isHidden &&
        !t.workshopOnly &&
        !t.paperAuthorMustMatch,
    );
    const workshop = view.workshops.find((w) => !w.isNoneOption && w.fee > 0 && (w.remaining ?? 1) > 0);
    const row = view.feeRows.find((r) => r.participantTypeId === type?.id && r.paperNum === 2);
    const hotel = view.hotels.find((h) =>
      h.roomTypes.some((r) => /twin/i.test(r.name.en) && r.remaining > 1),
    );
    const room = hotel?.roomTypes.find((r) => /twin/i.test(r.name.en));
    if (!type || !workshop || !row || !hotel || !room)
      throw new Error("the demo congress lacks a paper type, a workshop, its fee row or a twin room");
    const item = (kind: ExtraItemType): ExtraItem => {
      const found = view.extraItems.find((i) => i.type === kind);
      if (!found) throw new Error(`the demo congress has no question of type ${kind}`);
      return found;
    };
    expect(view.settings).toMatchObject({
      isPaper: true,
      pageLimit: 8,
      pageFeeLimit: 6,
      hotelWindow: hotelDays,
    });
    const earlyBird = Date.parse(view.discountTime) > Date.now();
    return {
      type,
      workshop,
      row,
      earlyBird,
      hotel,
      room,
      questions: {
        text: item(ExtraItemType.text),
        single: item(ExtraItemType.single),
        multiple: item(ExtraItemType.multiple),
        select: item(ExtraItemType.select),
        longText: item(ExtraItemType.longText),
      },
    };
  }

  /** Every block of the registration on registerDetail, in the attendee's words; a screenshot of each card. */
  async function expectEveryBlock(
    page: Page,
    c: Case,
    shots: string,
    step: string,
    expected: {
      unit: string;
      roommate: string;
      answers: Record<number, string>;
      invoiceStatus: string;
      stay: { checkIn: string; checkOut: string };
    },
  ) {
    const { type, workshop, hotel, room } = congress();
    const { lang, words } = c;
    // The registration card: the tag, the registrant, the type.
    await expectExactText(testId(page, "detail-registered"), words.registered);
    await expectExactText(testId(page, "detail-name"), c.name);
    await expectExactText(testId(page, "detail-unit"), expected.unit);
    await expectExactText(testId(page, "detail-type"), pickText(type.title, lang));
    // The actions (New registration, Edit, Delete) fit the phone's width, their words inside them.
    const cut = await testId(page, "detail-actions")
      .locator("button")
      .evaluateAll((buttons) =>
        buttons
          .map((b) => ({
            box: b.getBoundingClientRect(),
            words: (b.firstElementChild ?? b).getBoundingClientRect(),
            text: b.textContent,
          }))
          .filter(
            ({ box, words }) =>
              box.left < 0 ||
              box.right > window.innerWidth ||
              words.left < box.left ||
              words.right > box.right,
          )
          .map(
            ({ box, words, text }) => `${text}: ${box.left}-${box.right}, words ${words.left}-${words.right}`,
          ),
      );
    expect(cut).toEqual([]);
    await shot(page, shots, `${step}-a-registration`);
    // The workshop, and the papers with their pages.
    await expectExactText(testId(page, "detail-workshops"), pickText(workshop.title, lang));
    await expectExactText(testId(page, "detail-paper-count"), "2");
    for (const [paper, pages] of c.papers.map((p, i) => [p, i === 0 ? 6 : 8] as const)) {
      await expectText(testId(page, `detail-paper-${paper.paperId}`), paper.title);
      await expectExactText(testId(page, `detail-paper-${paper.paperId}-pages`), words.pages(pages));
    }
    await testId(page, "detail-papers").scrollIntoViewIfNeeded();
    await shot(page, shots, `${step}-b-papers`);
    // The hotel and the answers: room, stay, roommate, estimate.
    const { checkIn, checkOut } = expected.stay;
    await expectExactText(
      testId(page, "detail-additional-hotel"),
      `${pickText(hotel.name, lang)} · ${pickText(room.name, lang)}`,
    );
    await expectExactText(
      testId(page, "detail-additional-stay"),
      `${checkIn} – ${checkOut} (${words.nights(2)})`,
    );
    await expectExactText(testId(page, "detail-additional-roommate"), expected.roommate);
    await expectText(
      testId(page, "detail-additional-cost"),
      formatMoney(room.pricePerNight * 2, "CNY", lang),
    );
    for (const [itemId, answer] of Object.entries(expected.answers))
      await expectExactText(testId(page, `detail-additional-answer-${itemId}`), answer);
    await testId(page, "detail-additional").scrollIntoViewIfNeeded();
    await shot(page, shots, `${step}-c-additional`);
    // The invoice card: the saved invoice's title and number.
    await expectExactText(testId(page, "detail-invoice-invoiceTitle"), c.invoice.title);
    await expectExactText(testId(page, "detail-invoice-taxpayerNumber"), c.invoice.taxpayerNumber);
    await expectExactText(testId(page, "detail-invoice-card-status"), expected.invoiceStatus);
    await testId(page, "detail-invoice").scrollIntoViewIfNeeded();
    await shot(page, shots, `${step}-d-invoice`);
  }

  for (const c of cases) {
    it(`${c.lang}: fills every block, submits, edits unpaid, pays, and edits with the invoice issued`, async () => {
      const { type, workshop, row, earlyBird, hotel, room, questions } = congress();
      const { lang, words } = c;
      const money = (cents: number) => formatMoney(cents, "CNY", lang);
      const shots = `${journey}-${lang}`;
      const context = await newContext(env.browser, env.server.url, phone, lang);
      const page = await context.newPage();
      const site = new AttendeeSite(page, conferenceId);

      // 1. Signed up, a type that takes papers and a paid workshop.
      await site.signUp(c.login, "journey-password-1");
      await site.expectOn("preRegist");
      await site.chooseType(type.id);
      await site.toggleWorkshop(workshop.id);
      await shot(page, shots, "01-preRegist");
      await site.registerNow();

      // 2. The registrant, and two accepted papers, one of 8 pages (the fee row counts 6).
      await site.fill({
        name: c.name,
        idNumber: journeyIdNumber(c.n),
        unit: c.unit,
        position: c.position,
        email: c.login,
        phone: `139123400${c.n}`,
      });
      await testId(page, "block-papers").waitFor();
      const paperIds = c.papers.map((paper) => paper.paperId);
      const [short = "", long = ""] = paperIds;
      await addAcceptedPapers(page, paperIds);
      await expectAttribute(testId(page, `paper-pages-${short}`), "data-value", "6");
      await setPaperPages(page, long, 8);
      await expectExactText(testId(page, "summary-papers"), "2");
      // The fee table's two-paper row (early-bird while it lasts), 2 pages over its limit, the workshop.
      const rowPrice = earlyBird ? row.discountFee : row.fee;
      const overPages = (8 - row.pageLimit) * row.overPageFee;
      const total = rowPrice + overPages + workshop.fee;
      expect(overPages).toBeGreaterThan(0);
      await expectExactText(site.total(), money(total));
      await expect
        .poll(() => testId(page, "fee-lines").locator(".att-fee-line-amount").allTextContents())
        .toEqual([money(rowPrice), money(overPages), money(workshop.fee)]);
      await testId(page, "block-papers").scrollIntoViewIfNeeded();
      await shot(page, shots, "02-newRegist-papers");

      // 3. A twin room with a roommate, two nights inside the hotel window; the estimate paid at the hotel.
      const stay = await bookRoom(page, {
        hotelId: hotel.id,
        roomTypeId: room.id,
        checkIn: plusDays(hotelDays.from, 1),
        nights: 2,
        roommate: c.roommate,
        paidBy: HotelPayType.selfPaid,
      });
      expect(stay.checkIn >= hotelDays.from && stay.checkOut <= hotelDays.to).toBe(true);
      await expectExactText(testId(page, "hotel-cost"), money(room.pricePerNight * 2));
      await expectExactText(testId(page, "hotel-nights"), words.nights(2));
      await testId(page, "hotel-estimate").scrollIntoViewIfNeeded();
      await shot(page, shots, "03-newRegist-hotel");

      // 4. Every kind of question the congress asks.
      const label = (item: ExtraItem, value: string) =>
        pickText(item.options.find((o) => o.value === value)?.label ?? { zh: "", en: "" }, lang);
      await answerQuestion(page, questions.text, c.answers.text);
      await answerQuestion(page, questions.single, "1");
      await answerQuestion(page, questions.multiple, ["control", "ai"]);
      await answerQuestion(page, questions.select, "wechat");
      await answerQuestion(page, questions.longText, c.answers.longText);
      await testId(page, "block-extras").scrollIntoViewIfNeeded();
      await shot(page, shots, "04-newRegist-questions");

      // 5. A saved invoice added in the invoice block, chosen: the editor shows its details.
      await addSavedInvoice(page, c.invoice);
      await expect.poll(() => testId(page, "invoice-invoiceType-5").locator("input").isChecked()).toBe(true);
      expect(await testId(page, "invoice-taxpayerNumber").inputValue()).toBe(c.invoice.taxpayerNumber);
      await testId(page, "block-invoice").scrollIntoViewIfNeeded();
      await shot(page, shots, "05-newRegist-saved-invoice");

      // 6. Submitted: registerDetail shows every block; registerList lists it at the same fee.
      await site.submit();
      await page.waitForURL(/\/registerDetail\?/);
      const id = Number(new URL(page.url()).searchParams.get("register_id"));
      const answers = {
        [questions.text.id]: c.answers.text,
        [questions.single.id]: label(questions.single, "1"),
        [questions.multiple.id]: [label(questions.multiple, "control"), label(questions.multiple, "ai")].join(
          words.list,
        ),
        [questions.select.id]: label(questions.select, "wechat"),
        [questions.longText.id]: c.answers.longText,
      };
      const blocks = { unit: c.unit, roommate: c.roommate, answers, invoiceStatus: words.notInvoiced, stay };
      await expectEveryBlock(page, c, shots, "06-registerDetail", blocks);
      // registerList holds this one registration: it opens it at once, as the list does for a single one.
      await page.goto(site.path("registerList"));
      await site.expectOn("registerDetail");
      expect(new URL(page.url()).searchParams.get("register_id")).toBe(String(id));
      await expectExactText(testId(page, "detail-name"), c.name);

      // 7. Edited while unpaid: another roommate, the other answer; the fee stays, priced as first submitted.
      await site.openEdit();
      await expectText(testId(page, "edit-pricing-note"), words.firstPrices);
      await site.editForm();
      // Unpaid, the papers may still change (the form holds both, 8 pages for the long one).
      await expectAttribute(testId(page, `paper-pages-${long}`), "data-value", "8");
      await expectCount(testId(page, `paper-remove-${long}`), 1);
      await expectCount(testId(page, `paper-pages-${short}`).locator("button:disabled"), 0);
      await expect.poll(() => testId(page, "hotel-roommateName").inputValue()).toBe(c.roommate);
      await testId(page, "hotel-roommateName").fill(c.roommateAfter);
      await answerQuestion(page, questions.single, "0");
      await expectExactText(site.total(), money(total));
      await testId(page, "block-hotel").scrollIntoViewIfNeeded();
      await shot(page, shots, "08-edit-unpaid");
      const told = await site.saveEdit();
      await expectAttribute(told, "data-basis", "firstSubmission");
      await expectAttribute(told, "data-before", String(total));
      await expectAttribute(told, "data-after", String(total));
      await expectText(told, words.stays(money(total)));
      await expectText(told, words.sameChoices);
      await shot(page, shots, "09-edit-fee-outcome");
      await site.closeFeeOutcome();
      const edited = {
        ...blocks,
        roommate: c.roommateAfter,
        answers: { ...answers, [questions.single.id]: label(questions.single, "0") },
      };
      await expectEveryBlock(page, c, shots, "10-registerDetail-edited", edited);

      // 8. Paid at the demo cashier; the office issues the invoice through its API.
      const payments = new PaymentsPanel(page);
      await payments.payAtDemoCashier(2);
      await expect.poll(() => payments.lineStatus(), { timeout: 15_000 }).toBe("2");
      // The attendee applies for the saved invoice; staff issue only what was applied for.
      const invoice = new InvoicePanel(page);
      await invoice.openApply();
      await expectText(invoice.applyDetail("title"), c.invoice.title);
      await invoice.confirmApply();
      await invoice.applyDialog().waitFor({ state: "detached" });
      const office = await adminApi(env.server);
      const listed = await office.get<Paged<AdminInvoiceRow>>(
        `/api/admin/invoices?conferenceId=${conferenceId}&keyword=${encodeURIComponent(c.name)}`,
      );
      const invoiceRow = listed.items.find((r) => r.registrationId === id);
      if (!invoiceRow) throw new Error(`the office does not list the invoice of registration ${id}`);
      expect(invoiceRow).toMatchObject({ invoiceTitle: c.invoice.title, amount: total });
      const issued = (await office.post(`/api/admin/invoices/${invoiceRow.id}/issue`, {})) as {
        outcome: string;
      };
      expect(issued.outcome).toBe("done");
      await office.dispose();
      await page.reload();
      await expectExactText(testId(page, "detail-invoice-card-status"), words.issued);
      await expectText(testId(page, "invoice-number"), /\S/);
      await expectCount(testId(page, "invoice-edit"), 0);
      const invoiceBefore = await (await page.request.get(`/api/registrations/${id}/invoice`)).json();

      // The edit now: the type and workshop stay as paid, the invoice says it is locked; a new unit saves.
      await site.openEdit();
      await expectText(testId(page, "edit-pricing-note"), words.locked);
      await site.toggleWorkshop(workshop.id);
      await expectAttribute(testId(page, `workshop-cell-${workshop.id}`), "aria-pressed", "true");
      await shot(page, shots, "11-edit-paid-choice-locked");
      await site.editForm();
      await expectText(testId(page, "invoice-locked"), words.invoiceLocked);
      await expectCount(testId(page, "invoice-mode"), 0);
      // The papers keep their pages: no stepper to turn, nothing to remove or add.
      await expectExactText(testId(page, "papers-locked"), words.papersLocked);
      await expectAttribute(testId(page, `paper-pages-${long}`), "data-value", "8");
      await expectCount(testId(page, `paper-pages-${short}`).locator("button:disabled"), 2);
      await expectCount(testId(page, `paper-remove-${long}`), 0);
      await expectCount(testId(page, "paper-search-open"), 0);
      await testId(page, "block-papers").scrollIntoViewIfNeeded();
      await shot(page, shots, "12-edit-paid-papers-locked");
      await site.fill({ unit: c.unitAfter });
      await testId(page, "block-invoice").scrollIntoViewIfNeeded();
      await shot(page, shots, "13-edit-paid-invoice-locked");
      const kept = await site.saveEdit();
      await expectAttribute(kept, "data-basis", "kept");
      await expectAttribute(kept, "data-after", String(total));
      await expectText(kept, words.stays(money(total)));
      await expectText(kept, words.paidKept);
      await shot(page, shots, "14-edit-paid-fee-outcome");
      await site.closeFeeOutcome();
      await expectEveryBlock(page, c, shots, "15-registerDetail-paid", {
        ...edited,
        unit: c.unitAfter,
        invoiceStatus: words.issued,
      });
      expect(await (await page.request.get(`/api/registrations/${id}/invoice`)).json()).toEqual(
        invoiceBefore,
      );
      await context.close();
    }, 240_000);
  }
});
