import {
  AppError,
  Currency,
  canStaffEditInvoice,
  InvoiceAction,
  type InvoiceDetailsInput,
  invoiceCapIssue,
  invoiceIssues,
  type StoredInvoice,
  storedInvoice,
} from "@confreg/shared";
import { getAppSetting } from "#db/app-settings";
import { transact } from "#db/transact";
import { type ActorRef, writeAudit } from "#features/audit/audit.service";
import { requireConference } from "#features/conferences/conferences.service";
import type { AppDeps } from "#http/env";
import { lockRegistration } from "#state/bindings";
import { writeInvoiceLog } from "./invoice-events";
import { invoiceFacts } from "./issue-request";

/** The columns an edit writes: the type and every detail `storedInvoice` gives. */
const editedColumns = [
  "invoiceType",
  "invoiceContent",
  "invoiceTitle",
  "taxpayerNumber",
  "unit",
  "address",
  "phone",
  "bank",
  "account",
  "postAddress",
  "postPhone",
  "postEmail",
  "registree",
  "remark",
] as const satisfies readonly (keyof StoredInvoice)[];

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
      const { settings } = await requireConference(tx.db, facts.conferenceId);
      const society = await getAppSetting(tx.db, "society");
      const issues = invoiceIssues({ settings, payType: facts.payType, society }, input);
      // The cap is in yuan; dollar payments take the USD receipt or no invoice.
      const cap = facts.currency === Currency.cny ? invoiceCapIssue(input.invoiceType, facts.paid) : null;
      if (cap) issues.push(cap);
      if (issues.length) throw new AppError("VALIDATION_FAILED", { fields: issues });

      const stored = storedInvoice(settings, input);
      const changed = editedColumns.filter((column) => stored[column] !== facts[column]);
      if (changed.length === 0) return { changed };
      const written = await tx.db
        .updateTable("invoices")
        .set({ ...stored, updateTime: tx.now })
        .where("id", "=", invoiceId)
        .where("invoiceStatus", "=", facts.invoiceStatus)
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) !== 1) throw new AppError("STATE_CONFLICT", { invoiceId });
      tx.touch(facts.registrationId);
      await writeAudit(tx, {
        action: "invoice.edit",
        actor,
        entityId: invoiceId,
        conferenceId: facts.conferenceId,
        data: { registrationId: facts.registrationId, fields: changed },
      });
      await writeInvoiceLog(tx, invoiceId, {
        actionType: InvoiceAction.edit,
        returnMessage: changed.join(", "),
      });
      return { changed };
    },
    { at: deps.now() },
  );
}
