import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ScannerDevice } from "../common/bridge.ts";
import type { KioskSettings, SettingsStore } from "./host.ts";

const defaults: KioskSettings = { printer: null, scanner: null };

const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 0xffff;
const isLabel = (value: unknown): value is string => typeof value === "string" && value.length <= 256;

/** A HID device as the settings file and the renderer give it; anything else is no device. */
export function readScannerDevice(value: unknown): ScannerDevice | null {
  if (typeof value !== "object" || value === null) return null;
  const { vendorId, productId, usagePage, usage, product, manufacturer } = value as Record<string, unknown>;
  if (!(isId(vendorId) && isId(productId) && isId(usagePage) && isId(usage))) return null;
  if (!(isLabel(product) && isLabel(manufacturer))) return null;
  return { vendorId, productId, usagePage, usage, product, manufacturer };
}

function parseSettings(text: string): KioskSettings {
  const data: unknown = JSON.parse(text);
  if (typeof data !== "object" || data === null) return defaults;
  const { printer, scanner } = data as Record<string, unknown>;
  return {
    printer: typeof printer === "string" && printer !== "" ? printer : null,
    scanner: readScannerDevice(scanner),
  };
}

/** Settings of this machine (badge printer, HID scanner) as JSON in Electron's userData folder. */
export function fileSettingsStore(file: string): SettingsStore {
  return {
    async load() {
      try {
        return parseSettings(await readFile(file, "utf8"));
      } catch (error) {
        // A missing file is a fresh install; an unreadable one falls back to defaults rather than blocking check-in.
        if ((error as NodeJS.ErrnoException).code === "ENOENT" || error instanceof SyntaxError)
          return defaults;
        throw error;
      }
    },
    async save(settings) {
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.tmp`;
      await writeFile(temporary, `${JSON.stringify(settings, null, 2)}\n`);
      await rename(temporary, file);
    },
  };
}
