import { ExtraItemType } from "../enums";
import { multilineText, plainText } from "../schemas/common";
import type { ExtraItem, InvitationCode } from "../schemas/conference";
import type { ExtraAnswerInput } from "../schemas/registration-blocks";
import { validationIds as v } from "../validation";
import type { FieldIssue } from "./field-issue";
import { fieldIssuesFromZod } from "./zod-issues";

export type ExtraRuleItem = Pick<ExtraItem, "id" | "type" | "options" | "required">;

export type ExtraRuleContext = {
  /** The conference's questions that are not deleted. */
  items: readonly ExtraRuleItem[];
  invitation?: Pick<InvitationCode, "hidesExtraInfo"> | null;
};

/** An invitation code with `hidesExtraInfo` hides the whole block (the old code 0053, DOMAIN.md §2). */
export function extrasShown(invitation?: ExtraRuleContext["invitation"]): boolean {
  return !(invitation?.hidesExtraInfo ?? false);
}

/** A multiple choice is stored as its option values joined with ';' (spec 000 §3). */
export const choiceSeparator = ";";

export function splitChoices(value: string): string[] {
  return value
    .split(choiceSeparator)
    .map((choice) => choice.trim())
    .filter(Boolean);
}

const shortAnswer = plainText(200);
const longAnswer = multilineText(2000);
const isChoice = (type: ExtraItemType) => type !== ExtraItemType.text && type !== ExtraItemType.longText;

/**
 * The extra questions (spec 000 §2 "additional info"): every answer to a question of this conference,
 * once; required questions answered; choices among the question's options (one for single and select,
 * several for multiple); text on one line up to 200 characters, long text up to 2000. Paths name the
 * question: `extras.<itemId>`. Hidden questions are neither required nor kept.
 */
export function extraIssues(context: ExtraRuleContext, answers: readonly ExtraAnswerInput[]): FieldIssue[] {
  if (!extrasShown(context.invitation)) return [];
  const issues: FieldIssue[] = [];
  answers.forEach((answer, index) => {
    const path = `extras.${answer.itemId}`;
    const item = context.items.find((i) => i.id === answer.itemId);
    if (answers.findIndex((a) => a.itemId === answer.itemId) !== index) {
      issues.push({ path, code: v.extraDuplicate });
    } else if (!item) {
      issues.push({ path, code: v.extraUnavailable });
    } else {
      const issue = answerIssue(item, answer.value);
      if (issue) issues.push({ ...issue, path });
    }
  });
  for (const item of context.items) {
    const answer = answers.find((a) => a.itemId === item.id);
    if (item.required && !answer?.value.trim()) issues.push({ path: `extras.${item.id}`, code: v.required });
  }
  return issues;
}

function answerIssue(item: ExtraRuleItem, value: string): Omit<FieldIssue, "path"> | null {
  if (!isChoice(item.type)) {
    const parsed = (item.type === ExtraItemType.longText ? longAnswer : shortAnswer).safeParse(value);
    return parsed.success ? null : (fieldIssuesFromZod(parsed.error.issues)[0] ?? { code: v.invalid });
  }
  const chosen = splitChoices(value);
  const offered = new Set(item.options.map((option) => option.value));
  const single = item.type !== ExtraItemType.multiple;
  const wrong =
    chosen.some((choice) => !offered.has(choice)) ||
    new Set(chosen).size !== chosen.length ||
    (single && chosen.length > 1);
  return wrong ? { code: v.extraChoice } : null;
}

/** The answers to store: none while hidden, no empty ones, text trimmed, choices joined with ';'. */
export function storedExtraAnswers(
  context: ExtraRuleContext,
  answers: readonly ExtraAnswerInput[],
): { itemId: number; value: string }[] {
  if (!extrasShown(context.invitation)) return [];
  return answers.flatMap(({ itemId, value }) => {
    const item = context.items.find((i) => i.id === itemId);
    if (!item) return [];
    const stored = isChoice(item.type) ? splitChoices(value).join(choiceSeparator) : value.trim();
    return stored === "" ? [] : [{ itemId, value: stored }];
  });
}
