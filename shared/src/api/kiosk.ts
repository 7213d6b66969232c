import { z } from "zod";
import { currencyValues, idTypeValues, personLevelValues, printTypeValues } from "../enums";
import { errorCodeValues } from "../errors";
import { checkInReasonValues } from "../rules/standing";
import { bilingual, cents, id, isoDateTime, plainText, queryInt, requiredText } from "../schemas/common";
import { validationIds as v } from "../validation";

/** The PIN that locks a kiosk's settings screen (DOMAIN.md §9), chosen by the administrator at pairing. */
export const kioskPin = z.string().regex(/^\d{4,8}$/, { error: v.kioskPin });

/**
 * An admin issues a short-lived pairing code, with the settings PIN of the kiosk it will enrol and the
 * check-in point it will record at (the conference's main point when none is named).
 */
export const pairingInput = z.object({ pin: kioskPin, pointId: id.optional() });
export type PairingInput = z.input<typeof pairingInput>;
export const pairingCode = z.object({ code: z.string(), expiresAt: isoDateTime });
export type PairingCode = z.infer<typeof pairingCode>;

export const enrolInput = z.object({
  code: requiredText(20).pipe(z.string().min(4, { error: v.tooShort })),
  deviceName: requiredText(60),
});
export type EnrolInput = z.input<typeof enrolInput>;

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

export const kioskConference = z.object({
  id,
  title: bilingual,
  isCard: z.boolean(),
  isIdcard: z.boolean(),
  /** Staff at the desk may record an onsite payment (the conference's `isOnsite`). */
  isOnsite: z.boolean(),
  timezone: z.string(),
  /** The conference's Ed25519 public key (base64url): the kiosk verifies registration QR codes offline. */
  qrPublicKey: z.string(),
  /**
   * How ID numbers are hashed for look-ups now (the conference's `kioskLookupCost`): sent with every page,
   * so a kiosk follows a change. Optional: earlier servers sent it at enrolment only (`Enrolment.lookup`).
   */
  lookup: scryptParams.optional(),
});
export type KioskConference = z.infer<typeof kioskConference>;

/** A check-in point as kiosks show it: where a person was checked in. */
export const kioskPoint = z.object({ id, name: z.object({ zh: z.string(), en: z.string() }) });
export type KioskPoint = z.infer<typeof kioskPoint>;

