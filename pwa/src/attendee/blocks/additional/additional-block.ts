import {
  type AdditionalInput,
  type AdditionalRuleContext,
  additionalInput,
  additionalIssues,
  additionalParts,
  blankAdditional,
  keptAdditional,
} from "@confreg/shared";
import { checkPart } from "../check";
import type { BlockContext, FormBlock } from "../types";
import { AdditionalCard } from "./AdditionalCard";

export const additionalRules = ({ conference, type }: BlockContext): AdditionalRuleContext => ({
  settings: conference.settings,
  type,
  invitation: conference.invitation,
});

/**
 * The named questions (DOMAIN.md §2): meal (`isHalal`), social, allergens, visit, free-text paper ids,
 * the award for `needsAward` types, travel with the hotel. Only the asked parts are sent.
 */
export const additionalBlock: FormBlock<"additional", AdditionalInput> = {
  key: "additional",
  shown: (context) => additionalParts(additionalRules(context)).size > 0,
  // A halal-offering conference starts at the regular meal: one tap for those who need the other.
  blank: ({ conference }) => ({
    ...structuredClone(blankAdditional),
    mealType: conference.settings.isHalal ? "regular" : null,
  }),
  fromInput: ({ additional }) => structuredClone(additional),
  toInput: (value, context) => ({
    additional: keptAdditional(additionalRules(context), { ...blankAdditional, ...value }),
  }),
  check: (input, context) =>
    checkPart("additional", additionalInput, input.additional, (answers) =>
      additionalIssues(additionalRules(context), answers, { hotelBooked: input.hotel != null }),
    ),
  Card: AdditionalCard,
};
