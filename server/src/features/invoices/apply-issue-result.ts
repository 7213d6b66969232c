import { Actor, InvoiceAction } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { fireInvoiceEvent } from "./invoice-events";
import { queueInvoiceNotice } from "./invoice-notices";
import type { IssueResult } from "./issuers/issuer";

const issuerActor = { kind: Actor.system, id: null };

/** Where the attendee downloads an issued invoice: our route for stored documents, else the platform's. */
export const documentUrl = (registrationId: number, result: Extract<IssueResult, { status: "issued" }>) =>
  result.document && "url" in result.document
    ? result.document.url
    : `/api/registrations/${registrationId}/invoice/document`;

/**
 * Applies what the issuer said about the current operation on an invoice (issuing at 3, voiding at -3):
 * issued or voided; failed (-1), or back where it was when the platform asks the clerk to log in again;
 * pending leaves it waiting for a query. Every answer goes into the invoice log.
 */
export async function applyIssueResult(
  tx: Tx,
  invoice: { id: number; registrationId: number; voiding: boolean; amount: number },
  result: IssueResult,
  /** The server's public address, for the download link in the registrant's notice. */
  publicUrl = "",
): Promise<"done" | "pending" | "failed" | "relogin"> {
  const log = {
    actionType: invoice.voiding ? InvoiceAction.redReverse : InvoiceAction.issue,
    returnMessage: result.message,
  };
  if (result.status === "pending") {
    await tx.db
      .updateTable("invoices")
      .set({ issuerSerial: result.serial })
      .where("id", "=", invoice.id)
      .execute();
    await tx.db
      .insertInto("invoiceLogs")
      .values({
        invoiceId: invoice.id,
        actionType: InvoiceAction.query,
        returnMessage: result.message,
        createTime: tx.now,
      })
      .execute();
    return "pending";
  }
  const base = { invoiceId: invoice.id, actor: issuerActor, log };
  if (result.status === "failed") {
    const event = result.relogin
      ? invoice.voiding
        ? "voidAborted"
        : "issueAborted"
      : invoice.voiding
        ? "voidAborted"
        : "issueFailed";
    await fireInvoiceEvent(tx, {
      ...base,
      event,
      log: { ...log, returnMessage: `${result.code} ${result.message}`.trim() },
    });
    return result.relogin ? "relogin" : "failed";
  }
  if (invoice.voiding) {
    await fireInvoiceEvent(tx, {
      ...base,
      event: "voided",
      set: { invalidateTime: result.issuedAt.toISOString() },
    });
    return "done";
  }
  await fireInvoiceEvent(tx, {
    ...base,
    event: "issued",
    set: {
      invoiceNumber: result.invoiceNumber,
      fpdm: result.invoiceCode,
      invoiceTime: result.issuedAt.toISOString(),
      electronicInvoiceUrl: documentUrl(invoice.registrationId, result),
      documentKey: result.document && "storageKey" in result.document ? result.document.storageKey : "",
      amount: invoice.amount,
    },
  });
  await queueInvoiceNotice(tx, invoice.id, "invoiceIssued", publicUrl);
  return "done";
}
