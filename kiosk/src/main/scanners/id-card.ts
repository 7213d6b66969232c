import type { IdentityRead, ScanEmitter, ScannerSource } from "./source.ts";

/**
 * A reader of second-generation ID cards (or any identity document) that hands over the card's data rather
 * than typing it. Readers in keyboard-emulation mode need none of this: they type the number and Enter, and
 * the wedge (or the HID keyboard source) reads them like any scanner. Readers whose card data is decrypted
 * by the maker's SDK implement this interface around that SDK (see the README's "Scanners").
 */
export interface IdCardReader {
  /** Starts waiting for cards; `onRead` gets each card placed on the reader. */
  start(onRead: (read: IdentityRead) => void, onError: (error: Error) => void): Promise<void>;
  stop(): Promise<void>;
}

/** How a vendor's reader is opened; `open` resolves null when its SDK or device is not there. */
export type IdCardReaderEntry = {
  name: string;
  open(): Promise<IdCardReader | null>;
};

/**
 * A reader as a scan source: each card becomes an identity read, of which only the number reaches the
 * renderer. Errors are logged without the card's data (the SDK's error, never a read).
 */
export function idCardSource(
  reader: IdCardReader,
  logError: (message: string, error?: unknown) => void,
): ScannerSource {
  return {
    start: (emit: ScanEmitter) =>
      reader.start(
        (identity) => emit({ kind: "identity", identity }),
        (error) => logError("The ID-card reader failed", error),
      ),
    stop: () => reader.stop(),
  };
}
