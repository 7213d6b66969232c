/**
 * Removes a PNG's text, EXIF and time chunks (tEXt, zTXt, iTXt, eXIf, tIME) and any other ancillary chunk
 * a viewer does not need to show the picture, and anything after its end. A PNG is a list of
 * length-type-data-CRC chunks, so this is a whitelist over that list (see jpeg-metadata.ts for why no
 * library does it here).
 */

import { MalformedImageError } from "./malformed-image";

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Ancillary chunks that change how the picture looks (transparency, colour space, gamma, background,
 * pixel size). Critical chunks (IHDR, PLTE, IDAT, IEND: an upper-case first letter) are always kept.
 */
const renderingChunks = new Set([
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "sBIT",
  "bKGD",
  "pHYs",
  "cICP",
  "mDCV",
  "cLLI",
]);

const isCritical = (type: string) => type.charCodeAt(0) >= 0x41 && type.charCodeAt(0) <= 0x5a;

/** The PNG with only critical and rendering chunks, ending at IEND; throws MalformedImageError. */
export function stripPngMetadata(bytes: Uint8Array): Buffer {
  if (!signature.every((b, i) => bytes[i] === b)) throw new MalformedImageError("no PNG signature");
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const out: Uint8Array[] = [view.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= view.length) {
    const length = view.readUInt32BE(at);
    const type = view.toString("latin1", at + 4, at + 8);
    const end = at + 12 + length;
    if (end > view.length) throw new MalformedImageError("chunk length");
    if (isCritical(type) || renderingChunks.has(type)) out.push(view.subarray(at, end));
    if (type === "IEND") return Buffer.concat(out);
    at = end;
  }
  throw new MalformedImageError("no IEND chunk");
}
