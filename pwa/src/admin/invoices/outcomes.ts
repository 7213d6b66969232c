import type { issueOutcomeValues } from "@confreg/shared";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

type Outcome = (typeof issueOutcomeValues)[number];
type Level = "success" | "info" | "warning" | "error";

/** What an issue, void or query that ended each way says (spec 002 §4, §8), and how loudly. */
export const outcomeMessages: Record<Outcome, { text: MessageDescriptor; level: Level }> = {
  done: { text: msg`Done`, level: "success" },
  pending: { text: msg`Sent; waiting for the invoice platform. Query it in a few minutes.`, level: "info" },
  failed: { text: msg`The invoice platform refused it; see the log.`, level: "error" },
  relogin: {
    text: msg`Not signed in to the digital invoice system or the sign-in expired; sign in again.`,
    level: "warning",
  },
  unreachable: { text: msg`The invoice platform could not be reached; query it later.`, level: "warning" },
  idle: { text: msg`Nothing is waiting at the invoice platform.`, level: "info" },
};

/** A batch's outcomes as its result names them (each "N 条" in Chinese). */
export const batchOutcomeLabels = {
  done: msg`Issued`,
  pending: msg`Waiting for the platform`,
  failed: msg`Failed`,
  relogin: msg`Sign-in needed`,
  unreachable: msg`Platform unreachable`,
  refused: msg`Not issued`,
} as const;
