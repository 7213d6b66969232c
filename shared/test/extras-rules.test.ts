import { describe, expect, it } from "vitest";
import {
  type ExtraRuleContext,
  type ExtraRuleItem,
  extraIssues,
  storedExtraAnswers,
  validationIds as v,
} from "../src";
import { codes } from "./registration-fixtures";

const options = (...values: string[]) => values.map((value) => ({ value, label: { zh: value, en: value } }));

const diet: ExtraRuleItem = { id: 1, type: 1, options: [], required: true };
const dinner: ExtraRuleItem = { id: 2, type: 2, options: options("yes", "no"), required: true };
const topics: ExtraRuleItem = {
  id: 3,
  type: 3,
  options: options("ai", "control", "robotics"),
  required: false,
};
const size: ExtraRuleItem = { id: 4, type: 4, options: options("S", "M", "L"), required: false };
const advice: ExtraRuleItem = { id: 5, type: 5, options: [], required: false };

const context = (overrides: Partial<ExtraRuleContext> = {}): ExtraRuleContext => ({
  items: [diet, dinner, topics, size, advice],
  invitation: null,
  ...overrides,
});
const answers = (...pairs: [number, string][]) => pairs.map(([itemId, value]) => ({ itemId, value }));

describe("extraIssues", () => {
  it("answers of every kind within their options and lengths have no issues", () => {
    const given = answers([1, "素食"], [2, "yes"], [3, "ai;robotics"], [4, "M"], [5, "第一行\n第二行"]);
    expect(extraIssues(context(), given)).toEqual([]);
  });

  it("required questions must be answered, blanks included; the path names the question's id", () => {
    expect(codes(extraIssues(context(), answers([1, "  "])))).toEqual([
      `extras.1:${v.required}`,
      `extras.2:${v.required}`,
    ]);
  });

  it("choices must be among the options: one for single choice and select, several for multiple, none twice", () => {
    const given = answers([1, "素食"], [2, "yes;no"], [3, "ai;ai"], [4, "XL"]);
    expect(codes(extraIssues(context(), given))).toEqual([
      `extras.2:${v.extraChoice}`,
      `extras.3:${v.extraChoice}`,
      `extras.4:${v.extraChoice}`,
    ]);
  });

  it("a short answer stays on one line within 200 characters; a long one takes 2000", () => {
    const given = answers([1, "a\nb"], [2, "no"], [5, "x".repeat(2001)]);
    expect(extraIssues(context(), given)).toEqual([
      { path: "extras.1", code: v.unsafeText },
      { path: "extras.5", code: v.tooLong, params: { max: 2000 } },
    ]);
    expect(codes(extraIssues(context(), answers([1, "x".repeat(201)], [2, "no"])))).toEqual([
      `extras.1:${v.tooLong}`,
    ]);
  });

  it("a question of another conference and one answered twice are refused", () => {
    const given = answers([1, "无"], [2, "no"], [2, "yes"], [99, "?"]);
    expect(codes(extraIssues(context(), given))).toEqual([
      `extras.2:${v.extraDuplicate}`,
      `extras.99:${v.extraUnavailable}`,
    ]);
  });

  it("an invitation code with hidesExtraInfo hides the block: nothing is required and nothing is kept", () => {
    const hidden = context({ invitation: { hidesExtraInfo: true } });
    expect(extraIssues(hidden, [])).toEqual([]);
    expect(storedExtraAnswers(hidden, answers([1, "素食"]))).toEqual([]);
  });
});

describe("storedExtraAnswers", () => {
  it("keeps non-empty answers, text trimmed and choices joined with ';'", () => {
    const given = answers([1, " 素食 "], [3, " ai ; control "], [4, ""]);
    expect(storedExtraAnswers(context(), given)).toEqual([
      { itemId: 1, value: "素食" },
      { itemId: 3, value: "ai;control" },
    ]);
  });
});
