/**
 * Removes what a JPEG says about its author, camera and place (EXIF with GPS, XMP, IPTC, ICC profile names,
 * comments, maker notes and embedded previews), keeping only what decoding needs.
 *
 * Written here rather than taken from a library: the pure-JavaScript strippers on npm search the bytes for
 * an EXIF marker and leave IPTC, comments and trailers (exif-be-gone), or re-encode the whole image (jimp),
 * and the complete ones need native binaries (sharp/libvips, exiftool). A JPEG is a list of marker segments,
 * so a whitelist of segments is short and can be tested against real files.
 */

import { MalformedImageError } from "./malformed-image";

const marker = {
  SOI: 0xd8,
  EOI: 0xd9,
  SOS: 0xda,
  APP0: 0xe0,
  APP1: 0xe1,
  APP14: 0xee,
  COM: 0xfe,
} as const;

const startsWith = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

/** Markers that stand alone, without a length: TEM and the restart markers. */
const standalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);

/** The EXIF orientation (1..8) of an APP1 payload, if it has one: the only EXIF tag kept. */
export function exifOrientation(payload: Uint8Array): number | null {
  if (!startsWith(payload, 0, "Exif\0\0")) return null;
  const tiff = Buffer.from(payload.buffer, payload.byteOffset + 6, payload.length - 6);
  if (tiff.length < 8) return null;
  const little = startsWith(tiff, 0, "II");
  if (!little && !startsWith(tiff, 0, "MM")) return null;
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    // Tag 0x0112 Orientation, type 3 (SHORT), one value.
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3 && u32(entry + 4) === 1) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/**
 * An APP1 segment holding only the orientation: without it a phone photo taken upright shows on its side,
 * since phones store the sensor's pixels and say how to turn them.
 */
function orientationSegment(orientation: number): Buffer {
  const segment = Buffer.alloc(36);
  segment.set([0xff, marker.APP1, 0x00, 34], 0);
  segment.write("Exif\0\0MM", 4, "latin1");
  segment.writeUInt16BE(42, 12); // TIFF magic
  segment.writeUInt32BE(8, 14); // first IFD right after the header
  segment.writeUInt16BE(1, 18); // one entry
  segment.writeUInt16BE(0x0112, 20);
  segment.writeUInt16BE(3, 22);
  segment.writeUInt32BE(1, 24);
  segment.writeUInt16BE(orientation, 28);
  // bytes 30..35: value padding and a zero "next IFD" offset
  return segment;
}

/** JFIF's APP0 without its optional thumbnail (a second copy of the picture, possibly an older one). */
function jfifWithoutThumbnail(segment: Uint8Array): Buffer {
  const out = Buffer.from(segment.subarray(0, 18));
  out.writeUInt16BE(16, 2);
  out[16] = 0;
  out[17] = 0;
  return out;
}

/** What to write for one header segment: itself, a cleaned copy, or nothing. */
function keptSegment(
  type: number,
  segment: Uint8Array,
  state: { orientationKept: boolean },
): Uint8Array | null {
  const payload = segment.subarray(4);
  if (type === marker.APP0) {
    return startsWith(payload, 0, "JFIF\0") && payload.length >= 14 ? jfifWithoutThumbnail(segment) : null;
  }
  if (type === marker.APP1) {
    const orientation = exifOrientation(payload);
    if (orientation === null || orientation === 1 || state.orientationKept) return null;
    state.orientationKept = true;
    return orientationSegment(orientation);
  }
  // Adobe's APP14 says how CMYK/YCCK colours are transformed: decoders need it to show the right colours.
  if (type === marker.APP14) return startsWith(payload, 0, "Adobe") ? segment : null;
  if ((type >= marker.APP0 && type <= 0xef) || type === marker.COM) return null;
  return segment;
}

/** Where the entropy-coded data after a scan header ends: at the next marker that is not a restart. */
function scanEnd(bytes: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    at = bytes.indexOf(0xff, at);
    if (at === -1 || at + 1 >= bytes.length) return bytes.length;
    const next = bytes[at + 1] ?? 0;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else return at;
  }
}

/** The JPEG without metadata segments and without anything after its end; throws MalformedImageError. */
export function stripJpegMetadata(bytes: Uint8Array): Buffer {
  if (bytes[0] !== 0xff || bytes[1] !== marker.SOI) throw new MalformedImageError("no JPEG start");
  const out: Uint8Array[] = [bytes.subarray(0, 2)];
  const state = { orientationKept: false };
  let at = 2;
  let scanned = false;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) throw new MalformedImageError("expected a marker");
    while (bytes[at + 1] === 0xff) at++; // fill bytes
    const type = bytes[at + 1] ?? -1;
    if (type === marker.EOI) {
      out.push(bytes.subarray(at, at + 2));
      return Buffer.concat(out);
    }
    if (standalone(type)) {
      out.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) break;
    const end = at + 2 + ((bytes[at + 2] ?? 0) << 8) + (bytes[at + 3] ?? 0);
    if (end > bytes.length || end < at + 4) throw new MalformedImageError("segment length");
    const kept = keptSegment(type, bytes.subarray(at, end), state);
    if (kept) out.push(kept);
    at = end;
    if (type === marker.SOS) {
      scanned = true;
      const dataEnd = scanEnd(bytes, at);
      out.push(bytes.subarray(at, dataEnd));
      at = dataEnd;
    }
  }
  // Cut short after image data: an upload never gets here (cleanImage's decoder refuses a JPEG cut short
  // first); ended properly all the same, so that what this writes is always a whole JPEG.
  if (!scanned) throw new MalformedImageError("no image data");
  out.push(Buffer.from([0xff, marker.EOI]));
  return Buffer.concat(out);
}
