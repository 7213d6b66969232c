import { type BadgePageSize, badgePageLimitsMm, ipcChannels } from "../common/bridge.ts";
import type { KioskHost } from "./host.ts";
import type { BadgePrinter } from "./printing.ts";
import { isRendererUrl } from "./renderer-files.ts";
import type { Scanners } from "./scanners/scanners.ts";
import { readScannerDevice } from "./settings.ts";

export class IpcRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IpcRejected";
  }
}

function printerName(args: unknown[]): string | null {
  const [name] = args;
  if (name === null || (typeof name === "string" && name.length > 0 && name.length <= 256)) return name;
  throw new IpcRejected("setPrinter expects a printer name or null");
}

const isSide = (value: unknown): value is number =>
  typeof value === "number" &&
  Number.isFinite(value) &&
  value >= badgePageLimitsMm.min &&
  value <= badgePageLimitsMm.max;

function scannerDevice(args: unknown[]) {
  const [device] = args;
  if (device === null) return null;
  const read = readScannerDevice(device);
  if (read) return read;
  throw new IpcRejected("setScanner expects a HID device or null");
}

function pageSize(args: unknown[]): BadgePageSize {
  const [page] = args;
  if (typeof page === "object" && page !== null) {
    const { width, height } = page as Record<string, unknown>;
    if (isSide(width) && isSide(height)) return { width, height };
  }
  throw new IpcRejected("printBadge expects the badge's page size in millimetres");
}

/**
 * The bridge's main-process side. Every handler answers only the kiosk's own renderer (a page that somehow
 * navigated elsewhere gets nothing) and checks its arguments, which come from an untrusted process.
 */
export function registerIpcHandlers(host: KioskHost, printer: BadgePrinter, scanners: Scanners): void {
  const guard =
    <T>(run: (args: unknown[]) => Promise<T>) =>
    async (senderUrl: string, args: unknown[]): Promise<T> => {
      if (!isRendererUrl(senderUrl)) throw new IpcRejected("Not the kiosk renderer");
      return run(args);
    };
  host.handle(
    ipcChannels.listPrinters,
    guard(() => printer.listPrinters()),
  );
  host.handle(
    ipcChannels.getPrinter,
    guard(() => printer.currentPrinter()),
  );
  host.handle(
    ipcChannels.setPrinter,
    guard((args) => printer.setPrinter(printerName(args))),
  );
  host.handle(
    ipcChannels.printBadge,
    guard((args) => printer.print(pageSize(args))),
  );
  host.handle(
    ipcChannels.getScanners,
    guard(() => scanners.status()),
  );
  host.handle(
    ipcChannels.setScanner,
    guard((args) => scanners.choose(scannerDevice(args))),
  );
}
