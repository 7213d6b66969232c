import { pathToFileURL } from "node:url";
import { app, BrowserWindow, ipcMain, net, protocol } from "electron";
import type { HostWindow, KioskHost } from "./host.ts";
import { loadNodeHid } from "./scanners/hid-backend.ts";
import { fileSettingsStore } from "./settings.ts";

/** Must run before the app is ready: the renderer's scheme behaves like https (secure context, fetch, storage). */
export function registerRendererScheme(scheme: string): void {
  protocol.registerSchemesAsPrivileged([
    { scheme, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);
}

function wrapWindow(window: BrowserWindow): HostWindow {
  const contents = window.webContents;
  return {
    loadURL: (url) => window.loadURL(url),
    onBeforeInput(listener) {
      contents.on("before-input-event", (event, input) => listener(input, () => event.preventDefault()));
    },
    restrictNavigation(allow) {
      contents.on("will-navigate", (event) => {
        if (!allow(event.url)) event.preventDefault();
      });
      contents.setWindowOpenHandler(() => ({ action: "deny" }));
    },
    send: (channel, payload) => contents.send(channel, payload),
    async listPrinters() {
      const printers = await contents.getPrintersAsync();
      return printers.map((p) => ({ name: p.name, displayName: p.displayName, description: p.description }));
    },
    print: (options) =>
      new Promise((resolve) => {
        contents.print(options, (success, failureReason) => resolve({ success, failureReason }));
      }),
  };
}

/** The real `KioskHost`: Electron's protocol, window, IPC and app modules. */
export function createElectronHost(): KioskHost {
  return {
    serveRenderer(scheme, respond) {
      protocol.handle(scheme, async (request) => {
        const resolved = await respond(request.url);
        if (resolved.kind === "not-found") return new Response("Not found", { status: 404 });
        const file = await net.fetch(pathToFileURL(resolved.path).toString());
        const headers = new Headers(file.headers);
        for (const [name, value] of Object.entries(resolved.headers)) headers.set(name, value);
        return new Response(file.body, { status: file.status, headers });
      });
    },
    createWindow: (options) => wrapWindow(new BrowserWindow(options)),
    handle(channel, handler) {
      ipcMain.handle(channel, (event, ...args: unknown[]) => handler(event.senderFrame?.url ?? "", args));
    },
    settings: fileSettingsStore(`${app.getPath("userData")}/kiosk-settings.json`),
    loadHid: () => loadNodeHid(),
    quit: () => app.quit(),
    logError: (message, error) => console.error(message, error),
  };
}
