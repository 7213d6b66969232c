import type { ConfregBridge, PrintResult } from "#common/bridge";

declare global {
  interface Window {
    /** Present when the renderer runs inside the Electron kiosk (see src/main/preload.cts). */
    confreg?: ConfregBridge;
  }
}

/** The Electron bridge, or null in a plain browser. */
export const bridge: ConfregBridge | null = typeof window !== "undefined" ? (window.confreg ?? null) : null;

/**
 * Prints the badge on the page (the print stylesheet hides everything else): silently to the chosen printer
 * in Electron, through the browser's print dialog otherwise.
 */
export async function printBadge(): Promise<PrintResult> {
  if (bridge) return bridge.printBadge();
  window.print();
  return { ok: true, printer: "" };
}
