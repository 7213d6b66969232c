import {
  type ErrorCode,
  type InvoiceAction,
  type InvoiceContexts,
  type InvoiceEvent,
  type InvoiceLogMessage,
  type InvoiceLogParams,
  type InvoiceStatus,
  InvoiceType,
} from "@confreg/shared";
import { loadMoneyRows, standingOf } from "#db/standing";
import type { InvoiceUpdate } from "#db/tables/invoices";
import type { Tx } from "#db/transact";
import type { ActorRef } from "#lib/audit/write-audit";
import { invoiceState } from "#state/bindings";
import { transitionTo } from "#state/transition";

/** What firing an invoice event can answer (routes spread it into their `errors`): its machine's refusals. */
export const invoiceEventErrors = [
  "INVOICE_ALREADY_ISSUED",
  "INVOICE_IN_PROGRESS",
  "INVOICE_NOT_APPLICABLE",
  "INVOICE_NOT_ISSUED",
  "NOT_FOUND",
  "STATE_CONFLICT",
  "TRANSITION_NOT_ALLOWED",
] as const satisfies readonly ErrorCode[];

export type InvoiceRequest = {
  invoiceId: number;
  event: InvoiceEvent;
  actor: ActorRef;
  /** Columns written with the new state: number, dates, amount, links. */
  set?: InvoiceUpdate;
  /** The invoice log's entry for this step (spec 002 §3): the issuer's answer, or the attendee's application. */
  log?: InvoiceLogRecord;
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

/** Fires an invoice event through the transition helper (DOMAIN.md §5) and writes its log entry. */
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
  if (request.log) await writeInvoiceLog(tx, request.invoiceId, request.log);
  return to as InvoiceStatus;
}

/**
 * What one entry of the invoice log says (spec 002 §3): the step, what happened as a message with its
 * values (rendered in the staff's language), and the issuer's own answer, kept as it came.
 */
export type InvoiceLogRecord = {
  actionType: InvoiceAction;
  key: InvoiceLogMessage;
  params?: InvoiceLogParams;
  returnMessage?: string;
};

/** One entry of the invoice log, with the invoice's number and link as they now are. */
export async function writeInvoiceLog(tx: Tx, invoiceId: number, log: InvoiceLogRecord): Promise<void> {
  const invoice = await tx.db
    .selectFrom("invoices")
    .select(["invoiceNumber", "electronicInvoiceUrl"])
    .where("id", "=", invoiceId)
    .executeTakeFirstOrThrow();
  await tx.db
    .insertInto("invoiceLogs")
    .values({
      invoiceId,
      actionType: log.actionType,
      fphm: invoice.invoiceNumber,
      messageKey: log.key,
      messageParams: JSON.stringify(log.params ?? {}),
      returnMessage: log.returnMessage ?? "",
      electronicInvoiceUrl: invoice.electronicInvoiceUrl,
      createTime: tx.now,
    })
    .execute();
}
