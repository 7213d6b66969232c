import { readFileSync, mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
const { url, accounts } = JSON.parse(readFileSync("/tmp/dev/server.json", "utf8"));
const out = "/tmp/dev/shots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const step = process.argv[2] ?? "attendee";
const lang = (process.argv[3] ?? "zh") as "zh" | "en";
const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1366, height: 768 } };
async function ctx(device: object) {
  const c = await browser.newContext({ ...device, baseURL: url, locale: lang === "zh" ? "zh-CN" : "en-US" });
  await c.addInitScript((l) => localStorage.setItem("confreg.lang", l), lang);
  return c;
}
const t = (id: string) => `[data-testid="${id}"]`;
try {
  if (step === "home") {
    const c = await ctx(phone); const p = await c.newPage();
    await p.goto("/"); await p.waitForTimeout(2500); await p.screenshot({ path: `${out}/home-${lang}.png`, fullPage: true });
  }
  if (step === "attendee") {
    const c = await ctx(phone); const p = await c.newPage();
    const demo = accounts.find((a: { role: string }) => a.role === "attendee");
    const conf = process.argv[4] ?? "1";
    await p.goto(`/register/${conf}/user/login`);
    await p.locator(t("login-input")).fill(demo.username);
    await p.locator(t("password-input")).fill(demo.password);
    await p.locator(t("login-submit")).click();
    await p.waitForTimeout(2500);
    await p.screenshot({ path: `${out}/after-login-${conf}-${lang}.png`, fullPage: true });
    await p.goto(`/register/${conf}/user/preRegist?invcode=WRONG1`);
    await p.waitForTimeout(2500);
    await p.screenshot({ path: `${out}/prereg-wrongcode-${conf}-${lang}.png`, fullPage: true });
  }
  if (step === "newregist") {
    const c = await ctx(phone); const p = await c.newPage();
    const demo = accounts.find((a: { role: string }) => a.role === "attendee");
    const conf = process.argv[4] ?? "2";
    await p.goto(`/register/${conf}/user/login`);
    await p.locator(t("login-input")).fill(demo.username);
    await p.locator(t("password-input")).fill(demo.password);
    await p.locator(t("login-submit")).click();
    await p.waitForTimeout(2000);
    await p.goto(`/register/${conf}/user/preRegist`);
    await p.waitForTimeout(1500);
    await p.locator('[data-testid^="type-option-"]').first().click();
    await p.locator(t("register-now")).click();
    await p.waitForURL(/newRegist/);
    await p.waitForTimeout(1000);
    await p.screenshot({ path: `${out}/newregist-${conf}-${lang}.png`, fullPage: true });
    await p.locator(t("field-idType")).click();
    await p.waitForTimeout(600);
    await p.screenshot({ path: `${out}/newregist-idtype-${conf}-${lang}.png` });
    await p.locator(t("field-idType-option-6")).click();
    await p.waitForTimeout(400);
    await p.locator(t("field-idCountry")).click();
    await p.waitForTimeout(400);
    await p.locator(t("field-idCountry-search")).locator("input").fill(lang === "zh" ? "日本" : "Japan");
    await p.waitForTimeout(400);
    await p.screenshot({ path: `${out}/newregist-country-${conf}-${lang}.png` });
    await p.locator(t("field-idCountry-option-JP")).click();
    await p.locator(t("field-idNumber")).fill("TK1234567");
    await p.locator(t("field-phone")).fill("12345");
    await p.locator(t("submit-registration")).click();
    await p.waitForTimeout(800);
    await p.screenshot({ path: `${out}/newregist-filled-${conf}-${lang}.png`, fullPage: true });
  }
  if (step === "admin") {
    const c = await ctx(desktop); const p = await c.newPage();
    const admin = accounts.find((a: { username: string }) => a.username === (process.argv[4] ?? "admin"));
    const scope = process.argv[5] ?? "all";
    await p.goto(`/${scope}/manager/login`);
    await p.locator(t("admin-login-username")).fill(admin.username);
    await p.locator(t("admin-login-password")).fill(admin.password);
    await p.locator(t("admin-login-submit")).click();
    await p.waitForTimeout(3000);
    await p.screenshot({ path: `${out}/admin-${admin.username}-${lang}.png` });
    if (await p.locator(t("registration-name")).count()) {
      await p.locator(t("registration-name")).first().click();
      await p.waitForTimeout(1500);
      await p.screenshot({ path: `${out}/admin-detail-${admin.username}-${lang}.png` });
      if (await p.locator(t("reveal-personal-data")).count()) {
        await p.locator(t("reveal-personal-data")).click();
        await p.waitForTimeout(500);
        await p.screenshot({ path: `${out}/admin-reveal-confirm-${lang}.png` });
        await p.locator(".ant-popconfirm .ant-btn-primary").click();
        await p.waitForTimeout(1000);
        await p.screenshot({ path: `${out}/admin-revealed-${lang}.png` });
      }
    }
  }
} finally {
  await browser.close();
}
