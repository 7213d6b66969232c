import { formatMoney } from "@confreg/shared";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, phone, shot } from "../harness/browser";
import { expectAttribute, expectExactText, expectText } from "../harness/expect";
import { journeyHooks } from "../harness/journey";
import { journeyIdNumber } from "../harness/journey-api";
import { insertAcceptedPapers } from "../harness/paper-seed";
import { AttendeeSite } from "../pages/attendee";
import { addAcceptedPapers, setPaperPages } from "../pages/form-blocks";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const journey = "registration-papers";
const conferenceId = 1;
/** The English attendee's e-mail: the paper system lists two accepted papers under it (prepared below). */
const englishLogin = "papers.en@example.com";

/** Signs in with a password on the login page. */
async function signIn(page: Page, site: AttendeeSite, login: string, password: string) {
  await page.goto(site.path("login"));
  await testId(page, "login-input").fill(login);
  await testId(page, "password-input").fill(password);
  await testId(page, "login-submit").click();
  // Signed in: the menu appears (the page may offer quick registration before moving on).
  await testId(page, "menu-button").waitFor();
}

/**
 * Papers on the form, on a phone: an attendee adds two accepted papers, one over the fee table's
 * page limit, sees the two-paper price plus the over-page fee as the total, submits, and finds the papers
 * on registerDetail and on mypaper. In Chinese the demo attendee picks from the accepted papers the demo
 * seed lists under their e-mail (and cannot pick the one without a final version); in English a new
 * attendee adds one of theirs and finds a colleague's paper by its id.
 */
