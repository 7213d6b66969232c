import { EditFeeBasis, type RegistrationEditResult } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { aConference, regularDay } from "#testing/conference";
import { i18nIn } from "#testing/i18n";
import { anEditForm } from "#testing/registration";
import { editPriceTime, feeOutcome, isLocked, pricingNote } from "./edit-mode";

const conference = aConference();
const firstSubmission = anEditForm();
const today = anEditForm({ fee: { basis: EditFeeBasis.today, pricedAt: "2027-04-01T02:00:00Z" } });
const paid = anEditForm({
  fee: { basis: EditFeeBasis.kept, pricedAt: "2027-04-01T02:00:00Z" },
  lockedFields: ["participantTypeId", "workshopIds", "papers", "payType"],
});
const outcome = (
  basis: EditFeeBasis,
  before: number,
  after: number,
): Pick<RegistrationEditResult, "fee"> => ({
  fee: { basis, pricedAt: "2027-03-01T02:00:00Z", before, after, currency: "CNY" },
});

describe("editing one's own registration (DOMAIN.md §3)", () => {
  it("prices the edit of an unpaid registration when it was first submitted, or today where the conference says so", () => {
    expect(editPriceTime(firstSubmission, regularDay)).toEqual(new Date("2027-03-01T02:00:00Z"));
    expect(editPriceTime(today, regularDay)).toBe(regularDay);
  });

  it("locks the choices that decide the fee once it is paid or under review", () => {
    expect(isLocked(paid, "workshopIds")).toBe(true);
    expect(isLocked(paid, "invoice")).toBe(false);
    expect(isLocked(firstSubmission, "workshopIds")).toBe(false);
    expect(isLocked(null, "workshopIds")).toBe(false);
  });

  it("says above the form how the fee will be set, the date on the conference's calendar", () => {
    expect(pricingNote(i18nIn("en"), firstSubmission, conference, "en")).toBe(
      "While unpaid, changes are priced at the prices in force when you first registered (1 Mar 2027).",
    );
    expect(pricingNote(i18nIn("zh"), firstSubmission, conference, "zh")).toBe(
      "未缴费时，修改按首次提交注册时（2027年3月1日）的价格计算费用。",
    );
    expect(pricingNote(i18nIn("zh"), today, conference, "zh")).toBe("未缴费时，修改按当前价格计算费用。");
    expect(pricingNote(i18nIn("en"), paid, conference, "en")).toMatch(
      /^This registration is paid or its payment is under review: the participant type, workshops, papers and payment method can no longer be changed here\./,
    );
  });

  it("tells after saving how the fee came out and why", () => {
    const en = i18nIn("en");
    expect(feeOutcome(en, outcome(EditFeeBasis.firstSubmission, 1_000_00, 1_300_00), conference, "en")).toBe(
      "The fee changed from ¥1,000.00 to ¥1,300.00, priced at the prices in force when you first registered (1 Mar 2027).",
    );
    expect(feeOutcome(en, outcome(EditFeeBasis.today, 1_000_00, 1_000_00), conference, "en")).toBe(
      "The fee stays at ¥1,000.00 at today's prices.",
    );
    expect(feeOutcome(i18nIn("zh"), outcome(EditFeeBasis.kept, 1_000_00, 1_000_00), conference, "zh")).toBe(
      "费用仍为 ¥1,000.00：已缴费或缴费审核中，不再重新计费。",
    );
  });
});
