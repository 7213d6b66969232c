import type { conferenceSettings } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { aBlockContext, aConference } from "#testing/conference";
import { additionalBlock } from "./additional-block";

const asking = (settings: z.input<typeof conferenceSettings>) =>
  aBlockContext({ conference: aConference({ settings }) });

describe("the named questions of newRegist (DOMAIN.md §2)", () => {
  it("shows when the conference asks one of them", () => {
    expect(additionalBlock.shown(aBlockContext())).toBe(false);
    expect(additionalBlock.shown(asking({ isHalal: true }))).toBe(true);
    expect(additionalBlock.shown(asking({ fields: { social: true } }))).toBe(true);
  });

  it("starts a conference offering halal meals at the regular meal, and others at none", () => {
    expect(additionalBlock.blank(asking({ isHalal: true })).mealType).toBe("regular");
    expect(additionalBlock.blank(asking({ fields: { social: true } })).mealType).toBeNull();
  });

  it("sends only the answers to the questions asked", () => {
    const context = asking({ fields: { social: true } });
    const answers = { ...additionalBlock.blank(context), social: "Yes" as const, allergens: "Peanuts" };
    const sent = additionalBlock.toInput(answers, context).additional;
    expect(sent).toMatchObject({ social: "Yes", allergens: "" });
  });
});
