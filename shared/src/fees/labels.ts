import type { Label } from "../i18n";
import type { FeeLine } from "./types";

/** Texts of the fee breakdown; placeholders are filled from `describeFeeLine(...).values`. */
export const feeLineLabels = {
  base: /*i18n*/ { id: "fee.line.base", message: "Registration fee" },
  baseEarly: /*i18n*/ { id: "fee.line.baseEarly", message: "Registration fee (early-bird)" },
  paperRow: /*i18n*/ {
    id: "fee.line.paperRow",
    message: "Registration fee with {papers, plural, one {# paper} other {# papers}}",
  },
  paperRowEarly: /*i18n*/ {
    id: "fee.line.paperRowEarly",
    message: "Registration fee with {papers, plural, one {# paper} other {# papers}} (early-bird)",
  },
  overPage: /*i18n*/ {
    id: "fee.line.overPage",
    message: "Paper {paper}: {overPages, plural, one {# page} other {# pages}} over the limit",
  },
  workshop: /*i18n*/ { id: "fee.line.workshop", message: "Workshop fee" },
  groupDiscount: /*i18n*/ { id: "fee.line.groupDiscount", message: "Group discount ({percentOff}% off)" },
  invoiceAmount: /*i18n*/ { id: "fee.line.invoiceAmount", message: "Invoice amount" },
} as const satisfies Record<string, Label>;

export type FeeLineText = { label: Label; values: Record<string, number> };

/** The label and placeholder values for one breakdown line (the amount is formatted by the caller). */
export function describeFeeLine(line: FeeLine): FeeLineText {
  switch (line.kind) {
    case "base":
      return { label: line.earlyBird ? feeLineLabels.baseEarly : feeLineLabels.base, values: {} };
    case "paperRow":
      return {
        label: line.earlyBird ? feeLineLabels.paperRowEarly : feeLineLabels.paperRow,
        values: { papers: line.papers },
      };
    case "overPage":
      return { label: feeLineLabels.overPage, values: { paper: line.paper, overPages: line.overPages } };
    case "workshop":
      return { label: feeLineLabels.workshop, values: { workshopId: line.workshopId } };
    case "groupDiscount":
      return {
        label: feeLineLabels.groupDiscount,
        // Chinese shows the factor in tenths ("8.5折"), English the share taken off ("15% off").
        values: {
          percentOff: Math.round((1 - line.factor) * 10_000) / 100,
          tenths: Math.round(line.factor * 1_000) / 100,
        },
      };
    case "invoiceAmount":
      return { label: feeLineLabels.invoiceAmount, values: {} };
  }
}
