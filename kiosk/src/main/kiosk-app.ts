import { ipcChannels } from "../common/bridge.ts";
import {
  isQuitShortcut,
  type KioskConfig,
  kioskWindowOptions,
  rendererScheme,
  rendererUrl,
} from "./config.ts";
import type { HostWindow, KioskHost } from "./host.ts";
import { registerIpcHandlers } from "./ipc.ts";
import { BadgePrinter } from "./printing.ts";
import { isRendererUrl, resolveRendererRequest } from "./renderer-files.ts";
import { ScanLineAssembler } from "./scanner.ts";

export type KioskPaths = { rendererRoot: string; preloadPath: string };

/**
 * Starts the kiosk once the app is ready: serves the built renderer, opens the kiosk window, wires the bridge
 * (printing) and forwards scanner bursts the window receives to the renderer. Scanned lines are passed on,
 * never logged: they are ID numbers.
 */
export async function startKiosk(
  host: KioskHost,
  config: KioskConfig,
  paths: KioskPaths,
  now: () => number = Date.now,
): Promise<HostWindow> {
  host.serveRenderer(rendererScheme, async (url) => resolveRendererRequest(url, paths.rendererRoot));
  const window = host.createWindow(kioskWindowOptions(config, paths.preloadPath));
  window.restrictNavigation(isRendererUrl);
  registerIpcHandlers(host, new BadgePrinter(window, host.settings));

  const scanner = new ScanLineAssembler({ onLine: (line) => window.send(ipcChannels.scan, line) });
  window.onBeforeInput((input, preventDefault) => {
    if (isQuitShortcut(input)) {
      preventDefault();
      host.quit();
      return;
    }
    scanner.feed(input, now());
  });

  await window.loadURL(rendererUrl);
  return window;
}
