import { describe, expect, it } from "vitest";
import { extraAnswerText, groupDiscountText } from "../src";

const zh = (text: string) => ({ zh: text, en: text });
const answer = (type: 1 | 2 | 3 | 4 | 5, value: string, choices: string[] = []) => ({
  itemId: 1,
  title: zh("问题"),
  type,
  value,
  choices: choices.map(zh),
});

describe("the detail panel's extra answers (spec 002 §3 Extra info entry)", () => {
  it("text and long text show the value as written", () => {
    expect(extraAnswerText(answer(1, "花生过敏"))).toEqual({ kind: "text", text: "花生过敏" });
    expect(extraAnswerText(answer(5, "第一行\n第二行"))).toEqual({ kind: "text", text: "第一行\n第二行" });
  });

  it("single and drop-down choices show their option's title; several values or none is unknown", () => {
    expect(extraAnswerText(answer(2, "1", ["参加"]))).toEqual({ kind: "choices", titles: [zh("参加")] });
    expect(extraAnswerText(answer(4, "wechat", ["微信公众号"]))).toEqual({
      kind: "choices",
      titles: [zh("微信公众号")],
    });
    expect(extraAnswerText(answer(2, "1;0", ["参加", "不参加"]))).toEqual({ kind: "unknown" });
    expect(extraAnswerText(answer(4, "", []))).toEqual({ kind: "unknown" });
  });

  it("a multiple choice shows its ';'-separated options' titles; a value without an option is unknown", () => {
    expect(extraAnswerText(answer(3, "control;ai", ["控制理论", "人工智能"]))).toEqual({
      kind: "choices",
      titles: [zh("控制理论"), zh("人工智能")],
    });
    expect(extraAnswerText(answer(3, "control;gone", ["控制理论"]))).toEqual({ kind: "unknown" });
  });
});

describe("a group scheme's discount as the panel shows it (spec 002 §9)", () => {
  it("no discount at 1; otherwise tenths (折) and the share taken off", () => {
    expect(groupDiscountText(10_000).label.id).toBe("groupDiscount.none");
    expect(groupDiscountText(8_500)).toMatchObject({ values: { tenths: 8.5, percentOff: 15 } });
    expect(groupDiscountText(9_000)).toMatchObject({ values: { tenths: 9, percentOff: 10 } });
  });
});
