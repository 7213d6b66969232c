import {
  checkRegistration,
  type FieldIssue,
  type ParticipantType,
  type RegistrationInput,
  type RegistrationRuleInput,
  registrantFieldRules,
  registrationInput,
} from "@confreg/shared";
import type { RegistrantField } from "#attendee/components/RegistrantFields";
import type { LoadedConference } from "#attendee/queries/conference";
import { issuesFromZod } from "./field-errors";
import { ruleContext } from "./rules";

export type FormValues = Partial<Record<Exclude<RegistrantField, "gender">, string>> & { gender?: 0 | 1 };

/** Which fields the form shows for this conference and participant type (the shared rule). */
export function shownFields(
  conference: LoadedConference,
  type: ParticipantType,
): ReadonlySet<RegistrantField> {
  return registrantFieldRules(conference.settings, type).shown;
}

/** Which shown fields must be filled in (marked with an asterisk); the server enforces the same set. */
export function requiredFields(
  conference: LoadedConference,
  type: ParticipantType,
): ReadonlySet<RegistrantField> {
  return registrantFieldRules(conference.settings, type).required;
}

type Choice = { participantTypeId: number; workshopIds: number[]; invcode: string; clientTotal: number };

/** The request body from the form values (of the fields shown) and the preRegist choice. */
export function toRegistrationInput(
  values: FormValues,
  shown: ReadonlySet<RegistrantField>,
  choice: Choice,
): RegistrationInput {
  const text = (field: Exclude<RegistrantField, "gender">) => (shown.has(field) ? (values[field] ?? "") : "");
  return {
    name: text("name"),
    nameEn: text("nameEn"),
    gender: values.gender ?? 1,
    idNumber: text("idNumber"),
    unit: text("unit"),
    unitEn: text("unitEn"),
    job: text("job"),
    position: text("position"),
    email: text("email"),
    phone: text("phone"),
    memberNo: text("memberNo"),
    otherMemberNo: text("otherMemberNo"),
    ...choice,
  };
}

/**
 * Everything the server will check, checked here first with the same schema and rules (so the same
 * message ids).
 */
export function checkRegistrant(conference: LoadedConference, input: RegistrationInput): FieldIssue[] {
  const parsed = registrationInput.safeParse(input);
  const issues = parsed.success ? [] : issuesFromZod(parsed.error.issues);
  const ruleInput: RegistrationRuleInput = parsed.success
    ? parsed.data
    : {
        name: input.name ?? "",
        nameEn: input.nameEn ?? "",
        unit: input.unit ?? "",
        unitEn: input.unitEn ?? "",
        job: input.job ?? "",
        position: input.position ?? "",
        idNumber: input.idNumber ?? "",
        memberNo: input.memberNo ?? "",
        otherMemberNo: input.otherMemberNo ?? "",
        participantTypeId: input.participantTypeId,
        workshopIds: input.workshopIds ?? [],
      };
  issues.push(...checkRegistration(ruleContext(conference), ruleInput));
  return issues;
}
