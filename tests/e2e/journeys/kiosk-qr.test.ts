import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Pii } from "@confreg/server/testing";
import { type ConferenceView, qrPath, type RegistrationDetail, signCheckinQr } from "@confreg/shared";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  controlledByServiceWorker,
  desktop,
  launchBrowser,
  newContext,
  screenshotDir,
  shot,
} from "../harness/browser";
import { expectAttribute, expectText } from "../harness/expect";
import { registeredOnDetail } from "../harness/journey-api";
import { readQrCodes } from "../harness/read-qr";
import { type RunningServer, startServer } from "../harness/server";
import { Kiosk, officeApi, recordBadgePrints } from "../pages/kiosk";

const journey = "kiosk-qr";
const conferenceId = 1;
const portrait = { width: 800, height: 1280 };
/** The conference's badge, designed in the back office: a 90 × 54 mm card (not the built-in A6). */
const cardTemplate = {
  name: "Delegate card",
  isDefault: true,
  layout: {
    page: { width: 90, height: 54 },
    elements: [
      { id: "title", kind: "conferenceTitle", x: 4, y: 3, width: 82, height: 8, fontSize: 11 },
      { id: "name", kind: "name", x: 4, y: 13, width: 58, height: 18, fontSize: 60, longFontSize: 35 },
      { id: "unit", kind: "unit", x: 4, y: 33, width: 58, height: 8, fontSize: 12 },
      { id: "type", kind: "participantType", x: 4, y: 43, width: 58, height: 8, fontSize: 12 },
      { id: "qr", kind: "qr", x: 64, y: 14, width: 24, height: 24, fontSize: 12 },
    ].map((element) => ({ fontWeight: "bold", align: "left", lang: "zh", ...element })),
  },
};
const attendee = {
  login: "kiosk.qr.e2e@example.com",
  n: 173,
  name: "欧阳晓梦",
  unit: "华中科技大学",
  position: "Lecturer",
};

/** Counts the page's live camera tracks (window.liveCameraTracks): a closed camera dialog releases its camera. */
function countCameraTracks() {
  const streams: MediaStream[] = [];
  const media = navigator.mediaDevices;
  const open = media.getUserMedia.bind(media);
  media.getUserMedia = async (constraints) => {
    const stream = await open(constraints);
    streams.push(stream);
    return stream;
  };
  Object.assign(window, {
    liveCameraTracks: () =>
      streams.flatMap((stream) => stream.getTracks()).filter((track) => track.readyState === "live").length,
  });
}

/** The texts an SVG badge draws. */
const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

/**
 * A camera's picture for Chromium's fake capture device: a Y4M file (4:2:0) of one frame, white, with a QR
 * code's dark modules in black when there is a payload, each module `scale` pixels, centred. The code
 * (with its quiet zone) spans 280 of the 480 rows, well inside the square the scanner searches (80% of
 * the picture's height as shown); at 440 rows it nearly filled that square, and on a loaded machine the
 * camera now and then read nothing.
 */
