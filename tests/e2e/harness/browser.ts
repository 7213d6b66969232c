import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
export const screenshotDir = path.join(repoRoot, "test-output", "screenshots");

/** Debian's Chromium, headless, with the background services this closed network refuses turned off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      "--disable-quic",
    ],
  });
}

export const phone = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const desktop = { viewport: { width: 1366, height: 768 } };
export const kioskScreen = { viewport: { width: 1280, height: 800 } };

export async function newContext(
  browser: Browser,
  baseURL: string,
  device: object,
  locale: "zh" | "en" = "zh",
) {
  const context: BrowserContext = await browser.newContext({
    ...device,
    baseURL,
    locale: locale === "zh" ? "zh-CN" : "en-US",
    // As a user who asks the system for less motion: the back office's dialogs open and close at once, so
    // no step waits on (or clicks through) a closing dialog's animation on a busy machine.
    reducedMotion: "reduce",
  });
  await context.addInitScript((lang) => localStorage.setItem("confreg.lang", lang), locale);
  return context;
}

/**
 * Makes the context's CSRF cookie stale, as a sign-in in another tab does: the next mutation is refused
 * once (403), with a fresh cookie, and the page's client sends it again.
 */
export async function staleCsrfToken(context: BrowserContext, serverUrl: string): Promise<void> {
  const { hostname } = new URL(serverUrl);
  await context.addCookies([
    {
      name: "confreg_csrf",
      value: "stale.token",
      domain: hostname,
      path: "/",
      secure: true,
      sameSite: "Strict",
    },
  ]);
}

/** Transient notices (toasts, antd messages) that would hide what a screen shows. */
const transient = ".adm-toast-mask, .ant-message-notice";

/**
 * Saves what the user sees of a key screen (the viewport: fixed top and bottom bars where they belong)
 * into test-output/screenshots/<journey>/<name>.png, once transient notices have gone.
 */
export async function shot(page: Page, journey: string, name: string): Promise<void> {
  const dir = path.join(screenshotDir, journey);
  mkdirSync(dir, { recursive: true });
  await page
    .locator(transient)
    .first()
    .waitFor({ state: "detached", timeout: 4_000 })
    .catch(() => undefined);
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/**
 * Waits until the page's service worker has precached the app and controls the page, so that what the
 * page loads later (lazy chunks) comes from the cache once the network goes. `ready` alone is not enough:
 * it resolves on activation, and the worker's `clients.claim()` may take the page a moment later.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
