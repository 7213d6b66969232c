import type { batchOutcomeValues, IssueOutcome } from "@confreg/shared";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

type Level = "success" | "info" | "warning" | "error";

/** What an issue, void or query that ended each way says (spec 002 §4, §8), and how loudly. */
export const outcomeMessages: Record<IssueOutcome, { text: MessageDescriptor; level: Level }> = {
  done: { text: msg`Done`, level: "success" },
  pending: { text: msg`Sent; waiting for the invoice platform.`, level: "info" },
  failed: { text: msg`The invoice platform refused it; see the log.`, level: "error" },
  relogin: {
    text: msg`Not signed in to the digital invoice system or the sign-in expired; sign in again.`,
    level: "warning",
  },
  unreachable: { text: msg`The invoice platform could not be reached; query it later.`, level: "warning" },
  documentMissing: {
    text: msg`The invoice was issued, but its PDF could not be made.`,
    level: "warning",
  },
  idle: { text: msg`Nothing is waiting at the invoice platform.`, level: "info" },
};

/** A batch's outcomes as its result names them (each "N 条" in Chinese). */
export const batchOutcomeLabels: Record<(typeof batchOutcomeValues)[number], MessageDescriptor> = {
  done: msg`Issued`,
  pending: msg`Waiting for the platform`,
  failed: msg`Failed`,
  relogin: msg`Sign-in needed`,
  unreachable: msg`Platform unreachable`,
  documentMissing: msg`Issued, PDF missing`,
  refused: msg`Not issued`,
};

/** Spec 002 §4's pending alert, when the platform has not answered all the checks. */
export const pendingAlert = {
  title: msg`The invoice platform has not answered yet`,
  text: msg`Please wait. If nothing changes within 5 minutes, press Query.`,
};
