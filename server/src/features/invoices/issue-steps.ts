import { Actor, AppError, invoiceCapIssue } from "@confreg/shared";
import type { Tx } from "#db/transact";
import type { AppDeps } from "#http/env";
import type { ActorRef } from "#lib/audit/write-audit";
import type { InvoiceIssuer, InvoiceIssuers, IssueResult } from "#ports/invoice-issuer";
import { lockRegistration } from "#state/bindings";
import { fireInvoiceEvent } from "./invoice-events";
import { type InvoiceFacts, invoiceFacts, issueRequest } from "./issue-request";

/** What the steps of issuing need beyond the transaction: the issuers, and the address notices link to. */
export type IssueContext = { issuers: InvoiceIssuers; publicUrl: string };

/** The issuer's answers, and what follows from them (the corrected invoice of a re-issue), are the system's. */
export const issuerActor: ActorRef = { kind: Actor.system, id: null };

export const issueContextOf = (deps: AppDeps): IssueContext => ({
  issuers: deps.invoices,
  publicUrl: deps.config.publicUrl ?? `http://localhost:${deps.config.port}`,
});

/** The invoice an answer of the issuer is about, and whether that answer is about its red reversal. */
export type IssuingInvoice = { id: number; registrationId: number; voiding: boolean; amount: number };

/**
 * What is asked of the issuer once the transition that starts it has committed: the issuer may be slow,
 * and no database transaction waits for it.
 */
export type IssuerCall = {
  issuer: InvoiceIssuer;
  invoice: IssuingInvoice;
  ask: (issuer: InvoiceIssuer) => Promise<IssueResult>;
};

const orderNoOf = (invoiceId: number, kind: "A" | "V", attempt: number) =>
  `INV${String(invoiceId).padStart(8, "0")}${kind}${attempt}`;

/**
 * The invoice with what issuing it needs, read after its registration is locked: what is decided from it
 * (which step a re-issue takes, the next order number) cannot change before the transition writes.
 */
export async function lockedFacts(tx: Tx, invoiceId: number): Promise<InvoiceFacts> {
  const owner = await tx.db
    .selectFrom("invoices")
    .select("registrationId")
    .where("id", "=", invoiceId)
    .executeTakeFirst();
  if (!owner || !(await lockRegistration(tx, owner.registrationId)))
    throw new AppError("NOT_FOUND", { invoiceId });
  const facts = await invoiceFacts(tx, invoiceId);
  if (!facts) throw new AppError("NOT_FOUND", { invoiceId });
  return facts;
}

/**
 * Issues (event issue) or issues again (reissue): the machine moves the invoice to 3 with a new order
 * number for this attempt, the platform's key, so that asking again cannot issue twice. The buyer's
 * details are read under the lock: an edit that got in first is what is issued.
 */
export async function startIssue(
  tx: Tx,
  context: IssueContext,
  facts: InvoiceFacts,
  event: "issue" | "reissue",
  actor: ActorRef,
): Promise<IssuerCall> {
  const cap = invoiceCapIssue(facts.invoiceType, facts.paid);
  if (cap) throw new AppError("INVOICE_OVER_CAP", { cap: cap.params?.cap ?? 0 });
  const attempts = facts.attempts + 1;
  const orderNo = orderNoOf(facts.id, "A", attempts);
  const issuer = context.issuers.forType(facts.invoiceType);
  await fireInvoiceEvent(tx, {
    invoiceId: facts.id,
    event,
    actor,
    // A re-issue is a new invoice: the void time of the one it replaces stays in the log, not on it.
    set: { issuer: issuer.name, orderNo, attempts, issuerSerial: "", invalidateTime: null },
  });
  const request = await issueRequest(tx, facts, orderNo);
  return {
    issuer,
    invoice: { id: facts.id, registrationId: facts.registrationId, voiding: false, amount: facts.paid },
    ask: (to) => to.issue(request),
  };
}

/**
 * Red-reverses the issued invoice (event void, or reissue from issued) under an order number of its own;
 * the issued amount and title never change. A re-issue marks that the corrected invoice follows the
 * confirmed reversal (apply-reversal-result.ts), whenever the issuer confirms it.
 */
export async function startReversal(
  tx: Tx,
  context: IssueContext,
  facts: InvoiceFacts,
  event: "void" | "reissue",
  request: { actor: ActorRef; reason: string },
): Promise<IssuerCall> {
  const orderNo = orderNoOf(facts.id, "V", facts.attempts);
  const { actor, reason } = request;
  await fireInvoiceEvent(tx, {
    invoiceId: facts.id,
    event,
    actor,
    reason,
    set: { orderNo, issuerSerial: "", voidReason: reason, reissueFollows: event === "reissue" ? 1 : 0 },
  });
  const issuer = context.issuers.byName(facts.issuer) ?? context.issuers.forType(facts.invoiceType);
  const original = {
    invoiceNumber: facts.invoiceNumber,
    invoiceCode: facts.fpdm,
    request: await issueRequest(tx, facts, facts.orderNo),
  };
  return {
    issuer,
    invoice: { id: facts.id, registrationId: facts.registrationId, voiding: true, amount: facts.amount },
    ask: (to) => to.void({ invoiceId: facts.id, orderNo, original, reason, at: tx.at }),
  };
}
