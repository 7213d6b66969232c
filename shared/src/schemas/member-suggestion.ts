import { z } from "zod";
import { genderValues } from "../enums";
import { id, plainText } from "./common";

/**
 * The form's member suggestion (spec 000 §3 "member info suggestion"): a name and an e-mail or a phone
 * as typed; the type chosen decides which of the society's lists is asked.
 */
export const memberSuggestionInput = z.object({
  participantTypeId: id.optional(),
  name: plainText(100),
  email: plainText(100).default(""),
  phone: plainText(30).default(""),
});
export type MemberSuggestionInput = z.input<typeof memberSuggestionInput>;

/** What the list knows of the one member who matches: offered to fill the form, never browsed. */
export const memberSuggestion = z.object({
  gender: z.literal(genderValues).nullable(),
  unit: z.string(),
  job: z.string(),
  email: z.string(),
  phone: z.string(),
  memberNo: z.string(),
});
export type MemberSuggestion = z.infer<typeof memberSuggestion>;

export const memberSuggestionAnswer = z.object({ suggestion: memberSuggestion.nullable() });
export type MemberSuggestionAnswer = z.infer<typeof memberSuggestionAnswer>;
