import { z } from "zod";
import { enumValues, type Labels, type ValueOf } from "../enums/define";
import { supportedLocales } from "../i18n";
import { plainText } from "../schemas/common";
import { validationIds as v } from "../validation";

/**
 * A badge's layout (DOMAIN.md §8): a page in millimetres and the elements placed on it, each in its own
 * box. The back office designs it, the shared renderer (render-svg.ts) draws it for the back office and
 * the kiosk alike.
 */

/** What an element shows. */
export const BadgeElementKind = {
  name: "name",
  nameEn: "nameEn",
  unit: "unit",
  participantType: "participantType",
  printType: "printType",
  personLevel: "personLevel",
  conferenceTitle: "conferenceTitle",
  logo: "logo",
  qr: "qr",
  text: "text",
} as const;
export type BadgeElementKind = ValueOf<typeof BadgeElementKind>;
export const badgeElementKindValues = enumValues(BadgeElementKind);
export const badgeElementKindLabels: Labels<BadgeElementKind> = {
  name: /*i18n*/ { id: "badgeElement.name", message: "Name" },
  nameEn: /*i18n*/ { id: "badgeElement.nameEn", message: "English name" },
  unit: /*i18n*/ { id: "badgeElement.unit", message: "Unit" },
  participantType: /*i18n*/ { id: "badgeElement.participantType", message: "Participant type" },
  printType: /*i18n*/ { id: "badgeElement.printType", message: "Print type" },
  personLevel: /*i18n*/ { id: "badgeElement.personLevel", message: "Person level" },
  conferenceTitle: /*i18n*/ { id: "badgeElement.conferenceTitle", message: "Conference title" },
  logo: /*i18n*/ { id: "badgeElement.logo", message: "Logo" },
  qr: /*i18n*/ { id: "badgeElement.qr", message: "Check-in QR code" },
  text: /*i18n*/ { id: "badgeElement.text", message: "Free text" },
};

/** Elements that draw an image rather than a line of text. */
export const badgeImageKinds: readonly BadgeElementKind[] = ["logo", "qr"];
export const isTextElement = (kind: BadgeElementKind) => !badgeImageKinds.includes(kind);

export const BadgeAlign = { left: "left", center: "center", right: "right" } as const;
export type BadgeAlign = ValueOf<typeof BadgeAlign>;
export const badgeAlignValues = enumValues(BadgeAlign);

export const BadgeWeight = { normal: "normal", bold: "bold" } as const;
export type BadgeWeight = ValueOf<typeof BadgeWeight>;
export const badgeWeightValues = enumValues(BadgeWeight);

/** Page sizes a printer takes: the largest badge stock, down to a business card. */
export const badgePageLimits = { min: 30, max: 300 } as const;
/** The stocks most desks print on; any other size is a custom one. */
export const badgePagePresets = {
  a6: { width: 105, height: 148 },
  card: { width: 90, height: 54 },
  large: { width: 100, height: 140 },
} as const;
export type BadgePagePreset = keyof typeof badgePagePresets;
export const badgePagePresetValues = Object.keys(badgePagePresets) as [BadgePagePreset, ...BadgePagePreset[]];
export const badgePagePresetLabels: Labels<BadgePagePreset> = {
  a6: /*i18n*/ { id: "badgePage.a6", message: "A6 (105 × 148 mm)" },
  card: /*i18n*/ { id: "badgePage.card", message: "Card (90 × 54 mm)" },
  large: /*i18n*/ { id: "badgePage.large", message: "Large (100 × 140 mm)" },
};

/** Font sizes are CSS pixels, as the spec gives them (60px, 35px); boxes are millimetres. */
export const badgeFontLimits = { min: 4, max: 200 } as const;
/** The spec's name sizes (002 §9): names under 6 characters at 60px, longer ones at 35px. */
export const nameFontSizes = { short: 60, long: 35, shortBelow: 6 } as const;

const mm = z.number({ error: v.invalid }).min(0, { error: v.invalid }).max(badgePageLimits.max, {
  error: v.invalid,
});
const size = mm.min(1, { error: v.invalid });
const fontSize = z
  .number({ error: v.invalid })
  .min(badgeFontLimits.min, { error: v.invalid })
  .max(badgeFontLimits.max, { error: v.invalid });