export const enrolment = z.object({
  token: z.string(),
  deviceId: id,
  deviceName: z.string(),
  conference: kioskConference,
  /** The check-in point this kiosk records at, chosen when the pairing code was issued. */
  point: kioskPoint,
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

/** How a person was found: ID card scan, attendance card, registration QR, name search, or picked by hand. */
export const checkinMethodValues = ["idNumber", "card", "qr", "search", "manual"] as const;
export type CheckinMethod = (typeof checkinMethodValues)[number];

/**
 * A canonical check-in (the earliest scan at a point, DOMAIN.md §8): where, when and by which kiosk;
 * `deviceName` is null when it was recorded in the back office.
 */
export const kioskCheckinRecord = z.object({
  pointId: id,
  pointName: z.object({ zh: z.string(), en: z.string() }),
  at: isoDateTime,
  deviceName: z.string().nullable(),
  method: z.enum(checkinMethodValues),
});
export type KioskCheckinRecord = z.infer<typeof kioskCheckinRecord>;

/**
 * What a kiosk keeps of a registration (payload version 4): only what check-in needs, already decided.
 * Identity documents: the kind, and for the kinds kiosks scan the look-up hash; nothing of the number in
 * clear (DOMAIN.md §9): a kiosk shows a number's tail only from the card it has just read.
 */
export const kioskRegistration = z.object({
  id,
  name: z.string(),
  nameEn: z.string(),
  unit: z.string(),
  /**
   * The badge's English unit and the registration's signed QR code (shared `signCheckinQr`), printed on
   * badges the kiosk makes. Optional: the first servers of version 3 did not send them.
   */
  unitEn: z.string().optional(),
  checkinQr: z.string().optional(),
  /** Titles as the server holds them: a page of a thousand rows is not re-checked as input would be. */
  participantType: z.object({ zh: z.string(), en: z.string() }),
  /** Which badge template prints this person (shared `chooseBadgeTemplate`): the type's id and the print type. */
  participantTypeId: id,
  printType: z.literal(printTypeValues).nullable(),
  level: z.literal(personLevelValues).nullable(),
  idType: z.literal(idTypeValues),
  /** The scrypt look-up hash; null for documents kiosks do not scan, and until the server has computed it. */
  idHash: z.string().nullable(),
  phoneMasked: z.string(),
  cardNumber: z.string(),
  checkIn: kioskCheckIn,
  /** Charged and not yet paid, in cents of `currency`: what the desk may collect on site. */
  owed: cents,
  currency: z.literal(currencyValues),
  isSignIn: z.boolean(),
  signInTime: isoDateTime.nullable(),
  /** Version 3: the canonical check-ins of this registration at every point of the conference. */
  checkins: z.array(kioskCheckinRecord),
  changeSeq: z.number().int(),
});
export type KioskRegistration = z.infer<typeof kioskRegistration>;

/** The payload version this code speaks; a server answers only the versions it still serves. */
export const syncVersion = 4;
/**
 * The versions a server still answers (kiosk/README.md, "Payload versions"), for kiosks not yet updated: 3
 * is version 4 with `idNumberMasked`, now always empty; 2 is version 3 without `checkins` and `conference`.
 */
export const servedSyncVersions = [2, 3, 4] as const;
export type ServedSyncVersion = (typeof servedSyncVersions)[number];

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
  /** How many events the kiosk holds not yet accepted by the server, shown in the back office's kiosk list. */
  queued: queryInt().min(0).optional(),
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
  /** The conference as the kiosk needs it, on every page: kiosks enrolled earlier learn changed settings. */
  conference: kioskConference,
});
export type SyncPage = z.infer<typeof syncPage>;

/**
 * A row of payload versions 2 and 3: version 4's with `idNumberMasked`, which carried the number's last four
 * characters and is now sent empty (DOMAIN.md §9), so that a kiosk not yet updated shows "—".
 */
const kioskRegistrationV3 = kioskRegistration.extend({ idNumberMasked: z.literal("") });

/** A page of payload version 3, still served to kiosks not yet updated. */
export const syncPageV3 = syncPage.extend({
  version: z.literal(3),
  registrations: z.array(kioskRegistrationV3),
});
export type SyncPageV3 = z.infer<typeof syncPageV3>;

/** A page of payload version 2, still served to kiosks not yet updated: version 3 without `checkins`. */
export const syncPageV2 = syncPageV3.omit({ conference: true }).extend({
  version: z.literal(2),
  registrations: z.array(kioskRegistrationV3.omit({ checkins: true })),
});
export type SyncPageV2 = z.infer<typeof syncPageV2>;

/** A page of any version a server serves. */
export type ServedSyncPage = SyncPage | SyncPageV3 | SyncPageV2;

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
  /** The check-in point it records at. */
  point: kioskPoint,
  /** Events it held not yet sent when it last synced (null: it never said). */
  queued: z.number().int().nullable(),
});
export type KioskDevice = z.infer<typeof kioskDevice>;

/* ---- Events a kiosk posts (POST /api/kiosk/events) ---- */

/** Every event carries a UUID made on the kiosk: the same event sent twice is applied once. */
const clientId = z.uuid({ error: v.invalid });
/** The name the person at the desk typed on the kiosk (may be empty). */
const operator = plainText(40);

