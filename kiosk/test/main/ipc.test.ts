import { describe, expect, it } from "vitest";
import { ipcChannels } from "#common/bridge";
import { rendererUrl } from "#main/config";
import { registerIpcHandlers } from "#main/ipc";
import { BadgePrinter } from "#main/printing";
import { Scanners } from "#main/scanners/scanners";
import { FakeHost, printer } from "./fakes";

const setup = () => {
  const host = new FakeHost();
  host.window.printers = [printer("Office"), printer("Zebra")];
  const scanners = new Scanners({
    settings: host.settings,
    hid: host.hid,
    sources: [],
    emit: () => undefined,
    logError: () => undefined,
  });
  registerIpcHandlers(host, new BadgePrinter(host.window, host.settings), scanners);
  return host;
};

describe("IPC handlers", () => {
  it("the renderer can list printers, choose one, read the choice back and print", async () => {
    const host = setup();

    expect(await host.invoke(ipcChannels.listPrinters, rendererUrl)).toEqual([
      printer("Office"),
      printer("Zebra"),
    ]);
    await host.invoke(ipcChannels.setPrinter, rendererUrl, "Zebra");
    expect(await host.invoke(ipcChannels.getPrinter, rendererUrl)).toBe("Zebra");
    expect(await host.invoke(ipcChannels.printBadge, rendererUrl, { width: 90, height: 54 })).toEqual({
      ok: true,
      printer: "Zebra",
    });
    expect(host.window.printed).toEqual([
      expect.objectContaining({ deviceName: "Zebra", pageSize: { width: 90_000, height: 54_000 } }),
    ]);
  });

  it("a page that is not the kiosk renderer gets nothing", async () => {
    const host = setup();
    for (const channel of [
      ipcChannels.listPrinters,
      ipcChannels.getPrinter,
      ipcChannels.printBadge,
      ipcChannels.getScanners,
      ipcChannels.setScanner,
    ]) {
      await expect(host.invoke(channel, "https://evil.example/")).rejects.toThrow("Not the kiosk renderer");
    }
    expect(host.window.printed).toEqual([]);
  });

  it("setPrinter accepts a printer name or null and nothing else", async () => {
    const host = setup();
    for (const bad of [42, "", { name: "Zebra" }, undefined, "x".repeat(300)]) {
      await expect(host.invoke(ipcChannels.setPrinter, rendererUrl, bad)).rejects.toThrow();
    }
    await host.invoke(ipcChannels.setPrinter, rendererUrl, null);
    expect(host.settings.value.printer).toBeNull();
  });

  it("printBadge takes a page size in millimetres within the badge limits, and nothing else", async () => {
    const host = setup();
    await host.invoke(ipcChannels.setPrinter, rendererUrl, "Zebra");
    for (const bad of [
      undefined,
      "A6",
      { width: 105 },
      { width: "105", height: "148" },
      { width: 29, height: 148 },
      { width: 105, height: 301 },
      { width: Number.NaN, height: 148 },
      { width: Number.POSITIVE_INFINITY, height: 148 },
    ]) {
      await expect(host.invoke(ipcChannels.printBadge, rendererUrl, bad)).rejects.toThrow("page size");
    }
    expect(host.window.printed).toEqual([]);
  });

  it("every invoke channel of the bridge has a handler", () => {
    const host = setup();
    const { scan: _events, ...invokable } = ipcChannels;
    expect([...host.handlers.keys()].sort()).toEqual(Object.values(invokable).sort());
  });
});
