import type { BadgePageSize, ConfregBridge, PrintResult } from "#common/bridge";
import { markPrintDispatched } from "#renderer/scan/scan-marks";

declare global {
  interface Window {
    /** Present when the renderer runs inside the Electron kiosk (see src/main/preload.cts). */
    confreg?: ConfregBridge;
  }
}

/** The Electron bridge, or null in a plain browser. */
export const bridge: ConfregBridge | null = typeof window !== "undefined" ? (window.confreg ?? null) : null;

/**
 * Prints the badge on the page (the print stylesheet hides everything else) on paper of its page size:
 * silently to the chosen printer in Electron, through the browser's print dialog otherwise (the badge's
 * own @page rule gives the size there).
 */
export async function printBadge(page: BadgePageSize): Promise<PrintResult> {
  markPrintDispatched();
  if (bridge) return bridge.printBadge(page);
  window.print();
  return { ok: true, printer: "" };
}
