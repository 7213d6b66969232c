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
import { idCardReaders, openIdCardSources } from "./scanners/registry.ts";
import { Scanners } from "./scanners/scanners.ts";
import { sendScansTo } from "./scanners/source.ts";
import { WedgeSource } from "./scanners/wedge-source.ts";

export type KioskPaths = { rendererRoot: string; preloadPath: string };

/**
 * Starts the kiosk once the app is ready: serves the built renderer, opens the kiosk window, wires the bridge
 * (printing, scanner choice) and starts the scan sources: keystroke bursts the window receives (the wedge),
 * the HID scanner chosen in the settings, ID-card readers. Every scan reaches the renderer on the one scan
 * channel. Scanned lines are passed on, never logged: they are ID numbers.
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
  const wedge = new WedgeSource();
  window.onBeforeInput((input, preventDefault) => {
    if (isQuitShortcut(input)) {
      preventDefault();
      host.quit();
      return;
    }
    wedge.feed(input, now());
  });
  const logError = (message: string, error?: unknown) => host.logError(message, error);
  const scanners = new Scanners({
    settings: host.settings,
    hid: await host.loadHid(),
    sources: [wedge, ...(await openIdCardSources(idCardReaders, logError))],
    emit: sendScansTo(window),
    logError,
    now,
  });
  registerIpcHandlers(host, new BadgePrinter(window, host.settings), scanners);
  // A scanner that cannot start (its settings unreadable) must not keep the kiosk from checking people in.
  await scanners.start().catch((error: unknown) => logError("The scanners could not be started", error));

  await window.loadURL(rendererUrl);
  return window;
}
