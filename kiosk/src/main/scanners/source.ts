import { ipcChannels } from "../../common/bridge.ts";
import type { HostWindow } from "../host.ts";

/**
 * Where scans come from in the main process. Every source — the keyboard wedge, a HID barcode scanner, an
 * ID-card reader — emits `ScanRead`s; `scanLine` turns each into the one string the renderer receives on
 * the bridge's scan channel, the path the wedge has always used. Reads carry ID numbers and, from card
 * readers, personal data: they are passed on, never logged.
 */

/** What an ID-card reader reads from a card. Only `idNumber` leaves the main process. */
export type IdentityRead = {
  idNumber: string;
  name?: string;
  sex?: string;
  nation?: string;
  birthDate?: string;
  address?: string;
  issuer?: string;
  validFrom?: string;
  validTo?: string;
};

/** A scanned code (ID number, attendance card, registration QR payload) or a card reader's identity read. */
export type ScanRead = { kind: "line"; line: string } | { kind: "identity"; identity: IdentityRead };

export type ScanEmitter = (read: ScanRead) => void;

export interface ScannerSource {
  /** Starts reading; reads go to `emit` until `stop`. */
  start(emit: ScanEmitter): Promise<void>;
  stop(): Promise<void>;
}

const idNumberShape = /^\d{17}[\dX]$/;

/**
 * The line the renderer gets for a read: a code as scanned; for an identity read only the card's number
 * (upper-case check character), nothing when the reader produced no valid-looking number.
 */
export function scanLine(read: ScanRead): string | null {
  if (read.kind === "line") return read.line.length > 0 ? read.line : null;
  const number = read.identity.idNumber.trim().toUpperCase();
  return idNumberShape.test(number) ? number : null;
}

/** Sends every read to the renderer as a line on the bridge's scan channel. */
export function sendScansTo(window: HostWindow): ScanEmitter {
  return (read) => {
    const line = scanLine(read);
    if (line !== null) window.send(ipcChannels.scan, line);
  };
}
