import {
  AppError,
  type AuditAction,
  Currency,
  type ErrorCode,
  InvoiceAction,
  type InvoiceInput,
  invoiceCapIssue,
  invoiceIssues,
  storedInvoice,
  storedInvoiceFields,
} from "@confreg/shared";
import { getAppSetting } from "#db/app-settings";
import type { Tx } from "#db/transact";
import { requireConference } from "#features/conferences";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";
import { writeInvoiceLog } from "./invoice-events";
import type { InvoiceFacts } from "./issue-request";

export type DetailsEdit = {
  actor: ActorRef;
  /** The audit row's action: finance's correction or the attendee's own edit. */
  action: Extract<AuditAction, "invoice.edit" | "invoice.ownEdit">;
  /** The yuan amount the electronic-invoice cap is judged on (what was paid, or what is charged). */
  capTotal: number;
  /** When set, the details may not change now: a change is refused with this code, the same details pass. */
  locked?: ErrorCode;
};

/**
 * Replaces an invoice's buyer details, for finance (edit-invoice.ts) and for the attendee
 * (own-invoice-edit.ts); the caller holds the registration's lock and has decided that this status may be
 * edited by its actor. The details are held to the registration form's rules (shared `invoiceIssues` with
 * the conference's settings, the fee line's payment method and the society; the cap on `capTotal`) and
 * stored as the form stores them. The audit row and the invoice log's entry name the fields that changed,
 * never their values. A status that moved since `facts` were read makes it a conflict.
 */
export async function replaceInvoiceDetails(
  tx: Tx,
  facts: InvoiceFacts,
  input: InvoiceInput,
  edit: DetailsEdit,
): Promise<{ changed: string[] }> {
  const { settings } = await requireConference(tx.db, facts.conferenceId);
  const society = await getAppSetting(tx.db, "society");
  const issues = invoiceIssues({ settings, payType: facts.payType, society }, input);
  // The cap is in yuan; dollar payments take the USD receipt or no invoice.
  const cap = facts.currency === Currency.cny ? invoiceCapIssue(input.invoiceType, edit.capTotal) : null;
  if (cap) issues.push(cap);
  if (issues.length) throw new AppError("VALIDATION_FAILED", { fields: issues });

  const stored = storedInvoice(settings, input);
  const changed = storedInvoiceFields.filter((column) => stored[column] !== facts[column]);
  if (changed.length === 0) return { changed };
  if (edit.locked) throw new AppError(edit.locked);
  const written = await tx.db
    .updateTable("invoices")
    .set({ ...stored, updateTime: tx.now })
    .where("id", "=", facts.id)
    .where("invoiceStatus", "=", facts.invoiceStatus)
    .executeTakeFirst();
  if (Number(written.numUpdatedRows) !== 1) throw new AppError("STATE_CONFLICT", { invoiceId: facts.id });
  tx.touch(facts.registrationId);
  await writeAudit(tx, {
    action: edit.action,
    actor: edit.actor,
    entityId: facts.id,
    conferenceId: facts.conferenceId,
    data: { registrationId: facts.registrationId, fields: changed },
  });
  await writeInvoiceLog(tx, facts.id, {
    actionType: InvoiceAction.edit,
    key: "detailsCorrected",
    params: { fields: changed },
  });
  return { changed };
}
