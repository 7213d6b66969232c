import { PayStatus } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { i18nIn } from "#testing/i18n";
import { oneLine, refundStepLabels, refundStepOf } from "./refund-text";

describe("a refund's progress and its request", () => {
  it("places a refund on its four steps: applied (under review), reviewed (in progress), refunded", () => {
    expect(refundStepLabels.map((label) => i18nIn("en")._(label))).toEqual([
      "Apply",
      "Review",
      "Refund",
      "Done",
    ]);
    expect(refundStepOf[PayStatus.refundReviewing]).toBe(1);
    expect(refundStepOf[PayStatus.refundProcessing]).toBe(2);
    expect(refundStepOf[PayStatus.refunded]).toBe(3);
    expect(refundStepOf[PayStatus.paid]).toBeUndefined();
  });

  it("sends a typed reason on one line", () => {
    expect(oneLine("  Cannot travel\r\n  visa refused \n")).toBe("Cannot travel visa refused");
    expect(oneLine(undefined)).toBe("");
  });
});
