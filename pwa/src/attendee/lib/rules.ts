import {
  checkRegistration,
  type FieldIssue,
  type RegistrationContext,
  type RegistrationRuleInput,
  validationIds,
} from "@confreg/shared";
import type { LoadedConference } from "#attendee/queries/conference";
import { blankRegistrant } from "./registrant-values";

/** The shared registration rules' view of the conference, with the invitation code the visitor came with. */
export function ruleContext(conference: LoadedConference): RegistrationContext {
  return {
    settings: conference.settings,
    participantTypes: conference.participantTypes,
    workshops: conference.workshops,
    invitation: {
      unlocksParticipantTypeIds: conference.invitation?.unlocksParticipantTypeIds ?? [],
      showsWorkshop: conference.invitation?.showsWorkshop ?? false,
    },
  };
}

/** What is wrong with a type and workshop choice (preRegist), in the server's terms. */
export function selectionIssues(
  conference: LoadedConference,
  participantTypeId: number | null,
  workshopIds: readonly number[],
): FieldIssue[] {
  if (participantTypeId === null) return [{ path: "participantTypeId", code: validationIds.participantType }];
  const input: RegistrationRuleInput = {
    ...blankRegistrant(),
    participantTypeId,
    workshopIds: [...workshopIds],
  };
  return checkRegistration(ruleContext(conference), input).filter(
    (issue) => issue.path === "participantTypeId" || issue.path.startsWith("workshopIds"),
  );
}
