import {
  type AdminInvoiceDetail,
  AppError,
  type AuditAction,
  canStaffEditInvoice,
  InvoiceStatus,
} from "@confreg/shared";
import { transact } from "#db/transact";
import { requireConference } from "#features/conferences";
import type { AppDeps } from "#http/env";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";
import { adminDocumentUrl, isDocumentMissing } from "./invoice-document";
import { invoiceLogOf } from "./invoice-log";

/** The invoice of a live registration with its registrant, or NOT_FOUND. */
async function invoiceOf(deps: Pick<AppDeps, "db">, invoiceId: number) {
  const row = await deps.db
    .selectFrom("invoices")
    .innerJoin("registrations", "registrations.id", "invoices.registrationId")
    .selectAll("invoices")
    .select([
      "registrations.conferenceId",
      "registrations.name",
      "registrations.unit as registrantUnit",
      "registrations.receivedFee",
      "registrations.currency",
    ])
    .where("invoices.id", "=", invoiceId)
    .where("registrations.isDeleted", "=", 0)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** getInvoiceDetail (spec 002 §7): every field of the invoice, its registrant and its log. */
export async function invoiceDetail(deps: AppDeps, invoiceId: number): Promise<AdminInvoiceDetail> {
  const row = await invoiceOf(deps, invoiceId);
  const { settings } = await requireConference(deps.db, row.conferenceId);
  return {
    id: row.id,
    registrationId: row.registrationId,
    conferenceId: row.conferenceId,
    name: row.name,
    registrantUnit: row.registrantUnit,
    invoiceType: row.invoiceType,
    invoiceContent: row.invoiceContent,
    invoiceTitle: row.invoiceTitle,
    taxpayerNumber: row.taxpayerNumber,
    unit: row.unit,
    address: row.address,
    phone: row.phone,
    bank: row.bank,
    account: row.account,
    postAddress: row.postAddress,
    postPhone: row.postPhone,
    postEmail: row.postEmail,
    registree: row.registree,
    remark: row.remark,
    invoiceStatus: row.invoiceStatus,
    invoiceNumber: row.invoiceNumber,
    invoiceCode: row.fpdm,
    invoiceTime: row.invoiceTime,
    voidTime: row.invalidateTime,
    documentUrl: adminDocumentUrl(row.id, row),
    documentMissing: isDocumentMissing(row),
    editable: canStaffEditInvoice(row.invoiceStatus),
    invoiceSettings: {
      isDollar: settings.isDollar,
      isAllinvoice: settings.isAllinvoice,
      isPost: settings.isPost,
      isPaperinvoice: settings.isPaperinvoice,
      invoiceContents: settings.invoiceContents,
      isInvoiceremark: settings.isInvoiceremark,
    },
    expressNumber: row.expressNumber,
    isTaken: row.isTaken === 1,
    receiptIsSent: row.receiptIsSent === 1,
    amount: row.amount > 0 ? row.amount : row.receivedFee,
    currency: row.currency,
    log: await invoiceLogOf(deps, invoiceId),
  };
}

/** confirmInvoiceTaken / cancelInvoiceTaken: the issued invoice was (not) taken by the registrant. */
export async function setInvoiceTaken(
  deps: AppDeps,
  invoiceId: number,
  taken: boolean,
  actor: ActorRef,
): Promise<void> {
  await transact(
    deps.db,
    async (tx) => {
      const row = await invoiceOf(tx, invoiceId);
      if (row.invoiceStatus !== InvoiceStatus.issued) throw new AppError("INVOICE_NOT_ISSUED");
      const to = taken ? 1 : 0;
      await tx.db
        .updateTable("invoices")
        .set({ isTaken: to, updateTime: tx.now })
        .where("id", "=", invoiceId)
        .execute();
      tx.touch(row.registrationId);
      const action: AuditAction = taken ? "invoice.taken" : "invoice.notTaken";
      await writeAudit(tx, {
        action,
        actor,
        entityId: invoiceId,
        conferenceId: row.conferenceId,
        from: row.isTaken,
        to,
        data: { registrationId: row.registrationId },
      });
    },
    { at: deps.now() },
  );
}

/** manage-invoice/updateInvoice: the posted paper invoice's express number. */
export async function setInvoiceExpress(
  deps: AppDeps,
  invoiceId: number,
  expressNumber: string,
  actor: ActorRef,
): Promise<void> {
  await transact(
    deps.db,
    async (tx) => {
      const row = await invoiceOf(tx, invoiceId);
      if (row.expressNumber === expressNumber) return;
      await tx.db
        .updateTable("invoices")
        .set({ expressNumber, updateTime: tx.now })
        .where("id", "=", invoiceId)
        .execute();
      tx.touch(row.registrationId);
      await writeAudit(tx, {
        action: "invoice.express",
        actor,
        entityId: invoiceId,
        conferenceId: row.conferenceId,
        from: row.expressNumber,
        to: expressNumber,
        data: { registrationId: row.registrationId },
      });
    },
    { at: deps.now() },
  );
}
