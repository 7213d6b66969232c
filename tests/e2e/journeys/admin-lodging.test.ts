import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ConferenceView } from "@confreg/shared";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectAttribute, expectCount, expectExactText, expectText } from "../harness/expect";
import { registeredOnDetail } from "../harness/journey-api";
import { demoAccount, type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";
import { RegistrationSheets, readXlsx } from "../pages/admin-sheets";

const conferenceId = 1;
const journey = "admin-lodging";
const files = mkdtempSync(path.join(tmpdir(), "confreg-lodging-export-"));

const testId = (scope: Page | Locator, id: string) => scope.locator(`[data-testid="${id}"]`);

/** A room type of the demo congress and one of its booked nights with rooms still left. */
type Night = {
  hotel: { id: number; zh: string; en: string };
  room: { id: number; zh: string; en: string };
  night: string;
  nextDay: string;
  /** Rooms left that night before the journey books one: the type's stock less the rooms taken. */
  left: number;
  /** The congress's live registrations that booked the hotel, before the journey books one. */
  hotelGuests: number;
};

/** The lodging list's rooms panel: a night's cell of a room type. */
const nightCell = (page: Page, at: Night) =>
  page.locator(
    `[data-testid="rooms-left-cell"][data-room-type-id="${at.room.id}"][data-night="${at.night}"]`,
  );

/**
 * Spec 002 §2 "Lodging and transport list" (hotelTranslist): staff open the list, filter by a hotel, export
 * the filtered list (the file holds that hotel's guests), see the rooms left drop once an attendee books a
 * room of that hotel, and open a row's detail panel. At
 * 1366 px in Chinese and in English, and the page at 375 px.
 */
describe("back-office lodging and transport journey", () => {
  let server: RunningServer;
  let browser: Browser;
  let view: ConferenceView;
  let at: Night;

  const staff = () => demoAccount(server, "staff-ciac");

  beforeAll(async () => {
    server = await startServer({
      prepare: async (db) => {
        // A booked night of the congress's hotels with rooms left (the demo seed booked through the form).
        const row = await db
          .selectFrom("roomNights")
          .innerJoin("roomTypes", "roomTypes.id", "roomNights.roomTypeId")
          .innerJoin("hotels", "hotels.id", "roomTypes.hotelId")
          .select([
            "hotels.id as hotelId",
            "hotels.nameZh as hotelZh",
            "hotels.nameEn as hotelEn",
            "roomTypes.id as roomId",
            "roomTypes.nameZh as roomZh",
            "roomTypes.nameEn as roomEn",
            "roomTypes.stock",
            "roomNights.night",
            "roomNights.takenCount",
          ])
          .where("hotels.conferenceId", "=", conferenceId)
          .where("roomNights.takenCount", ">", 0)
          .whereRef("roomNights.takenCount", "<", "roomTypes.stock")
          .orderBy("roomNights.night")
          .orderBy("roomTypes.id")
          .executeTakeFirstOrThrow();
        const guests = await db
          .selectFrom("registrations")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("conferenceId", "=", conferenceId)
          .where("isDeleted", "=", 0)
          .where("hotelId", "=", row.hotelId)
          .executeTakeFirstOrThrow();
        const next = new Date(Date.parse(`${row.night}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        at = {
          hotel: { id: row.hotelId, zh: row.hotelZh, en: row.hotelEn },
          room: { id: row.roomId, zh: row.roomZh, en: row.roomEn },
          night: row.night,
          nextDay: next,
          left: row.stock - row.takenCount,
          hotelGuests: Number(guests.n),
        };
      },
    });
    browser = await launchBrowser();
    view = (await (await fetch(`${server.url}/api/conferences/${conferenceId}`)).json()) as ConferenceView;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openLodging(office: BackOffice) {
    const { username, password } = staff();
    await office.logIn(conferenceId, username, password);
    await office.menu("hotelTranslist").click();
    await office.page.waitForURL(/hotelTranslist/);
  }
  const settle = (page: Page) =>
    page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));

  it("staff filter by a hotel, see the rooms left drop after an attendee books, and open the row (zh)", async () => {
    const context = await newContext(browser, server.url, desktop, "zh");
    const office = new BackOffice(await context.newPage());
    const page = office.page;
    await openLodging(office);
    await expectExactText(testId(page, "lodging-title"), "住宿与交通");
    await expectAttribute(nightCell(page, at), "data-left", String(at.left));

    await office.chooseFilter("hotelId", at.hotel.zh);
    await office.applyFilters();
    await page.waitForURL(new RegExp(`hotelId=${at.hotel.id}`));
    const rows = testId(page, "registration-row");
    await rows.first().waitFor();
    // Every row on the page booked the chosen hotel.
    for (const row of await rows.all()) await expectText(row, at.hotel.zh);
    await settle(page);
    await shot(page, journey, "01-hotel-filter-zh");

    // Export current: the file holds exactly the hotel's guests, with the page's column groups' fields.
    const file = path.join(files, "lodging-hotel-zh.xlsx");
    const suggested = await new RegistrationSheets(page).export("current", file);
    expect(suggested).toMatch(/住宿交通列表\d{14}\.xlsx$/);
    const sheet = await readXlsx(file);
    expect(sheet.headers.slice(0, 3)).toEqual(["注册编号", "姓名", "英文姓名"]);
    expect(sheet.headers).toEqual(expect.arrayContaining(["手机号", "支付状态", "酒店", "房型", "到达时间"]));
    expect(sheet.headers).not.toContain("发票抬头");
    expect(sheet.headers).toHaveLength(60);
    expect(sheet.rows).toHaveLength(at.hotelGuests);
    expect(sheet.rows.every((r) => r.酒店 === at.hotel.zh)).toBe(true);
    // Staff see phones masked.
    expect(sheet.rows.every((r) => r.手机号 === "" || /^\d{3}\*{4}\d{4}$/.test(r.手机号 ?? ""))).toBe(true);
    await settle(page);
    await shot(page, journey, "01b-exported-zh");

    // An attendee books one room of that type for that night, through the attendee site's API.
    const attendeeContext = await newContext(browser, server.url, desktop, "zh");
    const who = {
      login: "lodging.journey@example.com",
      name: "住宿旅程",
      unit: "住宿旅程研究院",
      position: "研究员",
      n: 731,
    };
    const hotel = {
      roomTypeId: at.room.id,
      startDate: at.night,
      endDate: at.nextDay,
      hotelPayType: 2,
      residentType: 1,
      roommateName: "",
    };
    await registeredOnDetail(
      attendeeContext,
      await attendeeContext.newPage(),
      { id: conferenceId, view },
      who,
      {
        hotel,
      },
    );
    await attendeeContext.close();

    await testId(page, "rooms-left-refresh").click();
    await expectAttribute(nightCell(page, at), "data-left", String(at.left - 1));
    await office.search(who.name);
    await expectCount(office.names(), 1);
    const row = rows.first();
    await expectText(row, at.hotel.zh);
    await expectText(row, at.room.zh);
    await expectText(row, at.night);
    await settle(page);
    await shot(page, journey, "02-booked-zh");

    await office.names().first().click();
    await office.detail().waitFor();
    await expectText(office.detail(), who.unit);
    // The panel's lodging section names the booked hotel and room type.
    await expectText(office.detail(), at.hotel.zh);
    await expectText(office.detail(), at.room.zh);
    await settle(page);
    await shot(page, journey, "03-detail-zh");
    await context.close();
  });

  it("the list in English: the room type filter, the column groups and the detail panel (en)", async () => {
    const context = await newContext(browser, server.url, desktop, "en");
    const office = new BackOffice(await context.newPage());
    const page = office.page;
    await openLodging(office);
    await expectExactText(testId(page, "lodging-title"), "Lodging and transport");
    await expectText(testId(page, "rooms-left"), at.room.en);
    await office.chooseFilter("hotelId", at.hotel.en);
    await office.chooseFilter("roomTypeId", at.room.en);
    await office.applyFilters();
    await page.waitForURL(new RegExp(`roomTypeId=${at.room.id}`));
    const rows = testId(page, "registration-row");
    await rows.first().waitFor();
    for (const row of await rows.all()) await expectText(row, at.room.en);
    await expectCount(office.columnHeaders().filter({ hasText: "Arrives at" }), 1);
    // The transport group hidden: its columns go.
    await testId(page, "column-groups").getByText("Transport", { exact: true }).click();
    await expectCount(office.columnHeaders().filter({ hasText: "Arrives at" }), 0);
    await expectCount(office.columnHeaders().filter({ hasText: "Check-in date" }), 1);
    await settle(page);
    await shot(page, journey, "04-room-type-en");

    await office.names().first().click();
    await office.detail().waitFor();
    await expectText(office.detail(), "Lodging and transport");
    await settle(page);
    await shot(page, journey, "05-detail-en");
    await context.close();
  });

  it("the page at 375 px: filters, rooms left and the list stay usable (zh)", async () => {
    const context = await newContext(browser, server.url, phone, "zh");
    const office = new BackOffice(await context.newPage());
    const page = office.page;
    const { username, password } = staff();
    await office.logIn(conferenceId, username, password);
    await page.goto(`/${conferenceId}/manager/home/hotelTranslist?hotelId=${at.hotel.id}`);
    await expectExactText(testId(page, "lodging-title"), "住宿与交通");
    await expectAttribute(nightCell(page, at), "data-left", String(at.left - 1));
    await testId(page, "registration-row").first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) throw new Error(`the page scrolls sideways at 375 px (${width} px wide)`);
    await settle(page);
    await shot(page, journey, "06-phone-zh");
    await context.close();
  });
});
