import { AppError, type ImageKind, imageKindOfMime, imageMimeOf } from "@confreg/shared";
import { fileTypeFromBuffer } from "file-type";
import { declaredSize, decodes } from "./image-pixels";
import { stripJpegMetadata } from "./jpeg-metadata";
import { MalformedImageError } from "./malformed-image";
import { stripPngMetadata } from "./png-metadata";

export type CleanImage = { kind: ImageKind; mime: (typeof imageMimeOf)[ImageKind]; data: Buffer };
/** The most pixels an image may have (the server's MAX_IMAGE_PIXELS setting). */
export type ImageLimits = { maxPixels: number };

/** A bitmap carries no metadata, but a file may carry anything after the size its header declares. */
function trimBmp(bytes: Buffer): Buffer {
  if (bytes.length < 26) throw new MalformedImageError("bitmap header");
  const declared = bytes.readUInt32LE(2);
  return declared >= 26 && declared < bytes.length ? bytes.subarray(0, declared) : bytes;
}

const strip: Record<ImageKind, (bytes: Buffer) => Buffer> = {
  jpeg: stripJpegMetadata,
  png: stripPngMetadata,
  bmp: trimBmp,
};

/** Megapixels as a person reads them: 40, 12.5 (three significant digits). */
const megapixels = (pixels: number) => Number((pixels / 1_000_000).toPrecision(3));

/**
 * What the bytes are (by their content, with file-type: never by the name or the declared type) and the
 * same image without its metadata. Anything but a JPEG, PNG or BMP with a readable header is UPLOAD_TYPE;
 * one whose header declares more pixels than the limit is UPLOAD_TOO_MANY_PIXELS, before any is decoded
 * (a decompression bomb); one whose pixels do not all decode (cut short, broken) is UPLOAD_UNREADABLE.
 */
export async function cleanImage(bytes: Buffer, limits: ImageLimits): Promise<CleanImage> {
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? imageKindOfMime(detected.mime) : null;
  if (!kind) throw new AppError("UPLOAD_TYPE");
  try {
    const { width, height } = await declaredSize(kind, bytes);
    if (width * height > limits.maxPixels)
      throw new AppError("UPLOAD_TOO_MANY_PIXELS", { megapixels: megapixels(limits.maxPixels) });
    if (!(await decodes(kind, bytes, limits.maxPixels))) throw new AppError("UPLOAD_UNREADABLE");
    return { kind, mime: imageMimeOf[kind], data: strip[kind](bytes) };
  } catch (error) {
    if (error instanceof MalformedImageError) throw new AppError("UPLOAD_TYPE");
    throw error;
  }
}
