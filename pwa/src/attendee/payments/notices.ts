import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PollResult } from "./use-payment-polling";

/** What the page says while and after it checks a payment (spec 000 §8, 001 §8). */
export const pollNotices: Record<PollResult, MessageDescriptor> = {
  checking: msg`Checking the payment`,
  paid: msg`Payment successful!`,
  paidPending: msg`Payment successful! Your group discount is confirmed once the group has enough paid members.`,
  notPaid: msg`The payment was not completed. You can pay again.`,
  pending: msg`The payment has not been received yet. It will show here once the payment provider confirms it.`,
};

/** Whether the notice tells of success, a wait, or a failure (its colour). */
export const pollTone: Record<PollResult, "info" | "success" | "warning"> = {
  checking: "info",
  paid: "success",
  paidPending: "success",
  notPaid: "warning",
  pending: "warning",
};
