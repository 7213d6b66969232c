import { InvoiceAction, InvoiceStatus, type IssueOutcome } from "@confreg/shared";
import type { Tx } from "#db/transact";
import type { IssueResult } from "#ports/invoice-issuer";
import { lockRegistration } from "#state/bindings";
import { applyReversalResult } from "./apply-reversal-result";
import { fireInvoiceEvent, writeInvoiceLog } from "./invoice-events";
import { queueInvoiceNotice } from "./invoice-notices";
import { type IssueContext, type IssuerCall, type IssuingInvoice, issuerActor } from "./issue-steps";

type Issued = Extract<IssueResult, { status: "issued" }>;

/** How an answer ended, and the corrected invoice a confirmed re-issue's reversal sends next. */
export type Applied = { outcome: Exclude<IssueOutcome, "unreachable" | "idle">; next?: IssuerCall };

/** What an answer means by itself: the outcome it gives, applied by whoever got there first. */
function outcomeOf(result: IssueResult): Applied["outcome"] {
  if (result.status === "pending") return "pending";
  if (result.status === "failed") return result.relogin ? "relogin" : "failed";
  return result.document ? "done" : "documentMissing";
}

/**
 * Where the attendee downloads an issued invoice: our route for stored documents, else the platform's;
 * "" while the platform has made none (issued, but its PDF failed).
 */
export const documentUrl = (registrationId: number, result: Issued) => {
  if (!result.document) return "";
  return "url" in result.document
    ? result.document.url
    : `/api/registrations/${registrationId}/invoice/document`;
};

/** The document columns of an issued invoice, as the issuer's answer gives them. */
export const documentColumns = (registrationId: number, result: Issued) => ({
  electronicInvoiceUrl: documentUrl(registrationId, result),
  documentKey: result.document && "storageKey" in result.document ? result.document.storageKey : "",
});

/** The invoice as the answer finds it, read under its registration's lock. */
async function lockedInvoice(tx: Tx, invoice: IssuingInvoice) {
  await lockRegistration(tx, invoice.registrationId);
  return tx.db
    .selectFrom("invoices")
    .select(["invoiceStatus", "invoiceNumber", "reissueFollows", "voidReason"])
    .where("id", "=", invoice.id)
    .executeTakeFirstOrThrow();
}
export type AnsweredInvoice = Awaited<ReturnType<typeof lockedInvoice>>;

/**
 * Applies what the issuer said about the current operation on an invoice (issuing at 3, voiding at -3):
 * issued or voided; failed (-1), or back where it was when the platform asks the clerk to log in again;
 * pending leaves it waiting for a query. Every answer goes into the invoice log. An answer about an
 * operation that is no longer under way (another query applied it first) changes nothing. An
 * invoice issued without its PDF is issued all the same (it exists at the platform): `documentMissing`,
 * and the registrant hears of it once the document comes (invoice-document-retry.ts).
 */
export async function applyIssueResult(
  tx: Tx,
  context: IssueContext,
  invoice: IssuingInvoice,
  result: IssueResult,
): Promise<Applied> {
  const row = await lockedInvoice(tx, invoice);
  const awaited = invoice.voiding ? InvoiceStatus.voiding : InvoiceStatus.issuing;
  if (row.invoiceStatus !== awaited) return { outcome: outcomeOf(result) };
  if (result.status === "pending") {
    await tx.db
      .updateTable("invoices")
      .set({ issuerSerial: result.serial })
      .where("id", "=", invoice.id)
      .execute();
    await writeInvoiceLog(tx, invoice.id, {
      actionType: InvoiceAction.query,
      key: "pending",
      returnMessage: result.message,
    });
    return { outcome: "pending" };
  }
  if (invoice.voiding) return applyReversalResult(tx, context, { ...invoice, row }, result);
  return { outcome: await applyIssueAnswer(tx, context, { ...invoice, row }, result) };
}

async function applyIssueAnswer(
  tx: Tx,
  context: IssueContext,
  invoice: IssuingInvoice & { row: AnsweredInvoice },
  result: Exclude<IssueResult, { status: "pending" }>,
) {
  const base = { invoiceId: invoice.id, actor: issuerActor };
  const answer = { actionType: InvoiceAction.issue, returnMessage: result.message };
  if (result.status === "failed") {
    await fireInvoiceEvent(tx, {
      ...base,
      event: result.relogin ? "issueAborted" : "issueFailed",
      log: result.relogin
        ? { ...answer, key: "issueAborted" }
        : { ...answer, key: "issueFailed", params: { code: result.code } },
    });
    return result.relogin ? "relogin" : "failed";
  }
  // The number it replaces, when it is issued in place of one (a re-issue after a red reversal).
  const replaced = invoice.row.invoiceNumber;
  const number = result.invoiceNumber;
  await fireInvoiceEvent(tx, {
    ...base,
    event: "issued",
    set: {
      invoiceNumber: number,
      fpdm: result.invoiceCode,
      invoiceTime: result.issuedAt.toISOString(),
      ...documentColumns(invoice.registrationId, result),
      amount: invoice.amount,
    },
    log:
      replaced && replaced !== number
        ? { ...answer, key: "reissued", params: { number, replaced } }
        : { ...answer, key: "issued", params: { number } },
  });
  if (!result.document) return "documentMissing";
  await queueInvoiceNotice(tx, invoice.id, "invoiceIssued", context.publicUrl);
  return "done";
}
