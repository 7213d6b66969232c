import type { ScannerDevice, ScannerStatus } from "../../common/bridge.ts";
import type { SettingsStore } from "../host.ts";
import type { HidBackend } from "./hid-backend.ts";
import { findDevice, listScannerDevices } from "./hid-devices.ts";
import { HidScannerSource, type Repeat } from "./hid-source.ts";
import type { ScanEmitter, ScannerSource } from "./source.ts";

export type ScannersOptions = {
  settings: SettingsStore;
  /** null when node-hid is not installed or does not load here. */
  hid: HidBackend | null;
  /** Sources that are always on: the wedge, ID-card readers. */
  sources: readonly ScannerSource[];
  emit: ScanEmitter;
  logError: (message: string, error?: unknown) => void;
  repeat?: Repeat;
  now?: () => number;
};

/**
 * Every scan source of the kiosk: the fixed ones and the HID scanner chosen in the settings, started and
 * switched here. All of them emit to the one `emit`, which sends lines to the renderer.
 */
export class Scanners {
  readonly #options: ScannersOptions;
  #hidSource: HidScannerSource | null = null;
  #switching: Promise<void> = Promise.resolve();

  constructor(options: ScannersOptions) {
    this.#options = options;
  }

  async start(): Promise<void> {
    for (const source of this.#options.sources) await source.start(this.#options.emit);
    const { scanner } = await this.#options.settings.load();
    await this.#switchHid(scanner);
  }

  async stop(): Promise<void> {
    await this.#switchHid(null);
    for (const source of this.#options.sources) await source.stop();
  }

  async status(): Promise<ScannerStatus> {
    const { hid, settings } = this.#options;
    const [devices, { scanner }] = await Promise.all([
      hid ? hid.devices().then(listScannerDevices) : [],
      settings.load(),
    ]);
    return {
      available: hid !== null,
      devices,
      chosen: scanner,
      state: this.#hidSource?.state ?? "wedge-only",
    };
  }

  /** Reads `device` from now on and remembers it; null goes back to the wedge alone. */
  async choose(device: ScannerDevice | null): Promise<ScannerStatus> {
    const { hid, settings } = this.#options;
    let chosen: ScannerDevice | null = null;
    if (device !== null) {
      if (hid === null) throw new Error("HID scanners are unavailable on this kiosk");
      const attached = findDevice(await hid.devices(), device);
      // What is saved is what the device says of itself, not the renderer's copy.
      chosen = attached && (listScannerDevices([attached])[0] ?? null);
      if (chosen === null) throw new Error("No such HID scanner is attached");
    }
    const current = await settings.load();
    await settings.save({ ...current, scanner: chosen });
    await this.#switchHid(chosen);
    return this.status();
  }

  /** One switch at a time: two quick choices must not leave two devices open. */
  #switchHid(device: ScannerDevice | null): Promise<void> {
    const next = this.#switching.then(() => this.#replaceHid(device));
    this.#switching = next.catch(() => undefined);
    return next;
  }

  async #replaceHid(device: ScannerDevice | null): Promise<void> {
    await this.#hidSource?.stop();
    this.#hidSource = null;
    const { hid, emit, logError, repeat, now } = this.#options;
    if (device === null || hid === null) return;
    this.#hidSource = new HidScannerSource({ backend: hid, device, logError, repeat, now });
    await this.#hidSource.start(emit);
  }
}
