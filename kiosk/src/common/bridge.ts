/**
 * The contract between the Electron main process, its preload and the renderer. The preload exposes a
 * `ConfregBridge` as `window.confreg`; without Electron the object is absent and the renderer falls back to
 * keyboard-wedge input and the browser's print dialog. Types and constants only: it is compiled into both
 * the main process and the renderer.
 */

export type PrinterSummary = { name: string; displayName: string; description: string };

/** Why a silent print did not happen; the renderer shows a localized text for each. */
export type PrintFailure = "no-printer" | "printer-missing" | "failed";
/** A badge's page in millimetres: the template's, which the silent print uses as its paper size. */
export type BadgePageSize = { width: number; height: number };
/**
 * The sides a badge page may have, in millimetres: shared `badgePageLimits`, repeated because the main
 * process is packed without the workspace's packages (a test keeps the two equal).
 */
export const badgePageLimitsMm = { min: 30, max: 300 } as const;

export type PrintResult =
  | { ok: true; printer: string }
  | { ok: false; reason: PrintFailure; detail?: string };

/** A HID scanner the kiosk can read directly: a HID POS barcode scanner or a device in keyboard mode. */
export type ScannerDevice = {
  vendorId: number;
  productId: number;
  /** 0x8C (bar code scanner) or 0x01 with usage 0x06 (keyboard): how its reports are read. */
  usagePage: number;
  usage: number;
  product: string;
  manufacturer: string;
};
/** Whether the chosen HID scanner is open: waiting while it is unplugged, failed when it could not be opened. */
export type ScannerState = "wedge-only" | "connected" | "waiting" | "failed";
export type ScannerStatus = {
  /** False when node-hid could not be loaded: only keyboard-wedge input then. */
  available: boolean;
  devices: ScannerDevice[];
  chosen: ScannerDevice | null;
  state: ScannerState;
};

export interface ConfregBridge {
  readonly version: 1;
  listPrinters(): Promise<PrinterSummary[]>;
  /** The printer badges go to: the saved choice, else the only printer there is, else null. */
  getPrinter(): Promise<string | null>;
  /** Saves the choice (null forgets it). Rejects a name that is not an installed printer. */
  setPrinter(name: string | null): Promise<void>;
  /**
   * Prints the current page (the renderer's print stylesheet shows only the badge) without a dialog, on
   * paper of the badge's page size.
   */
  printBadge(page: BadgePageSize): Promise<PrintResult>;
  /** The HID scanners attached, the chosen one and whether it is open. */
  getScanners(): Promise<ScannerStatus>;
  /** Reads the given HID device from now on (null: keyboard wedge only). Rejects a device not attached. */
  setScanner(device: ScannerDevice | null): Promise<ScannerStatus>;
  /** Lines read by a scanner the main process listens to; returns an unsubscribe function. */
  onScan(listener: (line: string) => void): () => void;
}

/** IPC channel names. The sandboxed preload cannot import this file at run time, so it repeats the strings
 * and checks them against this type. */
export const ipcChannels = {
  listPrinters: "confreg:list-printers",
  getPrinter: "confreg:get-printer",
  setPrinter: "confreg:set-printer",
  printBadge: "confreg:print-badge",
  getScanners: "confreg:get-scanners",
  setScanner: "confreg:set-scanner",
  scan: "confreg:scan",
} as const;
export type IpcChannels = typeof ipcChannels;
export type InvokeChannel = Exclude<IpcChannels[keyof IpcChannels], IpcChannels["scan"]>;
