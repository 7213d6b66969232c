import {
  type BadgeElementKind,
  badgeElementKindValues,
  type CheckInReason,
  checkInReasonValues,
  checkinMethodValues,
  enrolment,
  type IdType,
  idTypeValues,
  kioskBadgeTemplates,
  kioskCheckinRecord,
  kioskConference,
  kioskEventResult,
  kioskRegistration,
  type PersonLevel,
  type PrintType,
  personLevelValues,
  printTypeValues,
  syncPage,
} from "@confreg/shared";
import { z } from "zod";
import { searchKeysOf } from "#renderer/lookup/search-keys";

/** A check-in reason this kiosk has no label for: a newer server's. Shown as "ask the registration desk". */
export const unknownReason = "unknown";

const known = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** An enum value the kiosk may not know yet: kept when known, else null; never a reason to drop a page. */
const tolerant = <T extends number>(values: readonly T[]) =>
  z.unknown().transform((value): T | null => (known(values, value) ? value : null));

/**
 * A canonical check-in (the first at its point, DOMAIN.md §8) as sync carries it, for every point of the
 * conference. A method this kiosk does not know (a newer server's) is kept as "manual".
 */
export const syncedCheckin = kioskCheckinRecord.extend({
  method: z.enum(checkinMethodValues).catch("manual"),
});
export type SyncedCheckin = z.infer<typeof syncedCheckin>;

/**
 * The registrations a kiosk keeps, read tolerantly: an old kiosk must not refuse a page because the
 * server learned a new check-in reason, level, document kind or currency. Unknown fields are dropped.
 * Each row gets its name-search keys here (lookup/search-keys.ts), so they are built where pages are read:
 * in the page worker, off the screen's thread.
 */
export const kioskRow = kioskRegistration
  .extend({
    level: tolerant<PersonLevel>(personLevelValues),
    idType: tolerant<IdType>(idTypeValues),
    checkIn: z.object({
      eligible: z.boolean(),
      reason: z
        .string()
        .transform((reason): CheckInReason | typeof unknownReason =>
          known(checkInReasonValues, reason) ? reason : unknownReason,
        ),
    }),
    currency: z.string(),
    checkins: z.array(syncedCheckin),
    /*
     * What badges need beyond the card: the participant type's id and the print type choose the template
     * (shared chooseBadgeTemplate), the English unit and the signed QR payload print on it. Read
     * tolerantly: from a server before them, and in rows stored before, they are absent (the conference's
     * default template, no English unit, an empty QR element: a kiosk cannot sign codes).
     */
    participantTypeId: z.number().int().positive().optional().catch(undefined),
    printType: tolerant<PrintType>(printTypeValues).optional(),
    unitEn: z.string().optional().catch(undefined),
    checkinQr: z.string().optional().catch(undefined),
  })
  .transform((row) => ({ ...row, searchKeys: searchKeysOf(row) }));
export type KioskRow = z.infer<typeof kioskRow>;

/**
 * The kiosk's conference as the enrolment and sync pages carry it (shared `kioskConference`), read
 * tolerantly: a server from before `qrPublicKey` (base64url Ed25519, which checks registration QR codes
 * offline) and `isOnsite` (payment at the desk) sends neither; kiosks enrolled before the key get it from
 * their next sync page.
 */
const conferenceBlock = kioskConference.extend({
  qrPublicKey: z.string().optional(),
  isOnsite: z.boolean().optional(),
});

/**
 * A sync page of any version: the client checks the version before anything else reads it. `conference`,
 * when the server sends it, updates the stored enrolment's (a malformed block is ignored, not the page).
 */
export const kioskPage = syncPage.extend({
  version: z.number().int(),
  registrations: z.array(kioskRow),
  conference: conferenceBlock.optional().catch(undefined),
});
export type KioskPage = z.infer<typeof kioskPage>;

/**
 * The answer to posted events, read tolerantly too: a refusal code or check-in method from a newer server
 * must not keep the queue from draining.
 */
export const eventsAnswer = z.object({
  results: z.array(
    kioskEventResult.extend({
      reason: z.string().optional(),
      checkin: syncedCheckin.extend({ repeat: z.boolean() }).optional(),
    }),
  ),
});
export type EventsAnswer = z.infer<typeof eventsAnswer>;
export type EventResult = EventsAnswer["results"][number];

/**
 * What an onsite payment's refusal says is owed now (shared onsitePaymentRefusal's details), when it says
 * it; null for any other refusal.
 */
export function owedNowOf(
  details: Record<string, unknown> | undefined,
): { owed: number; currency: string } | null {
  const parsed = z.object({ owed: z.number().int().positive(), currency: z.string() }).safeParse(details);
  return parsed.success ? parsed.data : null;
}

/**
 * The enrolment answer. Without `conference.isOnsite` (an older server) the desk offers no payment; without
 * `qrPublicKey` QR codes cannot be checked until a sync page brings the key.
 */
export const kioskEnrolment = enrolment.extend({
  conference: conferenceBlock.extend({ isOnsite: z.boolean().default(false) }),
});
export type KioskEnrolment = z.infer<typeof kioskEnrolment>;

type KioskTemplate = z.infer<typeof kioskBadgeTemplates>["templates"][number];
const knownElementKind = (kind: unknown): kind is BadgeElementKind => known(badgeElementKindValues, kind);

/**
 * One template of GET /api/kiosk/badge-templates, read tolerantly: elements of a kind this kiosk cannot
 * draw (a newer server's) are left out, and a template that still does not read is dropped (its people
 * print with another template or the built-in one) rather than the whole answer.
 */
const kioskTemplate = z.unknown().transform((raw): KioskTemplate | null => {
  const layout = (raw as { layout?: { elements?: unknown } } | null)?.layout;
  const elements = Array.isArray(layout?.elements)
    ? layout.elements.filter((e: { kind?: unknown } | null) => knownElementKind(e?.kind))
    : layout?.elements;
  const parsed = kioskBadgeTemplates.shape.templates.element.safeParse({
    ...(raw as object),
    layout: { ...layout, elements },
  });
  return parsed.success ? parsed.data : null;
});

/** The conference's badge templates, as a kiosk keeps them for printing offline. */
export const badgeTemplatesAnswer = z
  .object({
    conferenceTitle: kioskBadgeTemplates.shape.conferenceTitle,
    templates: z.array(kioskTemplate),
  })
  .transform(({ conferenceTitle, templates }) => ({
    conferenceTitle,
    templates: templates.filter((t): t is KioskTemplate => t !== null),
  }));
export type BadgeTemplatesAnswer = z.infer<typeof badgeTemplatesAnswer>;
export type KioskBadgeTemplate = BadgeTemplatesAnswer["templates"][number];
