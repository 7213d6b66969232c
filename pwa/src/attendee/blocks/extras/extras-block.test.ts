import { type ExtraItem, ExtraItemType } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { aBlockContext, aConference, anInvitation } from "#testing/conference";
import { extrasBlock } from "./extras-block";

const item = (overrides: Partial<ExtraItem>): ExtraItem => ({
  id: 51,
  conferenceId: 7,
  title: { zh: "问题", en: "Question" },
  type: ExtraItemType.text,
  options: [],
  required: false,
  sortOrder: 0,
  ...overrides,
});
const questions = [
  item({ id: 53, sortOrder: 2, type: ExtraItemType.multiple }),
  item({ id: 51, sortOrder: 1 }),
  item({ id: 52, sortOrder: 1, type: ExtraItemType.single }),
];
const context = aBlockContext({ conference: aConference({ extraItems: questions }) });

describe("the conference's extra questions on newRegist (spec 000 §2)", () => {
  it("shows where the conference asks some, unless the invitation code hides them", () => {
    expect(extrasBlock.shown(context)).toBe(true);
    expect(extrasBlock.shown(aBlockContext())).toBe(false);
    const hidden = aConference({
      extraItems: questions,
      invitation: anInvitation({ hidesExtraInfo: true }),
    });
    expect(extrasBlock.shown(aBlockContext({ conference: hidden }))).toBe(false);
  });

  it("starts every question unanswered, a multiple choice with nothing ticked", () => {
    expect(extrasBlock.blank(context)).toEqual({ 51: "", 52: "", 53: [] });
  });

  it("sends the answers in the questions' order, a multiple choice joined with “;”, unanswered ones left out", () => {
    expect(extrasBlock.toInput({ 53: ["a", "c"], 51: "Vegetarian", 52: "  " }, context)).toEqual({
      extras: [
        { itemId: 51, value: "Vegetarian" },
        { itemId: 53, value: "a;c" },
      ],
    });
  });

  it("opens stored answers for an edit, a multiple choice as its ticked options", () => {
    const stored = {
      extras: [
        { itemId: 53, value: "a;c" },
        { itemId: 51, value: "Vegetarian" },
      ],
    };
    expect(extrasBlock.fromInput?.(stored as never, context)).toEqual({
      51: "Vegetarian",
      52: "",
      53: ["a", "c"],
    });
  });
});
