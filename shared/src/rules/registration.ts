import { type RegistrantValues, registrantIssues } from "../fields/registrant";
import type { ConferenceSettings, ParticipantType, Workshop } from "../schemas/conference";
import { validationIds as v } from "../validation";
import type { FieldIssue } from "./field-issue";
import { isParticipantTypeOffered, isWorkshopOffered, type OfferInvitation, workshopsShown } from "./offer";

export type RegistrationRuleSettings = Pick<
  ConferenceSettings,
  | "isIdcard"
  | "isEn"
  | "englishNameFields"
  | "isWorkshop"
  | "workshopLow"
  | "workshopHigh"
  | "isPosition"
  | "memberCheck"
>;

/** The conference as the rules see it; `invitation` is the code the registrant came with, resolved. */
export type RegistrationContext = {
  settings: RegistrationRuleSettings;
  participantTypes: readonly Pick<
    ParticipantType,
    "id" | "isHidden" | "isDeleted" | "workshopOnly" | "isMember" | "isCommittee" | "needsOtherMemberNo"
  >[];
  workshops: readonly Pick<Workshop, "id" | "isVisible" | "isDeleted" | "isNoneOption">[];
  invitation?: OfferInvitation | null;
};

/** The parsed (`registrationInput`) fields the rules read. */
export type RegistrationRuleInput = RegistrantValues & { participantTypeId: number; workshopIds: number[] };

/**
 * The conference-dependent rules the static schema cannot know (spec 000 §5, 001 §5, 002 §5). Runs after
 * `registrationInput` parsed the input; an empty list means the registration may be saved. Workshop
 * capacity is not checked here: the server checks it in the transaction that takes the place.
 */
export function checkRegistration(context: RegistrationContext, input: RegistrationRuleInput): FieldIssue[] {
  const type = context.participantTypes.find((t) => t.id === input.participantTypeId) ?? null;
  return [
    ...registrantIssues({ settings: context.settings, type }, input),
    ...participantTypeIssues(context, input),
    ...workshopIssues(context, input),
  ];
}

function participantTypeIssues(context: RegistrationContext, input: RegistrationRuleInput): FieldIssue[] {
  const type = context.participantTypes.find((t) => t.id === input.participantTypeId);
  if (type && isParticipantTypeOffered(type, context.invitation)) return [];
  return [{ path: "participantTypeId", code: v.participantTypeUnavailable }];
}

function workshopIssues(context: RegistrationContext, input: RegistrationRuleInput): FieldIssue[] {
  const ids = input.workshopIds;
  const shown = workshopsShown(context.settings, context.invitation);
  if (!shown && ids.length > 0) return [{ path: "workshopIds", code: v.workshopUnavailable }];
  const issues: FieldIssue[] = [];
  const chosen: RegistrationContext["workshops"][number][] = [];
  ids.forEach((id, index) => {
    const workshop = context.workshops.find((w) => w.id === id);
    if (ids.indexOf(id) !== index) {
      issues.push({ path: `workshopIds.${index}`, code: v.workshopDuplicate });
    } else if (!workshop || !isWorkshopOffered(workshop)) {
      issues.push({ path: `workshopIds.${index}`, code: v.workshopUnavailable });
    } else {
      chosen.push(workshop);
    }
  });
  const real = chosen.filter((w) => !w.isNoneOption).length;
  if (real > 0 && chosen.some((w) => w.isNoneOption)) {
    issues.push({ path: "workshopIds", code: v.workshopNoneCombined });
  }
  const type = context.participantTypes.find((t) => t.id === input.participantTypeId);
  if (type?.workshopOnly && real === 0)
    issues.push({ path: "workshopIds", code: v.workshopOnlyNeedsWorkshop });
  const count = shown ? workshopCountIssue(context.settings, new Set(ids).size) : null;
  if (count) issues.push(count);
  return issues;
}

/** workshopLow..workshopHigh, where workshopHigh 0 means no upper limit; the message names the bounds. */
export function workshopCountIssue(
  settings: Pick<RegistrationRuleSettings, "workshopLow" | "workshopHigh">,
  count: number,
): FieldIssue | null {
  const { workshopLow: low, workshopHigh: high } = settings;
  const tooMany = high > 0 && count > high;
  if (count >= low && !tooMany) return null;
  const path = "workshopIds";
  if (high > 0 && low === high) return { path, code: v.workshopExact, params: { count: low } };
  if (high === 0) return { path, code: v.workshopMin, params: { min: low } };
  if (low === 0) return { path, code: v.workshopMax, params: { max: high } };
  return { path, code: v.workshopRange, params: { min: low, max: high } };
}
