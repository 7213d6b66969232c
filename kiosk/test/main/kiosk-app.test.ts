import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ipcChannels } from "#common/bridge";
import { readKioskConfig, rendererScheme, rendererUrl } from "#main/config";
import { startKiosk } from "#main/kiosk-app";
import { FakeHost } from "./fakes";

const paths = {
  rendererRoot: path.resolve("/opt/kiosk/dist/renderer"),
  preloadPath: "/opt/kiosk/dist/main/preload.cjs",
};

describe("kiosk start-up", () => {
  let host: FakeHost;
  let clock: number;
  beforeEach(async () => {
    vi.useFakeTimers();
    host = new FakeHost();
    clock = 0;
    await startKiosk(host, readKioskConfig([], {}), paths, () => clock);
  });
  afterEach(() => vi.useRealTimers());

  it("opens one kiosk window with the preload and loads the built renderer through its scheme", async () => {
    expect(host.windowOptions).toHaveLength(1);
    expect(host.windowOptions[0]?.webPreferences?.preload).toBe(paths.preloadPath);
    expect(host.window.loaded).toEqual([rendererUrl]);
    expect(host.served?.scheme).toBe(rendererScheme);
    expect(await host.served?.respond(rendererUrl)).toMatchObject({
      kind: "file",
      path: path.join(paths.rendererRoot, "index.html"),
    });
  });

  it("the window may not navigate away from the renderer", () => {
    expect(host.window.allowNavigation?.(rendererUrl)).toBe(true);
    expect(host.window.allowNavigation?.("https://example.org/")).toBe(false);
  });

  it("a scanner burst in the window reaches the renderer as one scan event", () => {
    for (const ch of "11010519491231002X") {
      clock += 4;
      host.window.press(ch);
    }
    clock += 4;
    host.window.press("Enter");
    expect(host.window.sent).toEqual([{ channel: ipcChannels.scan, payload: "11010519491231002X" }]);
  });

  it("Ctrl+Shift+Q quits and is not passed on to the page", () => {
    expect(host.window.press("q", { control: true, shift: true })).toBe(true);
    expect(host.quitCalls).toBe(1);
  });

  it("ordinary keys reach the page untouched", () => {
    expect(host.window.press("5")).toBe(false);
    expect(host.quitCalls).toBe(0);
  });
});
