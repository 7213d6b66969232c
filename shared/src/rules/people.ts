import {
  type FieldValues,
  type RegistrantFieldName,
  registrantFieldDescriptors,
  registrantFieldNames,
} from "../fields/registrant";
import type { ParticipantType } from "../schemas/conference";
import { validationIds as v } from "../validation";
import { hasChineseText, normalizeEmail, normalizePhone } from "../validators";
import type { FieldIssue } from "./field-issue";
import { type MemberListKind, sameName } from "./members";

/**
 * A saved person's findings (spec 000 §5 "edit registration form"): what every registration asks
 * whatever the conference (name, unit, e-mail, phone are the schema's), English-only fields free of
 * Chinese, and the rules across fields (the document number against its type, a passport's country).
 */
export function savedRegistrantIssues(values: FieldValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const name of registrantFieldNames) {
    const field = registrantFieldDescriptors[name];
    const value = values[name];
    if (
      "english" in field &&
      field.english === "always" &&
      typeof value === "string" &&
      hasChineseText(value)
    ) {
      issues.push({ path: name, code: v.englishOnly });
      continue;
    }
    const finding = "check" in field ? field.check(values) : null;
    if (finding) issues.push({ path: name, code: finding });
  }
  return issues;
}

/** The card images a participant type asks for (spec 000 §5, the end of the submit order). */
export type CardType = Pick<ParticipantType, "isStudent" | "needsOtherMemberCard">;
export type CardValues = { studentCard?: number | null; otherMemberCard?: number | null };

/** Which card images the type shows on the form: the student card for students, the other society's card. */
export function cardsShown(type: CardType | null): { studentCard: boolean; otherMemberCard: boolean } {
  return { studentCard: type?.isStudent ?? false, otherMemberCard: type?.needsOtherMemberCard ?? false };
}

/** "Please upload the student card" / "... the other member card" where the type asks for them. */
export function cardIssues(type: CardType | null, values: CardValues): FieldIssue[] {
  const shown = cardsShown(type);
  const issues: FieldIssue[] = [];
  if (shown.studentCard && !values.studentCard) issues.push({ path: "studentCard", code: v.studentCard });
  if (shown.otherMemberCard && !values.otherMemberCard)
    issues.push({ path: "otherMemberCard", code: v.otherMemberCard });
  return issues;
}

/** The list a suggestion is looked up in: the committee's for committee types, else the society's. */
export function memberSuggestionListOf(type: Pick<ParticipantType, "isCommittee"> | null): MemberListKind {
  return type?.isCommittee ? "committee" : "caa";
}

type Contact = { name: string; email: string; phone: string };

/** Enough to ask: a name and an e-mail or a phone (the name alone never reveals anyone's details). */
export function mayAskMemberSuggestion(entered: Contact): boolean {
  return entered.name.trim() !== "" && (entered.email.trim() !== "" || entered.phone.trim() !== "");
}

/**
 * Whether a listed member is the person typed in (spec 000 §3 "member info suggestion"): the same name,
 * and the same e-mail or the same phone (each compared as normalised; an empty one matches nothing).
 */
export function matchesMember(entered: Contact, listed: Contact): boolean {
  if (!mayAskMemberSuggestion(entered) || !sameName(entered.name, listed.name)) return false;
  const email = normalizeEmail(entered.email);
  const phone = normalizePhone(entered.phone);
  return (
    (email !== "" && email === normalizeEmail(listed.email)) ||
    (phone !== "" && phone === normalizePhone(listed.phone))
  );
}

/** The registrant fields a suggestion fills. */
export const suggestedFields = [
  "gender",
  "unit",
  "job",
  "email",
  "phone",
  "memberNo",
] as const satisfies readonly RegistrantFieldName[];
