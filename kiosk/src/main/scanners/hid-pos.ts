/**
 * HID POS barcode scanners (usage page 0x8C, "Bar Code Scanner", of the HID Point of Sale Usage Tables)
 * send each scan as input reports of 64 bytes with report ID 0x02: byte 1 the number of data bytes in this
 * report, the data, and bit 0 of byte 63 set while more reports of the same scan follow ("Decode Data
 * Continued"). Where the data starts differs between makers, hence the layouts below.
 */

export type PosLayout = {
  /** Index of the first data byte (the report ID is byte 0). */
  dataStart: number;
  /** The most data bytes one report carries. */
  maxData: number;
};

/**
 * `aim`: bytes 2–4 the AIM symbology identifier (`]Q1`…), data in bytes 5–60 (Honeywell, Access-IS).
 * `plain`: data in bytes 2–57, a symbology byte at 62 (Newland and many scanners sold in China).
 */
export const posLayouts = {
  aim: { dataStart: 5, maxData: 56 },
  plain: { dataStart: 2, maxData: 56 },
} as const satisfies Record<string, PosLayout>;
export type PosLayoutName = keyof typeof posLayouts;

/** Makers whose layout is known; other scanners are recognised by the AIM identifier's `]` at byte 2. */
const vendorLayouts: ReadonlyMap<number, PosLayoutName> = new Map([
  [0x0c2e, "aim"], // Honeywell (Metrologic)
  [0x0db5, "aim"], // Access-IS
  [0x1eab, "plain"], // Newland
]);

const scannedDataReport = 0x02;
const continuedByte = 63;
const aimFlag = 0x5d; // "]"

function layoutFor(vendorId: number, report: Uint8Array): PosLayout {
  const known = vendorLayouts.get(vendorId);
  if (known) return posLayouts[known];
  return report[2] === aimFlag ? posLayouts.aim : posLayouts.plain;
}

/** Trailing NULs are padding (a layout's reserved bytes or an unused tail), never part of a code. */
function withoutPadding(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  return bytes.subarray(0, end);
}

const decoder = new TextDecoder("utf-8");

/**
 * Assembles a HID POS scanner's reports into scans. A scan split over several reports is joined; a part
 * left waiting longer than `staleMs` (its scanner unplugged mid-scan) is dropped, not glued to the next.
 */
export class PosReportAssembler {
  readonly #vendorId: number;
  readonly #staleMs: number;
  #parts: Uint8Array[] = [];
  #lastAt = Number.NEGATIVE_INFINITY;

  constructor(vendorId: number, staleMs = 1000) {
    this.#vendorId = vendorId;
    this.#staleMs = staleMs;
  }

  /** Takes one input report received at `at` (ms); returns the scan it completes, if any. */
  push(report: Uint8Array, at: number): string | null {
    if (report[0] !== scannedDataReport || report.length < 3) return null;
    if (at - this.#lastAt > this.#staleMs) this.#parts = [];
    this.#lastAt = at;
    const layout = layoutFor(this.#vendorId, report);
    const length = Math.min(report[1] ?? 0, layout.maxData);
    const data = report.subarray(layout.dataStart, layout.dataStart + length);
    this.#parts.push(withoutPadding(data));
    const continued = report.length > continuedByte && ((report[continuedByte] ?? 0) & 0x01) === 1;
    if (continued) return null;
    const bytes = Buffer.concat(this.#parts);
    this.reset();
    // Scanners may be set to add CR/LF after a code; the renderer wants the code alone.
    const line = decoder.decode(bytes).replace(/[\r\n\t]+$/, "");
    return line.length > 0 ? line : null;
  }

  reset(): void {
    this.#parts = [];
    this.#lastAt = Number.NEGATIVE_INFINITY;
  }
}
