import { AppError, InvoiceStatus, type IssueOutcome, invoiceStatusTraits } from "@confreg/shared";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import type { ActorRef } from "#lib/audit/write-audit";
import type { IssueResult } from "#ports/invoice-issuer";
import { applyIssueResult } from "./apply-issue-result";
import { isDocumentMissing } from "./invoice-document";
import { queryInvoiceDocument } from "./invoice-document-retry";
import { settle } from "./issue-invoice";
import { invoiceFacts } from "./issue-request";
import { issueContextOf } from "./issue-steps";

/**
 * Asks the issuer how the current operation went (invoiceQuery, digitInvoiceQuery, checkInvoiceUpdate),
 * or, for an invoice issued without its PDF, whether the PDF is there now. A confirmed reversal of a
 * re-issue sends the corrected invoice on: the query is where an asynchronous platform's answer arrives.
 */
export async function queryInvoice(deps: AppDeps, invoiceId: number, actor: ActorRef): Promise<IssueOutcome> {
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
  if (!invoiceStatusTraits[invoice.invoiceStatus].atIssuer) return "idle";
  const issuer = deps.invoices.byName(invoice.issuer);
  if (!issuer) return "idle";
  let result: IssueResult;
  try {
    result = await issuer.query({ orderNo: invoice.orderNo, serial: invoice.issuerSerial || null });
  } catch {
    return "unreachable";
  }
  const voiding = invoice.invoiceStatus === InvoiceStatus.voiding;
  const amount = voiding ? invoice.amount : await paidOf(deps, invoiceId);
  const applied = await transact(
    deps.db,
    (tx) =>
      applyIssueResult(
        tx,
        issueContextOf(deps),
        { id: invoiceId, registrationId: invoice.registrationId, voiding, amount },
        result,
      ),
    { at: deps.now() },
  );
  return applied.next ? settle(deps, applied.next) : applied.outcome;
}

async function paidOf(deps: AppDeps, invoiceId: number): Promise<number> {
  return transact(deps.db, async (tx) => (await invoiceFacts(tx, invoiceId))?.paid ?? 0, { at: deps.now() });
}
