import type { BrowserWindowConstructorOptions } from "electron";

/** The renderer is served from `confreg://kiosk/kiosk/`, the same `/kiosk/` base it has on the server. */
export const rendererScheme = "confreg";
export const rendererHost = "kiosk";
export const rendererOrigin = `${rendererScheme}://${rendererHost}`;
export const rendererBase = "/kiosk/";
export const rendererUrl = `${rendererOrigin}${rendererBase}index.html`;

export type KioskConfig = {
  /** Full-screen kiosk mode; `--windowed` (or CONFREG_KIOSK_WINDOWED=1) gives a normal window for setup. */
  kiosk: boolean;
  /** Developer tools, off in kiosk mode unless CONFREG_KIOSK_DEVTOOLS=1. */
  devTools: boolean;
};

const truthy = (value: string | undefined) => value === "1" || value === "true";

export function readKioskConfig(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): KioskConfig {
  const kiosk = !(argv.includes("--windowed") || truthy(env.CONFREG_KIOSK_WINDOWED));
  return { kiosk, devTools: !kiosk || truthy(env.CONFREG_KIOSK_DEVTOOLS) };
}

/** The check-in window: full screen without chrome, and a renderer with no Node access of any kind. */
export function kioskWindowOptions(
  config: KioskConfig,
  preloadPath: string,
): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 600,
    kiosk: config.kiosk,
    fullscreen: config.kiosk,
    autoHideMenuBar: true,
    backgroundColor: "#0b1220",
    title: "confreg kiosk",
    show: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
      devTools: config.devTools,
    },
  };
}

/** Ctrl+Shift+Q leaves kiosk mode (quits); kiosk mode offers no other way out. */
export function isQuitShortcut(input: {
  type: string;
  key: string;
  control: boolean;
  shift: boolean;
  alt: boolean;
}): boolean {
  return (
    input.type === "keyDown" && input.control && input.shift && !input.alt && input.key.toLowerCase() === "q"
  );
}
