import { z } from "zod";
import { ExtraItemType, groupStatusValues, groupTypeValues, type Labels, type ValueOf } from "../enums";
import type { Bilingual, Label } from "../i18n";
import { splitChoices } from "../rules/extras";
import { id, isoDateTime } from "../schemas/common";
import { registrationPaper } from "../schemas/registration";
import { additionalView, type ExtraAnswerView } from "../schemas/registration-additional";
import { cardImage } from "../schemas/saved-registrant";
import { badgeRow } from "./badges";

/**
 * The back office's registration detail panel (spec 002 §2 "Registration detail panel"): what its
 * sections show beyond the list's row, in full mode and in the check-in list's check-only mode alike.
 */

/** The health declaration's images the panel shows (spec 002 §3 RegisterCovid): four kinds. */
export const HealthImageKind = {
  travelCode: "travelCode",
  healthCode: "healthCode",
  nucleicAcid: "nucleicAcid",
  signature: "signature",
} as const;
export type HealthImageKind = ValueOf<typeof HealthImageKind>;
export const healthImageValues = Object.values(HealthImageKind) as [HealthImageKind, ...HealthImageKind[]];
export const healthImageLabels: Labels<HealthImageKind> = {
  travelCode: /*i18n*/ { id: "healthImage.travelCode", message: "Travel code" },
  healthCode: /*i18n*/ { id: "healthImage.healthCode", message: "Health code" },
  nucleicAcid: /*i18n*/ { id: "healthImage.nucleicAcid", message: "Nucleic acid test" },
  signature: /*i18n*/ { id: "healthImage.signature", message: "Signature" },
};

export const healthInfo = z.object({
  images: z.array(z.object({ kind: z.enum(healthImageValues), image: cardImage })),
  updateTime: isoDateTime.nullable(),
});
export type HealthInfo = z.infer<typeof healthInfo>;

/** The registration's group (spec 002 §3 Group): its code, scheme, status and this member's place in it. */
export const panelGroup = z.object({
  id,
  groupCode: z.string(),
  groupType: z.literal(groupTypeValues),
  groupStatus: z.literal(groupStatusValues),
  /** The scheme's factor in basis points (10000: no discount; shown as 折). */
  discountBp: z.number().int(),
  minNumber: z.number().int(),
  maxNumber: z.number().int(),
  /** Live members who have not left, and those of them who paid. */
  memberCount: z.number().int(),
  payNumber: z.number().int(),
  isManager: z.boolean(),
  isRemoved: z.boolean(),
  createTime: isoDateTime,
});
export type PanelGroup = z.infer<typeof panelGroup>;

/** How a registration came in: by the attendee online, made in the back office, or imported. */
export const RegistrationChannel = {
  online: "online",
  backOffice: "backOffice",
  imported: "imported",
} as const;
export type RegistrationChannel = ValueOf<typeof RegistrationChannel>;
export const registrationChannelValues = Object.values(RegistrationChannel) as [
  RegistrationChannel,
  ...RegistrationChannel[],
];
export const registrationChannelLabels: Labels<RegistrationChannel> = {
  online: /*i18n*/ { id: "registrationChannel.online", message: "Online, by the attendee" },
  backOffice: /*i18n*/ { id: "registrationChannel.backOffice", message: "Added in the back office" },
  imported: /*i18n*/ { id: "registrationChannel.imported", message: "Imported" },
};

/** The panel's sections beyond the list row (admin.ts `adminRegistrationDetail` carries them). */
export const registrationPanelSections = {
  /** The conference uses attendance cards: the sign-in section saves a card number (spec 002 §4). */
  isCard: z.boolean(),
  /** What its badge prints, how often it was printed, and its signed check-in QR code. */
  badge: badgeRow,
  /** null where nothing was declared. */
  health: healthInfo.nullable(),
  /** Lodging and transport, the extra questions' answers, the named questions. */
  additional: additionalView,
  papers: z.array(registrationPaper),
  group: panelGroup.nullable(),
  channel: z.enum(registrationChannelValues),
  /** The attendee account it belongs to (its sign-in e-mail or phone, masked), or null. */
  account: z.object({ id, login: z.string() }).nullable(),
  startRegisterTime: isoDateTime.nullable(),
};

/**
 * How the panel shows an extra question's answer (spec 002 §3 "Extra info entry"): text and long text as
 * written, a single or drop-down choice as its option's title, a multiple choice as its ';'-separated
 * options' titles; anything it cannot read as "unknown".
 */
export type ExtraAnswerText =
  | { kind: "text"; text: string }
  | { kind: "choices"; titles: Bilingual[] }
  | { kind: "unknown" };

export function extraAnswerText(answer: ExtraAnswerView): ExtraAnswerText {
  switch (answer.type) {
    case ExtraItemType.text:
    case ExtraItemType.longText:
      return { kind: "text", text: answer.value };
    case ExtraItemType.single:
    case ExtraItemType.select:
    case ExtraItemType.multiple: {
      const values = splitChoices(answer.value);
      const several = answer.type === ExtraItemType.multiple;
      if (values.length === 0 || (!several && values.length > 1) || answer.choices.length !== values.length)
        return { kind: "unknown" };
      return { kind: "choices", titles: answer.choices };
    }
    default:
      return { kind: "unknown" };
  }
}

/** A group scheme's factor as the panel shows it (spec 002 §9): "no discount", else in tenths plus 折. */
export const groupDiscountTexts = {
  none: /*i18n*/ { id: "groupDiscount.none", message: "No discount" },
  factor: /*i18n*/ { id: "groupDiscount.factor", message: "{percentOff}% off" },
} as const;

/** The label and its values for a factor in basis points (zh shows tenths: 8.5折; en the share taken off). */
export function groupDiscountText(discountBp: number): { label: Label; values: Record<string, number> } {
  if (discountBp >= 10_000) return { label: groupDiscountTexts.none, values: {} };
  return {
    label: groupDiscountTexts.factor,
    values: { percentOff: (10_000 - discountBp) / 100, tenths: discountBp / 1_000 },
  };
}