/** A person checked in at the kiosk's point (found by `method`), at `scannedAt` by the kiosk's clock. */
export const kioskCheckinEvent = z.object({
  kind: z.literal("checkin"),
  clientId,
  registrationId: id,
  scannedAt: isoDateTime,
  method: z.enum(checkinMethodValues),
  operator,
});
/** A badge printed; a reprint needs its reason. The server decides first print or reprint from its log. */
export const kioskPrintEvent = z
  .object({
    kind: z.literal("print"),
    clientId,
    registrationId: id,
    printedAt: isoDateTime,
    reprint: z.boolean(),
    reason: plainText(200),
  })
  .refine((event) => !event.reprint || event.reason !== "", { path: ["reason"], error: v.required });
/**
 * Money taken at the desk (conferences with onsite payment): confirms the open fee lines as the back office
 * does. It must be what the registration owes when it arrives (`receivedFee` in cents of `currency`, the
 * row's; kiosks before it sent none), or it is refused (DOMAIN.md §9).
 */
export const kioskOnsitePaymentEvent = z.object({
  kind: z.literal("onsitePayment"),
  clientId,
  registrationId: id,
  receivedFee: cents.min(1, { error: v.amount }),
  currency: z.literal(currencyValues).optional(),
  at: isoDateTime,
  operator,
});
export const kioskEvent = z.discriminatedUnion("kind", [
  kioskCheckinEvent,
  kioskPrintEvent,
  kioskOnsitePaymentEvent,
]);
export type KioskEvent = z.input<typeof kioskEvent>;
export type KioskEventKind = KioskEvent["kind"];

/** The most events one request carries; a kiosk with more queued sends them in several requests. */
export const kioskEventBatchLimit = 500;

/** What a kiosk sends: its queued events, oldest first. */
export const kioskEventsInput = z.object({ events: z.array(kioskEvent).min(1).max(kioskEventBatchLimit) });
export type KioskEventsInput = z.input<typeof kioskEventsInput>;

/**
 * The request as the server reads it: each event is checked on its own, so one the server cannot read is
 * refused (VALIDATION_FAILED) without holding back the others of the queue.
 */
export const kioskEventsBatch = z.object({
  events: z
    .array(z.looseObject({ clientId: z.string().max(64) }))
    .min(1)
    .max(kioskEventBatchLimit),
});

/**
 * applied: recorded now. repeat: a check-in recorded as a repeat (the person was already checked in at this
 * point; `checkin` says by whom). duplicate: this clientId was seen before; answered as then (its record
 * now). refused: not recorded (`reason`, an error code; `details` as the error would carry): the kiosk
 * drops it from its queue and tells the staff.
 */
export const kioskEventStatusValues = ["applied", "repeat", "duplicate", "refused"] as const;
export type KioskEventStatus = (typeof kioskEventStatusValues)[number];

export const kioskEventResult = z.object({
  clientId: z.string(),
  status: z.enum(kioskEventStatusValues),
  reason: z.enum(errorCodeValues).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
  /** Check-in events: the canonical check-in at the point, and whether this event was a repeat. */
  checkin: kioskCheckinRecord.extend({ repeat: z.boolean() }).optional(),
  /** Print events: whether the server logged it as a reprint. */
  print: z.object({ reprint: z.boolean() }).optional(),
});
export type KioskEventResult = z.infer<typeof kioskEventResult>;

/** One result per event, in the order sent. */
export const kioskEventsResult = z.object({ results: z.array(kioskEventResult) });
export type KioskEventsResult = z.infer<typeof kioskEventsResult>;

/**
 * GET /api/kiosk/stream (server-sent events, bearer token): `event: changed` with this data once on connect
 * and whenever a registration of the kiosk's conference changes (the kiosk then syncs from its cursor), and
 * a comment line every `kioskStreamHeartbeatSeconds`. A revoked device gets 401 DEVICE_REVOKED.
 */
export const kioskStreamChanged = z.object({ cursor: z.number().int() });
export type KioskStreamChanged = z.infer<typeof kioskStreamChanged>;
export const kioskStreamHeartbeatSeconds = 20;
