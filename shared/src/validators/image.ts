/** Uploaded images: which types are accepted, how large, and what the bytes really are (spec 000 §5). */

export const acceptedImageMimeTypes = [
  "image/jpg",
  "image/jpeg",
  "image/pjpeg",
  "image/png",
  "image/x-png",
  "image/bmp",
] as const;

/** 10 MB (DOMAIN.md §10); the browser compresses larger images at quality 0.2 before upload. */
export const maxImageBytes = 10 * 1024 * 1024;
export const imageCompressionQuality = 0.2;

/**
 * The server refuses images whose header declares more pixels than this (its MAX_IMAGE_PIXELS, by default
 * this figure: a decompression bomb is tiny on the wire). A phone's 48-megapixel photo is over it, so the
 * browser scales such a picture down before upload.
 */
export const defaultMaxImagePixels = 40_000_000;

/**
 * The longest side a picture of `width` x `height` may keep to stay within `maxPixels` (with a margin), or
 * null when it is within already.
 */
export function longestSideWithin(
  width: number,
  height: number,
  maxPixels = defaultMaxImagePixels,
): number | null {
  if (width * height <= maxPixels) return null;
  const scale = Math.sqrt((maxPixels * 0.95) / (width * height));
  return Math.floor(Math.max(width, height) * scale);
}

export type ImageKind = "jpeg" | "png" | "bmp";

/** Identifies an image by its first bytes, never by its name or declared type. */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0x42, 0x4d) && bytes.length > 26) return "bmp";
  return null;
}

export function isAcceptedImageMimeType(type: string): boolean {
  return (acceptedImageMimeTypes as readonly string[]).includes(type.toLowerCase());
}

type AcceptedImageMimeType = (typeof acceptedImageMimeTypes)[number];
const kindOfMime: Record<AcceptedImageMimeType, ImageKind> = {
  "image/jpg": "jpeg",
  "image/jpeg": "jpeg",
  "image/pjpeg": "jpeg",
  "image/png": "png",
  "image/x-png": "png",
  "image/bmp": "bmp",
};

/**
 * The accepted image kind a MIME type stands for (the spec's list, old aliases included), or null for any
 * other type. The server passes the type it detected from the bytes, never the one the client declared.
 */
export function imageKindOfMime(type: string): ImageKind | null {
  const lower = type.toLowerCase();
  return isAcceptedImageMimeType(lower) ? kindOfMime[lower as AcceptedImageMimeType] : null;
}

export const imageMimeOf = {
  jpeg: "image/jpeg",
  png: "image/png",
  bmp: "image/bmp",
} as const satisfies Record<ImageKind, string>;
