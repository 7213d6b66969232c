import {
  type AdminConference,
  type AdminRegistrationRow,
  type ConferenceView,
  computeFee,
  defaultPayType,
  formatMoney,
  type Workshop,
} from "@confreg/shared";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  desktop,
  kioskScreen,
  launchBrowser,
  newContext,
  phone,
  shot,
  staleCsrfToken,
} from "../harness/browser";
import { bundledSources, recordScripts } from "../harness/bundles";
import { expectAttribute, expectCount, expectExactText, expectNoText, expectText } from "../harness/expect";
import { demoAccount, type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";
import { AttendeeSite } from "../pages/attendee";
import { Kiosk } from "../pages/kiosk";

/**
 * One story on one server: a new attendee registers on a phone, past a wrong invitation code and an
 * offline submission (journey 1), a foreign attendee registers with a passport (journey 1b), an
 * administrator finds that registration while staff see less and check-in staff only their check-in list
 * (journey 2), and a kiosk that synced the conference finds the attendee by ID number with the network
 * cut, opens its settings only with its PIN, and stops once the office revokes it (journey 3).
 */
describe("registration, back office and kiosk journeys", () => {
  let server: RunningServer;
  let browser: Browser;
  let view: ConferenceView;
  const conferenceId = 1;
  const attendee = {
    login: "zhangwei.e2e@example.com",
    password: "journey-password-1",
    name: "张卫东",
    idNumber: "11010519491231002X",
    unit: "浙江大学控制科学与工程学院",
    position: "副教授",
    email: "zhangwei.e2e@example.com",
    phone: "13912345678",
  };
  let registrationId = 0;

  const account = (username: string) => demoAccount(server, username);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    view = (await (await fetch(`${server.url}/api/conferences/${conferenceId}`)).json()) as ConferenceView;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("journey 1: a new attendee signs up, picks a type and two workshops, sees the live total, and registers", async () => {
    const context = await newContext(browser, server.url, phone);
    const page = await context.newPage();
    const scripts = recordScripts(page, server.url);
    const site = new AttendeeSite(page, conferenceId);

    await page.goto(site.path("login"));
    await page.locator('[data-testid="login-submit"]').waitFor();
    await shot(page, "1-attendee", "01-login");
    await site.signUp(attendee.login, attendee.password);
    await site.expectOn("preRegist");

    // Invitation codes: a wrong one, in the address or typed, says so; the right one opens the invited type.
    const wrongCode = "该邀请码不适用于本会议，请核对后重试。";
    const year = view.systemCode.match(/\d{4}/)?.[0] ?? "";
    await page.goto(`${site.path("preRegist")}?invcode=NOPE${year}`);
    await expectExactText(site.invitationError(), wrongCode);
    await shot(page, "1-attendee", "02a-invitation-wrong-in-url");
    await site.applyInvitationCode("WRONG-CODE");
    await expectExactText(site.invitationError(), wrongCode);
    const typeOptions = page.locator('[data-testid^="type-option-"]');
    const offered = await typeOptions.count();
    await site.applyInvitationCode(`VIP${year}`);
    await site.invitationApplied().waitFor();
    await expectCount(typeOptions, offered + 1);
    await shot(page, "1-attendee", "02b-invitation-applied");
    await site.invitationApplied().locator("button").click();
    await expectCount(typeOptions, offered);

    const type = view.participantTypes.find(
      (t) => !t.isHidden && !t.workshopOnly && !t.isMember && !t.needsOtherMemberNo,
    );
    const workshops = view.workshops.filter((w) => !w.isNoneOption && (w.remaining ?? 1) > 0).slice(0, 2);
    if (!type || workshops.length < 2)
      throw new Error("the demo conference lacks a plain type or two open workshops");
    await site.chooseType(type.id);
    for (const w of workshops) await site.toggleWorkshop(w.id);
    const fee = computeFee({
      discountTime: view.discountTime,
      settings: view.settings,
      participantType: type,
      workshops: workshops as Workshop[],
      feeRows: view.feeRows,
      payType: defaultPayType(view.settings),
      now: new Date(),
    });
    const expected = formatMoney(fee.total, fee.currency, "zh").replace(/[^\d.,]/g, "");
    await expectText(site.preRegistTotal(), expected);
    await shot(page, "1-attendee", "02-preRegist");
    await site.registerNow();
    await expectText(site.total(), expected);

    // Bad input: localized messages at the fields, and nothing saved.
    await site.fill({ name: "", email: "someone@", phone: "138-abc" });
    await site.submit();
    await expectExactText(site.fieldError("name"), "此项为必填项。");
    await expectExactText(site.fieldError("email"), "请输入正确的邮箱地址。");
    await expectExactText(site.fieldError("phone"), "电话号码只能包含数字。");
    await shot(page, "1-attendee", "03-newRegist-errors");
    const none = await page.request.get(`/api/conferences/${conferenceId}/registrations`);
    expect(((await none.json()) as { total: number }).total).toBe(0);

    await site.fill({
      name: attendee.name,
      idNumber: attendee.idNumber,
      unit: attendee.unit,
      position: attendee.position,
      email: attendee.email,
      phone: attendee.phone,
    });
    await shot(page, "1-attendee", "04-newRegist-filled");

    // Offline: the submission says so at once, nothing is sent, and the draft stays on the phone.
    const submissionKeys: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && /\/api\/conferences\/\d+\/registrations$/.test(request.url()))
        submissionKeys.push(request.headers()["idempotency-key"] ?? "");
    });
    await context.setOffline(true);
    await site.submit();
    await expectText(site.offlineMessage(), "尚未发送", 3_000);
    await page.locator('[data-testid="offline-notice"]').waitFor();
    await shot(page, "1-attendee", "04a-newRegist-offline");
    await site.closeDialog();
    expect(submissionKeys).toEqual([]);
    const [draft] = (await site.drafts()).filter((d) => d.conferenceId === conferenceId);
    expect(draft?.values).toMatchObject({ name: attendee.name, unit: attendee.unit, phone: attendee.phone });
    expect(draft?.values).not.toHaveProperty("idNumber");

    // Online again after a reload: the draft fills the form; only the document number is typed again.
    await context.setOffline(false);
    await page.reload();
    await expect.poll(() => page.locator('[data-testid="field-unit"]').inputValue()).toBe(attendee.unit);
    await site.fill({ idNumber: attendee.idNumber });

    // The answer is lost on its way back (the registration is made, the phone hears nothing) ...
    const submitUrl = "**/api/conferences/*/registrations";
    let answered = false;
    await page.route(submitUrl, async (route) => {
      if (route.request().method() !== "POST" || answered) return route.continue();
      answered = true;
      await route.fetch();
      await route.abort("internetdisconnected");
    });
    await site.submit();
    await expectText(site.offlineMessage(), "不会重复注册");
    await shot(page, "1-attendee", "04b-newRegist-no-answer");
    await site.closeDialog();
    await page.unroute(submitUrl);
    // ... and the retry carries the same key, so the server answers with that registration, not a second.
    await site.submit();
    await page.waitForURL(/\/registerDetail\?/);
    expect(submissionKeys).toHaveLength(2);
    expect(submissionKeys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(submissionKeys[1]).toBe(submissionKeys[0]);
    const once = await page.request.get(`/api/conferences/${conferenceId}/registrations`);
    expect(((await once.json()) as { total: number }).total).toBe(1);
    expect((await site.drafts()).filter((d) => d.conferenceId === conferenceId)).toEqual([]);

    registrationId = Number(new URL(page.url()).searchParams.get("register_id"));
    expect(registrationId).toBeGreaterThan(0);
    await expectText(site.detailField("name"), attendee.name);
    await expectText(site.detailField("idNumber"), "110105********002X");
    await expectText(site.detailField("workshop-count"), "2");
    await shot(page, "1-attendee", "05-registerDetail");

    // registerList with one record opens it; with two it lists both.
    await page.goto(site.path("registerList"));
    await page.waitForURL(new RegExp(`registerDetail\\?register_id=${registrationId}`));
    const second = await page.request.post(`/api/conferences/${conferenceId}/registrations`, {
      headers: {
        "x-csrf-token": (await context.cookies()).find((c) => c.name === "confreg_csrf")?.value ?? "",
      },
      data: {
        name: "李敏",
        unit: attendee.unit,
        position: "工程师",
        email: "companion.e2e@example.com",
        phone: "13912345679",
        idNumber: "110101199003078515",
        participantTypeId: type.id,
        workshopIds: workshops.map((w) => w.id),
        clientTotal: fee.total,
      },
    });
    expect(second.status()).toBe(201);
    await page.goto(site.path("registerList"));
    await expectText(site.card(registrationId), attendee.name);
    await shot(page, "1-attendee", "06-registerList");
    await page.locator('[data-testid="language-toggle"], [data-testid="menu-language"]').first().click();
    await expectText(site.card(registrationId), /Registered|Unpaid/);
    await shot(page, "1-attendee", "07-registerList-en");

    // The attendee's own registration stays readable with the network gone (service worker cache).
    await page.goto(`${site.path("registerDetail")}?register_id=${registrationId}`);
    await expectText(site.detailField("name"), attendee.name);
    await context.setOffline(true);
    await page.reload();
    await expectText(site.detailField("name"), attendee.name);
    await shot(page, "1-attendee", "08-registerDetail-offline");
    await context.setOffline(false);

    const sources = await bundledSources(scripts);
    expect(sources.some((s) => s.includes("node_modules/antd-mobile/"))).toBe(true);
    expect(sources.filter((s) => s.includes("node_modules/antd/"))).toEqual([]);
    await context.close();
  });

  it("journey 1b: a foreign attendee registers on the English conference with a passport, on a phone", async () => {
    const context = await newContext(browser, server.url, phone, "en");
    const page = await context.newPage();
    const site = new AttendeeSite(page, 2);
    const english = (await (await fetch(`${server.url}/api/conferences/2`)).json()) as ConferenceView;
    const type = english.participantTypes.find(
      (t) => !t.isHidden && !t.workshopOnly && !t.isMember && !t.needsOtherMemberNo && !t.isStudent,
    );
    if (!type) throw new Error("the English demo conference lacks a plain type");

    await site.signUp("jane.doe.e2e@example.com", "journey-password-2");
    await site.expectOn("preRegist");
    await site.chooseType(type.id);
    await site.registerNow();
    await site.fill({
      name: "Jane DOE",
      unit: "University of Tokyo",
      email: "jane.doe.e2e@example.com",
      phone: "0081312345678",
    });
    await page.locator('[data-testid="field-gender-0"]').click();
    await site.choose("idType", 6);
    await site.choose("idCountry", "JP", "Japan");
    await site.fill({ idNumber: "TK1234567" });
    await shot(page, "1-attendee", "09-newRegist-passport-en");
    await site.submit();
    await page.waitForURL(/\/registerDetail\?/);
    await expectText(site.detailField("idType"), "Passport");
    await expectText(site.detailField("idCountry"), "Japan");
    await expectExactText(site.detailField("idNumber"), "*****4567");
    await shot(page, "1-attendee", "10-registerDetail-passport-en");
    await context.close();
  });

  let admin: BrowserContext;

  it("journey 2: an administrator finds the registration; staff of another conference cannot", async () => {
    admin = await newContext(browser, server.url, desktop);
    const page = await admin.newPage();
    const scripts = recordScripts(page, server.url);
    const office = new BackOffice(page);
    await page.goto("/all/manager/login");
    await page.locator('[data-testid="admin-login-submit"]').waitFor();
    await shot(page, "2-admin", "01-login");
    const { username, password } = account("admin");
    await office.logIn("all", username, password);
    await office.search(attendee.name);
    await expectCount(office.names(), 1);
    await expectText(office.names().first(), attendee.name);
    await shot(page, "2-admin", "02-registerList-found");
    await office.names().first().click();
    await expectText(office.detail(), attendee.name);
    await expectText(office.detail(), "110105********002X");
    await expectNoText(office.detail(), attendee.idNumber);
    await shot(page, "2-admin", "03-detail");

    // Full numbers only on request, for a role that may see them; the dialog says the view is recorded.
    // The page's CSRF token has gone stale meanwhile (as after a sign-in in another tab): the refusal
    // brings a fresh cookie and the request is sent again once, unnoticed.
    await staleCsrfToken(admin, server.url);
    const revealAnswers: number[] = [];
    page.on("response", (res) => {
      if (res.url().endsWith(`/personal-data`)) revealAnswers.push(res.status());
    });
    await page.locator('[data-testid="reveal-personal-data"]').click();
    await page.locator(".ant-popconfirm .ant-btn-primary").click();
    await expectText(office.detail(), attendee.idNumber);
    await expectText(office.detail(), attendee.phone);
    await page.locator('[data-testid="reveal-recorded"]').waitFor();
    expect(revealAnswers).toEqual([403, 200]);
    await shot(page, "2-admin", "03a-detail-full-numbers");
    await page.locator('[data-testid="registration-detail-close"]').click();

    // The table's headers follow the language toggle at once, without a reload.
    const headers = () => office.columnHeaders().allInnerTexts();
    await expect.poll(headers).toContain("姓名");
    await office.toggleLanguage();
    await expect.poll(headers, { timeout: 2_000 }).toContain("Name");
    expect(await headers()).not.toContain("姓名");

    // The host filter reaches the API: only registrations of that host's conferences come back.
    const conferences = (await (
      await page.request.get("/api/admin/conferences")
    ).json()) as AdminConference[];
    const host = conferences.find((c) => conferences.some((o) => o.hostUnit !== c.hostUnit))?.hostUnit ?? "";
    const hostConferences = new Set(conferences.filter((c) => c.hostUnit === host).map((c) => c.id));
    await page.locator('[data-testid="registration-reset"]').click();
    const answer = page.waitForResponse((res) => {
      const url = new URL(res.url());
      return url.pathname === "/api/admin/registrations" && url.searchParams.get("hostUnit") === host;
    });
    await office.chooseFilter("hostUnit", host);
    await office.applyFilters();
    const listed = (await (await answer).json()) as { total: number; items: AdminRegistrationRow[] };
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.items.every((row) => hostConferences.has(row.conference.id))).toBe(true);
    await expect.poll(() => office.total().innerText()).toContain(String(listed.total));
    await shot(page, "2-admin", "03b-registerList-host-en");
    await office.toggleLanguage();

    const sources = await bundledSources(scripts);
    expect(sources.some((s) => s.includes("node_modules/antd/"))).toBe(true);
    expect(sources.filter((s) => s.includes("node_modules/antd-mobile/"))).toEqual([]);

    const otherContext = await newContext(browser, server.url, desktop);
    const other = new BackOffice(await otherContext.newPage());
    const staff = account("staff-iccr");
    await other.logIn(2, staff.username, staff.password);
    await other.search(attendee.name);
    await other.total().waitFor();
    await expectCount(other.names(), 0);
    await shot(other.page, "2-admin", "04-other-staff-empty");
    await other.page.goto(`/${conferenceId}/manager/home/registerList`);
    // Sent back to its own conference's landing page (the dashboard, the first page staff may open).
    await other.page.waitForURL(/\/2\/manager\/home\/dashboard/);
    const direct = await other.page.request.get(`/api/admin/registrations/${registrationId}`);
    expect(direct.status()).toBe(404);
    await otherContext.close();

    // Staff of the conference read registrations, but neither full numbers nor kiosk pairing are theirs.
    // On a phone the menu is a drawer: closed at first, opened by the header button, closed by choosing.
    const ciacStaff = account("staff-ciac");
    const staffContext = await newContext(browser, server.url, phone);
    const staffOffice = new BackOffice(await staffContext.newPage());
    await staffOffice.logIn(conferenceId, ciacStaff.username, ciacStaff.password);
    await expectCount(staffOffice.menu("registerList"), 0);
    await staffOffice.openMenu();
    await shot(staffOffice.page, "2-admin", "04a-staff-phone-menu");
    await staffOffice.menu("registerList").click();
    await staffOffice.menu("registerList").waitFor({ state: "hidden" });
    await staffOffice.search(attendee.name);
    await staffOffice.names().first().click();
    await expectText(staffOffice.detail(), "110105********002X");
    await expectCount(staffOffice.page.locator('[data-testid="reveal-personal-data"]'), 0);
    await expectCount(staffOffice.menu("kioskPairing"), 0);
    await staffContext.close();

    // Check-in staff land on the check-in list; the registration list is not theirs (never a refusal).
    const checkinContext = await newContext(browser, server.url, desktop);
    const checkin = new BackOffice(await checkinContext.newPage());
    const desk = account("checkin-ciac");
    await checkin.logInAnyRole(conferenceId, desk.username, desk.password);
    await checkin.page.waitForURL(/\/manager\/home\/checklist/);
    await expectCount(checkin.menu("registerList"), 0);
    await shot(checkin.page, "2-admin", "05-checkin-staff-landing");
    await checkin.page.goto(`/${conferenceId}/manager/home/registerList`);
    await checkin.page.waitForURL(/\/manager\/home\/checklist/);
    await checkinContext.close();
  });

  it("journey 3: a kiosk enrols with a settings PIN, finds the attendee offline, and stops once revoked", async () => {
    const office = new BackOffice(await admin.newPage());
    await office.page.goto(`/${conferenceId}/manager/home/registerList`);
    const pin = "2468";
    const code = await office.openPairing(pin);
    await shot(office.page, "3-kiosk", "01-pairing-code");

    const context = await newContext(browser, server.url, kioskScreen);
    const page = await context.newPage();
    const kiosk = new Kiosk(page);
    await kiosk.enrol("A厅1号台", code);
    await expect
      .poll(async () => Number(await kiosk.localCount().getAttribute("data-count")), { timeout: 30_000 })
      .toBeGreaterThan(100);
    await expectCount(page.locator('[data-testid="sync-progress"]'), 0, 30_000);
    await shot(page, "3-kiosk", "02-synced");

    // The server derives look-up hashes in the background (a slow scrypt each): sync until the attendee's is here.
    await expect
      .poll(
        async () => {
          await kiosk.syncNow();
          await kiosk.search(attendee.idNumber);
          await kiosk.result().first().waitFor();
          return kiosk.person("name").count();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(1);

    await context.setOffline(true);
    await expectAttribute(kiosk.onlineIndicator(), "data-online", "false");
    await kiosk.search(attendee.idNumber);
    await expectExactText(kiosk.person("name"), attendee.name);
    await expectExactText(kiosk.person("id-masked"), "**************002X");
    await shot(page, "3-kiosk", "03-offline-found");

    await page.reload();
    await kiosk.search(attendee.idNumber);
    await expectExactText(kiosk.person("name"), attendee.name);
    await shot(page, "3-kiosk", "04-offline-after-reload");

    await kiosk.openSettings();
    await kiosk.enterPin("1357");
    await expectAttribute(kiosk.pinStatus(), "data-kind", "wrong");
    await shot(page, "3-kiosk", "05-pin-wrong");
    await expectCount(kiosk.settings(), 0);
    await kiosk.enterPin(pin);
    await kiosk.settings().waitFor();
    await shot(page, "3-kiosk", "06-settings");
    await kiosk.closeSettings();
    await kiosk.toggleLanguage();
    await kiosk.search(attendee.idNumber);
    await expectText(kiosk.person("eligible"), /eligible/i);
    await shot(page, "3-kiosk", "07-offline-found-en");
    await context.setOffline(false);

    await expectText(office.kioskRow("A厅1号台"), "A厅1号台");
    // The check-in point it was paired for: the conference's main one.
    await expectText(office.kioskRow("A厅1号台"), /报到处|Registration desk/);
    await office.kioskRow("A厅1号台").scrollIntoViewIfNeeded();
    await shot(office.page, "3-kiosk", "08-kiosk-list");
    await office.revokeKiosk("A厅1号台");
    await expectText(office.kioskRow("A厅1号台"), account("admin").username);
    await shot(office.page, "3-kiosk", "09-kiosk-revoked-in-list");
    await kiosk.syncUntilRevoked();
    await shot(page, "3-kiosk", "10-revoked-en");
    await page.reload();
    await kiosk.revokedScreen().waitFor();
    await kiosk.toggleLanguage();
    await expectText(kiosk.revokedScreen(), /中国智能自动化大会/);
    await shot(page, "3-kiosk", "11-revoked-zh");
    await context.close();
    await admin.close();
  });
});
