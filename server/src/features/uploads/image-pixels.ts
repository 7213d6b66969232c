/**
 * What an image's header declares (its width and height) and whether all of it decodes. JPEG and PNG are
 * read by sharp (libvips): the header alone for the size, then every pixel, on libuv's threads rather than
 * the server's. A BMP (which libvips does not read) is rows of pixels after a fixed header: read here.
 */
import type { ImageKind } from "@confreg/shared";
import sharp from "sharp";
import { MalformedImageError } from "./malformed-image";

// Each upload is decoded once: libvips's cache of operations would only hold on to memory.
sharp.cache(false);

export type ImageSize = { width: number; height: number };

/** BMP compressions whose rows are plain pixels (BI_RGB, BI_BITFIELDS, BI_ALPHABITFIELDS). */
const plainBmpRows = new Set([0, 3, 6]);

/** A BMP's file header and BITMAPINFOHEADER (or a later one of at least its 40 bytes). */
function bmpHeader(bytes: Buffer) {
  if (bytes.length < 54 || bytes.readUInt32LE(14) < 40) throw new MalformedImageError("bitmap header");
  return {
    dataOffset: bytes.readUInt32LE(10),
    width: bytes.readInt32LE(18),
    // Negative: rows stored top-down.
    height: Math.abs(bytes.readInt32LE(22)),
    bitsPerPixel: bytes.readUInt16LE(28),
    compression: bytes.readUInt32LE(30),
  };
}

async function sharpSize(bytes: Buffer): Promise<ImageSize> {
  // The header only: no limit here, so that an image over ours is refused in our words.
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new MalformedImageError("header");
    });
  return { width, height };
}

/** The size the header declares; MalformedImageError when there is no header to read. */
export function declaredSize(kind: ImageKind, bytes: Buffer): Promise<ImageSize> {
  if (kind !== "bmp") return sharpSize(bytes);
  const { width, height } = bmpHeader(bytes);
  if (width <= 0 || height === 0) throw new MalformedImageError("bitmap size");
  return Promise.resolve({ width, height });
}

/** Rows of 32-bit words: every row the header declares must be in the file. */
function bmpRowsPresent(bytes: Buffer): boolean {
  const { dataOffset, width, height, bitsPerPixel, compression } = bmpHeader(bytes);
  if (!plainBmpRows.has(compression) || ![1, 4, 8, 16, 24, 32].includes(bitsPerPixel)) return false;
  const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
  return dataOffset >= 54 && dataOffset + rowBytes * height <= bytes.length;
}

/**
 * Whether every pixel of an image within `maxPixels` decodes: a file cut short or whose data is broken
 * (the decoder says truncated or invalid) does not. A BMP must hold all its rows, uncompressed.
 */
export async function decodes(kind: ImageKind, bytes: Buffer, maxPixels: number): Promise<boolean> {
  if (kind === "bmp") return bmpRowsPresent(bytes);
  return sharp(bytes, { failOn: "truncated", limitInputPixels: maxPixels })
    .stats()
    .then(
      () => true,
      () => false,
    );
}
