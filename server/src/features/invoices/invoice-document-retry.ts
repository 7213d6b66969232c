import { AppError, InvoiceAction, InvoiceStatus, type IssueOutcome } from "@confreg/shared";
import { type Tx, transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";
import type { InvoiceIssuer, IssueResult } from "#ports/invoice-issuer";
import { lockRegistration } from "#state/bindings";
import { documentColumns } from "./apply-issue-result";
import { isDocumentMissing } from "./invoice-document";
import { writeInvoiceLog } from "./invoice-events";
import { queueInvoiceNotice } from "./invoice-notices";
import { invoiceFacts, issueRequest } from "./issue-request";
import { issueContextOf } from "./issue-steps";

type DocumentOutcome = Exclude<IssueOutcome, "idle">;
type Asked = { invoiceId: number; actor: ActorRef; actionType: InvoiceAction };

/**
 * Retry for an invoice issued without its PDF (spec 002 §4: "issue succeeded but the PDF failed", Retry or
 * Back): the same order number goes to its issuer again, which cannot issue it twice; Nuonuo signs it
 * again (reInvoice), the built-in issuer hands back its document. Not a transition: the invoice stays
 * issued, its number, amount and title as they are; the answer goes into the log and a document that
 * came is kept. Asked again once the document is there, nothing is sent.
 */
export async function retryInvoiceDocument(
  deps: AppDeps,
  invoiceId: number,
  actor: ActorRef,
): Promise<DocumentOutcome> {
  const started = await transact(
    deps.db,
    async (tx) => {
      const facts = await invoiceFacts(tx, invoiceId);
      if (!facts || facts.isDeleted) throw new AppError("NOT_FOUND", { invoiceId });
      if (facts.invoiceStatus !== InvoiceStatus.issued) throw new AppError("INVOICE_NOT_ISSUED");
      if (!isDocumentMissing(facts)) return null;
      // The invoice as it was issued: its amount, not what the registration has paid since.
      const request = await issueRequest(tx, { ...facts, paid: facts.amount }, facts.orderNo);
      return { issuer: deps.invoices.byName(facts.issuer), request };
    },
    { at: deps.now() },
  );
  if (!started) return "done";
  const asked = { invoiceId, actor, actionType: InvoiceAction.issue };
  return askIssuer(deps, started.issuer, asked, (issuer) => issuer.issue(started.request));
}

/**
 * The query of an issued invoice without its PDF (invoiceQuery on such an invoice): asks the issuer for the
 * order and keeps the document if there now is one.
 */
export function queryInvoiceDocument(
  deps: AppDeps,
  invoice: { id: number; issuer: string; orderNo: string; issuerSerial: string },
  actor: ActorRef,
): Promise<DocumentOutcome> {
  const asked = { invoiceId: invoice.id, actor, actionType: InvoiceAction.query };
  return askIssuer(deps, deps.invoices.byName(invoice.issuer), asked, (issuer) =>
    issuer.query({ orderNo: invoice.orderNo, serial: invoice.issuerSerial || null }),
  );
}

/** Asks outside any transaction (the platform may be slow), then keeps the answer in one. */
async function askIssuer(
  deps: AppDeps,
  issuer: InvoiceIssuer | undefined,
  asked: Asked,
  ask: (issuer: InvoiceIssuer) => Promise<IssueResult>,
): Promise<DocumentOutcome> {
  // An issuer no longer configured (its variables removed) cannot be asked.
  if (!issuer) return "unreachable";
  let result: IssueResult;
  try {
    result = await ask(issuer);
  } catch (error) {
    deps.logger.warn({ issuer: issuer.name, err: (error as Error).message }, "invoice issuer not reached");
    return "unreachable";
  }
  return transact(deps.db, (tx) => keepDocumentAnswer(tx, asked, result, issueContextOf(deps).publicUrl), {
    at: deps.now(),
  });
}

/**
 * What the issuer said about the missing document: the document (kept, audited, and the registrant is
 * told the invoice is there), still none, still being made (pending, its serial kept for the query), or
 * a refusal; each answer in the invoice log. Read under the registration's lock: a void or another Retry
 * that got there first is not undone.
 */
async function keepDocumentAnswer(
  tx: Tx,
  asked: Asked,
  result: IssueResult,
  publicUrl: string,
): Promise<DocumentOutcome> {
  const { invoiceId } = asked;
  const owner = await tx.db
    .selectFrom("invoices")
    .innerJoin("registrations", "registrations.id", "invoices.registrationId")
    .select(["invoices.registrationId", "registrations.conferenceId"])
    .where("invoices.id", "=", invoiceId)
    .executeTakeFirst();
  if (!owner || !(await lockRegistration(tx, owner.registrationId))) throw new AppError("NOT_FOUND");
  const current = await tx.db
    .selectFrom("invoices")
    .select(["invoiceStatus", "invoiceNumber", "issuer", "documentKey", "electronicInvoiceUrl"])
    .where("id", "=", invoiceId)
    .executeTakeFirstOrThrow();
  if (current.invoiceStatus !== InvoiceStatus.issued) throw new AppError("STATE_CONFLICT", { invoiceId });
  if (!isDocumentMissing(current)) return "done";
  const number = current.invoiceNumber;
  const log = { actionType: asked.actionType, returnMessage: result.message };
  if (result.status === "failed") {
    await writeInvoiceLog(tx, invoiceId, {
      ...log,
      key: "documentFailed",
      params: { number, code: result.code },
    });
    return result.relogin ? "relogin" : "failed";
  }
  if (result.status === "pending") {
    await tx.db
      .updateTable("invoices")
      .set({ issuerSerial: result.serial })
      .where("id", "=", invoiceId)
      .execute();
    await writeInvoiceLog(tx, invoiceId, { ...log, key: "pending" });
    return "pending";
  }
  if (!result.document) {
    await writeInvoiceLog(tx, invoiceId, { ...log, key: "documentMissing", params: { number } });
    return "documentMissing";
  }
  const columns = documentColumns(owner.registrationId, result);
  await tx.db
    .updateTable("invoices")
    .set({ ...columns, updateTime: tx.now })
    .where("id", "=", invoiceId)
    .execute();
  tx.touch(owner.registrationId);
  await writeInvoiceLog(tx, invoiceId, { ...log, key: "documentKept", params: { number } });
  await writeAudit(tx, {
    action: "invoice.document",
    actor: asked.actor,
    entityId: invoiceId,
    conferenceId: owner.conferenceId,
    data: { registrationId: owner.registrationId, kept: columns.documentKey ? "storage" : "platformLink" },
  });
  await queueInvoiceNotice(tx, invoiceId, "invoiceIssued", publicUrl);
  return "done";
}
