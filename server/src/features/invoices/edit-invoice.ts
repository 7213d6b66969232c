import { AppError, canStaffEditInvoice, type InvoiceDetailsInput } from "@confreg/shared";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import type { ActorRef } from "#lib/audit/write-audit";
import { lockRegistration } from "#state/bindings";
import { invoiceFacts } from "./issue-request";
import { replaceInvoiceDetails } from "./replace-invoice-details";

/**
 * Finance changes the buyer's details (manage-invoice/updateInvoice, spec 002 §2) while nothing is issued:
 * at 0, 1 and -1, and at -2 to re-issue a voided invoice with a corrected title; an issued invoice's title
 * and amount never change (void and re-issue). The details are held to the attendee's rules (shared
 * `invoiceIssues` with the conference's settings, the fee line's payment method and the society; the cap
 * on what was paid) and stored as the registration form stores them. The audit row and the invoice log's
 * entry (between a void and the re-issue, the correction is a step of its story) name the fields that
 * changed, never their values. Under the registration's lock, like every issue: an issue that got there
 * first makes this a conflict, one that comes after issues the new details.
 */
export async function editInvoiceDetails(
  deps: AppDeps,
  invoiceId: number,
  input: InvoiceDetailsInput,
  actor: ActorRef,
): Promise<{ changed: string[] }> {
  return transact(
    deps.db,
    async (tx) => {
      const owner = await tx.db
        .selectFrom("invoices")
        .select("registrationId")
        .where("id", "=", invoiceId)
        .executeTakeFirst();
      if (!owner || !(await lockRegistration(tx, owner.registrationId))) throw new AppError("NOT_FOUND");
      const facts = await invoiceFacts(tx, invoiceId);
      if (!facts) throw new AppError("NOT_FOUND");
      if (!canStaffEditInvoice(facts.invoiceStatus)) throw new AppError("INVOICE_ISSUED_LOCKED");
      // Held to what was paid: that is the amount finance invoices.
      return replaceInvoiceDetails(tx, facts, input, { actor, action: "invoice.edit", capTotal: facts.paid });
    },
    { at: deps.now() },
  );
}
