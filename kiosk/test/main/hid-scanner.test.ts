import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ipcChannels, type ScannerDevice, type ScannerStatus } from "#common/bridge";
import { readKioskConfig, rendererUrl } from "#main/config";
import { startKiosk } from "#main/kiosk-app";
import { aimReport, honeywellPos, keyboardReports, keyboardScanner, mouse } from "./fake-hid";
import { FakeHost } from "./fakes";

const paths = { rendererRoot: path.resolve("/opt/kiosk/dist/renderer"), preloadPath: "/p/preload.cjs" };
const idNumber = "11010519491231002X";

/** A device as the renderer gets it from getScanners and hands back to setScanner. */
const asChoice = (info: typeof honeywellPos): ScannerDevice => ({
  vendorId: info.vendorId,
  productId: info.productId,
  usagePage: info.usagePage ?? 0,
  usage: info.usage ?? 0,
  product: info.product ?? "",
  manufacturer: info.manufacturer ?? "",
});

describe("HID scanners in the kiosk", () => {
  let host: FakeHost;
  let clock: number;
  const start = () => startKiosk(host, readKioskConfig([], {}), paths, () => clock);
  const hid = () => {
    if (!host.hid) throw new Error("no HID backend");
    return host.hid;
  };
  const status = () => host.invoke(ipcChannels.getScanners, rendererUrl) as Promise<ScannerStatus>;
  /** Lets the device poll (every 3 s while the chosen scanner is absent) run. */
  const poll = () => vi.advanceTimersByTimeAsync(3000);

  beforeEach(() => {
    vi.useFakeTimers();
    host = new FakeHost();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());

  it("the settings list HID POS scanners and keyboard-mode devices, not the mouse; the wedge is the default", async () => {
    hid().plug(mouse);
    hid().plug(honeywellPos);
    hid().plug(keyboardScanner);
    await start();
    expect(await status()).toEqual({
      available: true,
      devices: [asChoice(honeywellPos), asChoice(keyboardScanner)],
      chosen: null,
      state: "wedge-only",
    });
    expect(hid().opened).toEqual([]);
  });

  it("a HID POS scanner chosen in the settings sends its scans to the renderer, one report or several", async () => {
    hid().plug(honeywellPos);
    await start();
    expect(await host.invoke(ipcChannels.setScanner, rendererUrl, asChoice(honeywellPos))).toMatchObject({
      chosen: asChoice(honeywellPos),
      state: "connected",
    });
    expect(host.settings.value.scanner).toEqual(asChoice(honeywellPos));

    const qr = `CR1.7.1042.${"Zm9v".repeat(20)}`;
    hid().last.send(aimReport(idNumber));
    hid().last.send(aimReport(qr.slice(0, 56), { continued: true }), aimReport(qr.slice(56)));
    expect(host.scans).toEqual([idNumber, qr]);
  });

  it("a keyboard-mode scanner's boot reports (Shift for X, Enter at the end) become one line", async () => {
    hid().plug(keyboardScanner);
    host.settings.value = { printer: null, scanner: asChoice(keyboardScanner) };
    await start();
    const reports = keyboardReports(`${idNumber}\n`);
    // The reports arrive in several bursts, as the scanner's USB packets do; 4 ms apart.
    for (const report of reports) {
      clock += 4;
      hid().last.send(report);
    }
    expect(host.scans).toEqual([idNumber]);
  });

  it("the chosen scanner is opened at start-up when it is attached", async () => {
    hid().plug(honeywellPos);
    host.settings.value = { printer: null, scanner: asChoice(honeywellPos) };
    await start();
    expect(hid().opened.map((device) => device.path)).toEqual([honeywellPos.path]);
    expect((await status()).state).toBe("connected");
  });

  it("unplugged, the scanner is waited for; plugged in again, it is reopened and its scans arrive", async () => {
    hid().plug(honeywellPos);
    host.settings.value = { printer: null, scanner: asChoice(honeywellPos) };
    await start();
    const first = hid().last;

    hid().unplug(honeywellPos.path ?? "");
    expect(first.closed).toBe(true);
    expect((await status()).state).toBe("waiting");
    await poll();
    expect(hid().opened).toHaveLength(1);

    hid().plug({ ...honeywellPos, path: "/dev/hidraw7" }); // a new path after plugging in again
    await poll();
    expect(hid().opened.map((device) => device.path)).toEqual([honeywellPos.path, "/dev/hidraw7"]);
    expect((await status()).state).toBe("connected");
    first.send(aimReport("0000000001")); // the old handle is dead: nothing from it counts
    hid().last.send(aimReport("0012345678"));
    expect(host.scans).toEqual(["0012345678"]);
    expect(host.errors).toEqual(["The HID scanner stopped (unplugged?)"]);
  });

  it("a chosen scanner absent at start-up is opened once it is plugged in", async () => {
    host.settings.value = { printer: null, scanner: asChoice(keyboardScanner) };
    await start();
    expect((await status()).state).toBe("waiting");
    hid().plug(keyboardScanner);
    await poll();
    hid().last.send(...keyboardReports("0012345678\n"));
    expect(host.scans).toEqual(["0012345678"]);
  });

  it("a scanner that cannot be opened (no permission) is reported once and tried again", async () => {
    hid().plug(honeywellPos);
    hid().refuse.add(honeywellPos.path ?? "");
    host.settings.value = { printer: null, scanner: asChoice(honeywellPos) };
    await start();
    await poll();
    await poll();
    expect((await status()).state).toBe("failed");
    expect(host.errors).toEqual(["The HID scanner could not be opened"]);
    hid().refuse.clear();
    await poll();
    expect((await status()).state).toBe("connected");
  });

  it("going back to the wedge alone closes the HID scanner; the wedge keeps working throughout", async () => {
    hid().plug(honeywellPos);
    host.settings.value = { printer: null, scanner: asChoice(honeywellPos) };
    await start();
    expect(await host.invoke(ipcChannels.setScanner, rendererUrl, null)).toMatchObject({
      chosen: null,
      state: "wedge-only",
    });
    expect(hid().last.closed).toBe(true);
    expect(host.settings.value.scanner).toBeNull();
    for (const character of "0012345678") {
      clock += 4;
      host.window.press(character);
    }
    host.window.press("Enter");
    expect(host.scans).toEqual(["0012345678"]);
  });

  it("two choices in quick succession leave only the last device open", async () => {
    hid().plug(honeywellPos);
    hid().plug(keyboardScanner);
    await start();
    await Promise.all([
      host.invoke(ipcChannels.setScanner, rendererUrl, asChoice(honeywellPos)),
      host.invoke(ipcChannels.setScanner, rendererUrl, asChoice(keyboardScanner)),
    ]);
    const open = hid()
      .opened.filter((device) => !device.closed)
      .map((device) => device.path);
    expect(open).toEqual([keyboardScanner.path]);
    expect(host.settings.value.scanner).toEqual(asChoice(keyboardScanner));
  });

  it("setScanner takes an attached scanner or null: not a device that is absent, not a mouse, not junk", async () => {
    hid().plug(honeywellPos);
    hid().plug(mouse);
    await start();
    for (const bad of [undefined, "hidraw3", { ...asChoice(honeywellPos), vendorId: -1 }, { vendorId: 1 }]) {
      await expect(host.invoke(ipcChannels.setScanner, rendererUrl, bad)).rejects.toThrow(
        "HID device or null",
      );
    }
    await expect(host.invoke(ipcChannels.setScanner, rendererUrl, asChoice(keyboardScanner))).rejects.toThrow(
      "No such HID scanner",
    );
    await expect(host.invoke(ipcChannels.setScanner, rendererUrl, asChoice(mouse))).rejects.toThrow(
      "No such HID scanner",
    );
    await expect(host.invoke(ipcChannels.getScanners, "https://evil.example/")).rejects.toThrow(
      "Not the kiosk renderer",
    );
    expect(host.settings.value.scanner).toBeNull();
    expect(hid().opened).toEqual([]);
  });

  it("without node-hid the settings say HID scanners are unavailable and the wedge still reads", async () => {
    host.hid = null;
    host.settings.value = { printer: null, scanner: asChoice(honeywellPos) };
    await start();
    expect(await status()).toEqual({
      available: false,
      devices: [],
      chosen: asChoice(honeywellPos),
      state: "wedge-only",
    });
    await expect(host.invoke(ipcChannels.setScanner, rendererUrl, asChoice(honeywellPos))).rejects.toThrow(
      "unavailable",
    );
    for (const character of idNumber) {
      clock += 4;
      host.window.press(character);
    }
    host.window.press("Enter");
    expect(host.scans).toEqual([idNumber]);
  });
});
