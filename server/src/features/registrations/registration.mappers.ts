import {
  type AdditionalView,
  type AddressView,
  type AdminRegistrationDetail,
  type AdminRegistrationRow,
  InvoiceStatus,
  type InvoiceType,
  type PayLine,
  type PersonLevel,
  type RegistrationDetail,
  type RegistrationPaper,
  type RegistrationSummary,
  registrationStanding,
  toRegistrantView,
} from "@confreg/shared";
import { checkinQrOf } from "#crypto/checkin-qr";
import type { Pii } from "#crypto/pii";
import { cardImagesOf, registrantValuesOf } from "#features/people";
import type { RegistrationExtras, RegistrationRow } from "./registration.extras";

const unknownRef = (id: number) => ({ id, title: { zh: "", en: "" } });
const refsOf = (list: { id: number; title: { zh: string; en: string } }[] | undefined) =>
  (list ?? []).map(({ id, title }) => ({ id, title }));
const noLines = registrationStanding({ isDeleted: false, lines: [], invoice: null });

/** A payment line as every view shows it. */
export const toPayLine = (p: PayLine & Record<string, unknown>): PayLine => ({
  id: p.id,
  payType: p.payType,
  payStatus: p.payStatus,
  totalFee: p.totalFee,
  receivedFee: p.receivedFee,
  currency: p.currency,
  outTradeNo: p.outTradeNo,
  payTime: p.payTime,
});

const payLinesOf = (row: RegistrationRow, extras: RegistrationExtras): PayLine[] =>
  (extras.payLines.get(row.id) ?? []).map(toPayLine);

const invoiceSummaryOf = (row: RegistrationRow, extras: RegistrationExtras) => {
  const invoice = extras.invoices.get(row.id);
  return invoice
    ? {
        invoiceType: invoice.invoiceType as InvoiceType,
        invoiceStatus: invoice.invoiceStatus as InvoiceStatus,
        invoiceTitle: invoice.invoiceTitle,
        invoiceNumber: invoice.invoiceNumber,
        invoiceContent: invoice.invoiceContent,
        taxpayerNumber: invoice.taxpayerNumber,
        postEmail: invoice.postEmail,
        // Only an issued invoice whose document exists (ours, or the platform's link) can be downloaded.
        documentUrl:
          invoice.invoiceStatus === InvoiceStatus.issued &&
          (invoice.documentKey || invoice.electronicInvoiceUrl)
            ? invoice.electronicInvoiceUrl
            : "",
      }
    : null;
};

/** What every view shows: the registrant (personal numbers masked), the type, and the standing's headline. */
function base(row: RegistrationRow, extras: RegistrationExtras, pii: Pii) {
  const standing = extras.standings.get(row.id) ?? noLines;
  return {
    standing,
    core: {
      id: row.id,
      ...toRegistrantView(registrantValuesOf(row, pii)),
      participantType:
        extras.participantTypes.get(row.participantTypeId) ?? unknownRef(row.participantTypeId),
      payStatus: standing.payStatus,
      payState: standing.payState,
      totalFee: standing.fee,
      currency: standing.currency,
      invoiceStatus: standing.invoiceStatus,
      isSignIn: row.isSignIn === 1,
      createTime: row.createTime,
      updateTime: row.updateTime,
    },
  };
}

export function toRegistrationSummary(
  row: RegistrationRow,
  extras: RegistrationExtras,
  pii: Pii,
): RegistrationSummary {
  const { core, standing } = base(row, extras, pii);
  return {
    ...core,
    conferenceId: row.conferenceId,
    ...cardImagesOf(row),
    workshopCount: (extras.workshops.get(row.id) ?? []).filter((w) => !w.isNoneOption).length,
    paperCount: extras.paperCounts.get(row.id) ?? 0,
    canDelete: standing.registrationActions.attendee.includes("delete"),
    checkIn: standing.checkIn,
  };
}

export function toRegistrationDetail(
  row: RegistrationRow,
  extras: RegistrationExtras,
  pii: Pii,
  additional: AdditionalView,
  papers: RegistrationPaper[],
  address: AddressView | null,
): RegistrationDetail {
  return {
    ...toRegistrationSummary(row, extras, pii),
    invcode: row.invcode,
    standing: extras.standings.get(row.id) ?? noLines,
    level: (row.level ?? null) as PersonLevel | null,
    workshops: refsOf(extras.workshops.get(row.id)),
    payLines: payLinesOf(row, extras),
    invoice: invoiceSummaryOf(row, extras),
    signInTime: row.signInTime,
    checkinQr: checkinQrOf(pii, row.conferenceId, row.id),
    additional,
    papers,
    address,
  };
}

export function toAdminRow(row: RegistrationRow, extras: RegistrationExtras, pii: Pii): AdminRegistrationRow {
  const { core, standing } = base(row, extras, pii);
  return {
    ...core,
    conference: extras.conferences.get(row.conferenceId) ?? unknownRef(row.conferenceId),
    workshops: refsOf(extras.workshops.get(row.id)),
    level: (row.level ?? null) as PersonLevel | null,
    payType: standing.payType,
    receivedFee: standing.paid,
    invoiceType: standing.invoiceType,
    invoiceTitle: extras.invoices.get(row.id)?.invoiceTitle ?? "",
    signInTime: row.signInTime,
  };
}

/** The panel's sections beyond the list row (admin-panel.ts). */
type PanelSections = Omit<
  AdminRegistrationDetail,
  keyof AdminRegistrationRow | "cardNumber" | "invcode" | "remark" | "payLines" | "invoice" | "standing"
>;

export function toAdminDetail(
  row: RegistrationRow,
  extras: RegistrationExtras,
  pii: Pii,
  sections: PanelSections,
): AdminRegistrationDetail {
  return {
    ...toAdminRow(row, extras, pii),
    ...sections,
    cardNumber: row.cardNumber,
    invcode: row.invcode,
    remark: row.remark,
    payLines: payLinesOf(row, extras),
    invoice: invoiceSummaryOf(row, extras),
    standing: extras.standings.get(row.id) ?? noLines,
  };
}
