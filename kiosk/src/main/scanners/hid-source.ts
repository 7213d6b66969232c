import type { ScannerDevice, ScannerState } from "../../common/bridge.ts";
import { ScanLineAssembler } from "../scanner.ts";
import type { HidBackend, HidConnection } from "./hid-backend.ts";
import { findDevice, type HidScannerKind, scannerKind } from "./hid-devices.ts";
import { BootKeyboardDecoder } from "./hid-keyboard.ts";
import { PosReportAssembler } from "./hid-pos.ts";
import type { ScanEmitter, ScannerSource } from "./source.ts";

/** Reads one device's input reports into lines. */
interface ReportReader {
  read(report: Uint8Array, at: number): void;
  reset(): void;
}

/**
 * A keyboard-mode scanner opened directly is nobody's keyboard, so its keystrokes may come further apart
 * than the wedge allows (reports queued behind a busy main process arrive late, never early).
 */
const hidKeyboardGapMs = 250;

const reportReaders: Record<
  HidScannerKind,
  (vendorId: number, onLine: (line: string) => void) => ReportReader
> = {
  pos(vendorId, onLine) {
    const assembler = new PosReportAssembler(vendorId);
    return {
      read(report, at) {
        const line = assembler.push(report, at);
        if (line !== null) onLine(line);
      },
      reset: () => assembler.reset(),
    };
  },
  keyboard(_vendorId, onLine) {
    const keys = new BootKeyboardDecoder();
    const lines = new ScanLineAssembler({ onLine, maxGapMs: hidKeyboardGapMs });
    return {
      read(report, at) {
        for (const key of keys.decode(report)) lines.feed(key, at);
      },
      reset() {
        keys.reset();
        lines.reset();
      },
    };
  },
};

/** Calls `run` every `ms` until the returned function is called. */
export type Repeat = (run: () => void, ms: number) => () => void;
const repeat: Repeat = (run, ms) => {
  const timer = setInterval(run, ms);
  return () => clearInterval(timer);
};

export type HidSourceOptions = {
  backend: HidBackend;
  device: ScannerDevice;
  /** How often to look for the device while it is absent (unplugged) or could not be opened. */
  pollMs?: number;
  repeat?: Repeat;
  now?: () => number;
  onState?: (state: ScannerState) => void;
  logError?: (message: string, error?: unknown) => void;
};

/**
 * The chosen HID scanner: opened when attached, read until it fails (unplugged), then looked for every few
 * seconds and opened again when it is back. Scanned codes are emitted, never logged.
 */
export class HidScannerSource implements ScannerSource {
  readonly #options: HidSourceOptions;
  readonly #reader: ReportReader;
  #emit: ScanEmitter | null = null;
  #connection: HidConnection | null = null;
  #connecting: Promise<void> | null = null;
  #stopPolling: (() => void) | null = null;
  #state: ScannerState = "waiting";

  constructor(options: HidSourceOptions) {
    this.#options = options;
    const kind = scannerKind(options.device) ?? "keyboard";
    this.#reader = reportReaders[kind](options.device.vendorId, (line) =>
      this.#emit?.({ kind: "line", line }),
    );
  }

  get state(): ScannerState {
    return this.#state;
  }

  async start(emit: ScanEmitter): Promise<void> {
    this.#emit = emit;
    const every = this.#options.repeat ?? repeat;
    this.#stopPolling = every(() => void this.connect(), this.#options.pollMs ?? 3000);
    await this.connect();
  }

  async stop(): Promise<void> {
    this.#emit = null;
    this.#stopPolling?.();
    this.#stopPolling = null;
    await this.#connecting;
    await this.#disconnect();
  }

  /** Opens the device if it is attached and not open yet; what the poll runs. */
  connect(): Promise<void> {
    if (this.#emit === null || this.#connection !== null) return Promise.resolve();
    this.#connecting ??= this.#open().finally(() => {
      this.#connecting = null;
    });
    return this.#connecting;
  }

  async #open(): Promise<void> {
    const { backend, device } = this.#options;
    let connection: HidConnection;
    try {
      const found = findDevice(await backend.devices(), device);
      if (found === null) return this.#setState("waiting");
      connection = await backend.open(found.path);
    } catch (error) {
      return this.#setState("failed", error);
    }
    if (this.#emit === null) return connection.close();
    this.#reader.reset();
    this.#connection = connection;
    const now = this.#options.now ?? Date.now;
    connection.onData((report) => {
      if (this.#connection === connection) this.#reader.read(report, now());
    });
    connection.onError((error) => {
      if (this.#connection !== connection) return;
      this.#setState("waiting", error);
      void this.#disconnect();
    });
    this.#setState("connected");
  }

  async #disconnect(): Promise<void> {
    const connection = this.#connection;
    this.#connection = null;
    this.#reader.reset();
    await connection?.close().catch(() => undefined);
  }

  #setState(state: ScannerState, error?: unknown): void {
    if (state === this.#state) return;
    this.#state = state;
    this.#options.onState?.(state);
    if (error !== undefined) {
      const what = state === "failed" ? "could not be opened" : "stopped (unplugged?)";
      this.#options.logError?.(`The HID scanner ${what}`, error);
    }
  }
}
