import {
  choiceSeparator,
  type ExtraItem,
  ExtraItemType,
  extraIssues,
  extrasShown,
  registrationBlocksInput,
} from "@confreg/shared";
import { checkPart } from "../check";
import type { BlockContext, FormBlock } from "../types";
import { ExtrasCard } from "./ExtrasCard";

/** Answers by question id; a multiple choice holds its chosen option values. */
export type ExtrasValue = Record<string, string | string[]>;

/** The conference's questions in their order. */
export const extraItemsOf = ({ conference }: BlockContext): ExtraItem[] =>
  [...conference.extraItems].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

const answerOf = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(choiceSeparator) : (value ?? "");

/** The conference's extra questions (spec 000 §2 "additional info"), hidden by `hidesExtraInfo`. */
export const extrasBlock: FormBlock<"extras", ExtrasValue> = {
  key: "extras",
  shown: (context) => extrasShown(context.conference.invitation) && context.conference.extraItems.length > 0,
  blank: (context) =>
    Object.fromEntries(
      extraItemsOf(context).map((item) => [item.id, item.type === ExtraItemType.multiple ? [] : ""]),
    ),
  fromInput: ({ extras }, context) => {
    const answers = new Map(extras.map((answer) => [answer.itemId, answer.value]));
    return Object.fromEntries(
      extraItemsOf(context).map((item) => {
        const value = answers.get(item.id) ?? "";
        const multiple = item.type === ExtraItemType.multiple;
        return [item.id, multiple ? value.split(choiceSeparator).filter((v) => v !== "") : value];
      }),
    );
  },
  toInput: (value, context) => ({
    extras: extraItemsOf(context)
      .map((item) => ({ itemId: item.id, value: answerOf(value[item.id]) }))
      .filter((answer) => answer.value.trim() !== ""),
  }),
  check: (input, { conference }) =>
    checkPart("extras", registrationBlocksInput.extras, input.extras, (answers) =>
      extraIssues({ items: conference.extraItems, invitation: conference.invitation }, answers),
    ),
  Card: ExtrasCard,
};
