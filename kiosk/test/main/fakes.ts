import type { BrowserWindowConstructorOptions, WebContentsPrintOptions } from "electron";
import { type InvokeChannel, ipcChannels, type PrinterSummary } from "#common/bridge";
import type { HostWindow, KeyInput, KioskHost, KioskSettings, RendererResponse } from "#main/host";
import { FakeHidBackend } from "./fake-hid";

export const printer = (name: string): PrinterSummary => ({
  name,
  displayName: name.replace(/_/g, " "),
  description: "",
});

export class FakeWindow implements HostWindow {
  loaded: string[] = [];
  sent: { channel: string; payload: unknown }[] = [];
  printed: WebContentsPrintOptions[] = [];
  printers: PrinterSummary[] = [];
  printOutcome = { success: true, failureReason: "" };
  allowNavigation: ((url: string) => boolean) | null = null;
  #inputListener: ((input: KeyInput, preventDefault: () => void) => void) | null = null;

  async loadURL(url: string) {
    this.loaded.push(url);
  }
  onBeforeInput(listener: (input: KeyInput, preventDefault: () => void) => void) {
    this.#inputListener = listener;
  }
  restrictNavigation(allow: (url: string) => boolean) {
    this.allowNavigation = allow;
  }
  send(channel: string, payload: unknown) {
    this.sent.push({ channel, payload });
  }
  async listPrinters() {
    return this.printers;
  }
  async print(options: WebContentsPrintOptions) {
    this.printed.push(options);
    return this.printOutcome;
  }

  /** Delivers a keystroke as Electron would; true when the listener swallowed it. */
  press(key: string, extra: Partial<KeyInput> = {}): boolean {
    let prevented = false;
    this.#inputListener?.(
      {
        type: "keyDown",
        key,
        control: false,
        alt: false,
        meta: false,
        shift: false,
        isAutoRepeat: false,
        ...extra,
      },
      () => {
        prevented = true;
      },
    );
    return prevented;
  }
}

export class MemorySettings {
  value: KioskSettings = { printer: null, scanner: null };
  async load() {
    return this.value;
  }
  async save(settings: KioskSettings) {
    this.value = settings;
  }
}

export class FakeHost implements KioskHost {
  window = new FakeWindow();
  windowOptions: BrowserWindowConstructorOptions[] = [];
  handlers = new Map<InvokeChannel, (senderUrl: string, args: unknown[]) => Promise<unknown>>();
  served: { scheme: string; respond: (url: string) => Promise<RendererResponse> } | null = null;
  settings = new MemorySettings();
  /** null: node-hid is not installed. */
  hid: FakeHidBackend | null = new FakeHidBackend();
  quitCalls = 0;
  errors: string[] = [];

  serveRenderer(scheme: string, respond: (url: string) => Promise<RendererResponse>) {
    this.served = { scheme, respond };
  }
  createWindow(options: BrowserWindowConstructorOptions) {
    this.windowOptions.push(options);
    return this.window;
  }
  handle(channel: InvokeChannel, handler: (senderUrl: string, args: unknown[]) => Promise<unknown>) {
    this.handlers.set(channel, handler);
  }
  async loadHid() {
    return this.hid;
  }
  quit() {
    this.quitCalls += 1;
  }
  logError(message: string) {
    this.errors.push(message);
  }

  /** The lines sent to the renderer on the scan channel, in order. */
  get scans(): unknown[] {
    return this.window.sent.filter((message) => message.channel === ipcChannels.scan).map((m) => m.payload);
  }

  /** Calls a registered IPC handler as the renderer at `senderUrl` would. */
  invoke(channel: InvokeChannel, senderUrl: string, ...args: unknown[]) {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler for ${channel}`);
    return handler(senderUrl, args);
  }
}