function cameraVideo(file: string, payload?: string) {
  const width = 640;
  const height = 480;
  const { size, d } = payload ? qrPath(payload) : { size: 1, d: "" };
  const scale = Math.floor(280 / size);
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (const [, col, row] of d.matchAll(/M(\d+) (\d+)/g)) {
    for (let y = 0; y < scale; y++) {
      const start = (top + Number(row) * scale + y) * width + left + Number(col) * scale;
      luma.fill(16, start, start + scale);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = `YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`;
  writeFileSync(file, Buffer.concat([Buffer.from(header), Buffer.from("FRAME\n"), luma, chroma, chroma]));
}

/**
 * A registration's QR code at the kiosk (DOMAIN.md §8): an attendee pays and gets the signed code on
 * registerDetail; a kiosk enrolled against the real server, with the network cut, finds the person when a
 * keyboard-wedge scanner types the code, and prints the badge the shared renderer draws, on a page of the
 * template's size. A tampered code and another conference's are refused with their reasons. The camera
 * reads the same code in a browser with a (fake) camera; without one the dialog says so. A 1366 px
 * landscape desk and an 800 × 1280 portrait one.
 */
describe("kiosk QR journey", () => {
  let server: RunningServer;
  let browser: Browser;
  let view: ConferenceView;
  let paid: Promise<RegistrationDetail> | undefined;
  let office: Awaited<ReturnType<typeof officeApi>>;
  let templateId = 0;
  const work = mkdtempSync(path.join(tmpdir(), "confreg-kiosk-qr-"));

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    view = (await (await fetch(`${server.url}/api/conferences/${conferenceId}`)).json()) as ConferenceView;
    office = await officeApi(server);
    const created = await office.post<{ id: number }>(
      `/api/admin/conferences/${conferenceId}/badge-templates`,
      cardTemplate,
    );
    templateId = created.id;
  });
  afterAll(async () => {
    await office?.dispose();
    await browser?.close();
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  /**
   * The attendee's paid registration, made once for the journey by whichever test needs it first: an
   * attendee registers and pays through the demo cashier; the detail API then carries the signed code.
   */
  function paidRegistration(): Promise<RegistrationDetail> {
    paid ??= (async () => {
      const context = await newContext(browser, server.url, desktop, "en");
      const page = await context.newPage();
      const made = await registeredOnDetail(context, page, { id: conferenceId, view }, attendee);
      await made.payments.openMethods();
      await made.payments.payOnlineWithDemo(3);
      await made.payments.continueToCashier();
      await made.payments.settleAtCashier("pay");
      await expectAttribute(made.payments.line(), "data-status", "2");
      const detail = await page.request.get(`/api/registrations/${made.registration.id}`);
      expect(detail.status()).toBe(200);
      const registration = (await detail.json()) as RegistrationDetail;
      expect(registration.checkinQr).toMatch(new RegExp(`^CR1\\.${conferenceId}\\.${registration.id}\\.`));
      await context.close();
      return registration;
    })();
    return paid;
  }

  /** A kiosk enrolled against the server, its first download done. */
  async function enrolledKiosk(page: Page, deviceName: string) {
    const kiosk = new Kiosk(page);
    await kiosk.enrol(deviceName, await office.pairingCode(conferenceId, "2468"));
    await expect
      .poll(async () => Number(await kiosk.localCount().getAttribute("data-count")), { timeout: 30_000 })
      .toBeGreaterThan(100);
    await page.locator('[data-testid="sync-progress"]').waitFor({ state: "detached", timeout: 30_000 });
    // The page's service worker holds the app, the camera scanner's chunk too, before the network goes.
    await controlledByServiceWorker(page);
    return kiosk;
  }

  it("offline, a wedge-scanned QR code finds the person, and the badge prints from the shared renderer", async () => {
    const payload = (await paidRegistration()).checkinQr;
    const context = await newContext(browser, server.url, desktop, "zh");
    const page = await context.newPage();
    const prints = await recordBadgePrints(page);
    const kiosk = await enrolledKiosk(page, "二维码1号台");

    // The network cut: the code is checked with the conference's public key and found in the local rows.
    await context.setOffline(true);
    await expectAttribute(kiosk.onlineIndicator(), "data-online", "false");
    await kiosk.scanWithWedge(payload);
    await expectText(kiosk.person("name"), attendee.name);
    await expectAttribute(kiosk.person("eligible"), "data-eligible", "true");
    await shot(page, journey, "01-qr-found-offline-1366");

    // The badge: the conference's template (fetched at sync, kept offline), drawn by the shared renderer
    // with the name and the conference's title, on a page of the template's size.
    await expectAttribute(kiosk.badge(), "data-template", String(templateId));
    await kiosk.printBadge();
    const printed = await prints.next(1);
    expect(printed).toMatch(/<svg[^>]*width="90mm" height="54mm"[^>]*data-badge/);
    expect(textsOf(printed)).toEqual(expect.arrayContaining([attendee.name, view.title.zh, attendee.unit]));
    expect(printed).toContain("@page { size: 90mm 54mm; margin: 0; }");
    await expectAttribute(kiosk.queueCount(), "data-count", "1");

    // What the printer gets: one page of exactly the badge's size, the badge alone on it.
    const pdf = path.join(work, "badge.pdf");
    writeFileSync(pdf, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    const info = execFileSync("pdfinfo", [pdf], { encoding: "utf8" });
    expect(info).toMatch(/Pages:\s+1\n/);
    // 90 × 54 mm is 255.1 × 153.1 points.
    const pageSize = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
    expect([Math.round(Number(pageSize?.[1])), Math.round(Number(pageSize?.[2]))]).toEqual([255, 153]);
    expect(execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" })).toContain(attendee.name);
    // The printed page itself, to look at.
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "200",
      "-singlefile",
      pdf,
      path.join(screenshotDir, journey, "02-printed-badge"),
    ]);
    // The badge printed offline carries the registration's own signed code, as sync brought it: it reads back.
    const badgePng = readFileSync(path.join(screenshotDir, journey, "02-printed-badge.png"));
    expect(await readQrCodes(badgePng)).toEqual([payload]);

    // A code altered by one character, and a genuine code of another conference: refused, nobody found.
    const altered = `${payload.slice(0, -3)}${payload.at(-3) === "A" ? "B" : "A"}${payload.slice(-2)}`;
    await kiosk.scanWithWedge(altered);
    await expectAttribute(kiosk.searchMessage(), "data-kind", "qr-badSignature");
    await shot(page, journey, "03-qr-tampered-1366");
    const pii = new Pii(Buffer.from(server.secret, "base64"));
    const elsewhere = signCheckinQr(pii.signingKey("checkin-qr:2"), { conferenceId: 2, registrationId: 1 });
    await kiosk.scanWithWedge(elsewhere);
    await expectAttribute(kiosk.searchMessage(), "data-kind", "qr-otherConference");

    // The same desk turned portrait: the code again, the person card under the search box.
    await page.setViewportSize(portrait);
    await kiosk.scanWithWedge(elsewhere);
    await shot(page, journey, "04-qr-other-conference-portrait");
    await page.waitForTimeout(1600); // the same code twice within 1.5 s counts as one scan
    await kiosk.scanWithWedge(payload);
    await expectText(kiosk.person("name"), attendee.name);
    await shot(page, journey, "05-qr-found-portrait");

    // Without a camera, the camera dialog says so instead of showing a dead picture.
    await kiosk.openCamera();
    await kiosk.cameraDialog().locator('[data-testid="camera-error"]').waitFor();
    expect(["denied", "no-camera"]).toContain(await kiosk.cameraDialog().getAttribute("data-state"));
    await shot(page, journey, "06-camera-unavailable-portrait");
    await page.locator('[data-testid="close-camera"]').click();
    await context.close();
  });

  /**
   * Runs `steps` on an enrolled kiosk, offline, in a browser of its own whose fake camera shows a picture
   * of its own (the QR code of `payload`, or nothing): no test's camera can show another's picture.
   */
  async function withCamera(
    desk: string,
    payload: string | undefined,
    steps: (page: Page, kiosk: Kiosk) => Promise<void>,
  ) {
    const video = path.join(work, `${desk}.y4m`);
    cameraVideo(video, payload);
    const cameraBrowser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await newContext(cameraBrowser, server.url, desktop, "en");
      await context.grantPermissions(["camera"], { origin: server.url });
      await context.addInitScript(countCameraTracks);
      const page = await context.newPage();
      const kiosk = await enrolledKiosk(page, desk);
      await kiosk.toggleLanguage();
      await context.setOffline(true);
      await steps(page, kiosk);
      await context.close();
    } finally {
      await cameraBrowser.close();
    }
  }

  it("the camera shows its picture while nothing is in front of it, and is released when closed", async () => {
    await withCamera("Camera desk", undefined, async (page, kiosk) => {
      await kiosk.openCamera();
      await expectAttribute(kiosk.cameraDialog(), "data-state", "scanning");
      await page.waitForFunction(() => {
        const video = document.querySelector<HTMLVideoElement>(".camera-view video");
        return video !== null && video.readyState >= 2 && video.currentTime > 0;
      });
      await shot(page, journey, "07-camera-scanning-1366-en");
      // Opened again, in Chinese on the desk turned portrait: the searched square is marked on the
      // picture, square, 80% of its height, centred.
      await page.locator('[data-testid="close-camera"]').click();
      await kiosk.toggleLanguage();
      await page.setViewportSize(portrait);
      await kiosk.openCamera();
      await expectAttribute(kiosk.cameraDialog(), "data-state", "scanning");
      await page.locator(".camera-frame:not([hidden])").waitFor();
      const box = (selector: string) => page.locator(selector).boundingBox();
      const [picture, mark] = await Promise.all([box(".camera-view video"), box(".camera-frame")]);
      if (!picture || !mark) throw new Error("the camera's picture or its mark is not shown");
      expect(Math.abs(mark.width - mark.height)).toBeLessThan(2);
      expect(Math.abs(mark.height - picture.height * 0.8)).toBeLessThan(2);
      expect(Math.abs(mark.x + mark.width / 2 - (picture.x + picture.width / 2))).toBeLessThan(2);
      expect(Math.abs(mark.y + mark.height / 2 - (picture.y + picture.height / 2))).toBeLessThan(2);
      await shot(page, journey, "07-camera-scanning-portrait-zh");
      await page.locator('[data-testid="close-camera"]').click();
      await page.waitForFunction(
        () => (window as unknown as { liveCameraTracks: () => number }).liveCameraTracks() === 0,
      );
    });
  });

  it("the camera reads the registration's QR code and finds the person like a scan", async () => {
    const payload = (await paidRegistration()).checkinQr;
    await withCamera("QR camera desk", payload, async (page, kiosk) => {
      await page.locator('[data-testid="scan-camera"]').click();
      // The result area: the person, or the message saying why not (empty while the camera has read nothing).
      await expectText(kiosk.result(), attendee.name, 30_000);
      await expect.poll(() => kiosk.cameraDialog().count()).toBe(0);
      await shot(page, journey, "08-camera-found-1366-en");
    });
  });
});
