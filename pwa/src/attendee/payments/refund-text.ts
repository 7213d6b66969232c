import { PayStatus } from "@confreg/shared";
import { msg } from "@lingui/core/macro";

/** The four steps of a refund (spec 000 §4): applied, audited, refunded, done. */
export const refundStepLabels = [
  msg({ message: "Apply", context: "refund step" }),
  msg({ message: "Review", context: "refund step" }),
  msg({ message: "Refund", context: "refund step" }),
  msg({ message: "Done", context: "refund step" }),
] as const;

/** Where each refund status stands on those steps (-1 step 1, -3 step 2, -2 step 3). */
export const refundStepOf: Partial<Record<PayStatus, 1 | 2 | 3>> = {
  [PayStatus.refundReviewing]: 1,
  [PayStatus.refundProcessing]: 2,
  [PayStatus.refunded]: 3,
};

/** A typed reason on one line: the request takes one line of text (line breaks become spaces). */
export const oneLine = (text: unknown) =>
  typeof text === "string" ? text.replace(/\s*[\r\n]+\s*/g, " ").trim() : "";
