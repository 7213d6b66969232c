import { type Page, request } from "playwright-core";
import type { RunningServer } from "../harness/server";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** The back office's API as the demo administrator, for what kiosk journeys set up. */
export async function officeApi(server: RunningServer) {
  const admin = server.accounts.find((a) => a.username === "admin");
  if (!admin) throw new Error("the demo seed has no administrator");
  const api = await request.newContext({ baseURL: server.url });
  const csrf = async () =>
    (await api.storageState()).cookies.find((c) => c.name === "confreg_csrf")?.value ?? "";
  const post = async <T>(path: string, data: object): Promise<T> => {
    const response = await api.post(path, { data, headers: { "x-csrf-token": await csrf() } });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  // The first answer sets the CSRF cookie that every mutation, signing in too, must echo.
  await api.get("/api/session");
  await post("/api/admin/login", { username: admin.username, password: admin.password });
  return {
    post,
    /** A pairing code for a kiosk of the conference, with its settings PIN. */
    pairingCode: async (conferenceId: number, pin: string) =>
      (await post<{ code: string }>(`/api/admin/conferences/${conferenceId}/kiosk-pairings`, { pin })).code,
    dispose: () => api.dispose(),
  };
}

/**
 * Every window.print() of the kiosk page is recorded instead of opening the dialog: the badge the print
 * stylesheet shows, as it was in the page when printing was asked for.
 */
export async function recordBadgePrints(page: Page) {
  await page.context().addInitScript(() => {
    window.print = () => {
      const record = window as unknown as { __badgePrints?: string[] };
      const badge = document.querySelector('[data-testid="badge"]');
      record.__badgePrints = [...(record.__badgePrints ?? []), badge?.outerHTML ?? ""];
    };
  });
  return {
    async next(count: number): Promise<string> {
      await page.waitForFunction(
        (n) => ((window as unknown as { __badgePrints?: string[] }).__badgePrints ?? []).length >= n,
        count,
      );
      return page.evaluate(
        (n) => (window as unknown as { __badgePrints?: string[] }).__badgePrints?.[n - 1] ?? "",
        count,
      );
    },
  };
}

/** The check-in kiosk's screen, in a plain browser at /kiosk/. */
export class Kiosk {
  constructor(readonly page: Page) {}

  async enrol(deviceName: string, code: string) {
    await this.page.goto("/kiosk/");
    await testId(this.page, "enrol-device-name").fill(deviceName);
    await testId(this.page, "enrol-code").fill(code);
    await testId(this.page, "enrol-submit").click();
  }

  localCount() {
    return testId(this.page, "local-count");
  }

  /**
   * What a keyboard-wedge scanner does: types the code into the focused search box, a key at a time, then
   * Enter.
   */
  async scanWithWedge(text: string) {
    await testId(this.page, "search-input").waitFor();
    await this.page.keyboard.type(text);
    await this.page.keyboard.press("Enter");
  }

  /** The message a refused scan shows; `data-kind` says which (e.g. "qr-badSignature"). */
  searchMessage() {
    return testId(this.page, "search-message");
  }

  /** The badge the print stylesheet shows (hidden on screen). */
  badge() {
    return testId(this.page, "badge");
  }

  async printBadge() {
    await this.page.locator('[data-testid="print-badge"]:not([disabled])').click();
  }

  async openCamera() {
    await testId(this.page, "scan-camera").click();
    await testId(this.page, "camera-dialog").waitFor();
  }

  cameraDialog() {
    return testId(this.page, "camera-dialog");
  }

  async search(idNumber: string) {
    const box = testId(this.page, "search-input");
    await box.fill(idNumber);
    await box.press("Enter");
  }

  person(field: string) {
    return testId(this.page, `person-${field}`);
  }

  /** What the last search shows: the person card, or a message. */
  result() {
    return this.page.locator(
      '[data-testid="person-card"], [data-testid="not-found"], [data-testid="search-message"]',
    );
  }

  /** Asks for a sync and waits until it has ended. */
  async syncNow() {
    await this.requestSync();
    await this.page.locator('[data-testid="sync-now"]:not([disabled])').waitFor();
  }

  async requestSync() {
    await testId(this.page, "sync-now").click();
  }

  /**
   * After the kiosk was revoked: asks for a sync unless the kiosk has found out by itself already, and
   * waits for its revoked screen. Online, its push stream or its sync timer may ask first, and the sync
   * button goes with the screen it was on (seen once in CI: the button never came).
   */
  async syncUntilRevoked() {
    const revoked = this.revokedScreen();
    const syncNow = testId(this.page, "sync-now");
    await syncNow.or(revoked).first().waitFor();
    // The button may go between the look and the click: the revoked screen below is what counts.
    if (!(await revoked.isVisible())) await syncNow.click({ timeout: 5_000 }).catch(() => undefined);
    await revoked.waitFor();
  }

  /** Opens Settings: the PIN dialog first. */
  async openSettings() {
    await testId(this.page, "open-settings").click();
    await testId(this.page, "pin-dialog").waitFor();
  }

  async enterPin(pin: string) {
    await testId(this.page, "pin-input").fill(pin);
    await testId(this.page, "pin-submit").click();
  }

  pinStatus() {
    return testId(this.page, "pin-status");
  }

  settings() {
    return testId(this.page, "settings");
  }

  async closeSettings() {
    await testId(this.page, "close-settings").click();
  }

  async toggleLanguage() {
    await testId(this.page, "language-toggle").first().click();
  }

  revokedScreen() {
    return testId(this.page, "revoked-screen");
  }

  onlineIndicator() {
    return testId(this.page, "online-indicator");
  }

  /** Events recorded on this kiosk and not yet accepted by the server (the status bar's figure). */
  queueCount() {
    return testId(this.page, "queue-count");
  }

  async queued(): Promise<number> {
    return Number(await this.queueCount().getAttribute("data-count"));
  }

  /** "Live" in the status bar: the change stream is open. */
  pushIndicator() {
    return testId(this.page, "push-indicator");
  }

  /** The people a name search listed; `choose` opens one of them. */
  nameMatches() {
    return testId(this.page, "name-match");
  }

  async choose(registrationId: number) {
    await this.page.locator(`[data-testid="name-match"][data-registration="${registrationId}"]`).click();
  }

  /**
   * Searches by name (pinyin, initials, characters) and opens the registration: at once when it is the
   * only match, else from the list.
   */
  async findByName(query: string, registrationId: number) {
    await this.search(query);
    await this.openFound(registrationId);
  }

  /** After a name search: the person card, or the list to choose the registration from. */
  async openFound(registrationId: number) {
    await this.page.locator('[data-testid="person-card"], [data-testid="name-matches"]').first().waitFor();
    if ((await testId(this.page, "name-matches").count()) > 0) await this.choose(registrationId);
    await testId(this.page, "person-card").waitFor();
  }

  async checkIn() {
    await testId(this.page, "check-in").click();
  }

  /** "Checked in here at 09:12", right after this kiosk checked the person in. */
  checkinDone() {
    return testId(this.page, "checkin-done");
  }

  /** "Already checked in at …, by the kiosk …": a person checked in before this scan. */
  checkinRepeat() {
    return testId(this.page, "checkin-repeat");
  }

  /** Opens the onsite payment form of the person on screen. */
  async openPayment() {
    await testId(this.page, "payment-open").click();
    await testId(this.page, "payment-form").waitFor();
  }

  paymentForm() {
    return testId(this.page, "payment-form");
  }

  /** What the form says to collect; `data-cents` holds the amount. */
  paymentOwed() {
    return testId(this.page, "payment-owed");
  }

  async confirmPayment() {
    await testId(this.page, "payment-confirm").click();
  }

  /** Opens the list of what the server refused (the status bar shows it while there is any). */
  async openAttention() {
    await testId(this.page, "attention-open").click();
    await testId(this.page, "attention").waitFor();
  }

  attentionItems() {
    return testId(this.page, "attention-item");
  }
}
