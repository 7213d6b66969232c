import {
  EditFeeBasis as Basis,
  canEditInvoice,
  type EditFeeBasis,
  type EditLockedField,
  editFeeBasis,
  editPriceTime,
  type FeeChoices,
  type InvoiceStatus,
  normalizePaperId,
  type PayStatus,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { loadMoneyRows } from "#db/standing";
import type { ConferenceContext } from "#features/conferences";
import type { RegistrationRow } from "./registration.extras";

/**
 * What an edit of a registration may change and how its fee is set (DOMAIN.md §3), read from what it holds:
 * its payment lines (the first carries the registration fee), its invoice, its choices and its group.
 */
export type EditFacts = {
  payStatuses: PayStatus[];
  basis: EditFeeBasis;
  priceAt: Date;
  /** The first line's fee and currency: what the registration costs now. */
  total: number;
  currency: FeeCurrency;
  stored: FeeChoices;
  /** The discount of the group it is an active member of, or null. */
  groupDiscount: number | null;
  lockedFields: EditLockedField[];
};
type FeeCurrency = RegistrationRow["currency"];

async function groupDiscountOf(db: Kysely<Database>, row: RegistrationRow): Promise<number | null> {
  if (row.groupId === null || row.isRemoved === 1) return null;
  const scheme = await db
    .selectFrom("groups")
    .innerJoin("groupSchemes", "groupSchemes.id", "groups.schemeId")
    .select("groupSchemes.discountBp")
    .where("groups.id", "=", row.groupId)
    .executeTakeFirst();
  return scheme ? scheme.discountBp / 10_000 : null;
}

export async function loadEditFacts(
  db: Kysely<Database>,
  context: ConferenceContext,
  row: RegistrationRow,
  now: Date,
): Promise<EditFacts> {
  const [money, workshops, papers, groupDiscount] = await Promise.all([
    loadMoneyRows(db, [row.id]),
    db
      .selectFrom("registrationWorkshops")
      .select("workshopId")
      .where("registrationId", "=", row.id)
      .execute(),
    db
      .selectFrom("papers")
      .select(["paperId", "paperPageNum"])
      .where("registrationId", "=", row.id)
      .execute(),
    groupDiscountOf(db, row),
  ]);
  const lines = money.lines.get(row.id) ?? [];
  const first = lines[0];
  const payStatuses = lines.map((line) => line.payStatus);
  const basis = editFeeBasis(context.conference.settings, payStatuses);
  const invoice = money.invoices.get(row.id);
  const invoiceLocked =
    invoice !== undefined &&
    !canEditInvoice(invoice.invoiceStatus as InvoiceStatus, context.conference.settings);
  return {
    payStatuses,
    basis,
    priceAt: editPriceTime(basis, row.createTime, now),
    total: first?.totalFee ?? 0,
    currency: first?.currency ?? row.currency,
    stored: {
      participantTypeId: row.participantTypeId,
      workshopIds: workshops.map((w) => w.workshopId),
      papers: papers.map((p) => ({ paperId: normalizePaperId(p.paperId), pages: p.paperPageNum })),
      payType: first?.payType ?? row.payType,
    },
    groupDiscount,
    lockedFields: [
      ...(basis === Basis.kept ? (["participantTypeId", "workshopIds", "papers", "payType"] as const) : []),
      ...(invoiceLocked ? (["invoice"] as const) : []),
    ],
  };
}
