import path from "node:path";
import { app, BrowserWindow } from "electron";
import { readKioskConfig, rendererScheme } from "./config.ts";
import { createElectronHost, registerRendererScheme } from "./electron-host.ts";
import { startKiosk } from "./kiosk-app.ts";

// dist/main/main.js: the renderer is built to dist/renderer, the preload sits beside this file.
const paths = {
  rendererRoot: path.resolve(import.meta.dirname, "../renderer"),
  preloadPath: path.join(import.meta.dirname, "preload.cjs"),
};
const config = readKioskConfig(process.argv, process.env);

registerRendererScheme(rendererScheme);
if (!app.requestSingleInstanceLock()) app.quit();

app.on("window-all-closed", () => app.quit());
app.on("second-instance", () => BrowserWindow.getAllWindows()[0]?.focus());

app
  .whenReady()
  .then(() => startKiosk(createElectronHost(), config, paths))
  .catch((error: unknown) => {
    console.error("The kiosk failed to start", error);
    app.exit(1);
  });
