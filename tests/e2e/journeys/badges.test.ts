import { insertPayLine, insertRegistration, openDatabase } from "@confreg/server/testing";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectCount, expectText } from "../harness/expect";
import { demoAccount, type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";

const conferenceId = 1;
/** The unit the three people to print share, so the keyword finds exactly them. */
const unit = "胸牌打印测试学院";
const printed = ["欧阳明月", "司马相如", "Alexander Grothendieck"];
/** Someone who has not paid: the kiosk would refuse them, so the print list asks why print anyway. */
const unpaid = { name: "欠费测试者", unit: "欠费打印测试学院" };
/** Who checks in at the desk with an ID card (a valid mainland number, GB 11643 checksum). */
const arriving = { name: "诸葛青云", idNumber: "11010519491231002X" };

const testId = (scope: Page | Locator, id: string) => scope.locator(`[data-testid="${id}"]`);

/**
 * Every window.print() of the page and its frames is recorded instead of opening the dialog: what the
 * print window held when it was asked to print (react-to-print's iframe).
 */
async function recordPrints(page: Page) {
  await page.context().addInitScript(() => {
    window.print = () => {
      const top = window.top as unknown as { __prints?: string[] };
      top.__prints = [...(top.__prints ?? []), document.body.innerHTML];
    };
  });
  return {
    all: () => page.evaluate(() => (window as unknown as { __prints?: string[] }).__prints ?? []),
    async next(count: number): Promise<string> {
      await page.waitForFunction(
        (n) => ((window as unknown as { __prints?: string[] }).__prints ?? []).length >= n,
        count,
      );
      return (await this.all())[count - 1] ?? "";
    },
  };
}

/** Waits for the page's animations (a dialog opening) to end, so a screenshot shows the screen at rest. */
const settle = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));

/** The back office's print list (printlist). */
class PrintList {
  constructor(readonly page: Page) {}
  async open() {
    await testId(this.page, "menu-printlist").click();
    await this.page.waitForURL(/\/manager\/home\/printlist/);
  }
  async search(keyword: string) {
    const box = testId(this.page, "print-keyword");
    await box.fill(keyword);
    await box.press("Enter");
  }
  rows() {
    return testId(this.page, "print-list-row");
  }
  row(name: string) {
    return this.rows().filter({ has: testId(this.page, "print-name").getByText(name, { exact: true }) });
  }
}

/** The badges in a recorded print: each sheet's registration and the texts its SVG draws. */
function sheetsOf(html: string) {
  const sheets = [
    ...html.matchAll(
      /<div class="badge-sheet[^"]*"[^>]*data-registration-id="(\d+)"[^>]*>(<svg[\s\S]*?<\/svg>)<\/div>/g,
    ),
  ];
  return sheets.map(([, id, svg]) => ({
    id: Number(id),
    svg: svg ?? "",
    texts: [...(svg ?? "").matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]),
  }));
}

