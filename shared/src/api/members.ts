import { z } from "zod";
import { genderValues } from "../enums";
import type { Label } from "../i18n";
import { normalizeMemberNo } from "../rules/members";
import { type SheetColumn, sheetFlag } from "../rules/sheet-import";
import { id, optionalText, plainText, requiredText } from "../schemas/common";
import { validationIds as v } from "../validation";
import { isValidEmail, isValidPhone, normalizeEmail, normalizePhone } from "../validators";

/** The society's lists the back office keeps (server `members.kind`): its members, and its committee. */
export const memberListValues = ["caa", "committee"] as const;
export const memberListKind = z.enum(memberListValues);
export const memberListLabels: Record<(typeof memberListValues)[number], Label> = {
  caa: /*i18n*/ { id: "memberList.caa", message: "Society members" },
  committee: /*i18n*/ { id: "memberList.committee", message: "Committee members" },
};

/** A list entry as the back office shows it: the phone masked (DOMAIN.md §10). */
export const memberRow = z.object({
  id,
  kind: memberListKind,
  name: z.string(),
  memberNo: z.string(),
  unit: z.string(),
  gender: z.literal(genderValues).nullable(),
  job: z.string(),
  email: z.string(),
  phoneMasked: z.string(),
  valid: z.boolean(),
  updateTime: z.string(),
});
export type MemberRow = z.infer<typeof memberRow>;

const optionalEmail = optionalText(100)
  .refine((s) => s === "" || isValidEmail(s), { error: v.email })
  .transform((s) => normalizeEmail(s));
const phoneText = plainText(30)
  .refine((s) => s === "" || isValidPhone(s), { error: v.phone })
  .transform((s) => (s === "" ? "" : normalizePhone(s)));
const memberNo = requiredText(50).transform(normalizeMemberNo);

/** An entry added or edited by hand; a phone left out keeps the one on file (screens never show it whole). */
export const memberInput = z.object({
  kind: memberListKind,
  name: requiredText(50),
  memberNo,
  unit: optionalText(100),
  gender: z.literal(genderValues).nullable().default(null),
  job: optionalText(50),
  email: optionalEmail,
  phone: phoneText.optional(),
  valid: z.boolean().default(true),
});
export type MemberInput = z.input<typeof memberInput>;

const genderCell = z
  .string()
  .trim()
  .transform((s, ctx) => {
    const text = s.toLowerCase();
    if (text === "") return null;
    if (["男", "male", "m", "1"].includes(text)) return 1 as const;
    if (["女", "female", "f", "0"].includes(text)) return 0 as const;
    ctx.addIssue({ code: "custom", message: v.gender });
    return z.NEVER;
  });

/** One row of a member list file, as its cells read. */
export const memberSheetRow = z.object({
  name: requiredText(50),
  memberNo,
  unit: optionalText(100),
  gender: genderCell,
  job: optionalText(50),
  email: optionalEmail,
  phone: phoneText,
  valid: sheetFlag(true),
});
export type MemberSheetRow = z.infer<typeof memberSheetRow>;

/** The member list import template: a row per person; an existing member number is updated, not repeated. */
export const memberSheetColumns: readonly SheetColumn<keyof MemberSheetRow>[] = [
  {
    key: "name",
    headers: ["姓名", "name"],
    required: true,
    label: /*i18n*/ { id: "sheet.name", message: "Name" },
  },
  {
    key: "memberNo",
    headers: ["会员号", "会员编号", "member number", "memberNo"],
    required: true,
    label: /*i18n*/ { id: "sheet.memberNo", message: "Member number" },
  },
  { key: "unit", headers: ["单位", "unit"], label: /*i18n*/ { id: "sheet.unit", message: "Unit" } },
  { key: "gender", headers: ["性别", "gender"], label: /*i18n*/ { id: "sheet.gender", message: "Gender" } },
  {
    key: "job",
    headers: ["职称", "职务", "job", "title"],
    label: /*i18n*/ { id: "sheet.job", message: "Job title" },
  },
  {
    key: "email",
    headers: ["邮箱", "电子邮箱", "email", "e-mail"],
    label: /*i18n*/ { id: "sheet.email", message: "E-mail" },
  },
  {
    key: "phone",
    headers: ["手机", "手机号", "phone", "mobile"],
    label: /*i18n*/ { id: "sheet.phone", message: "Mobile" },
  },
  {
    key: "valid",
    headers: ["有效", "是否有效", "valid"],
    label: /*i18n*/ { id: "sheet.valid", message: "Valid (是/否)" },
  },
];
