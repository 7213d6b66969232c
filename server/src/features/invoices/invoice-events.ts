import {
  type InvoiceAction,
  type InvoiceContexts,
  type InvoiceEvent,
  type InvoiceStatus,
  InvoiceType,
} from "@confreg/shared";
import { loadMoneyRows, standingOf } from "#db/standing";
import type { InvoiceUpdate } from "#db/tables/invoices";
import type { Tx } from "#db/transact";
import type { ActorRef } from "#features/audit/audit.service";
import { invoiceState } from "#state/bindings";
import { transitionTo } from "#state/transition";

export type InvoiceRequest = {
  invoiceId: number;
  event: InvoiceEvent;
  actor: ActorRef;
  /** Columns written with the new state: number, dates, amount, links. */
  set?: InvoiceUpdate;
  /** What the issuer answered, kept in the invoice log (spec 002 §3). */
  log?: { actionType: InvoiceAction; returnMessage: string };
  reason?: string | null;
};

/** Applying needs the payment it invoices: the fee line's state and what was paid (the shared read model). */
async function applyFact(tx: Tx, invoiceId: number): Promise<InvoiceContexts["apply"]> {
  const invoice = await tx.db
    .selectFrom("invoices")
    .innerJoin("registrations", "registrations.id", "invoices.registrationId")
    .select(["invoices.registrationId", "invoices.invoiceType", "registrations.isDeleted"])
    .where("invoices.id", "=", invoiceId)
    .executeTakeFirstOrThrow();
  const { lines, invoices } = await loadMoneyRows(tx.db, [invoice.registrationId]);
  const standing = standingOf(
    invoice,
    lines.get(invoice.registrationId) ?? [],
    invoices.get(invoice.registrationId),
  );
  const feeLine = standing.lines[0];
  return {
    payStatus: feeLine?.payStatus ?? 0,
    totalFee: standing.paid,
    invoiceType: (invoice.invoiceType as InvoiceType) ?? InvoiceType.none,
  };
}

/** The events that need the payment behind the invoice (only a paid fee is invoiced). */
const paymentFacts: readonly InvoiceEvent[] = ["apply", "issue", "reissue"];

/** Fires an invoice event through the transition helper (DOMAIN.md §5) and logs the issuer's answer. */
export async function fireInvoiceEvent(tx: Tx, request: InvoiceRequest): Promise<InvoiceStatus> {
  const to = await transitionTo(tx, invoiceState, {
    id: request.invoiceId,
    event: request.event,
    actor: request.actor,
    set: request.set,
    reason: request.reason ?? null,
    context: async () =>
      paymentFacts.includes(request.event) ? applyFact(tx, request.invoiceId) : undefined,
  });
  if (request.log) {
    const invoice = await tx.db
      .selectFrom("invoices")
      .select(["invoiceNumber", "electronicInvoiceUrl"])
      .where("id", "=", request.invoiceId)
      .executeTakeFirstOrThrow();
    await tx.db
      .insertInto("invoiceLogs")
      .values({
        invoiceId: request.invoiceId,
        actionType: request.log.actionType,
        fphm: invoice.invoiceNumber,
        returnMessage: request.log.returnMessage,
        electronicInvoiceUrl: invoice.electronicInvoiceUrl,
        createTime: tx.now,
      })
      .execute();
  }
  return to as InvoiceStatus;
}
