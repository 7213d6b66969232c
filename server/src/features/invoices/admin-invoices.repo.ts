import {
  Actor,
  type AdminInvoiceQuery,
  type AdminInvoiceRow,
  allowedEvents,
  invoiceMachine,
  invoiceStatusTraits,
  payStateOf,
} from "@confreg/shared";
import { type Kysely, sql } from "kysely";
import { payStateIs } from "#db/pay-state";
import type { Database } from "#db/schema";
import { type AdminListContext, newestFirstPage, registrantOrExact } from "#lib/list/query";
import { adminDocumentUrl, isDocumentMissing } from "./invoice-document";

/** Where the list runs and which conferences it may show (null: every conference). */
export type InvoiceListContext = AdminListContext;

/** The invoices of live registrations (not deleted), with the row's columns. */
function invoiceRows(db: Kysely<Database>) {
  return db
    .selectFrom("invoices")
    .innerJoin("registrations", "registrations.id", "invoices.registrationId")
    .innerJoin("conferences", "conferences.id", "registrations.conferenceId")
    .where("registrations.isDeleted", "=", sql.lit(0))
    .select([
      "invoices.id",
      "invoices.registrationId",
      "invoices.invoiceType",
      "invoices.invoiceStatus",
      "invoices.invoiceTitle",
      "invoices.taxpayerNumber",
      "invoices.invoiceNumber",
      "invoices.invoiceTime",
      "invoices.issuer",
      "invoices.documentKey",
      "invoices.electronicInvoiceUrl",
      "invoices.updateTime",
      "registrations.conferenceId",
      "registrations.name",
      "registrations.unit",
      "registrations.email",
      "registrations.payType",
      "registrations.payStatus",
      "registrations.totalFee",
      "registrations.receivedFee",
      "registrations.currency",
      "conferences.titleZh",
      "conferences.titleEn",
    ]);
}

export type InvoiceListRow = Awaited<ReturnType<ReturnType<typeof invoiceRows>["execute"]>>[number];

/**
 * The page of invoices (newest first) and the count of every invoice that matches the filters. A keyword
 * finds the registrant as the registration list does, or the invoice by its number or the buyer's
 * taxpayer number, typed in full.
 */
export async function searchInvoices(context: InvoiceListContext, query: AdminInvoiceQuery) {
  let base = invoiceRows(context.db);
  if (query.invoiceType !== undefined) base = base.where("invoices.invoiceType", "=", query.invoiceType);
  if (query.invoiceStatus !== undefined)
    base = base.where("invoices.invoiceStatus", "=", query.invoiceStatus);
  if (query.payType !== undefined) base = base.where("registrations.payType", "=", query.payType);
  if (query.payStatus !== undefined) base = base.where(payStateIs("registrations", query.payStatus));
  if (query.keyword)
    base = base.where(
      registrantOrExact(context, query.keyword, ["invoices.invoiceNumber", "invoices.taxpayerNumber"]),
    );
  const columns = { id: "invoices.id", conferenceId: "registrations.conferenceId" };
  return newestFirstPage(base, columns, context.scope, query);
}

/**
 * What an administrator may do with the invoice now: the shared machine with the payment the row holds
 * (paid, something to invoice, an invoice wanted), so a button the server would refuse is not shown.
 */
function adminActions(row: InvoiceListRow): AdminInvoiceRow["actions"] {
  const fact = { payStatus: row.payStatus, totalFee: row.receivedFee, invoiceType: row.invoiceType };
  return allowedEvents(invoiceMachine, row.invoiceStatus, Actor.admin, { issue: fact, reissue: fact });
}

/** Spec 002 §4: a digital invoice unchanged for 5 minutes is queried by hand. */
const platformAnswersWithinMs = 5 * 60_000;

/** At the platform (issuing or voiding) since the transition that sent it there, longer than it should take. */
function pendingTooLong(row: InvoiceListRow, now: Date): boolean {
  return (
    invoiceStatusTraits[row.invoiceStatus].atIssuer &&
    now.getTime() - Date.parse(row.updateTime) > platformAnswersWithinMs
  );
}

/** A list row; `now` tells which invoices have waited at the platform too long. */
export function toAdminInvoiceRow(row: InvoiceListRow, now: Date): AdminInvoiceRow {
  return {
    id: row.id,
    registrationId: row.registrationId,
    conference: { id: row.conferenceId, title: { zh: row.titleZh, en: row.titleEn } },
    name: row.name,
    unit: row.unit,
    email: row.email,
    invoiceType: row.invoiceType,
    invoiceStatus: row.invoiceStatus,
    invoiceTitle: row.invoiceTitle,
    taxpayerNumber: row.taxpayerNumber,
    amount: row.receivedFee,
    currency: row.currency,
    invoiceNumber: row.invoiceNumber,
    invoiceTime: row.invoiceTime,
    documentUrl: adminDocumentUrl(row.id, row),
    documentMissing: isDocumentMissing(row),
    pendingTooLong: pendingTooLong(row, now),
    payType: row.payType,
    payStatus: row.payStatus,
    payState: payStateOf(row),
    actions: adminActions(row),
  };
}
