import { z } from "zod";
import { validationIds as v } from "../validation";
import { id, isoDateTime, optionalText, plainText } from "./common";
import { cardImage } from "./saved-registrant";

/**
 * The address declaration (spec 000 §2 "address/epidemic info", §3 liveDistrict..workAddress and
 * RegisterCovid's huizhanma; DOMAIN.md §2 `isPersonaddress`): where the registrant lives and works, as a
 * three-level district (area/areas.ts) and a street address each, and the exhibition health code's image.
 * Everything is optional here; rules/address.ts says what the conference requires.
 */

/** A district by its names (province, city, county); anything but all three is "please check address". */
const district = z.array(plainText(40), { error: v.address }).max(3, { error: v.address }).default([]);

export const addressInput = z.object({
  liveDistrict: district,
  liveAddress: optionalText(200),
  workDistrict: district,
  workAddress: optionalText(200),
  /** The health code image: an upload of kind `healthCode` (the attendee's own, `uploadImage`). */
  healthCode: id.nullable().default(null),
});
export type AddressInput = z.output<typeof addressInput>;
export const blankAddress: AddressInput = addressInput.parse({});

/** registerDetail's address card (only where the conference asks for it). */
export const addressView = z.object({
  liveDistrict: z.array(z.string()),
  liveAddress: z.string(),
  workDistrict: z.array(z.string()),
  workAddress: z.string(),
  healthCode: cardImage.nullable(),
  /** When the declaration was last changed; null before anything was declared. */
  updateTime: isoDateTime.nullable(),
});
export type AddressView = z.infer<typeof addressView>;
