import { ExtraItemType } from "@confreg/shared";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { desktop, launchBrowser, newContext, shot } from "../harness/browser";
import { expectCount, expectText } from "../harness/expect";
import { demoAccount, type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";

const conferenceId = 1;
const journey = "admin-register-columns";

const testId = (scope: Page | Locator, id: string) => scope.locator(`[data-testid="${id}"]`);

/** A seeded registration of the congress with a room, travel and a typed answer to a text question. */
type Seeded = {
  name: string;
  hotel: { zh: string; en: string };
  arriveNumber: string;
  question: { zh: string; en: string };
  answer: string;
};

/** The column groups the picker offers and two of their columns, in each language. */
const groupWords = {
  zh: { extra: "附加信息", hotel: "住宿", traffic: "交通", checkIn: "入住日期", arrival: "到达航班/车次" },
  en: {
    extra: "Extra info",
    hotel: "Hotel",
    traffic: "Traffic",
    checkIn: "Check-in date",
    arrival: "Arrival flight/train",
  },
} as const;

/**
 * Spec 002 §2: the registration list's extra information, hotel and traffic column groups, read on
 * request. Staff tick the three groups; the table gains the conference's questions, the lodging and the
 * travel columns, filled for a seeded attendee who booked a room, gave their train and answered a
 * question; unticked, the columns go again. At 1366 px, in Chinese and in English.
 */
describe("back-office registration list column groups journey", () => {
  let server: RunningServer;
  let browser: Browser;
  let seeded: Seeded;

  beforeAll(async () => {
    server = await startServer({
      prepare: async (db) => {
        const row = await db
          .selectFrom("registrations")
          .innerJoin("hotels", "hotels.id", "registrations.hotelId")
          .innerJoin("extraAnswers", "extraAnswers.registrationId", "registrations.id")
          .innerJoin("extraItems", "extraItems.id", "extraAnswers.extraItemId")
          .select([
            "registrations.name",
            "hotels.nameZh as hotelZh",
            "hotels.nameEn as hotelEn",
            "registrations.travelArriveNumber",
            "extraItems.titleZh",
            "extraItems.titleEn",
            "extraAnswers.value",
          ])
          .where("registrations.conferenceId", "=", conferenceId)
          .where("registrations.isDeleted", "=", 0)
          .where("registrations.travelArriveNumber", "!=", "")
          .where("extraItems.type", "=", ExtraItemType.text)
          .where("extraAnswers.value", "!=", "")
          .orderBy("registrations.id")
          .executeTakeFirstOrThrow();
        // The name must find this one person alone.
        const namesakes = await db
          .selectFrom("registrations")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("conferenceId", "=", conferenceId)
          .where("isDeleted", "=", 0)
          .where("name", "=", row.name)
          .executeTakeFirstOrThrow();
        if (Number(namesakes.n) !== 1)
          throw new Error(`the seed has ${namesakes.n} people named ${row.name}`);
        seeded = {
          name: row.name,
          hotel: { zh: row.hotelZh, en: row.hotelEn },
          arriveNumber: row.travelArriveNumber,
          question: { zh: row.titleZh, en: row.titleEn },
          answer: row.value,
        };
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const staff = () => demoAccount(server, "staff-ciac");

  for (const lang of ["zh", "en"] as const) {
    it(`${lang}: staff show the extra information, hotel and traffic columns of an attendee, then hide them`, async () => {
      const words = groupWords[lang];
      const context = await newContext(browser, server.url, desktop, lang);
      const office = new BackOffice(await context.newPage());
      const page = office.page;
      const { username, password } = staff();
      await office.logIn(conferenceId, username, password);
      await office.search(seeded.name);
      await expectCount(office.names(), 1);
      const header = (text: string) => office.columnHeaders().filter({ hasText: text });
      // Read on request: none of the three groups is shown until ticked.
      await expectCount(header(seeded.question[lang]), 0);
      await expectCount(header(words.checkIn), 0);
      await expectCount(header(words.arrival), 0);

      const picker = testId(page, "column-groups");
      for (const group of [words.extra, words.hotel, words.traffic])
        await picker.getByText(group, { exact: true }).click();
      await expectCount(header(seeded.question[lang]), 1);
      await expectCount(header(words.checkIn), 1);
      await expectCount(header(words.arrival), 1);
      const row = testId(page, "registration-row").first();
      await expectText(row, seeded.answer);
      await expectText(row, seeded.hotel[lang]);
      await expectText(row, seeded.arriveNumber);
      // The table scrolled to its end, where the groups read on request are.
      await page
        .locator(".adm-table :is(.ant-table-body, .ant-table-content)")
        .first()
        .evaluate((table) => table.scrollTo({ left: table.scrollWidth }));
      await shot(page, journey, `01-groups-shown-${lang}`);

      // Unticked, their columns go; the choice is kept for the next visit on this computer.
      await picker.getByText(words.hotel, { exact: true }).click();
      await expectCount(header(words.checkIn), 0);
      await expectCount(header(seeded.question[lang]), 1);
      await page.reload();
      await office.search(seeded.name);
      await expectCount(office.names(), 1);
      await expectCount(header(words.checkIn), 0);
      await expectCount(header(words.arrival), 1);
      for (const group of [words.extra, words.traffic])
        await picker.getByText(group, { exact: true }).click();
      await expectCount(header(seeded.question[lang]), 0);
      await expectCount(header(words.arrival), 0);
      await context.close();
    });
  }
});
