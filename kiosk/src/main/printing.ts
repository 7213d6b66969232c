import type { WebContentsPrintOptions } from "electron";
import type { BadgePageSize, PrinterSummary, PrintResult } from "../common/bridge.ts";
import type { HostWindow, SettingsStore } from "./host.ts";

/**
 * A silent badge print: no margins, on paper of the badge template's size (Chromium takes it in microns),
 * which the renderer's @page rule gives the page too.
 */
export function badgePrintOptions(page: BadgePageSize): WebContentsPrintOptions {
  return {
    silent: true,
    printBackground: true,
    color: true,
    margins: { marginType: "none" },
    pageSize: { width: Math.round(page.width * 1000), height: Math.round(page.height * 1000) },
    copies: 1,
  };
}

/** The saved printer when it is still installed, else the only printer there is, else none. */
export function choosePrinter(printers: readonly PrinterSummary[], saved: string | null): string | null {
  if (saved !== null && printers.some((p) => p.name === saved)) return saved;
  if (printers.length === 1) return printers[0]?.name ?? null;
  return null;
}

/** Silent badge printing to a chosen printer, remembered across restarts. */
export class BadgePrinter {
  readonly window: HostWindow;
  readonly settings: SettingsStore;

  constructor(window: HostWindow, settings: SettingsStore) {
    this.window = window;
    this.settings = settings;
  }

  listPrinters(): Promise<PrinterSummary[]> {
    return this.window.listPrinters();
  }

  async currentPrinter(): Promise<string | null> {
    const [printers, settings] = await Promise.all([this.window.listPrinters(), this.settings.load()]);
    return choosePrinter(printers, settings.printer);
  }

  async setPrinter(name: string | null): Promise<void> {
    if (name !== null) {
      const printers = await this.window.listPrinters();
      if (!printers.some((p) => p.name === name)) throw new Error(`No printer named ${name}`);
    }
    const settings = await this.settings.load();
    await this.settings.save({ ...settings, printer: name });
  }

  async print(page: BadgePageSize): Promise<PrintResult> {
    const [printers, settings] = await Promise.all([this.window.listPrinters(), this.settings.load()]);
    const printer = choosePrinter(printers, settings.printer);
    if (printer === null) {
      return { ok: false, reason: settings.printer === null ? "no-printer" : "printer-missing" };
    }
    const result = await this.window.print({ ...badgePrintOptions(page), deviceName: printer });
    return result.success
      ? { ok: true, printer }
      : { ok: false, reason: "failed", detail: result.failureReason };
  }
}
