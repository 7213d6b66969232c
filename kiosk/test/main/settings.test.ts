import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileSettingsStore } from "#main/settings";

const tempFile = async () =>
  path.join(await mkdtemp(path.join(tmpdir(), "kiosk-settings-")), "sub", "settings.json");

const scanner = {
  vendorId: 0x0c2e,
  productId: 0x0b87,
  usagePage: 0x8c,
  usage: 0x02,
  product: "1450g",
  manufacturer: "Honeywell",
};

describe("kiosk settings file", () => {
  it("a fresh install has no printer and no HID scanner chosen", async () => {
    expect(await fileSettingsStore(await tempFile()).load()).toEqual({ printer: null, scanner: null });
  });

  it("the chosen printer and HID scanner survive a restart", async () => {
    const file = await tempFile();
    await fileSettingsStore(file).save({ printer: "Zebra ZD421", scanner });
    expect(await fileSettingsStore(file).load()).toEqual({ printer: "Zebra ZD421", scanner });
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ printer: "Zebra ZD421", scanner });
  });

  it("a settings file from before HID scanners reads as the wedge alone", async () => {
    const file = await tempFile();
    await fileSettingsStore(file).save({ printer: "A", scanner: null });
    await writeFile(file, JSON.stringify({ printer: "A" }));
    expect(await fileSettingsStore(file).load()).toEqual({ printer: "A", scanner: null });
  });

  it("a damaged file falls back to defaults instead of stopping check-in", async () => {
    const file = await tempFile();
    const store = fileSettingsStore(file);
    await store.save({ printer: "A", scanner: null });
    await writeFile(file, "{ not json");
    expect(await store.load()).toEqual({ printer: null, scanner: null });
    await writeFile(file, JSON.stringify({ printer: 12, scanner: { ...scanner, vendorId: "0c2e" } }));
    expect(await store.load()).toEqual({ printer: null, scanner: null });
  });
});
