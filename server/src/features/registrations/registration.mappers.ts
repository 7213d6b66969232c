import {
  type AdminRegistrationDetail,
  type AdminRegistrationRow,
  type Currency,
  canDeleteRegistration,
  type Gender,
  type InvoiceStatus,
  type InvoiceType,
  maskIdNumber,
  maskPhone,
  type PayLine,
  type PayStatus,
  type PayType,
  type PersonLevel,
  type RegistrationDetail,
  type RegistrationSummary,
} from "@confreg/shared";
import type { Pii } from "#crypto/pii";
import type { RegistrationExtras, RegistrationRow } from "./registration.extras";

const unknownRef = (id: number) => ({ id, title: { zh: "", en: "" } });
const refsOf = (list: { id: number; title: { zh: string; en: string } }[] | undefined) =>
  (list ?? []).map(({ id, title }) => ({ id, title }));

function payLinesOf(row: RegistrationRow, extras: RegistrationExtras): PayLine[] {
  return (extras.payLines.get(row.id) ?? []).map((p) => ({
    id: p.id,
    payType: p.payType as PayType,
    payStatus: p.payStatus as PayStatus,
    totalFee: p.totalFee,
    receivedFee: p.receivedFee,
    currency: p.currency as Currency,
    outTradeNo: p.outTradeNo,
    payTime: p.payTime,
  }));
}

/** The first pay line is the one the spec's screens use (000 §3). */
function firstLine(row: RegistrationRow, extras: RegistrationExtras) {
  const lines = payLinesOf(row, extras);
  return { lines, first: lines[0] };
}

function base(row: RegistrationRow, extras: RegistrationExtras, pii: Pii) {
  const { lines, first } = firstLine(row, extras);
  const invoice = extras.invoices.get(row.id);
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    gender: row.gender as Gender,
    unit: row.unit,
    job: row.job,
    position: row.position,
    email: row.email,
    phoneMasked: maskPhone(row.phone),
    idNumberMasked: row.idNumberEnc ? maskIdNumber(pii.decrypt(row.idNumberEnc)) : "",
    memberNo: row.memberNo,
    participantType: extras.participantTypes.get(row.participantTypeId) ?? unknownRef(row.participantTypeId),
    payStatus: (first?.payStatus ?? 0) as PayStatus,
    totalFee: first?.totalFee ?? 0,
    currency: (first?.currency ?? "CNY") as Currency,
    invoiceStatus: (invoice?.invoiceStatus ?? 0) as InvoiceStatus,
    isSignIn: row.isSignIn === 1,
    createTime: row.createTime,
    updateTime: row.updateTime,
    lines,
    invoice,
  };
}

export function toRegistrationSummary(
  row: RegistrationRow,
  extras: RegistrationExtras,
  pii: Pii,
): RegistrationSummary {
  const { lines, invoice, ...b } = base(row, extras, pii);
  return {
    ...b,
    conferenceId: row.conferenceId,
    workshopCount: (extras.workshops.get(row.id) ?? []).filter((w) => !w.isNoneOption).length,
    paperCount: extras.paperCounts.get(row.id) ?? 0,
    canDelete: canDeleteRegistration(
      lines.map((l) => l.payStatus),
      invoice ? [invoice.invoiceStatus as InvoiceStatus] : [],
    ),
  };
}

const invoiceSummaryOf = (invoice: ReturnType<typeof base>["invoice"]) =>
  invoice
    ? {
        invoiceType: invoice.invoiceType as InvoiceType,
        invoiceStatus: invoice.invoiceStatus as InvoiceStatus,
        invoiceTitle: invoice.invoiceTitle,
        invoiceNumber: invoice.invoiceNumber,
      }
    : null;

export function toRegistrationDetail(
  row: RegistrationRow,
  extras: RegistrationExtras,
  pii: Pii,
): RegistrationDetail {
  const summary = toRegistrationSummary(row, extras, pii);
  const invoice = extras.invoices.get(row.id);
  return {
    ...summary,
    unitEn: row.unitEn,
    otherMemberNo: row.otherMemberNo,
    invcode: row.invcode,
    level: (row.level ?? null) as PersonLevel | null,
    workshops: refsOf(extras.workshops.get(row.id)),
    payLines: payLinesOf(row, extras),
    invoice: invoiceSummaryOf(invoice),
    signInTime: row.signInTime,
  };
}

export function toAdminRow(row: RegistrationRow, extras: RegistrationExtras, pii: Pii): AdminRegistrationRow {
  const { lines, invoice, ...b } = base(row, extras, pii);
  return {
    ...b,
    conference: extras.conferences.get(row.conferenceId) ?? unknownRef(row.conferenceId),
    workshops: refsOf(extras.workshops.get(row.id)),
    level: (row.level ?? null) as PersonLevel | null,
    payType: (lines[0]?.payType ?? 1) as PayType,
    receivedFee: lines[0]?.receivedFee ?? 0,
    invoiceType: (invoice?.invoiceType ?? null) as InvoiceType | null,
    invoiceTitle: invoice?.invoiceTitle ?? "",
    signInTime: row.signInTime,
  };
}

export function toAdminDetail(
  row: RegistrationRow,
  extras: RegistrationExtras,
  pii: Pii,
): AdminRegistrationDetail {
  return {
    ...toAdminRow(row, extras, pii),
    unitEn: row.unitEn,
    otherMemberNo: row.otherMemberNo,
    cardNumber: row.cardNumber,
    invcode: row.invcode,
    remark: row.remark,
    payLines: payLinesOf(row, extras),
    invoice: invoiceSummaryOf(extras.invoices.get(row.id)),
  };
}
