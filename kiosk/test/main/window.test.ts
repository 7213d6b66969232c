import { describe, expect, it } from "vitest";
import { isQuitShortcut, kioskWindowOptions, readKioskConfig } from "#main/config";

describe("kiosk window", () => {
  it("the renderer runs isolated: context isolation, sandbox, no Node integration, only the preload", () => {
    const options = kioskWindowOptions(readKioskConfig([], {}), "/app/dist/main/preload.cjs");
    expect(options.webPreferences).toMatchObject({
      preload: "/app/dist/main/preload.cjs",
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
  });

  it("the window opens in full-screen kiosk mode without developer tools by default", () => {
    const options = kioskWindowOptions(readKioskConfig(["electron", "."], {}), "p");
    expect(options).toMatchObject({ kiosk: true, fullscreen: true, autoHideMenuBar: true });
    expect(options.webPreferences?.devTools).toBe(false);
  });

  it("--windowed or CONFREG_KIOSK_WINDOWED=1 gives a normal window for setting up", () => {
    expect(readKioskConfig(["electron", ".", "--windowed"], {})).toEqual({ kiosk: false, devTools: true });
    expect(readKioskConfig([], { CONFREG_KIOSK_WINDOWED: "1" })).toEqual({ kiosk: false, devTools: true });
    expect(readKioskConfig([], { CONFREG_KIOSK_DEVTOOLS: "1" })).toEqual({ kiosk: true, devTools: true });
  });

  it("only Ctrl+Shift+Q quits; Q alone or with other modifiers does not", () => {
    const key = { type: "keyDown", key: "Q", control: true, shift: true, alt: false };
    expect(isQuitShortcut(key)).toBe(true);
    expect(isQuitShortcut({ ...key, shift: false })).toBe(false);
    expect(isQuitShortcut({ ...key, alt: true })).toBe(false);
    expect(isQuitShortcut({ ...key, type: "keyUp" })).toBe(false);
  });
});
