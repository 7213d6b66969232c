import { badgePageLimits } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { badgePageLimitsMm } from "#common/bridge";
import { BadgePrinter, choosePrinter } from "#main/printing";
import { FakeWindow, MemorySettings, printer } from "./fakes";

/** The badge's page as the renderer sends it: the template's size in millimetres. */
const a6 = { width: 105, height: 148 };

const setup = (names: string[], saved: string | null = null) => {
  const window = new FakeWindow();
  window.printers = names.map(printer);
  const settings = new MemorySettings();
  settings.value = { printer: saved, scanner: null };
  return { window, settings, badges: new BadgePrinter(window, settings) };
};

describe("badge printer selection", () => {
  it("the saved printer is used while it is installed", () => {
    expect(choosePrinter([printer("A"), printer("Zebra")], "Zebra")).toBe("Zebra");
  });

  it("with nothing saved, the only installed printer is used; with several, none is guessed", () => {
    expect(choosePrinter([printer("Zebra")], null)).toBe("Zebra");
    expect(choosePrinter([printer("A"), printer("B")], null)).toBeNull();
    expect(choosePrinter([], null)).toBeNull();
  });

  it("a saved printer that was removed is not used", () => {
    expect(choosePrinter([printer("A"), printer("B")], "Zebra")).toBeNull();
  });
});

describe("badge printing", () => {
  it("a badge prints silently on the chosen printer, on paper of its template's size, without margins", async () => {
    const { window, badges } = setup(["Office", "Zebra_ZD421"], "Zebra_ZD421");

    expect(await badges.print(a6)).toEqual({ ok: true, printer: "Zebra_ZD421" });
    expect(window.printed).toEqual([
      expect.objectContaining({
        silent: true,
        deviceName: "Zebra_ZD421",
        // Chromium takes the paper size in microns.
        pageSize: { width: 105_000, height: 148_000 },
        margins: { marginType: "none" },
      }),
    ]);
  });

  it("each badge prints at its own page size: a card stock, a custom size in fractions of a millimetre", async () => {
    const { window, badges } = setup(["Zebra"]);

    await badges.print({ width: 90, height: 54 });
    await badges.print({ width: 100.5, height: 140.25 });

    expect(window.printed.map((options) => options.pageSize)).toEqual([
      { width: 90_000, height: 54_000 },
      { width: 100_500, height: 140_250 },
    ]);
  });

  it("the main process knows the same page limits as the shared badge templates", () => {
    expect(badgePageLimitsMm).toEqual(badgePageLimits);
  });

  it("without a chosen printer nothing prints and the reason is no-printer", async () => {
    const { window, badges } = setup(["A", "B"]);
    expect(await badges.print(a6)).toEqual({ ok: false, reason: "no-printer" });
    expect(window.printed).toEqual([]);
  });

  it("when the chosen printer is gone the reason is printer-missing", async () => {
    const { badges } = setup(["A", "B"], "Zebra");
    expect(await badges.print(a6)).toEqual({ ok: false, reason: "printer-missing" });
  });

  it("a failed print job reports Chromium's reason", async () => {
    const { window, badges } = setup(["Zebra"]);
    window.printOutcome = { success: false, failureReason: "Print job failed" };
    expect(await badges.print(a6)).toEqual({ ok: false, reason: "failed", detail: "Print job failed" });
  });

  it("choosing a printer saves it; a name that is not installed is refused", async () => {
    const { settings, badges } = setup(["A", "Zebra"]);
    await badges.setPrinter("Zebra");
    expect(settings.value.printer).toBe("Zebra");
    await expect(badges.setPrinter("Nope")).rejects.toThrow();
    expect(settings.value.printer).toBe("Zebra");
    await badges.setPrinter(null);
    expect(settings.value.printer).toBeNull();
  });
});
