import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { KioskSettings, SettingsStore } from "./host.ts";

const defaults: KioskSettings = { printer: null };

function parseSettings(text: string): KioskSettings {
  const data: unknown = JSON.parse(text);
  if (typeof data !== "object" || data === null) return defaults;
  const printer = (data as Record<string, unknown>).printer;
  return { printer: typeof printer === "string" && printer !== "" ? printer : null };
}

/** Settings of this machine (the badge printer) as JSON in Electron's userData folder. */
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
