import {
  AppError,
  type ErrorCode,
  InvoiceAction,
  type IssueOutcome as QueryOutcome,
  reissueReverses,
} from "@confreg/shared";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import type { ActorRef } from "#lib/audit/write-audit";
import type { IssueResult } from "#ports/invoice-issuer";
import { applyIssueResult } from "./apply-issue-result";
import { invoiceEventErrors, writeInvoiceLog } from "./invoice-events";
import { type IssuerCall, issueContextOf, lockedFacts, startIssue, startReversal } from "./issue-steps";

/** What issuing, re-issuing, voiding or querying an invoice can answer: the events, an electronic invoice's cap. */
export const invoiceIssueErrors = [
  ...invoiceEventErrors,
  "INVOICE_OVER_CAP",
] as const satisfies readonly ErrorCode[];

export type IssueOutcome = Exclude<QueryOutcome, "idle">;

/**
 * Issues an applied-for or failed invoice (invoiceNow, digitInvoiceNow, createReceipt; one of a batch).
 * Never anything else (DOMAIN.md §5): an issued invoice is "already issued", one the issuer works on "in
 * progress", the machine's refusals, and nothing is asked of the issuer.
 */
export async function issueInvoice(deps: AppDeps, invoiceId: number, actor: ActorRef): Promise<IssueOutcome> {
  const context = issueContextOf(deps);
  const call = await transact(
    deps.db,
    async (tx) => startIssue(tx, context, await lockedFacts(tx, invoiceId), "issue", actor),
    { at: deps.now() },
  );
  return settle(deps, call);
}

/**
 * Re-issue (invoiceRetry). From failed or voided a new issue; from issued one workflow (DOMAIN.md §5):
 * the issued number is red-reversed first, with the reason staff give, and the corrected invoice is
 * issued only once the reversal is confirmed, now or at the query that learns it.
 */
export async function reissueInvoice(
  deps: AppDeps,
  invoiceId: number,
  request: { actor: ActorRef; reason: string },
): Promise<IssueOutcome> {
  const context = issueContextOf(deps);
  const call = await transact(
    deps.db,
    async (tx) => {
      const facts = await lockedFacts(tx, invoiceId);
      if (!reissueReverses(facts.invoiceStatus))
        return startIssue(tx, context, facts, "reissue", request.actor);
      if (!request.reason)
        throw new AppError("VALIDATION_FAILED", {
          fields: [{ path: "reason", code: "validation.required" }],
        });
      return startReversal(tx, context, facts, "reissue", request);
    },
    { at: deps.now() },
  );
  return settle(deps, call);
}

/**
 * Voids an issued invoice (invoiceInvalidate, digitInvoiceInvalidate): red-reversed at the issuer under a
 * new order number; the issued amount and title never change, a correction is a re-issue.
 */
export async function voidInvoice(
  deps: AppDeps,
  invoiceId: number,
  request: { actor: ActorRef; reason: string },
): Promise<IssueOutcome> {
  const context = issueContextOf(deps);
  const call = await transact(
    deps.db,
    async (tx) => startReversal(tx, context, await lockedFacts(tx, invoiceId), "void", request),
    { at: deps.now() },
  );
  return settle(deps, call);
}

/**
 * Asks the issuer, outside any transaction, and applies its answer; a confirmed reversal of a re-issue
 * sends the corrected invoice next. An issuer that cannot be reached leaves the invoice where it is (3 or
 * -3) for a query, and the log says so.
 */
export async function settle(deps: AppDeps, first: IssuerCall): Promise<IssueOutcome> {
  const context = issueContextOf(deps);
  let call = first;
  for (;;) {
    const current = call;
    let result: IssueResult;
    try {
      result = await current.ask(current.issuer);
    } catch (error) {
      await noteUnreachable(deps, current, error as Error);
      return "unreachable";
    }
    const applied = await transact(deps.db, (tx) => applyIssueResult(tx, context, current.invoice, result), {
      at: deps.now(),
    });
    if (!applied.next) return applied.outcome;
    call = applied.next;
  }
}

async function noteUnreachable(deps: AppDeps, call: IssuerCall, error: Error) {
  deps.logger.warn({ issuer: call.issuer.name, err: error.message }, "invoice issuer not reached");
  await transact(
    deps.db,
    async (tx) => {
      await tx.db
        .updateTable("invoices")
        .set({ issuerSerial: "" })
        .where("id", "=", call.invoice.id)
        .execute();
      await writeInvoiceLog(tx, call.invoice.id, {
        actionType: InvoiceAction.query,
        key: "unreachable",
        returnMessage: `${call.issuer.name}: ${error.message}`,
      });
    },
    { at: deps.now() },
  );
}
