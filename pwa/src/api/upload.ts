import {
  imageCompressionQuality,
  longestSideWithin,
  maxImageBytes,
  type UploadInfo,
  type UploadKind,
} from "@confreg/shared";
import imageCompression from "browser-image-compression";
import { api, unwrap } from "./client";

/**
 * An image over the limit is re-encoded as JPEG at quality 0.2 (DOMAIN.md §11), shrinking further if it
 * must. JPEG because only JPEG has a quality to set (a PNG or BMP would come back as large); on the main
 * thread because the library's worker loads its script from a CDN, which the page's policy forbids and
 * which is not reachable everywhere.
 */
function compress(file: File, longestSide?: number): Promise<File> {
  return imageCompression(file, {
    maxSizeMB: maxImageBytes / (1024 * 1024),
    initialQuality: imageCompressionQuality,
    fileType: "image/jpeg",
    useWebWorker: false,
    ...(longestSide ? { maxWidthOrHeight: longestSide } : {}),
  });
}

/** Pictures smaller than this are never over the server's pixel limit in practice (a phone's 48 MP JPEG is more). */
const pixelCheckFromBytes = 3 * 1024 * 1024;

/**
 * The longest side a picture must be scaled to for the server to take it (48-megapixel phone photos are
 * over its pixel limit), or null. A picture the browser cannot decode goes as it is: the server says why.
 */
async function scaleNeeded(file: File): Promise<number | null> {
  if (file.size < pixelCheckFromBytes || typeof createImageBitmap !== "function") return null;
  try {
    const bitmap = await createImageBitmap(file);
    const side = longestSideWithin(bitmap.width, bitmap.height);
    bitmap.close();
    return side;
  } catch {
    return null;
  }
}

/**
 * Uploads a voucher, card, health-code image or signature, for the account or for one of the attendee's
 * registrations. The server decides the type from the bytes and strips the metadata; it answers with the
 * id and the private URL, or throws an ApiClientError (UPLOAD_TYPE, UPLOAD_TOO_LARGE, RATE_LIMITED, ...).
 */
export async function uploadImage(
  file: File,
  kind: UploadKind,
  registrationId?: number,
): Promise<UploadInfo> {
  const longestSide = await scaleNeeded(file);
  const image =
    file.size > maxImageBytes || longestSide ? await compress(file, longestSide ?? undefined) : file;
  const form =
    registrationId === undefined
      ? { file: image, kind }
      : { file: image, kind, registrationId: String(registrationId) };
  return unwrap(api.api.uploads.$post({ form }));
}
