import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileSettingsStore } from "#main/settings";

const tempFile = async () =>
  path.join(await mkdtemp(path.join(tmpdir(), "kiosk-settings-")), "sub", "settings.json");

describe("kiosk settings file", () => {
  it("a fresh install has no printer chosen", async () => {
    expect(await fileSettingsStore(await tempFile()).load()).toEqual({ printer: null });
  });

  it("the chosen printer survives a restart", async () => {
    const file = await tempFile();
    await fileSettingsStore(file).save({ printer: "Zebra ZD421" });
    expect(await fileSettingsStore(file).load()).toEqual({ printer: "Zebra ZD421" });
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ printer: "Zebra ZD421" });
  });

  it("a damaged file falls back to defaults instead of stopping check-in", async () => {
    const file = await tempFile();
    const store = fileSettingsStore(file);
    await store.save({ printer: "A" });
    await writeFile(file, "{ not json");
    expect(await store.load()).toEqual({ printer: null });
    await writeFile(file, JSON.stringify({ printer: 12 }));
    expect(await store.load()).toEqual({ printer: null });
  });
});
