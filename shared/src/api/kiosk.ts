import { z } from "zod";
import { currencyValues, idTypeValues, personLevelValues } from "../enums";
import { checkInReasonValues } from "../rules/standing";
import { bilingual, cents, id, isoDateTime, queryInt, requiredText } from "../schemas/common";
import { validationIds as v } from "../validation";

/** The PIN that locks a kiosk's settings screen (DOMAIN.md §9), chosen by the administrator at pairing. */
export const kioskPin = z.string().regex(/^\d{4,8}$/, { error: v.kioskPin });

/** An admin issues a short-lived pairing code, with the settings PIN of the kiosk it will enrol. */
export const pairingInput = z.object({ pin: kioskPin });
export type PairingInput = z.input<typeof pairingInput>;
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

/** A scrypt derivation (RFC 7914) a kiosk repeats offline; the salt is base64. */
export const scryptParams = z.object({
  algorithm: z.literal("scrypt"),
  salt: z.string(),
  N: z.number().int().positive(),
  r: z.number().int().positive(),
  p: z.number().int().positive(),
  dkLen: z.number().int().positive(),
});
export type ScryptParams = z.infer<typeof scryptParams>;

export const enrolment = z.object({
  token: z.string(),
  deviceId: id,
  deviceName: z.string(),
  conference: kioskConference,
  /**
   * How the kiosk derives the look-up hash (hex) of a scanned, normalised ID number: a slow scrypt salted
   * with the conference's kiosk key, so that confirming a guess costs as much as a real scan
   * (kiosk/README.md, "ID numbers on a kiosk"). Kiosks store and match only these hashes.
   */
  lookup: scryptParams,
  /** The settings PIN as a scrypt hash (hex) under its own random salt: the kiosk checks it offline. */
  pin: scryptParams.extend({ hash: z.string() }),
});
export type Enrolment = z.infer<typeof enrolment>;

/** Whether the person may check in, and why (shared registrationStanding; labels in checkInReasonLabels). */
export const kioskCheckIn = z.object({ eligible: z.boolean(), reason: z.enum(checkInReasonValues) });

/**
 * What a kiosk keeps of a registration (payload version 2): only what check-in needs, already decided.
 * Identity documents: the kind, the last four characters, and for the kinds kiosks scan the look-up hash.
 */
export const kioskRegistration = z.object({
  id,
  name: z.string(),
  nameEn: z.string(),
  unit: z.string(),
  /** Titles as the server holds them: a page of a thousand rows is not re-checked as input would be. */
  participantType: z.object({ zh: z.string(), en: z.string() }),
  level: z.literal(personLevelValues).nullable(),
  idType: z.literal(idTypeValues),
  /** The scrypt look-up hash; null for documents kiosks do not scan, and until the server has computed it. */
  idHash: z.string().nullable(),
  /** Only the last four characters show: "**************002X". */
  idNumberMasked: z.string(),
  phoneMasked: z.string(),
  cardNumber: z.string(),
  checkIn: kioskCheckIn,
  /** Charged and not yet paid, in cents of `currency`: what the desk may collect on site. */
  owed: cents,
  currency: z.literal(currencyValues),
  isSignIn: z.boolean(),
  signInTime: isoDateTime.nullable(),
  changeSeq: z.number().int(),
});
export type KioskRegistration = z.infer<typeof kioskRegistration>;

/** The payload version this code speaks; a server answers only the versions it still serves. */
export const syncVersion = 2;

/** The most changes one sync page carries (and what a kiosk that names no limit gets). */
export const syncPageLimit = 1000;

export const syncQuery = z.object({
  cursor: queryInt().min(0).default(0),
  limit: queryInt().min(1).max(syncPageLimit).default(syncPageLimit),
  /** The payload version the kiosk understands. Kiosks older than version 2 did not send it: 1. */
  version: queryInt().min(1).default(1),
  /**
   * The `remaining` of the page before this one in the same run. With it the server subtracts this page
   * instead of counting again; without it (a run's first page, older kiosks) it counts.
   */
  remaining: queryInt().min(0).optional(),
});

export const syncPage = z.object({
  version: z.literal(syncVersion),
  cursor: z.number().int(),
  hasMore: z.boolean(),
  /**
   * Changes after this page, for a progress bar; 0 exactly when `hasMore` is false. Counted when the
   * request names no `remaining` (a run's first page, older kiosks) and again when the running figure would
   * reach 0 while more is left; otherwise the request's `remaining` less this page's changes, so changes
   * made while a run goes on show only near its end.
   */
  remaining: z.number().int(),
  registrations: z.array(kioskRegistration),
  /** Ids of registrations deleted (or moved out of this conference) since the cursor. */
  tombstones: z.array(id),
});
export type SyncPage = z.infer<typeof syncPage>;

/** A paired kiosk as the back office lists it. */
export const kioskDevice = z.object({
  id,
  name: z.string(),
  createTime: isoDateTime,
  lastSeenTime: isoDateTime.nullable(),
  /** The change sequence it has synced up to. */
  lastCursor: z.number().int(),
  revokedTime: isoDateTime.nullable(),
  /** The administrator who revoked it; null with a revokedTime when the kiosk un-enrolled itself. */
  revokedBy: z.object({ id, username: z.string() }).nullable(),
});
export type KioskDevice = z.infer<typeof kioskDevice>;
