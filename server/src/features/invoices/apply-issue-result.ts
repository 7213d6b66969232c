import { Actor, InvoiceAction } from "@confreg/shared";
import type { Tx } from "#db/transact";
import type { AppDeps } from "#http/env";
import { fireInvoiceEvent } from "./invoice-events";
import { queueInvoiceNotice } from "./invoice-notices";
import type { IssueResult } from "./issuers/issuer";

const issuerActor = { kind: Actor.system, id: null };

type Issued = Extract<IssueResult, { status: "issued" }>;

/** The address links in notices start with; the messages are sent once the change has committed. */
export const publicUrlOf = (deps: AppDeps) => deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;

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

/**
 * Applies what the issuer said about the current operation on an invoice (issuing at 3, voiding at -3):
 * issued or voided; failed (-1), or back where it was when the platform asks the clerk to log in again;
 * pending leaves it waiting for a query. Every answer goes into the invoice log. An invoice issued without
 * its PDF is issued all the same (it exists at the platform): `documentMissing`, and the registrant hears
 * of it once the document comes (invoice-document-retry.ts).
 */
export async function applyIssueResult(
  tx: Tx,
  invoice: { id: number; registrationId: number; voiding: boolean; amount: number },
  result: IssueResult,
  /** The server's public address, for the download link in the registrant's notice. */
  publicUrl = "",
): Promise<"done" | "pending" | "failed" | "relogin" | "documentMissing"> {
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
      ...documentColumns(invoice.registrationId, result),
      amount: invoice.amount,
    },
  });
  if (!result.document) return "documentMissing";
  await queueInvoiceNotice(tx, invoice.id, "invoiceIssued", publicUrl);
  return "done";
}