describe("registration papers: accepted papers, page fees, registerDetail and mypaper", () => {
  const env = journeyHooks(conferenceId, {
    prepare: (db) =>
      insertAcceptedPapers(db, conferenceId, { name: "李华", nameEn: "Li Hua" }, [
        { paperId: "7001", title: "Robust Control of Networked Systems", email: englishLogin },
        { paperId: "7002", title: "Optimal Scheduling of Microgrids", email: englishLogin },
        { paperId: "7003", title: "Visual Servoing for Aerial Manipulators", email: "colleague@example.com" },
      ]),
  });

  /** The papers' type (a non-member delegate), "not attending a workshop", and its two-paper fee row. */
  function choice() {
    const type = env.view.participantTypes.find(
      (t) => t.allowsPapers && t.maxPapers === null && !t.isMember && !t.isHidden && !t.paperAuthorMustMatch,
    );
    const none = env.view.workshops.find((w) => w.isNoneOption);
    const row = env.view.feeRows.find((r) => r.participantTypeId === type?.id && r.paperNum === 2);
    if (!type || !none || !row)
      throw new Error("the demo congress lacks a paper type, a none workshop or a fee row");
    // The congress is in its early-bird period (the seed's discountTime lies ahead).
    expect(Date.parse(env.view.discountTime)).toBeGreaterThan(Date.now());
    expect(env.view.settings).toMatchObject({ isPaper: true, pageLimit: 8, pageFeeLimit: 6 });
    return { type, none, row };
  }

  async function startForm(
    site: AttendeeSite,
    page: Page,
    n: number,
    fields: Record<string, string>,
    earlier = false,
  ) {
    const { type, none } = choice();
    await page.goto(site.path("preRegist"));
    if (earlier) {
      // An account with earlier registrations is offered their choices first: this one declines.
      await testId(page, "recommend-dialog").waitFor();
      await page.getByRole("button", { name: "取消" }).click();
      await testId(page, "recommend-dialog").waitFor({ state: "detached" });
    }
    await site.chooseType(type.id);
    await site.toggleWorkshop(none.id);
    await site.registerNow();
    await site.fill({ idNumber: journeyIdNumber(n), ...fields });
    await testId(page, "block-papers").waitFor();
  }

  it("zh: the demo attendee adds two of their accepted papers, one of 8 pages, and pays the row plus 2 × the page fee", async () => {
    const { row } = choice();
    const demo = env.server.accounts.find((a) => a.role === "attendee");
    if (!demo) throw new Error("the demo seed returned no attendee");
    const context = await newContext(env.browser, env.server.url, phone, "zh");
    const page = await context.newPage();
    const site = new AttendeeSite(page, conferenceId);
    await signIn(page, site, demo.username, demo.password);
    await startForm(
      site,
      page,
      61,
      {
        unit: "清华大学自动化系",
        position: "副教授",
        phone: "13912340061",
      },
      true,
    );
    // The demo attendee is a member: the list offers its details for the name and contact; declined.
    await site.declineMemberSuggestion();
    // Another phone is another question to the list, about the same member: not offered again.
    const asked = page.waitForResponse(
      (response) =>
        response.url().endsWith("/member-suggestion") &&
        (response.request().postData() ?? "").includes("13912340063"),
    );
    await site.fill({ phone: "13912340063" });
    expect((await (await asked).json()).suggestion).not.toBeNull();
    await page.waitForTimeout(1_500);
    expect(await testId(page, "member-suggestion").count()).toBe(0);

    // The seed lists three accepted papers under demo@example.com; one has no final version yet.
    const options = testId(page, "papers-accepted").locator("li");
    await expect.poll(() => options.count()).toBe(3);
    const ids = await testId(page, "papers-accepted")
      .locator("[data-testid^='paper-add-']")
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-testid")?.replace("paper-add-", "")));
    const finals: string[] = [];
    let draft = "";
    for (const id of ids) {
      const final = await testId(page, `paper-option-${id}-badges-final`).getAttribute("data-final");
      if (final === "true") finals.push(id ?? "");
      else draft = id ?? "";
    }
    expect(finals).toHaveLength(2);
    const [first = "", second = ""] = finals;

    // The draft is refused with the shared rule's message naming it; nothing joins the list.
    await testId(page, `paper-add-${draft}`).click();
    await expectText(page.locator(".adm-toast-main"), draft);
    await expect.poll(() => testId(page, "papers-count").getAttribute("data-count")).toBe("0");

    await addAcceptedPapers(page, [first, second]);
    await expect.poll(() => testId(page, `paper-pages-${first}`).getAttribute("data-value")).toBe("6");
    await setPaperPages(page, second, 8);
    await expectText(testId(page, "summary-papers"), "2");

    // Early-bird two-paper row plus (8 - 6) pages at the row's page fee.
    const expected = row.discountFee + (8 - row.pageLimit) * row.overPageFee;
    await expectExactText(site.total(), formatMoney(expected, "CNY", "zh"));
    await expectText(testId(page, "fee-lines"), formatMoney(2 * row.overPageFee, "CNY", "zh"));
    await testId(page, "block-papers").scrollIntoViewIfNeeded();
    await shot(page, journey, "01-newRegist-papers-zh");

    await site.submit();
    await page.waitForURL(/\/registerDetail\?/);
    await testId(page, "detail-papers").waitFor();
    await expectText(testId(page, "detail-paper-count"), "2");
    await expectAttribute(testId(page, `detail-paper-${second}-pages`), "data-pages", "8");
    await testId(page, `detail-paper-${first}-code-pending`).waitFor();
    await testId(page, "detail-papers").scrollIntoViewIfNeeded();
    await shot(page, journey, "02-registerDetail-papers-zh");

    // mypaper: both registered, the draft listed as not final and not registered.
    await testId(page, "menu-button").click();
    await testId(page, "menu-my-papers").click();
    await site.expectOn("mypaper");
    await testId(page, `mypaper-${first}-badges-registered`).waitFor();
    await testId(page, `mypaper-${second}-badges-registered`).waitFor();
    await expectAttribute(testId(page, `mypaper-${second}-pages`), "data-pages", "8");
    expect(await testId(page, `mypaper-${draft}-badges-final`).getAttribute("data-final")).toBe("false");
    expect(await testId(page, `mypaper-${draft}-badges-registered`).count()).toBe(0);
    await shot(page, journey, "03-mypaper-zh");

    // A row of a registered paper opens its registration.
    await testId(page, `mypaper-open-${first}`).click();
    await page.waitForURL(/\/registerDetail\?/);
    await testId(page, `detail-paper-${first}`).waitFor();
    await context.close();
  });

  it("en: a new attendee adds their paper and a colleague's found by its id (zeros typed), one of 7 pages", async () => {
    const { row } = choice();
    const context = await newContext(env.browser, env.server.url, phone, "en");
    const page = await context.newPage();
    const site = new AttendeeSite(page, conferenceId);
    await site.signUp(englishLogin, "journey-password-1");
    await site.expectOn("preRegist");
    await startForm(site, page, 62, {
      name: "李华",
      unit: "Zhejiang University",
      position: "Lecturer",
      email: englishLogin,
      phone: "13912340062",
    });

    await addAcceptedPapers(page, ["7001"]);
    await testId(page, "paper-search-open").click();
    await testId(page, "paper-search-id").fill("9999");
    await testId(page, "paper-search-submit").click();
    await expectText(testId(page, "paper-search-problem"), "No paper found");
    await testId(page, "paper-search-id").fill(" 007003 ");
    await testId(page, "paper-search-submit").click();
    await testId(page, "paper-found-7003").waitFor();
    await shot(page, journey, "04-paper-search-en");
    await testId(page, "paper-search-add").click();
    await testId(page, "paper-search-found").waitFor({ state: "detached" });
    await expect.poll(() => testId(page, "papers-count").getAttribute("data-count")).toBe("2");
    await setPaperPages(page, "7003", 7);

    const expected = row.discountFee + (7 - row.pageLimit) * row.overPageFee;
    await expectExactText(site.total(), formatMoney(expected, "CNY", "en"));
    await testId(page, "block-papers").scrollIntoViewIfNeeded();
    await shot(page, journey, "05-newRegist-papers-en");

    await site.submit();
    await page.waitForURL(/\/registerDetail\?/);
    await expectText(testId(page, "detail-paper-7003"), "Visual Servoing for Aerial Manipulators");
    await expectAttribute(testId(page, "detail-paper-7003-pages"), "data-pages", "7");
    await testId(page, "detail-paper-7001").waitFor();
    await testId(page, "detail-papers").scrollIntoViewIfNeeded();
    await shot(page, journey, "06-registerDetail-papers-en");

    await page.goto(site.path("mypaper"));
    // Their two accepted papers (one registered, one not) and the colleague's paper they registered.
    await testId(page, "mypaper-7001-badges-registered").waitFor();
    await testId(page, "mypaper-7003-badges-registered").waitFor();
    await testId(page, "mypaper-7002").waitFor();
    expect(await testId(page, "mypaper-7002-badges-registered").count()).toBe(0);
    await expectText(testId(page, "mypaper-total"), "3");
    await shot(page, journey, "07-mypaper-en");
    await context.close();
  });
});
