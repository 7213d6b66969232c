import {
  Actor,
  AppError,
  canEditInvoice,
  type InvoiceInput,
  type InvoiceStatus,
  type OwnInvoice,
  storedInvoiceOf,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { type Tx, transact } from "#db/transact";
import { requireConference } from "#features/conferences";
import type { AppDeps } from "#http/env";
import type { ActorRef } from "#lib/audit/write-audit";
import { lockRegistration } from "#state/bindings";
import { invoiceFacts } from "./issue-request";
import { replaceInvoiceDetails } from "./replace-invoice-details";

type Owner = { accountId: number; registrationId: number };

/** The invoice of one of the account's live registrations, with its conference; absent when not theirs. */
function ownInvoiceRow(db: Kysely<Database>, owner: Owner) {
  return db
    .selectFrom("invoices")
    .innerJoin("registrations", "registrations.id", "invoices.registrationId")
    .selectAll("invoices")
    .select("registrations.conferenceId")
    .where("registrations.id", "=", owner.registrationId)
    .where("registrations.accountId", "=", owner.accountId)
    .where("registrations.isDeleted", "=", 0)
    .executeTakeFirst();
}

/** The invoice's details as registerDetail's editor opens them, and whether it may be edited now. */
export async function getOwnInvoice(deps: AppDeps, owner: Owner): Promise<OwnInvoice> {
  const row = await ownInvoiceRow(deps.db, owner);
  if (!row) throw new AppError("REGISTRATION_NOT_FOUND", { id: owner.registrationId });
  const { settings } = await requireConference(deps.db, row.conferenceId);
  const invoiceStatus = row.invoiceStatus as InvoiceStatus;
  return {
    ...storedInvoiceOf(row),
    invoiceStatus,
    editable: canEditInvoice(invoiceStatus, settings),
  };
}

/**
 * The attendee changes the invoice details of their own registration (confirm edit invoice, spec 000 §4):
 * refused while the invoice is issued or with the issuer (2, 3, -3) and on invoice-only conferences, where
 * the details are the order. The registration form's rules apply, with the cap on the registration's fee
 * (or on what was paid, when more). Under the registration's lock, like finance's edit and every issue, so
 * an issue that got there first makes this a refusal, never a change to an issued invoice.
 */
export async function editOwnInvoice(
  deps: AppDeps,
  owner: Owner,
  input: InvoiceInput,
): Promise<{ changed: string[] }> {
  return transact(
    deps.db,
    async (tx) => {
      const found = await ownInvoiceRow(tx.db, owner);
      if (!found || !(await lockRegistration(tx, owner.registrationId))) {
        throw new AppError("REGISTRATION_NOT_FOUND", { id: owner.registrationId });
      }
      const facts = await invoiceFacts(tx, found.id);
      if (!facts) throw new AppError("REGISTRATION_NOT_FOUND", { id: owner.registrationId });
      const { settings } = await requireConference(tx.db, facts.conferenceId);
      if (settings.isOnlyinvoice) throw new AppError("INVOICE_ONLY_CONFERENCE");
      if (!canEditInvoice(facts.invoiceStatus, settings)) throw new AppError("INVOICE_NOT_EDITABLE");
      return replaceInvoiceDetails(tx, facts, input, {
        actor: { kind: Actor.attendee, id: owner.accountId },
        action: "invoice.ownEdit",
        capTotal: Math.max(facts.fee, facts.paid),
      });
    },
    { at: deps.now() },
  );
}

/**
 * The invoice part of an edited registration (the Edit action of registerDetail, in the edit's unit of
 * work and under its lock): the new details replace the stored ones as the attendee's own edit would, and
 * may change only while `canEditInvoice` allows it; the same details pass whatever the status.
 */
export async function replaceInvoiceOnEdit(
  tx: Tx,
  registrationId: number,
  input: InvoiceInput,
  actor: ActorRef,
): Promise<void> {
  const row = await tx.db
    .selectFrom("invoices")
    .select("id")
    .where("registrationId", "=", registrationId)
    .executeTakeFirst();
  const facts = row && (await invoiceFacts(tx, row.id));
  if (!facts) throw new AppError("REGISTRATION_NOT_FOUND", { id: registrationId });
  const { settings } = await requireConference(tx.db, facts.conferenceId);
  await replaceInvoiceDetails(tx, facts, input, {
    actor,
    action: actor.kind === Actor.attendee ? "invoice.ownEdit" : "invoice.edit",
    // The invoice block's checkTotal held the details to the cap on the edited total already.
    capTotal: 0,
    locked: canEditInvoice(facts.invoiceStatus, settings) ? undefined : "INVOICE_NOT_EDITABLE",
  });
}