export const badgeElement = z
  .object({
    /** The designer's key for the element (stable while it is edited and moved). */
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: v.invalid }),
    kind: z.enum(badgeElementKindValues),
    x: mm,
    y: mm,
    width: size,
    height: size,
    fontSize,
    /** The name only: the size of names of 6 characters or more (the spec's 35px). */
    longFontSize: fontSize.optional(),
    fontWeight: z.enum(badgeWeightValues),
    align: z.enum(badgeAlignValues),
    /** Which language a bilingual value (unit, types, title, free text) prints in; the other fills in. */
    lang: z.enum(supportedLocales),
    /** Free text only, in both languages. */
    text: z.object({ zh: plainText(200), en: plainText(200) }).optional(),
  })
  .refine((e) => e.kind !== "text" || Boolean(e.text?.zh || e.text?.en), {
    path: ["text", "zh"],
    error: v.required,
  });
export type BadgeElement = z.infer<typeof badgeElement>;

export const badgePage = z.object({
  width: size.min(badgePageLimits.min, { error: v.invalid }),
  height: size.min(badgePageLimits.min, { error: v.invalid }),
});
export type BadgePage = z.infer<typeof badgePage>;

/** The most elements a badge holds: plenty for any layout, few enough that a bad request stays small. */
export const maxBadgeElements = 30;

/** A layout: every element lies on the page, and each id names one element. */
export const badgeLayout = z
  .object({
    page: badgePage,
    elements: z.array(badgeElement).max(maxBadgeElements, { error: v.invalid }),
  })
  .superRefine(({ page, elements }, ctx) => {
    const seen = new Set<string>();
    elements.forEach((e, index) => {
      if (e.x + e.width > page.width + 1e-6)
        ctx.addIssue({ code: "custom", path: ["elements", index, "width"], message: v.badgeOutsidePage });
      if (e.y + e.height > page.height + 1e-6)
        ctx.addIssue({ code: "custom", path: ["elements", index, "height"], message: v.badgeOutsidePage });
      if (seen.has(e.id))
        ctx.addIssue({ code: "custom", path: ["elements", index, "id"], message: v.invalid });
      seen.add(e.id);
    });
  });
export type BadgeLayout = z.infer<typeof badgeLayout>;

type Placed = Omit<BadgeElement, "fontWeight" | "align" | "lang"> &
  Partial<Pick<BadgeElement, "fontWeight" | "align" | "lang">>;
const placed = (e: Placed): BadgeElement => ({ fontWeight: "normal", align: "center", lang: "zh", ...e });

/**
 * The layout a conference prints with before it designs its own, and the designer's starting point: an
 * A6 badge with the conference's title and logo, the name at the spec's sizes, English name, unit,
 * participant type and the check-in QR code.
 */
export function defaultBadgeLayout(): BadgeLayout {
  return {
    page: { ...badgePagePresets.a6 },
    elements: [
      placed({ id: "logo", kind: "logo", x: 6, y: 6, width: 18, height: 18, fontSize: 12 }),
      placed({
        id: "title",
        kind: "conferenceTitle",
        x: 26,
        y: 6,
        width: 73,
        height: 18,
        fontSize: 14,
        fontWeight: "bold",
      }),
      placed({
        id: "name",
        kind: "name",
        x: 5,
        y: 40,
        width: 95,
        height: 24,
        fontSize: nameFontSizes.short,
        longFontSize: nameFontSizes.long,
        fontWeight: "bold",
      }),
      placed({ id: "name-en", kind: "nameEn", x: 5, y: 65, width: 95, height: 9, fontSize: 20, lang: "en" }),
      placed({ id: "unit", kind: "unit", x: 5, y: 78, width: 95, height: 10, fontSize: 18 }),
      placed({
        id: "type",
        kind: "participantType",
        x: 20,
        y: 92,
        width: 65,
        height: 10,
        fontSize: 20,
        fontWeight: "bold",
      }),
      placed({ id: "qr", kind: "qr", x: 37.5, y: 108, width: 30, height: 30, fontSize: 12 }),
    ],
  };
}

/** A new element of a kind, where the designer drops it: top left, a size that suits the kind. */
export function newBadgeElement(kind: BadgeElementKind, id: string, page: BadgePage): BadgeElement {
  const square = kind === "logo" || kind === "qr";
  const width = Math.min(square ? 25 : page.width - 10, page.width);
  const height = Math.min(square ? 25 : kind === "name" ? 24 : 10, page.height);
  return placed({
    id,
    kind,
    x: Math.min(5, page.width - width),
    y: Math.min(5, page.height - height),
    width,
    height,
    fontSize: kind === "name" ? nameFontSizes.short : 16,
    ...(kind === "name" ? { longFontSize: nameFontSizes.long, fontWeight: "bold" as const } : {}),
    ...(kind === "nameEn" ? { lang: "en" as const } : {}),
    ...(kind === "text" ? { text: { zh: "欢迎参会", en: "Welcome" } } : {}),
  });
}
