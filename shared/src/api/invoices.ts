import { z } from "zod";
import { id, optionalText } from "../schemas/common";

/**
 * How an issuing, voiding or query ended: done, waiting on the platform, failed, or sent back to log in;
 * `documentMissing`: issued (it exists at the platform) but without its PDF, which a Retry asks for again.
 */
export const issueOutcomeValues = [
  "done",
  "pending",
  "failed",
  "relogin",
  "unreachable",
  "documentMissing",
  "idle",
] as const;
export type IssueOutcome = (typeof issueOutcomeValues)[number];
export const issueOutcome = z.object({
  outcome: z.enum(issueOutcomeValues),
  /** After `pending`: how many 5-second queries the back office makes before it tells staff to wait. */
  pollMax: z.number().int().min(1),
});
export type IssueOutcomeBody = z.infer<typeof issueOutcome>;

/** The selected invoices of the list, issued one after another (invoiceBatch); at most 500 at once. */
export const invoiceBatchInput = z.object({ invoiceIds: z.array(id).min(1).max(500) });
/** A batch's outcomes: an issue's, or refused before it was tried (not found, not applicable, over the cap). */
export const batchOutcomeValues = [
  "done",
  "pending",
  "failed",
  "relogin",
  "unreachable",
  "documentMissing",
  "refused",
] as const;
export const invoiceBatchResult = z.object({
  counts: z.record(z.enum(batchOutcomeValues), z.number().int()),
  items: z.array(
    z.object({
      invoiceId: id,
      outcome: z.enum(batchOutcomeValues),
      code: z.string().optional(),
    }),
  ),
});
export type InvoiceBatchResult = z.infer<typeof invoiceBatchResult>;

/**
 * Re-issue (invoiceRetry): the reason of the red reversal, which the re-issue of an issued invoice needs
 * (the reversal's document and the log show it); a failed or voided invoice is issued again without one.
 */
export const reissueInput = z.object({ reason: optionalText(500) });
