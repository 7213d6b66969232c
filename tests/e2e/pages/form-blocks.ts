import { type ExtraItem, ExtraItemType, type HotelPayType } from "@confreg/shared";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { pickDay } from "./date-picker";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const day = 86_400_000;

/** The calendar day `days` after `date` (YYYY-MM-DD). */
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * day).toISOString().slice(0, 10);

/**
 * The blocks of newRegist below the registrant (papers, hotel, extra questions, invoice) as a phone user
 * fills them in.
 */

/** Adds papers from the attendee's accepted papers, one tap each; the list then counts them. */
export async function addAcceptedPapers(page: Page, paperIds: readonly string[]) {
  const count = testId(page, "papers-count");
  const before = Number(await count.getAttribute("data-count"));
  for (const id of paperIds) await testId(page, `paper-add-${id}`).click();
  await expect.poll(() => count.getAttribute("data-count")).toBe(String(before + paperIds.length));
}

/** Turns a paper's page stepper up to `pages` (it starts at the conference's pageFeeLimit). */
export async function setPaperPages(page: Page, paperId: string, pages: number) {
  const stepper = testId(page, `paper-pages-${paperId}`);
  while (Number(await stepper.getAttribute("data-value")) < pages) {
    await stepper.locator(".adm-stepper-plus").click();
  }
  await expect.poll(() => stepper.getAttribute("data-value")).toBe(String(pages));
}

export type RoomBooking = {
  hotelId: number;
  roomTypeId: number;
  /** The check-in day; the picker's first day when left out. */
  checkIn?: string;
  nights: number;
  /** A twin room shared with this roommate; the default occupancy when left out. */
  roommate?: string;
  paidBy: HotelPayType;
};

/** Books a room in the hotel block: hotel, room type, the dates, a roommate, who pays. Returns the dates. */
export async function bookRoom(page: Page, booking: RoomBooking) {
  await testId(page, "hotel-book").click();
  await testId(page, "hotel-hotelId").click();
  await testId(page, `hotel-hotelId-option-${booking.hotelId}`).click();
  await testId(page, "hotel-roomTypeId").click();
  await testId(page, `hotel-roomTypeId-option-${booking.roomTypeId}`).click();
  await pickDay(page, "hotel-startDate", booking.checkIn);
  const checkIn = (await testId(page, "hotel-startDate").getAttribute("data-value")) ?? "";
  const checkOut = plusDays(checkIn, booking.nights);
  await pickDay(page, "hotel-endDate", checkOut);
  await expect.poll(() => testId(page, "hotel-endDate").getAttribute("data-value")).toBe(checkOut);
  if (booking.roommate !== undefined) {
    await testId(page, "hotel-residentType-2").click();
    await testId(page, "hotel-roommateName").fill(booking.roommate);
  }
  await testId(page, `hotel-hotelPayType-${booking.paidBy}`).click();
  return { checkIn, checkOut };
}

/**
 * Answers an extra question the way its control takes it: typed text, a choice (its option's value), or
 * several choices of a multiple-choice question.
 */
export async function answerQuestion(page: Page, item: ExtraItem, answer: string | readonly string[]) {
  const id = `extra-${item.id}`;
  const values = typeof answer === "string" ? [answer] : answer;
  switch (item.type) {
    case ExtraItemType.single:
    case ExtraItemType.multiple:
      for (const value of values) await testId(page, `${id}-${value}`).click();
      return;
    case ExtraItemType.select:
      await testId(page, id).click();
      await testId(page, `${id}-option-${values[0]}`).click();
      await testId(page, `${id}-option-${values[0]}`).waitFor({ state: "detached" });
      return;
    default: {
      // A text question's test id is on its input; a long text's on the text area's wrapper.
      const field = page.locator(
        `input[data-testid="${id}"], [data-testid="${id}"] textarea:not([aria-hidden])`,
      );
      await field.fill(values.join(""));
    }
  }
}

/** The account's saved invoices in the invoice block's list (those of this title when given). */
export const savedInvoices = (page: Page, title?: string) =>
  testId(page, "saved-invoices").locator(
    '[data-testid^="saved-invoice-"][aria-pressed]',
    title === undefined ? {} : { hasText: title },
  );

/** Chooses a saved common invoice by its title in the invoice block: its details fill the editor. */
export async function chooseSavedInvoice(page: Page, title: string) {
  await testId(page, "invoice-mode-saved").click();
  await savedInvoices(page, title).click();
  await expect.poll(() => testId(page, "invoice-invoiceTitle").inputValue()).toBe(title);
}

/**
 * Adds a saved common invoice (digital) in the invoice block's sheet; saved, the block chooses it and
 * fills the editor with it.
 */
export async function addSavedInvoice(page: Page, invoice: { title: string; taxpayerNumber: string }) {
  await testId(page, "invoice-mode-saved").click();
  await testId(page, "saved-invoice-add").click();
  const sheet = testId(page, "saved-invoice-sheet");
  await sheet.waitFor();
  await testId(page, "saved-invoice-sheet-invoiceTitle").fill(invoice.title);
  await testId(page, "saved-invoice-sheet-taxpayerNumber").fill(invoice.taxpayerNumber);
  await testId(page, "saved-invoice-sheet-save").click();
  await sheet.waitFor({ state: "detached" });
  await expect.poll(() => savedInvoices(page, invoice.title).getAttribute("aria-pressed")).toBe("true");
  await expect.poll(() => testId(page, "invoice-invoiceTitle").inputValue()).toBe(invoice.title);
}
