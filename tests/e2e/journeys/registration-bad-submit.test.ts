import type { ConferenceView } from "@confreg/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, phone, shot } from "../harness/browser";
import { journeyIdNumber } from "../harness/journey-api";
import { type RunningServer, startServer } from "../harness/server";
import { AttendeeSite } from "../pages/attendee";

/** Every message under a field of the form, top to bottom. */
const shownMessages = (page: Page) =>
  page
    .locator(".adm-form-item-feedback-error")
    .evaluateAll((nodes) =>
      nodes.map((node) => node.textContent?.trim() ?? "").filter((text) => text !== ""),
    );

/** Whether a field's form item lies inside the window (the page scrolled to it). */
const inView = (page: Page, field: string) =>
  page.locator(`.adm-list-item:has([data-testid="field-${field}"])`).evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

type Case = {
  locale: "zh" | "en";
  conference: (conferences: { id: number; isEn: boolean }[]) => number;
  login: string;
  /** What is filled in right: the unit, and the position where the conference asks for it. */
  base: Record<string, string>;
  /** Four independent problems, in the order spec 000 §5 checks them: name, ID number, e-mail, phone. */
  bad: Record<string, string>;
  messages: string[];
  good: Record<string, string>;
  /** What the form asks for beyond the four (the document kind on the English conference). */
  extra?: (site: AttendeeSite) => Promise<void>;
};

const cases: Case[] = [
  {
    locale: "zh",
    conference: (all) => all.find((c) => !c.isEn)?.id ?? 0,
    login: "bad.submit.zh@example.com",
    base: { unit: "清华大学", position: "讲师" },
    bad: { name: "", idNumber: "110101199003070001", email: "wang@", phone: "1234567" },
    messages: [
      "此项为必填项。",
      "请检查身份证号。",
      "请输入正确的邮箱地址。",
      "大陆手机号为以 13 至 19 开头的 11 位数字；其他号码请以 00 加国家代码填写。",
    ],
    good: { name: "王小明", idNumber: journeyIdNumber(77), email: "wang@example.com", phone: "13912340077" },
  },
  {
    locale: "en",
    conference: (all) => all.find((c) => c.isEn)?.id ?? 0,
    login: "bad.submit.en@example.com",
    base: { unit: "Tsinghua University" },
    bad: { name: "张伟", idNumber: "", email: "zhang.example.com", phone: "0086" },
    messages: [
      "Please fill in English.",
      "This field is required.",
      "Please enter a valid e-mail address.",
      "An international number starts with 00 and its country code, 8 to 17 digits in all.",
    ],
    good: { name: "Wei ZHANG", idNumber: "E12345678", email: "zhang@example.com", phone: "008613912340078" },
    extra: async (site) => {
      await site.choose("idType", 6);
      await site.choose("idCountry", "SG", "Singapore");
    },
  },
];

/**
 * A submit with several independent problems (spec 000 §5 and §8) on a 375 px phone, in Chinese
 * and in English: every message at once, in the spec's order, the page scrolled to the first; nothing is
 * sent; once fixed, the form submits.
 */
describe("a bad submit shows every problem at once", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const c of cases) {
    it(`${c.locale}: four problems shown together in order, scrolled to the first; fixed, it submits`, async () => {
      const list = (await (await fetch(`${server.url}/api/conferences`)).json()) as { id: number }[];
      const settings = await Promise.all(
        list.map(async ({ id }) => {
          const view = (await (await fetch(`${server.url}/api/conferences/${id}`)).json()) as ConferenceView;
          return { id, isEn: view.settings.isEn, view };
        }),
      );
      const conferenceId = c.conference(settings.filter((s) => s.view.settings.isIdcard));
      const view = settings.find((s) => s.id === conferenceId)?.view;
      const type = view?.participantTypes.find(
        (t) => !t.isHidden && !t.workshopOnly && !t.isMember && !t.needsOtherMemberNo && !t.isStudent,
      );
      if (!view || !type) throw new Error(`no ${c.locale} conference with ID documents and a plain type`);
      const workshop = view.workshops.find((w) => !w.isNoneOption && (w.remaining ?? 1) > 0);

      const context = await newContext(browser, server.url, phone, c.locale);
      const page = await context.newPage();
      const site = new AttendeeSite(page, conferenceId);
      await site.signUp(c.login, "journey-password-9");
      await site.expectOn("preRegist");
      await site.chooseType(type.id);
      if (workshop && view.settings.workshopLow > 0) await site.toggleWorkshop(workshop.id);
      await site.registerNow();
      await c.extra?.(site);
      await site.fill({ ...c.base, ...c.bad });

      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && /\/registrations$/.test(request.url())) posts.push(request.url());
      });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await site.submit();
      await expect.poll(() => shownMessages(page)).toEqual(c.messages);
      await expect.poll(() => inView(page, "name")).toBe(true);
      await shot(page, "registration-bad-submit", `01-bad-submit-${c.locale}`);
      expect(posts).toEqual([]);

      await site.fill(c.good);
      await site.submit();
      await page.waitForURL(/\/registerDetail\?register_id=\d+/);
      await shot(page, "registration-bad-submit", `02-fixed-registerDetail-${c.locale}`);
      await context.close();
    });
  }
});
