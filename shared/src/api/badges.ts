import { z } from "zod";
import type { BadgePerson } from "../badges/render-svg";
import { badgeLayout } from "../badges/template";
import { personLevelValues, printTypeValues } from "../enums";
import { checkInReasonValues } from "../rules/standing";
import { bilingual, id, isoDateTime, plainText, requiredText } from "../schemas/common";
import { typeRef } from "../schemas/registration";
import { validationIds as v } from "../validation";

/* Badges (DOMAIN.md §8): templates per conference, the print list, the print log, the kiosk's copy. */

const printType = z.literal(printTypeValues);

/** A template as the designer saves it: its layout, whom it applies to, and its logo (an upload). */
export const badgeTemplateInput = z.object({
  name: requiredText(60),
  layout: badgeLayout,
  /** Participant types of the template's conference whose badges it prints. */
  participantTypeIds: z.array(id).max(100, { error: v.invalid }).default([]),
  printTypes: z.array(printType).max(printTypeValues.length, { error: v.invalid }).default([]),
  /** The conference's template for everyone no other template names; one per conference. */
  isDefault: z.boolean().default(false),
  logoUploadId: id.nullable().default(null),
});
export type BadgeTemplateInput = z.input<typeof badgeTemplateInput>;

export const badgeTemplate = z.object({
  id,
  conferenceId: id,
  name: z.string(),
  layout: badgeLayout,
  participantTypeIds: z.array(id),
  printTypes: z.array(printType),
  isDefault: z.boolean(),
  logoUploadId: id.nullable(),
  /** Where the back office reads the logo (`/api/uploads/{id}`), or null. */
  logoUrl: z.string().nullable(),
  updateTime: isoDateTime,
});
export type BadgeTemplate = z.infer<typeof badgeTemplate>;

/** One person of the print list (spec 002 §3 print row: id, name, unit, type) with what a badge shows. */
export const badgeRow = z.object({
  id,
  conference: z.object({ id, title: bilingual }),
  name: z.string(),
  nameEn: z.string(),
  unit: z.string(),
  unitEn: z.string(),
  participantType: typeRef,
  printType: printType.nullable(),
  level: z.literal(personLevelValues).nullable(),
  isSignIn: z.boolean(),
  /**
   * Whether the person may check in now, and why (the shared standing, DOMAIN.md §8): a kiosk refuses
   * those who may not, so the print list marks them and printing one asks for a reason.
   */
  checkIn: z.object({ eligible: z.boolean(), reason: z.enum(checkInReasonValues) }),
  /** Badges printed so far: after the first, a print is a reprint and needs a reason. */
  printCount: z.number().int(),
  lastPrintTime: isoDateTime.nullable(),
  /** The registration's signed check-in QR payload. */
  qr: z.string(),
});
export type BadgeRow = z.infer<typeof badgeRow>;

/** What the renderer needs of a print-list row. */
export const badgePersonOf = (row: BadgeRow): BadgePerson => ({
  name: row.name,
  nameEn: row.nameEn,
  unit: row.unit,
  unitEn: row.unitEn,
  participantType: row.participantType.title,
  printType: row.printType,
  level: row.level,
});

/** A few real registrations of the conference for the designer's preview, newest first, or by keyword. */
export const previewPeopleQuery = z.object({ keyword: plainText(100).optional() });

/**
 * A print to log, before the browser prints it: one badge per registration (the print list's 300 at
 * most). A badge printed before is a reprint and needs the reason; a badge for someone who may not check
 * in (check-in eligibility) needs the reason it is printed anyway.
 */
export const badgePrintInput = z.object({
  registrationIds: z
    .array(id)
    .min(1, { error: v.required })
    .max(300, { error: v.invalid })
    .refine((ids) => new Set(ids).size === ids.length, { error: v.invalid }),
  reprintReason: plainText(200).optional(),
  overrideReason: plainText(200).optional(),
});
export type BadgePrintInput = z.input<typeof badgePrintInput>;

export const BadgePrintMethod = { first: "first", reprint: "reprint" } as const;
export type BadgePrintMethod = (typeof BadgePrintMethod)[keyof typeof BadgePrintMethod];

export const badgePrintResult = z.object({
  printed: z.array(
    z.object({ registrationId: id, method: z.enum([BadgePrintMethod.first, BadgePrintMethod.reprint]) }),
  ),
});
export type BadgePrintResult = z.infer<typeof badgePrintResult>;

/** The registration's check-in QR payload, for the detail panel's 150 × 150 code. */
export const checkinQrAnswer = z.object({ payload: z.string() });

/** A conference's templates as a kiosk keeps them, offline: the logo embedded as a data URL. */
export const kioskBadgeTemplates = z.object({
  conferenceTitle: bilingual,
  templates: z.array(
    badgeTemplate.omit({ logoUrl: true, logoUploadId: true }).extend({ logoDataUrl: z.string().nullable() }),
  ),
});
export type KioskBadgeTemplates = z.infer<typeof kioskBadgeTemplates>;
