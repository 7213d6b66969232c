import type { ConferenceEditorView, ConferenceView } from "@confreg/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectCount, expectExactText, expectText } from "../harness/expect";
import { type RunningServer, startServer } from "../harness/server";
import { AttendeeSite } from "../pages/attendee";
import { type ConferenceEditor, openConferenceList } from "../pages/conference-editor";

/** The demo congress (conference 1): last year's conference, in this story. */
const sourceId = 1;
const day = 86_400_000;
/** "YYYY-MM-DD HH:mm" of a day from now, on Beijing's clock (the demo congress's zone). */
const beijing = (days: number, time: string) =>
  `${new Date(Date.now() + 8 * 3600_000 + days * day).toISOString().slice(0, 10)} ${time}`;
const newType = { zh: "青年学者", en: "Young scholar", fee: "1200", early: "980" };
const newWorkshop = { zh: "大模型与控制", en: "LLMs and control", fee: "350" };

/**
 * An administrator copies last year's congress, opens it now (its dates changed and saved), adds a
 * participant type and a workshop; an attendee then registers for the new conference on a phone and sees
 * them at the right fee. In English, the list refuses to delete a conference with registrations in words,
 * and every section of the editor is shown. Screenshots of the list and each section in both languages.
 */
/** The room types of the copy's hotels: id and stock, as the API has them. */
async function roomsOf(page: Page, conferenceId: number) {
  const view = (await (
    await page.request.get(`/api/admin/conferences/${conferenceId}/detail`)
  ).json()) as ConferenceEditorView;
  return view.hotels.flatMap((hotel) => hotel.roomTypes.map(({ id, stock }) => ({ id, stock })));
}

