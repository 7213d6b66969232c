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
import {
  type BlockContext,
  type BlockValues,
  blockIssues,
  blocksInput,
  isBlockPath,
} from "#attendee/blocks/index";
import type { LoadedConference } from "#attendee/queries/conference";
import { blankOf, type FormValues, registrantOf } from "./registrant-values";
import { ruleContext } from "./rules";

export type { FormValues };

/** What newRegist holds: the registrant's fields and each optional block's value under its key. */
export type RegistFormValues = FormValues & Partial<BlockValues>;

/**
 * Which fields the form shows and which must be filled in, for this conference, participant type and what
 * is filled in so far (a passport asks for its country). The server applies the same shared rule.
 */
export function fieldRules(conference: LoadedConference, type: ParticipantType, values: FormValues) {
  return registrantFieldRules(conference.settings, type, values);
}

type Choice = { participantTypeId: number; workshopIds: number[]; invcode: string; clientTotal: number };

/**
 * The request body: the shown fields as entered, the hidden ones blank, the preRegist choice, and each
 * block's part (blocks/index.ts).
 */
export function toRegistrationInput(
  values: RegistFormValues,
  shown: ReadonlySet<RegistrantFieldName>,
  choice: Choice,
  blocks: BlockContext,
): RegistrationInput {
  const registrant = Object.fromEntries(
    registrantFieldNames.map((name) => [name, shown.has(name) ? (values[name] ?? "") : blankOf(name)]),
  );
  return { ...registrant, ...choice, ...blocksInput(values, blocks) } as RegistrationInput;
}

/**
 * Everything the server will check, checked here first with the same schema and rules (so the same
 * message ids): the registrant and the choice, then each shown block with its own schema and rules.
 */
export function checkRegistrant(
  conference: LoadedConference,
  input: RegistrationInput,
  blocks: BlockContext,
  /** The blocks' values, for rules that need what a block looked up (the papers' authors). */
  values: Partial<BlockValues> = {},
): FieldIssue[] {
  const parsed = registrationInput.safeParse(input);
  // The blocks' schema findings come from the blocks' own checks below (once, with their rules).
  const issues = parsed.success
    ? []
    : fieldIssuesFromZod(parsed.error.issues).filter((issue) => !isBlockPath(issue.path));
  const ruleInput: RegistrationRuleInput = parsed.success
    ? parsed.data
    : {
        ...registrantOf(input as Record<string, unknown>),
        participantTypeId: input.participantTypeId,
        workshopIds: input.workshopIds ?? [],
      };
  issues.push(...checkRegistration(ruleContext(conference), ruleInput));
  issues.push(...blockIssues(input, blocks, values));
  return issues;
}
