import { Actor, AppError, InvoiceAction, invoiceCapIssue } from "@confreg/shared";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { fireInvoiceEvent, type InvoiceLogRecord } from "./invoice-events";
import { invoiceFacts } from "./issue-request";

/** The invoice log's first entry: the attendee applied (the demo's stories write it too). */
export const applicationLog: InvoiceLogRecord = { actionType: InvoiceAction.apply, key: "applied" };

/**
 * The attendee applies for the invoice of a paid registration (confirmInvoice): offered when the fee is
 * paid and above zero, the invoice is 0 or -2 and wanted (the machine's guard), and within the
 * electronic invoice cap (DOMAIN.md §5). The invoice log starts here, so that it tells the whole story.
 */
export async function applyForInvoice(deps: AppDeps, owner: { accountId: number; registrationId: number }) {
  await transact(
    deps.db,
    async (tx) => {
      const invoice = await tx.db
        .selectFrom("invoices")
        .innerJoin("registrations", "registrations.id", "invoices.registrationId")
        .select(["invoices.id"])
        .where("registrations.id", "=", owner.registrationId)
        .where("registrations.accountId", "=", owner.accountId)
        .where("registrations.isDeleted", "=", 0)
        .executeTakeFirst();
      if (!invoice) throw new AppError("REGISTRATION_NOT_FOUND", { id: owner.registrationId });
      const facts = await invoiceFacts(tx, invoice.id);
      const cap = facts && invoiceCapIssue(facts.invoiceType, facts.paid);
      if (cap) throw new AppError("INVOICE_OVER_CAP", { cap: cap.params?.cap ?? 0 });
      await fireInvoiceEvent(tx, {
        invoiceId: invoice.id,
        event: "apply",
        actor: { kind: Actor.attendee, id: owner.accountId },
        log: applicationLog,
      });
    },
    { at: deps.now() },
  );
}