describe("copying a conference in the back office", () => {
  let server: RunningServer;
  let browser: Browser;
  let copyId = 0;

  const office = (locale: "zh" | "en") => openConferenceList(browser, server, locale);
  const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

  /** A hotel edited in its dialog keeps its room types (their ids), only the stock changed changes. */
  async function lowerFirstRoomStock(page: Page, editor: ConferenceEditor) {
    const before = await roomsOf(page, copyId);
    await testId(page, "hotels-row").first().locator('[data-testid="hotels-edit"]').click();
    const stock = testId(page, "room-stock").first();
    await stock.fill(String((before[0]?.stock ?? 1) - 1));
    await testId(page, "hotels-save").click();
    await testId(page, "hotels-form").waitFor({ state: "detached" });
    await expectText(editor.message(), "Saved.");
    const after = await roomsOf(page, copyId);
    expect(after).toEqual(before.map((room, i) => (i === 0 ? { ...room, stock: room.stock - 1 } : room)));
  }

  /** A choice question edited in its dialog: an option's English label changes, its value and the rest stay. */
  async function relabelFirstOption(page: Page, editor: ConferenceEditor) {
    const questions = async () =>
      (
        (await (
          await page.request.get(`/api/admin/conferences/${copyId}/detail`)
        ).json()) as ConferenceEditorView
      ).extraItems;
    const before = await questions();
    await testId(page, "questions-row").nth(1).locator('[data-testid="questions-edit"]').click();
    await testId(page, "option-label-en").first().fill("Yes, gladly");
    await testId(page, "questions-save").click();
    await testId(page, "questions-form").waitFor({ state: "detached" });
    await expectText(editor.message(), "Saved.");
    const changed = before.map((item, i) =>
      i === 1
        ? {
            ...item,
            options: item.options.map((o, k) =>
              k === 0 ? { ...o, label: { ...o.label, en: "Yes, gladly" } } : o,
            ),
          }
        : item,
    );
    expect(await questions()).toEqual(changed);
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("zh: copy last year's congress, open it now, add a type and a workshop", async () => {
    const { page, editor } = await office("zh");
    await expectText(testId(page, "conference-list-title"), "会议列表");
    await shot(page, "admin-conference-copy", "zh-01-list");

    await editor.row(sourceId).locator('[data-testid="conference-copy"]').click();
    await testId(page, "copy-form").waitFor();
    await testId(page, "copy-systemCode").fill("CIAC-NEXT");
    await shot(page, "admin-conference-copy", "zh-02-copy-dialog");
    await testId(page, "copy-save").click();
    await page.waitForURL(/confernceDetail\?id=\d+/);
    copyId = Number(new URL(page.url()).searchParams.get("id"));
    expect(copyId).toBeGreaterThan(3);
    await expectText(editor.message(), "新建成功");

    // Its dates: open since yesterday, early-bird for ten days, closing in forty; saved on Beijing's clock.
    await editor.setDateTime("conference-beginTime", beijing(-1, "09:00"));
    await editor.setDateTime("conference-discountTime", beijing(10, "23:59"));
    await editor.setDateTime("conference-endTime", beijing(40, "23:59"));
    await shot(page, "admin-conference-copy", "zh-03-basics");
    await testId(page, "conference-save-basics").click();
    await expectText(editor.message(), "已保存。");
    await editor.openTab("settings");
    await shot(page, "admin-conference-copy", "zh-04-settings");

    await editor.openTab("types");
    await testId(page, "types-add").click();
    await editor.fillBilingual("type-title", newType.zh, newType.en);
    await editor.fillMoney("type-fee", newType.fee);
    await editor.fillMoney("type-discountFee", newType.early);
    await shot(page, "admin-conference-copy", "zh-05-type-dialog");
    await testId(page, "types-save").click();
    await expectText(testId(page, "types-row").last(), newType.zh);
    await shot(page, "admin-conference-copy", "zh-06-types");

    await editor.openTab("workshops");
    await testId(page, "workshops-add").click();
    await editor.fillBilingual("workshop-title", newWorkshop.zh, newWorkshop.en);
    await editor.fillMoney("workshop-fee", newWorkshop.fee);
    await testId(page, "workshop-numberLimit").fill("30");
    await testId(page, "workshops-save").click();
    await expectText(testId(page, "workshops-row").last(), newWorkshop.zh);
    await shot(page, "admin-conference-copy", "zh-07-workshops");
    for (const [index, tab] of ["fees", "hotels", "codes", "questions", "schemes", "checkin"].entries()) {
      await editor.openTab(tab);
      if (tab === "schemes") await expectCount(testId(page, "schemes-row"), 2);
      await shot(page, "admin-conference-copy", `zh-${String(index + 8).padStart(2, "0")}-${tab}`);
    }
  });

  it("zh: an attendee registers for the copy on a phone, with the new type and workshop at their early-bird fee", async () => {
    const view = (await (await fetch(`${server.url}/api/conferences/${copyId}`)).json()) as ConferenceView;
    const type = view.participantTypes.find((t) => t.title.zh === newType.zh);
    const workshop = view.workshops.find((w) => w.title.zh === newWorkshop.zh);
    if (!type || !workshop) throw new Error("the new type or workshop is missing from the attendee's view");
    const phoneContext = await newContext(browser, server.url, phone, "zh");
    const attendeePage = await phoneContext.newPage();
    const site = new AttendeeSite(attendeePage, copyId);
    await site.signUp("copy.journey@example.com", "journey-password-2");
    await site.expectOn("preRegist");
    await site.chooseType(type.id);
    await site.toggleWorkshop(workshop.id);
    await expectText(site.preRegistTotal(), "1,330.00");
    await shot(attendeePage, "admin-conference-copy", "zh-20-attendee-preRegist");
    await site.registerNow();
    await site.fill({
      name: "陈青",
      idNumber: "11010519491231002X",
      unit: "清华大学自动化系",
      position: "博士后",
      email: "copy.journey@example.com",
      phone: "13912340000",
    });
    await site.submit();
    await site.expectOn("registerDetail");
    await shot(attendeePage, "admin-conference-copy", "zh-21-attendee-registered");
    const mine = await attendeePage.request.get(`/api/conferences/${copyId}/registrations`);
    const list = (await mine.json()) as { items: { participantType: { id: number }; totalFee: number }[] };
    expect(list.items.map((r) => [r.participantType.id, r.totalFee])).toEqual([[type.id, 133_000]]);
  });

  it("en: a conference with registrations is not deleted, in words; every section of the copy", async () => {
    const { page, editor } = await office("en");
    await expectText(testId(page, "conference-list-title"), "Conference list");
    await editor.row(sourceId).locator('[data-testid="conference-delete"]').click();
    await testId(page, "conference-delete-confirm").click();
    await expectText(editor.message(), /This conference has \d+ registrations and cannot be deleted\./);
    await expectCount(editor.row(sourceId), 1);
    await shot(page, "admin-conference-copy", "en-01-list-delete-refused");

    await editor.row(copyId).locator('[data-testid="conference-edit"]').click();
    await page.waitForURL(new RegExp(`confernceDetail\\?id=${copyId}`));
    await testId(page, "conference-systemCode").waitFor();
    await shot(page, "admin-conference-copy", "en-02-basics");
    const tabs = [
      "settings",
      "types",
      "workshops",
      "fees",
      "hotels",
      "codes",
      "questions",
      "schemes",
      "checkin",
    ];
    for (const [index, tab] of tabs.entries()) {
      await editor.openTab(tab);
      await shot(page, "admin-conference-copy", `en-${String(index + 3).padStart(2, "0")}-${tab}`);
      // The dialogs with lists of their own: a hotel's room types, a question's options.
      if (tab === "hotels" || tab === "questions") {
        const prefix = tab === "hotels" ? "room" : "option";
        await testId(page, `${tab}-row`)
          .nth(tab === "hotels" ? 0 : 1)
          .locator(`[data-testid="${tab}-edit"]`)
          .click();
        await testId(page, `${prefix}-row`).first().waitFor();
        await shot(page, "admin-conference-copy", `en-${String(index + 3).padStart(2, "0")}-${tab}-dialog`);
        await page.keyboard.press("Escape");
        await testId(page, `${tab}-form`).waitFor({ state: "detached" });
      }
      if (tab === "hotels") await lowerFirstRoomStock(page, editor);
      if (tab === "questions") await relabelFirstOption(page, editor);
    }
    const detail = await page.request.get(`/api/admin/conferences/${copyId}/detail`);
    const view = (await detail.json()) as ConferenceEditorView;
    expect(view.registrations).toBe(1);
    await editor.openTab("types");
    const used = page.locator('[data-testid="types-row"]', { hasText: newType.en });
    await used.locator('[data-testid="types-delete"]').click();
    await testId(page, "types-delete-confirm").click();
    await expectExactText(
      editor.message(),
      "1 registration uses this participant type: it cannot be deleted.",
    );
    await shot(page, "admin-conference-copy", "en-12-type-delete-refused");
  });

  it("en: a new conference needs its name, in words; once saved it opens on its participant types", async () => {
    const { page, editor } = await office("en");
    await testId(page, "conference-new").click();
    await testId(page, "conference-save-basics").click();
    await expectText(
      page.locator(".ant-form-item-explain-error").first(),
      "Please enter the conference name.",
    );
    await shot(page, "admin-conference-copy", "en-13-new-conference-refused");
    await editor.fillBilingual("conference-title", "暑期学校", "Summer School");
    await testId(page, "conference-systemCode").fill("SUMMER");
    await testId(page, "conference-save-basics").click();
    await page.waitForURL(/confernceDetail\?id=\d+&tab=types/);
    await expectText(editor.message(), "Created.");
    await expectText(testId(page, "conference-editor-title"), "Summer School");
    await shot(page, "admin-conference-copy", "en-14-new-conference-types");
  });
});
