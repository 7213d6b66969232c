import { AppError, InvoiceStatus, invoiceCapIssue, type IssueOutcome as QueryOutcome } from "@confreg/shared";
import { transact } from "#db/transact";
import type { ActorRef } from "#features/audit/audit.service";
import type { AppDeps } from "#http/env";
import { applyIssueResult, publicUrlOf } from "./apply-issue-result";
import { isDocumentMissing } from "./invoice-document";
import { queryInvoiceDocument } from "./invoice-document-retry";
import { fireInvoiceEvent } from "./invoice-events";
import { invoiceFacts, issueRequest } from "./issue-request";
import type { InvoiceIssuer, IssueRequest, IssueResult } from "./issuers/issuer";

export type IssueOutcome = Exclude<QueryOutcome, "idle">;

const unreachable = (issuer: InvoiceIssuer, error: unknown): IssueResult => ({
  status: "pending",
  serial: "",
  message: `${issuer.name}: ${(error as Error).message}`,
});

/**
 * Issues (invoiceNow, digitInvoiceNow) or re-issues (invoiceRetry) an invoice: the machine moves it to 3
 * with a new order number for this attempt, the issuer is asked outside the transaction, and its answer
 * is applied. The order number is the platform's key: asking again (a retry, two staff at once) cannot
 * issue twice. An issuer that cannot be reached leaves the invoice at 3 for a query.
 */
export async function issueInvoice(deps: AppDeps, invoiceId: number, actor: ActorRef): Promise<IssueOutcome> {
  const started = await transact(
    deps.db,
    async (tx) => {
      const facts = await invoiceFacts(tx, invoiceId);
      if (!facts || facts.isDeleted) throw new AppError("NOT_FOUND", { invoiceId });
      const cap = invoiceCapIssue(facts.invoiceType, facts.paid);
      if (cap) throw new AppError("INVOICE_OVER_CAP", { cap: cap.params?.cap ?? 0 });
      const fresh =
        facts.invoiceStatus === InvoiceStatus.none || facts.invoiceStatus === InvoiceStatus.applying;
      const attempts = facts.attempts + 1;
      const orderNo = `INV${String(invoiceId).padStart(8, "0")}A${attempts}`;
      const issuer = deps.invoices.forType(facts.invoiceType);
      await fireInvoiceEvent(tx, {
        invoiceId,
        event: fresh ? "issue" : "reissue",
        actor,
        // A re-issue is a new invoice: the void time of the one it replaces stays in the log, not on it.
        set: {
          issuer: issuer.name,
          orderNo,
          attempts,
          issuerSerial: "",
          ...(fresh ? {} : { invalidateTime: null }),
        },
      });
      // The buyer's details as they are now that the row is locked: an edit that got in first is issued.
      const current = (await invoiceFacts(tx, invoiceId)) ?? facts;
      const request = await issueRequest(tx, current, orderNo);
      return { issuer, request, amount: current.paid, registrationId: facts.registrationId };
    },
    { at: deps.now() },
  );
  return settleIssue(deps, started);
}

async function settleIssue(
  deps: AppDeps,
  started: { issuer: InvoiceIssuer; request: IssueRequest; amount: number; registrationId: number },
) {
  const { issuer, request, amount, registrationId } = started;
  let result: IssueResult;
  let reached = true;
  try {
    result = await issuer.issue(request);
  } catch (error) {
    deps.logger.warn({ issuer: issuer.name, err: (error as Error).message }, "invoice issuer not reached");
    result = unreachable(issuer, error);
    reached = false;
  }
  const outcome = await transact(
    deps.db,
    (tx) =>
      applyIssueResult(
        tx,
        { id: request.invoiceId, registrationId, voiding: false, amount },
        result,
        publicUrlOf(deps),
      ),
    { at: deps.now() },
  );
  return reached ? outcome : "unreachable";
}

/**
 * Voids an issued invoice (invoiceInvalidate, digitInvoiceInvalidate): red-reversed at the issuer under a
 * new order number; the issued amount and title never change, a correction is void and re-issue.
 */
export async function voidInvoice(
  deps: AppDeps,
  invoiceId: number,
  actor: ActorRef,
  reason: string,
): Promise<IssueOutcome> {
  const started = await transact(
    deps.db,
    async (tx) => {
      const facts = await invoiceFacts(tx, invoiceId);
      if (!facts || facts.isDeleted) throw new AppError("NOT_FOUND", { invoiceId });
      const orderNo = `INV${String(invoiceId).padStart(8, "0")}V${facts.attempts}`;
      await fireInvoiceEvent(tx, {
        invoiceId,
        event: "void",
        actor,
        reason,
        set: { orderNo, issuerSerial: "" },
      });
      const issuer = deps.invoices.byName(facts.issuer) ?? deps.invoices.forType(facts.invoiceType);
      const original = {
        invoiceNumber: facts.invoiceNumber,
        invoiceCode: facts.fpdm,
        request: await issueRequest(tx, facts, facts.orderNo),
      };
      return { issuer, original, amount: facts.amount, orderNo, registrationId: facts.registrationId };
    },
    { at: deps.now() },
  );
  let result: IssueResult;
  try {
    result = await started.issuer.void({
      invoiceId,
      orderNo: started.orderNo,
      original: started.original,
      reason,
      at: deps.now(),
    });
  } catch (error) {
    result = unreachable(started.issuer, error);
  }
  return transact(
    deps.db,
    (tx) =>
      applyIssueResult(
        tx,
        { id: invoiceId, registrationId: started.registrationId, voiding: true, amount: started.amount },
        result,
        publicUrlOf(deps),
      ),
    {
      at: deps.now(),
    },
  );
}

/**
 * Asks the issuer how the current operation went (invoiceQuery, digitInvoiceQuery, checkInvoiceUpdate),
 * or, for an invoice issued without its PDF, whether the PDF is there now.
 */
export async function queryInvoice(deps: AppDeps, invoiceId: number, actor: ActorRef): Promise<QueryOutcome> {
  const invoice = await deps.db
    .selectFrom("invoices")
    .select([
      "id",
      "invoiceStatus",
      "issuer",
      "orderNo",
      "issuerSerial",
      "amount",
      "registrationId",
      "documentKey",
      "electronicInvoiceUrl",
    ])
    .where("id", "=", invoiceId)
    .executeTakeFirst();
  if (!invoice) throw new AppError("NOT_FOUND", { invoiceId });
  if (isDocumentMissing(invoice)) return queryInvoiceDocument(deps, invoice, actor);
  const voiding = invoice.invoiceStatus === InvoiceStatus.voiding;
  if (invoice.invoiceStatus !== InvoiceStatus.issuing && !voiding) return "idle";
  const issuer = deps.invoices.byName(invoice.issuer);
  if (!issuer) return "idle";
  let result: IssueResult;
  try {
    result = await issuer.query({ orderNo: invoice.orderNo, serial: invoice.issuerSerial || null });
  } catch {
    return "unreachable";
  }
  const amount = voiding ? invoice.amount : await paidOf(deps, invoiceId);
  return transact(
    deps.db,
    (tx) =>
      applyIssueResult(
        tx,
        { id: invoiceId, registrationId: invoice.registrationId, voiding, amount },
        result,
        publicUrlOf(deps),
      ),
    { at: deps.now() },
  );
}

async function paidOf(deps: AppDeps, invoiceId: number): Promise<number> {
  return transact(deps.db, async (tx) => (await invoiceFacts(tx, invoiceId))?.paid ?? 0, { at: deps.now() });
}
