import { AppError, InvoiceAction } from "@confreg/shared";
import type { Tx } from "#db/transact";
import type { IssueResult } from "#ports/invoice-issuer";
import type { AnsweredInvoice, Applied } from "./apply-issue-result";
import { fireInvoiceEvent, writeInvoiceLog } from "./invoice-events";
import { type IssueContext, type IssuingInvoice, issuerActor, lockedFacts, startIssue } from "./issue-steps";

/**
 * What the issuer said of a red reversal (voiding, -3). Confirmed: voided, and when it was asked for by
 * a re-issue, the corrected invoice is started in the same transaction (DOMAIN.md §5: the issued number
 * is cancelled before another is issued, and nothing can act on the invoice in between). Refused or
 * aborted: the invoice stays issued with its number, and a re-issue that waited for it is over.
 */
export async function applyReversalResult(
  tx: Tx,
  context: IssueContext,
  invoice: IssuingInvoice & { row: AnsweredInvoice },
  result: Exclude<IssueResult, { status: "pending" }>,
): Promise<Applied> {
  const { row } = invoice;
  const number = row.invoiceNumber;
  const reissue = row.reissueFollows === 1;
  const base = { invoiceId: invoice.id, actor: issuerActor, set: { reissueFollows: 0 } };
  const answer = { actionType: InvoiceAction.redReverse, returnMessage: result.message };
  if (result.status === "failed") {
    const key = result.relogin ? "voidAborted" : reissue ? "reissueStopped" : "voidFailed";
    await fireInvoiceEvent(tx, {
      ...base,
      event: "voidAborted",
      log: { ...answer, key, params: { number, code: result.code } },
    });
    return { outcome: result.relogin ? "relogin" : "failed" };
  }
  await fireInvoiceEvent(tx, {
    ...base,
    event: "voided",
    set: { ...base.set, invalidateTime: result.issuedAt.toISOString() },
    log: {
      ...answer,
      key: reissue ? "reversedForReissue" : "voided",
      params: { number, red: result.invoiceNumber, reason: row.voidReason },
    },
  });
  if (!reissue) return { outcome: "done" };
  const next = await startCorrected(tx, context, invoice.id, number);
  return next ? { outcome: "done", next } : { outcome: "failed" };
}

/**
 * The corrected invoice of a re-issue, once its reversal is confirmed: issued by the system. Should the
 * payment no longer be invoiced as it was (refunded meanwhile, over the cap), the invoice stays voided and
 * the log says why; the refusal comes before anything is written, so the reversal's commit stands.
 */
async function startCorrected(tx: Tx, context: IssueContext, invoiceId: number, reversed: string) {
  try {
    return await startIssue(tx, context, await lockedFacts(tx, invoiceId), "reissue", issuerActor);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await writeInvoiceLog(tx, invoiceId, {
      actionType: InvoiceAction.issue,
      key: "reissueRefused",
      params: { number: reversed, code: error.code },
    });
    return undefined;
  }
}
