import { z } from "zod";
import { type SheetColumn, sheetFlag } from "../rules/sheet-import";
import { id, optionalText, plainText, requiredText } from "../schemas/common";
import { validationIds as v } from "../validation";
import {
  isValidEmail,
  isValidPaperId,
  isValidPhone,
  normalizeEmail,
  normalizePaperId,
  normalizePhone,
} from "../validators";

/**
 * A conference's accepted paper in the back office (spec 002 §3, accepted papers): the PIN never leaves the
 * server (only whether one is set), the submitter's phone is masked; the registration that holds it, if any.
 */
export const adminAcceptedPaper = z.object({
  id,
  paperId: z.string(),
  title: z.string(),
  pages: z.number().int().nullable(),
  isFinal: z.boolean(),
  authors: z.string(),
  authorsEn: z.string(),
  submitUserEmail: z.string(),
  submitUserPhoneMasked: z.string(),
  hasPin: z.boolean(),
  registration: z.object({ id, name: z.string() }).nullable(),
});
export type AdminAcceptedPaper = z.infer<typeof adminAcceptedPaper>;

const paperIdText = requiredText(50)
  .refine(isValidPaperId, { error: v.paperId })
  .transform((s) => normalizePaperId(s));
const emailText = optionalText(100)
  .refine((s) => s === "" || isValidEmail(s), { error: v.email })
  .transform(normalizeEmail);
const phoneText = plainText(30)
  .refine((s) => s === "" || isValidPhone(s), { error: v.phone })
  .transform((s) => (s === "" ? "" : normalizePhone(s)));
const pagesNumber = z
  .number({ error: v.integer })
  .int({ error: v.integer })
  .min(1, { error: v.invalid })
  .max(999, { error: v.invalid });

/** The edit dialog; a phone or PIN left out keeps the one on file (the screen never shows them). */
export const acceptedPaperInput = z.object({
  paperId: paperIdText,
  title: requiredText(500),
  pages: pagesNumber.nullable(),
  isFinal: z.boolean(),
  authors: optionalText(500),
  authorsEn: optionalText(500),
  submitUserEmail: emailText,
  submitUserPhone: phoneText.optional(),
  pin: plainText(50).optional(),
});
export type AcceptedPaperInput = z.input<typeof acceptedPaperInput>;

const pagesCell = z
  .string()
  .trim()
  .transform((s, ctx) => {
    if (s === "") return null;
    const parsed = pagesNumber.safeParse(Number(s));
    if (/^\d+$/.test(s) && parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: v.integer });
    return z.NEVER;
  });

/** One row of an accepted paper file, as its cells read. */
export const acceptedPaperSheetRow = z.object({
  paperId: paperIdText,
  title: requiredText(500),
  pages: pagesCell,
  isFinal: sheetFlag(false),
  authors: optionalText(500),
  authorsEn: optionalText(500),
  submitUserEmail: emailText,
  submitUserPhone: phoneText,
  pin: plainText(50),
});
export type AcceptedPaperSheetRow = z.infer<typeof acceptedPaperSheetRow>;

/** The accepted paper import template: a row per paper; an existing paper id is updated, not repeated. */
export const acceptedPaperSheetColumns: readonly SheetColumn<keyof AcceptedPaperSheetRow>[] = [
  {
    key: "paperId",
    headers: ["论文编号", "paper id", "paperId"],
    required: true,
    label: /*i18n*/ { id: "sheet.paperId", message: "Paper id" },
  },
  {
    key: "title",
    headers: ["论文题目", "题目", "title"],
    required: true,
    label: /*i18n*/ { id: "sheet.title", message: "Title" },
  },
  { key: "pages", headers: ["页数", "pages"], label: /*i18n*/ { id: "sheet.pages", message: "Pages" } },
  {
    key: "isFinal",
    headers: ["终稿", "是否终稿", "final"],
    label: /*i18n*/ { id: "sheet.final", message: "Final version (是/否)" },
  },
  {
    key: "authors",
    headers: ["作者", "作者中文名", "authors"],
    label: /*i18n*/ { id: "sheet.authors", message: "Authors (Chinese)" },
  },
  {
    key: "authorsEn",
    headers: ["作者英文名", "authors en", "authorsEn"],
    label: /*i18n*/ { id: "sheet.authorsEn", message: "Authors (English)" },
  },
  {
    key: "submitUserEmail",
    headers: ["提交人邮箱", "邮箱", "submitter email", "email"],
    label: /*i18n*/ { id: "sheet.submitterEmail", message: "Submitter e-mail" },
  },
  {
    key: "submitUserPhone",
    headers: ["提交人手机", "手机", "submitter phone", "phone"],
    label: /*i18n*/ { id: "sheet.submitterPhone", message: "Submitter mobile" },
  },
  { key: "pin", headers: ["PIN", "pin", "PIN码"], label: /*i18n*/ { id: "sheet.pin", message: "PIN" } },
];
