import { z } from "zod";
import { payStatusValues, personLevelValues } from "../enums";
import { bilingual, id, isoDateTime, queryInt, requiredText } from "../schemas/common";
import { validationIds as v } from "../validation";

/** An admin issues a short-lived pairing code; a kiosk exchanges it for a device token. */
export const pairingCode = z.object({ code: z.string(), expiresAt: isoDateTime });
export type PairingCode = z.infer<typeof pairingCode>;

export const enrolInput = z.object({
  code: requiredText(20).pipe(z.string().min(4, { error: v.tooShort })),
  deviceName: requiredText(60),
});
export type EnrolInput = z.input<typeof enrolInput>;

export const kioskConference = z.object({
  id,
  title: bilingual,
  isCard: z.boolean(),
  isIdcard: z.boolean(),
  timezone: z.string(),
});

export const enrolment = z.object({
  token: z.string(),
  deviceId: id,
  deviceName: z.string(),
  conference: kioskConference,
  /**
   * Key (base64) for HMAC-SHA256 of normalised ID numbers. Kiosks store and match only these hashes,
   * never the numbers (DOMAIN.md §9). One key per conference, derived on the server from its secret.
   */
  lookupKey: z.string(),
});
export type Enrolment = z.infer<typeof enrolment>;

/** What a kiosk keeps of a registration: only what check-in needs. */
export const kioskRegistration = z.object({
  id,
  name: z.string(),
  nameEn: z.string(),
  unit: z.string(),
  participantType: bilingual,
  level: z.literal(personLevelValues).nullable(),
  idHash: z.string().nullable(),
  idNumberMasked: z.string(),
  phoneMasked: z.string(),
  cardNumber: z.string(),
  payStatus: z.literal(payStatusValues),
  /** Not deleted, and paid (2), refund rejected (-4), or nothing to pay (DOMAIN.md §8). */
  eligible: z.boolean(),
  isSignIn: z.boolean(),
  signInTime: isoDateTime.nullable(),
  changeSeq: z.number().int(),
});
export type KioskRegistration = z.infer<typeof kioskRegistration>;

export const syncQuery = z.object({
  cursor: queryInt().min(0).default(0),
  limit: queryInt().min(1).max(1000).default(500),
});

/** Versioned so old kiosks can refuse a payload they do not understand. */
export const syncVersion = 1;
export const syncPage = z.object({
  version: z.literal(syncVersion),
  cursor: z.number().int(),
  hasMore: z.boolean(),
  /** Changes after this page, for a progress bar. */
  remaining: z.number().int(),
  registrations: z.array(kioskRegistration),
  /** Ids of registrations deleted (or moved out of this conference) since the cursor. */
  tombstones: z.array(id),
});
export type SyncPage = z.infer<typeof syncPage>;
