import {
  Actor,
  type AdminPaymentQuery,
  type AdminPaymentRow,
  allowedEvents,
  type InvoiceStatus,
  maskPhone,
  paymentMachine,
  payStateOf,
} from "@confreg/shared";
import { type Kysely, sql } from "kysely";
import { payStateIs } from "#db/pay-state";
import type { Database } from "#db/schema";
import { type AdminListContext, newestFirstPage, registrantOrExact } from "#lib/list/query";

/** Where the list runs and which conferences it may show (null: every conference). */
export type PaymentListContext = AdminListContext;

/** The live lines (their registration not deleted) of the scope, with the row's columns. */
export function payLineRows(db: Kysely<Database>) {
  return db
    .selectFrom("payLines")
    .innerJoin("registrations", "registrations.id", "payLines.registrationId")
    .innerJoin("conferences", "conferences.id", "registrations.conferenceId")
    .where("registrations.isDeleted", "=", sql.lit(0))
    .select((eb) => [
      "payLines.id",
      "payLines.registrationId",
      "payLines.payType",
      "payLines.payStatus",
      "payLines.totalFee",
      "payLines.receivedFee",
      "payLines.currency",
      "payLines.outTradeNo",
      "payLines.transactionId",
      "payLines.payTime",
      "payLines.createTime",
      "payLines.transferVoucher",
      "payLines.refundType",
      "registrations.conferenceId",
      "registrations.name",
      "registrations.unit",
      "registrations.email",
      "registrations.phone",
      "registrations.invoiceStatus",
      "conferences.titleZh",
      "conferences.titleEn",
      eb
        .exists(
          eb
            .selectFrom("refundRequests")
            .select("refundRequests.id")
            .whereRef("refundRequests.payLineId", "=", "payLines.id"),
        )
        .as("hasRefundRequest"),
    ]);
}

export type PayLineListRow = Awaited<ReturnType<ReturnType<typeof payLineRows>["execute"]>>[number];

/**
 * The page of lines (newest first) and the count of every line that matches the filters. A keyword finds
 * the registrant as the registration list does, or the line itself by its trade number or the provider's
 * transaction id, typed in full: what a bank statement or a provider's bill shows.
 */
export async function searchPayLines(context: PaymentListContext, query: AdminPaymentQuery) {
  let base = payLineRows(context.db);
  if (query.payType !== undefined) base = base.where("payLines.payType", "=", query.payType);
  if (query.payStatus !== undefined) base = base.where(payStateIs("payLines", query.payStatus));
  if (query.keyword)
    base = base.where(
      registrantOrExact(context, query.keyword, ["payLines.outTradeNo", "payLines.transactionId"]),
    );
  const columns = { id: "payLines.id", conferenceId: "registrations.conferenceId" };
  return newestFirstPage(base, columns, context.scope, query);
}

/**
 * What an administrator may do with the line now: the shared machine, with the facts the row already
 * holds (the line's amount, the registration's invoice), so a button the server would refuse is not shown.
 */
function adminActions(row: PayLineListRow): AdminPaymentRow["actions"] {
  const invoiceStatus = row.invoiceStatus as InvoiceStatus;
  const events = allowedEvents(paymentMachine, row.payStatus, Actor.admin, {
    confirmPayment: { groupIncomplete: false, totalFee: row.totalFee },
    returnToReview: { payType: row.payType },
    // Whether a refund is partial decides its target only, not whether it is allowed.
    confirmRefund: { invoiceStatus, partial: false },
    refundDifference: { invoiceStatus },
  });
  // A fee difference is asked back by an edit of the registration, never from the list.
  return events.filter((event) => event !== "refundDifference");
}

export function toAdminPaymentRow(row: PayLineListRow): AdminPaymentRow {
  return {
    id: row.id,
    registrationId: row.registrationId,
    conference: { id: row.conferenceId, title: { zh: row.titleZh, en: row.titleEn } },
    name: row.name,
    unit: row.unit,
    email: row.email,
    phoneMasked: row.phone ? maskPhone(row.phone) : "",
    payType: row.payType,
    payStatus: row.payStatus,
    payState: payStateOf(row),
    totalFee: row.totalFee,
    receivedFee: row.receivedFee,
    currency: row.currency,
    outTradeNo: row.outTradeNo,
    transactionId: row.transactionId,
    payTime: row.payTime,
    createTime: row.createTime,
    hasVoucher: row.transferVoucher !== null,
    // SQLite answers exists() with 0/1, Postgres with a boolean.
    hasRefundRequest: Boolean(row.hasRefundRequest),
    actions: adminActions(row),
  };
}
