import { type IdCardReaderEntry, idCardSource } from "./id-card.ts";
import type { ScannerSource } from "./source.ts";

/**
 * ID-card readers driven through a maker's SDK, one entry each (see the README's "Scanners"). Each entry
 * that opens becomes a scan source beside the wedge and the chosen HID scanner. None ships: the card's data
 * is decrypted by each maker's own library, which cannot be bundled here.
 */
export const idCardReaders: readonly IdCardReaderEntry[] = [];

/** Opens every registered reader that is present; one that fails is logged and left out. */
export async function openIdCardSources(
  entries: readonly IdCardReaderEntry[],
  logError: (message: string, error?: unknown) => void,
): Promise<ScannerSource[]> {
  const sources: ScannerSource[] = [];
  for (const entry of entries) {
    try {
      const reader = await entry.open();
      if (reader) sources.push(idCardSource(reader, logError));
    } catch (error) {
      logError(`The ID-card reader ${entry.name} could not be opened`, error);
    }
  }
  return sources;
}
