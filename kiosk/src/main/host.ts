import type { BrowserWindowConstructorOptions, WebContentsPrintOptions } from "electron";
import type { InvokeChannel, PrinterSummary, ScannerDevice } from "../common/bridge.ts";
import type { HidBackend } from "./scanners/hid-backend.ts";

/**
 * What the kiosk's main-process logic needs from Electron, as a small interface: `electron-host.ts`
 * implements it with the real modules, the tests with fakes, so window options, IPC handlers, printing and
 * scanner input are tested without the Electron binary.
 */
export interface KioskHost {
  /** Serves the built renderer under a privileged scheme; `respond` maps a request URL to a response. */
  serveRenderer(scheme: string, respond: (url: string) => Promise<RendererResponse>): void;
  createWindow(options: BrowserWindowConstructorOptions): HostWindow;
  /** Registers an IPC handler; `senderUrl` is the URL of the frame that called. */
  handle(channel: InvokeChannel, handler: (senderUrl: string, args: unknown[]) => Promise<unknown>): void;
  settings: SettingsStore;
  /** HID devices through node-hid; null when it is not installed or does not load on this platform. */
  loadHid(): Promise<HidBackend | null>;
  quit(): void;
  logError(message: string, error?: unknown): void;
}

export type RendererResponse =
  | { kind: "file"; path: string; headers: Record<string, string> }
  | { kind: "not-found" };

/** A keystroke as Electron's `before-input-event` reports it. */
export type KeyInput = {
  type: string;
  key: string;
  control: boolean;
  alt: boolean;
  meta: boolean;
  shift: boolean;
  isAutoRepeat: boolean;
};

export interface HostWindow {
  loadURL(url: string): Promise<void>;
  /** Every keystroke before the page sees it; call `preventDefault` to swallow it. */
  onBeforeInput(listener: (input: KeyInput, preventDefault: () => void) => void): void;
  /** Navigation and new windows: `allow` decides, everything else is refused. */
  restrictNavigation(allow: (url: string) => boolean): void;
  send(channel: string, payload: unknown): void;
  listPrinters(): Promise<PrinterSummary[]>;
  print(options: WebContentsPrintOptions): Promise<{ success: boolean; failureReason: string }>;
}

/** This machine's settings: the badge printer and the HID scanner read besides the keyboard wedge. */
export type KioskSettings = { printer: string | null; scanner: ScannerDevice | null };

export interface SettingsStore {
  load(): Promise<KioskSettings>;
  save(settings: KioskSettings): Promise<void>;
}
