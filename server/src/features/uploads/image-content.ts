import { AppError, type ImageKind, imageKindOfMime, imageMimeOf } from "@confreg/shared";
import { fileTypeFromBuffer } from "file-type";
import { stripJpegMetadata } from "./jpeg-metadata";
import { MalformedImageError } from "./malformed-image";
import { stripPngMetadata } from "./png-metadata";

export type CleanImage = { kind: ImageKind; mime: (typeof imageMimeOf)[ImageKind]; data: Buffer };

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

/**
 * What the bytes are (by their content, with file-type: never by the name or the declared type) and the
 * same image without its metadata. Anything but a well-formed JPEG, PNG or BMP is UPLOAD_TYPE.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? imageKindOfMime(detected.mime) : null;
  if (!kind) throw new AppError("UPLOAD_TYPE");
  try {
    return { kind, mime: imageMimeOf[kind], data: strip[kind](bytes) };
  } catch (error) {
    if (error instanceof MalformedImageError) throw new AppError("UPLOAD_TYPE");
    throw error;
  }
}