describe("badges journey: the print list, the designer, the check-in list", () => {
  let server: RunningServer;
  let browser: Browser;
  const ids: Record<string, number> = {};

  const account = (username: string) => demoAccount(server, username);
  /** The print list, open for the conference's staff in a desktop browser whose prints are recorded. */
  async function printListOfStaff() {
    const context = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await context.newPage());
    const prints = await recordPrints(office.page);
    const list = new PrintList(office.page);
    const { username, password } = account("staff-ciac");
    await office.logIn(conferenceId, username, password);
    await list.open();
    return { context, office, prints, list };
  }
  const printLog = async (registrationId: number) => {
    const { db, close } = await openDatabase(server.database);
    try {
      return await db
        .selectFrom("badgePrints")
        .select(["method", "reason", "adminId"])
        .where("registrationId", "=", registrationId)
        .orderBy("id")
        .execute();
    } finally {
      await close();
    }
  };

  const overrides = async (registrationId: number) => {
    const { db, close } = await openDatabase(server.database);
    try {
      const rows = await db
        .selectFrom("auditLog")
        .select("reason")
        .where("action", "=", "badge.override")
        .where("entityId", "=", registrationId)
        .orderBy("id")
        .execute();
      return rows.map((row) => row.reason);
    } finally {
      await close();
    }
  };

  beforeAll(async () => {
    server = await startServer({
      prepare: async (db, pii) => {
        const type = await db
          .selectFrom("participantTypes")
          .select("id")
          .where("conferenceId", "=", conferenceId)
          .orderBy("id")
          .executeTakeFirstOrThrow();
        const people = [
          ...printed.map((name) => ({ name, unit, idNumber: undefined })),
          { name: arriving.name, unit: "报到测试大学", idNumber: arriving.idNumber },
        ];
        for (const person of people) {
          const reg = await insertRegistration(
            db,
            { conferenceId, participantTypeId: type.id, printType: 1, ...person },
            pii,
          );
          await insertPayLine(db, {
            registrationId: reg.id,
            payType: 1,
            payStatus: 2,
            totalFee: 160_000,
            receivedFee: 160_000,
            payTime: new Date().toISOString(),
          });
          ids[person.name] = reg.id;
        }
        const owing = await insertRegistration(db, { conferenceId, participantTypeId: type.id, ...unpaid });
        await insertPayLine(db, { registrationId: owing.id, payType: 1, payStatus: 0, totalFee: 160_000 });
        ids[unpaid.name] = owing.id;
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("staff print three badges from the print list; each print is logged, a reprint asks for a reason", async () => {
    const { context, office, prints, list } = await printListOfStaff();

    // Nobody chosen: the spec's message, and nothing printed.
    await testId(office.page, "print-selected").click();
    await expectText(office.page.locator(".ant-message-notice").last(), "请选择要打印的人员！");

    await list.search(unit);
    await expectCount(list.rows(), 3);
    await testId(office.page, "print-show-unit").click();
    await expectCount(testId(office.page, "print-unit"), 3);
    for (const name of printed) await list.row(name).locator("input[type=checkbox]").check();
    await settle(office.page);
    await shot(office.page, "badges", "01-printlist-selected");

    await testId(office.page, "print-selected").click();
    const html = await prints.next(1);
    const sheets = sheetsOf(html);
    expect(sheets.map((s) => s.id).sort()).toEqual(printed.map((name) => ids[name]).sort());
    for (const name of printed) {
      const sheet = sheets.find((s) => s.id === ids[name]);
      expect(sheet?.texts).toContain(name);
      expect(sheet?.texts).toContain(unit);
      expect(sheet?.svg).toContain('data-kind="qr"');
    }
    for (const name of printed)
      expect(await printLog(ids[name] as number)).toEqual([
        expect.objectContaining({ method: "first", reason: "" }),
      ]);
    await expectCount(testId(office.page, "print-count"), 3);
    // Printed: nobody stays chosen, so pressing Print again cannot print them twice by mistake.
    await expectCount(list.rows().locator("input[type=checkbox]:checked"), 0);

    // The same badge again: a reason first, then it prints and is logged as a reprint.
    const again = printed[2] as string;
    await testId(list.row(again), "print-row").click();
    await testId(office.page, "reprint-reason").fill("胸牌遗失");
    await settle(office.page);
    await shot(office.page, "badges", "02-reprint-reason");
    await testId(office.page, "print-reason-submit").click();
    expect(sheetsOf(await prints.next(2)).map((s) => s.id)).toEqual([ids[again]]);
    expect((await printLog(ids[again] as number)).map((r) => [r.method, r.reason])).toEqual([
      ["first", ""],
      ["reprint", "胸牌遗失"],
    ]);
    await context.close();
  });

  it("someone who has not paid is marked in the print list; printing them asks why, and the override is audited", async () => {
    const { context, office, prints, list } = await printListOfStaff();
    await list.search(unpaid.unit);
    await expectCount(list.rows(), 1);
    await expectText(testId(list.row(unpaid.name), "print-ineligible"), "尚未缴费");
    await shot(office.page, "badges", "02b-printlist-unpaid-zh");

    await testId(list.row(unpaid.name), "print-row").click();
    await expectText(testId(office.page, "print-ineligible-who"), `${unpaid.name}（尚未缴费）`);
    // No reason, no print.
    await testId(office.page, "print-reason-submit").click();
    await expectText(office.page.locator(".ant-form-item-explain-error"), "请填写仍要打印胸卡的原因。");
    expect(await prints.all()).toEqual([]);
    await testId(office.page, "print-override-reason").fill("现场已缴现金，收据随后补开");
    await settle(office.page);
    await shot(office.page, "badges", "02c-print-override-reason-zh");
    await testId(office.page, "print-reason-submit").click();
    expect(sheetsOf(await prints.next(1)).map((s) => s.id)).toEqual([ids[unpaid.name]]);
    expect(await overrides(ids[unpaid.name] as number)).toEqual(["现场已缴现金，收据随后补开"]);

    await office.toggleLanguage();
    await expectText(testId(list.row(unpaid.name), "print-ineligible"), "Not paid yet");
    await testId(list.row(unpaid.name), "print-row").click();
    await expectText(testId(office.page, "print-ineligible-who"), `${unpaid.name} (Not paid yet)`);
    // A reason is asked afresh for each print, never the last one's.
    expect(await testId(office.page, "print-override-reason").inputValue()).toBe("");
    await settle(office.page);
    await shot(office.page, "badges", "02d-print-reason-en");
    await context.close();
  });

  it("a template designed in the designer, with an uploaded logo and a QR code, is what prints", async () => {
    const context = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await context.newPage());
    const prints = await recordPrints(office.page);
    const { username, password } = account("admin");
    await office.logIn(conferenceId, username, password);
    await testId(office.page, "menu-badgeDesigner").click();
    await office.page.waitForURL(/\/manager\/home\/badgeDesigner/);
    // The administrator of every conference chooses the conference first.
    await testId(office.page, "designer-conference").click();
    await office.page
      .locator(".ant-select-dropdown:visible .ant-select-item-option")
      .filter({ hasText: "智能自动化大会" })
      .first()
      .click();

    await testId(office.page, "designer-new").click();
    await testId(office.page, "designer-name").fill("大会通用胸牌");
    const logo = await office.page.evaluate(() => {
      const canvas = document.createElement("canvas");
      canvas.width = 120;
      canvas.height = 120;
      const g = canvas.getContext("2d") as CanvasRenderingContext2D;
      g.fillStyle = "#1d4ed8";
      g.beginPath();
      g.arc(60, 60, 54, 0, Math.PI * 2);
      g.fill();
      return canvas.toDataURL("image/png");
    });
    await testId(office.page, "designer-settings")
      .locator("input[type=file]")
      .setInputFiles({
        name: "logo.png",
        mimeType: "image/png",
        buffer: Buffer.from(logo.split(",")[1] ?? "", "base64"),
      });
    await testId(office.page, "designer-logo").waitFor();
    if ((await testId(office.page, "designer-default").getAttribute("aria-checked")) !== "true")
      await testId(office.page, "designer-default").click();

    // Drag the name 2 mm to the left with the mouse: the form follows the box.
    const name = testId(office.page, "designer-box-name");
    await name.click();
    const before = Number(await testId(office.page, "element-x").inputValue());
    const box = await name.boundingBox();
    const canvas = await testId(office.page, "designer-canvas").boundingBox();
    if (!box || !canvas) throw new Error("the designer's canvas is not on screen");
    const pxPerMm = canvas.width / 105;
    await office.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await office.page.mouse.down();
    await office.page.mouse.move(box.x + box.width / 2 - 2 * pxPerMm, box.y + box.height / 2, { steps: 5 });
    await office.page.mouse.up();
    expect(Number(await testId(office.page, "element-x").inputValue())).toBe(before - 2);
    expect(await testId(office.page, "designer-preview").locator("image").count()).toBe(1);
    await shot(office.page, "badges", "03-designer");
    await testId(office.page, "designer-save").click();
    await expectText(office.page.locator(".ant-message-notice").last(), "模板已保存");

    await testId(office.page, "menu-printlist").click();
    await office.page.waitForURL(/\/manager\/home\/printlist/);
    const list = new PrintList(office.page);
    await list.search(arriving.name);
    await expectCount(list.rows(), 1);
    await testId(list.row(arriving.name), "print-row").click();
    const [sheet] = sheetsOf(await prints.next(1));
    expect(sheet?.texts).toContain(arriving.name);
    expect(sheet?.svg).toMatch(/<image [^>]*href="data:image\/png;base64,/);
    // The QR code: its own square grid of modules, drawn as one path (HTML writes empty SVG tags in full).
    expect(sheet?.svg).toMatch(
      /data-kind="qr"[^>]*><svg [^>]*viewBox="0 0 \d+ \d+"[^>]*><rect [^>]*>(<\/rect>)?<path d="M/,
    );
    await context.close();
  });

  it("check-in staff scan an ID card: the person opens, signs in, and the box is ready for the next scan", async () => {
    const context = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await context.newPage());
    const { username, password } = account("checkin-ciac");
    await office.logInAnyRole(conferenceId, username, password);
    await office.page.waitForURL(/\/manager\/home\/checklist/);
    const box = testId(office.page, "registration-keyword");
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);

    await office.page.keyboard.type(arriving.idNumber);
    await office.page.keyboard.press("Enter");
    const detail = testId(office.page, "checkin-detail");
    await expectText(detail, arriving.name);
    await testId(office.page, "checkin-qr").waitFor();
    const card = `9${String(Date.now()).slice(-9)}`;
    await testId(office.page, "checkin-card-number").fill(card);
    await settle(office.page);
    await shot(office.page, "badges", "04-checkin-detail");
    await testId(office.page, "checkin-confirm").click();
    await expectText(testId(office.page, "checkin-signed"), "已签到");
    await expect.poll(() => testId(office.page, "checkin-confirm").isDisabled()).toBe(true);
    await expectText(testId(office.page, "checkin-detail"), card);

    await testId(office.page, "checkin-detail-close").click();
    await expect.poll(() => box.inputValue()).toBe("");
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it("works on a 375 px phone: the print list, the designer and the check-in panel", async () => {
    const context = await newContext(browser, server.url, phone);
    const office = new BackOffice(await context.newPage());
    const { username, password } = account("admin");
    await office.logIn(conferenceId, username, password);
    await office.page.goto(
      `/${conferenceId}/manager/home/printlist?keyword=${encodeURIComponent(unit)}&unit=true`,
    );
    await expectCount(new PrintList(office.page).rows(), 3);
    await shot(office.page, "badges", "05-phone-printlist");
    await office.page.goto(`/${conferenceId}/manager/home/badgeDesigner`);
    await testId(office.page, "designer-canvas").waitFor();
    await shot(office.page, "badges", "06-phone-designer");
    await office.page.goto(`/${conferenceId}/manager/home/checklist`);
    await testId(office.page, "registration-keyword").fill(arriving.idNumber);
    await testId(office.page, "registration-keyword").press("Enter");
    await testId(office.page, "checkin-panel").waitFor();
    await settle(office.page);
    await shot(office.page, "badges", "07-phone-checkin");
    const overflow = await office.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
