import {
  checkRegistration,
  type FieldIssue,
  fieldIssuesFromZod,
  type ParticipantType,
  type RegistrantFieldName,
  type RegistrationInput,
  type RegistrationRuleInput,
  registrantFieldNames,
  registrantFieldRules,
  registrationInput,
} from "@confreg/shared";
import type { LoadedConference } from "#attendee/queries/conference";
import { blankOf, type FormValues, registrantOf } from "./registrant-values";
import { ruleContext } from "./rules";

export type { FormValues };

/**
 * Which fields the form shows and which must be filled in, for this conference, participant type and what
 * is filled in so far (a passport asks for its country). The server applies the same shared rule.
 */
export function fieldRules(conference: LoadedConference, type: ParticipantType, values: FormValues) {
  return registrantFieldRules(conference.settings, type, values);
}

type Choice = { participantTypeId: number; workshopIds: number[]; invcode: string; clientTotal: number };

/** The request body: the shown fields as entered, the hidden ones blank, and the preRegist choice. */
export function toRegistrationInput(
  values: FormValues,
  shown: ReadonlySet<RegistrantFieldName>,
  choice: Choice,
): RegistrationInput {
  const registrant = Object.fromEntries(
    registrantFieldNames.map((name) => [name, shown.has(name) ? (values[name] ?? "") : blankOf(name)]),
  );
  return { ...registrant, ...choice } as RegistrationInput;
}

/**
 * Everything the server will check, checked here first with the same schema and rules (so the same
 * message ids).
 */
export function checkRegistrant(conference: LoadedConference, input: RegistrationInput): FieldIssue[] {
  const parsed = registrationInput.safeParse(input);
  const issues = parsed.success ? [] : fieldIssuesFromZod(parsed.error.issues);
  const ruleInput: RegistrationRuleInput = parsed.success
    ? parsed.data
    : {
        ...registrantOf(input as Record<string, unknown>),
        participantTypeId: input.participantTypeId,
        workshopIds: input.workshopIds ?? [],
      };
  issues.push(...checkRegistration(ruleContext(conference), ruleInput));
  return issues;
}
