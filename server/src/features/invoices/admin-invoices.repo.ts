import {
  Actor,
  type AdminInvoiceQuery,
  type AdminInvoiceRow,
  allowedEvents,
  InvoiceStatus,
  invoiceMachine,
} from "@confreg/shared";
import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { Pii } from "#crypto/pii";
import type { DialectName } from "#db/database";
import type { Database } from "#db/schema";
import { keywordFilter } from "#features/registrations/admin-registrations.keyword";

/** Where the list runs and which conferences it may show (null: every conference). */
export type InvoiceListContext = {
  db: Kysely<Database>;
  dialect: DialectName;
  pii: Pii;
  scope: number | null;
};

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
      "registrations.conferenceId",
      "registrations.name",
      "registrations.unit",
      "registrations.email",
      "registrations.payType",
      "registrations.payStatus",
      "registrations.receivedFee",
      "registrations.currency",
      "conferences.titleZh",
      "conferences.titleEn",
    ]);
}

export type InvoiceListRow = Awaited<ReturnType<ReturnType<typeof invoiceRows>["execute"]>>[number];

/**
 * A keyword finds the registrant as the registration list does (name, unit, e-mail, a whole phone or ID
 * number, through the same indexes), or the invoice by its number or the buyer's taxpayer number, typed
 * in full.
 */
function keywordMatch(context: InvoiceListContext, keyword: string): Expression<SqlBool> {
  return sql<SqlBool>`(${keywordFilter(context.dialect, keyword, context.pii)}
    or ${sql.ref("invoices.invoiceNumber")} = ${keyword}
    or ${sql.ref("invoices.taxpayerNumber")} = ${keyword})`;
}

/** The page of invoices (newest first) and the count of every invoice that matches the filters. */
export async function searchInvoices(context: InvoiceListContext, query: AdminInvoiceQuery) {
  let base = invoiceRows(context.db);
  if (context.scope !== null) base = base.where("registrations.conferenceId", "=", context.scope);
  if (query.invoiceType !== undefined) base = base.where("invoices.invoiceType", "=", query.invoiceType);
  if (query.invoiceStatus !== undefined)
    base = base.where("invoices.invoiceStatus", "=", query.invoiceStatus);
  if (query.payType !== undefined) base = base.where("registrations.payType", "=", query.payType);
  if (query.payStatus !== undefined) base = base.where("registrations.payStatus", "=", query.payStatus);
  if (query.keyword) base = base.where(keywordMatch(context, query.keyword));
  const [rows, count] = await Promise.all([
    base
      .orderBy("invoices.id", "desc")
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * What an administrator may do with the invoice now: the shared machine with the payment the row holds
 * (paid, something to invoice, an invoice wanted), so a button the server would refuse is not shown.
 */
function adminActions(row: InvoiceListRow): AdminInvoiceRow["actions"] {
  const fact = { payStatus: row.payStatus, totalFee: row.receivedFee, invoiceType: row.invoiceType };
  return allowedEvents(invoiceMachine, row.invoiceStatus, Actor.admin, { issue: fact, reissue: fact });
}

export function toAdminInvoiceRow(row: InvoiceListRow): AdminInvoiceRow {
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
    documentUrl: row.invoiceStatus === InvoiceStatus.issued ? `/api/admin/invoices/${row.id}/document` : "",
    payType: row.payType,
    payStatus: row.payStatus,
    actions: adminActions(row),
  };
}
