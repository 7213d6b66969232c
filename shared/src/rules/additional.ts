import type { ConferenceSettings, InvitationCode, ParticipantType } from "../schemas/conference";
import { type AdditionalInput, blankAdditional, type TravelInput } from "../schemas/registration-additional";
import { validationIds as v } from "../validation";
import { extrasShown } from "./extras";
import type { FieldIssue } from "./field-issue";
import { hotelShown } from "./hotel";

export type AdditionalRuleContext = {
  settings: Pick<ConferenceSettings, "fields" | "isHalal" | "isHotel" | "hotelAlwaysShown">;
  type: Pick<ParticipantType, "needsAward"> | null;
  invitation?: Pick<InvitationCode, "showsHotel" | "hidesExtraInfo"> | null;
};

export type AdditionalPart = keyof AdditionalInput;

/**
 * Which named questions the form asks (DOMAIN.md §2): social, allergens and visit by `fields.*` (hidden,
 * like the conference's own questions, by a code with `hidesExtraInfo`); free-text paper ids by
 * `fields.paperIds`; the meal by `isHalal`; the award for a `needsAward` type where `fields.award`; travel
 * with the hotel block (those who stay say how they come and go).
 */
export function additionalParts(context: AdditionalRuleContext): ReadonlySet<AdditionalPart> {
  const { settings, invitation } = context;
  const questions = extrasShown(invitation);
  const parts: [AdditionalPart, boolean][] = [
    ["social", questions && settings.fields.social],
    ["allergens", questions && settings.fields.allergens],
    ["isVisit", questions && settings.fields.isVisit],
    ["paperIds", settings.fields.paperIds],
    ["mealType", settings.isHalal],
    ["award", awardAsked(context)],
    ["travel", hotelShown(settings, invitation)],
  ];
  return new Set(parts.filter(([, shown]) => shown).map(([part]) => part));
}

const awardAsked = ({ settings, type }: AdditionalRuleContext) =>
  settings.fields.award && (type?.needsAward ?? false);

/**
 * The findings on the named questions (spec 000 §5): the award's title and first name for an award type,
 * which also books the hotel with its dates; a departure after the arrival. Paths are
 * `additional.<part>[.<field>]`. The social answer and the paper-id choice are asked but not yet required
 * (the spec's conference 131): the demo seed submits its conference with `fields.social` through these
 * rules without answers; requiring them needs the seed to answer them first.
 */
export function additionalIssues(
  context: AdditionalRuleContext,
  input: AdditionalInput,
  booking: { hotelBooked: boolean },
): FieldIssue[] {
  const parts = additionalParts(context);
  const issues: FieldIssue[] = [];
  const need = (part: AdditionalPart, blank: boolean, path: string = part) => {
    if (parts.has(part) && blank) issues.push({ path: `additional.${path}`, code: v.required });
  };
  need("award", input.award.title === "", "award.title");
  need("award", input.award.firstName === "", "award.firstName");
  if (parts.has("award") && hotelShown(context.settings, context.invitation) && !booking.hotelBooked) {
    issues.push({ path: "hotel.book", code: v.hotelRequired });
  }
  if (parts.has("travel") && travelOutOfOrder(input.travel)) {
    issues.push({ path: "additional.travel.departTime", code: v.travelOrder });
  }
  return issues;
}

const travelOutOfOrder = ({ arriveTime, departTime }: TravelInput) =>
  arriveTime !== "" && departTime !== "" && Date.parse(departTime) <= Date.parse(arriveTime);

/** What is stored: the asked parts as given, the others blank (a hidden question keeps no answer). */
export function keptAdditional(context: AdditionalRuleContext, input: AdditionalInput): AdditionalInput {
  const parts = additionalParts(context);
  const kept = { ...blankAdditional };
  for (const part of parts) Object.assign(kept, { [part]: input[part] });
  return kept;
}
