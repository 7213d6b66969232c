import { z } from "zod";
import { enumValues, type ValueOf } from "../enums/define";
import { id, int } from "../schemas/common";
import { imageMimeOf } from "../validators/image";

/**
 * What an uploaded image is for (spec 000 §5, 001 §3): the bank-transfer voucher of a payment line, the
 * student card and the other society's member card of a registrant, the declaration's health-code images
 * and its signature; and a conference's badge logo (its badge templates name it).
 */
export const UploadKind = {
  transferVoucher: "transferVoucher",
  studentCard: "studentCard",
  otherMemberCard: "otherMemberCard",
  healthCode: "healthCode",
  signature: "signature",
  badgeLogo: "badgeLogo",
} as const;
export type UploadKind = ValueOf<typeof UploadKind>;
export const uploadKindValues = enumValues(UploadKind);
export const uploadKind = z.enum(uploadKindValues);

/** A stored upload: what the server decided it is, and where its owner (or the conference's staff) reads it. */
export const uploadInfo = z.object({
  id,
  kind: uploadKind,
  /** Decided from the bytes, never from the name or the declared type. */
  mime: z.enum([imageMimeOf.jpeg, imageMimeOf.png, imageMimeOf.bmp]),
  /** Bytes stored, after metadata was removed. */
  size: int().min(0),
  /** `/api/uploads/{id}`: served only to its owner and to the conference's staff. */
  url: z.string(),
});
export type UploadInfo = z.infer<typeof uploadInfo>;
