import {
  type InvoiceStatus,
  type InvoiceType,
  payStatusTraits,
  registrationStanding,
  type Standing,
  type StandingLine,
} from "@confreg/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "./schema";
import type { RegistrationUpdate } from "./tables/registrations";

type Db = Kysely<Database>;
/** A stored line, with whether its open refund request gives back only part of it (migration 0027). */
export type LineRow = Selectable<Database["payLines"]> & { partialRefund?: boolean };
export type InvoiceRow = Selectable<Database["invoices"]>;

export const toStandingLine = (line: LineRow): StandingLine => ({
  seq: line.seq,
  payType: line.payType,
  payStatus: line.payStatus,
  totalFee: line.totalFee,
  receivedFee: line.receivedFee,
  currency: line.currency,
  partialRefund: line.partialRefund === true,
});

/** The shared read model over stored rows. */
export function standingOf(
  registration: { isDeleted: number },
  lines: readonly LineRow[],
  invoice: Pick<InvoiceRow, "invoiceStatus" | "invoiceType"> | undefined,
): Standing {
  return registrationStanding({
    isDeleted: registration.isDeleted === 1,
    lines: lines.map(toStandingLine),
    invoice: invoice
      ? {
          invoiceStatus: invoice.invoiceStatus as InvoiceStatus,
          invoiceType: invoice.invoiceType as InvoiceType,
        }
      : null,
  });
}

/** What a registration row keeps of its standing, for lists to filter on and kiosks to read. */
export function standingColumns(standing: Standing) {
  return {
    payStatus: standing.payStatus,
    payType: standing.payType,
    totalFee: standing.fee,
    receivedFee: standing.paid,
    currency: standing.currency,
    invoiceStatus: standing.invoiceStatus,
    invoiceType: standing.invoiceType,
    checkinEligible: standing.checkIn.eligible ? 1 : 0,
    checkinReason: standing.checkIn.reason,
  } satisfies RegistrationUpdate;
}

/** The registrations' lines in order, each marked when its open refund request is for part of its money. */
export async function loadLines(db: Db, ids: readonly number[]): Promise<LineRow[]> {
  const lines = await db
    .selectFrom("payLines")
    .selectAll()
    .where("registrationId", "in", ids)
    .orderBy("seq")
    .execute();
  const refunding = lines.filter((line) => payStatusTraits[line.payStatus].refundOpen).map((line) => line.id);
  if (refunding.length === 0) return lines;
  const requests = await db
    .selectFrom("refundRequests")
    .select(["payLineId", "amount"])
    .where("payLineId", "in", refunding)
    .orderBy("id")
    .execute();
  const lastAmount = new Map(requests.map((request) => [request.payLineId, request.amount]));
  return lines.map((line) => {
    const amount = lastAmount.get(line.id);
    return { ...line, partialRefund: amount !== undefined && amount !== null && amount < line.receivedFee };
  });
}

/** Every line and the invoice of each registration, for the read model. */
export async function loadMoneyRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0)
    return { lines: new Map<number, LineRow[]>(), invoices: new Map<number, InvoiceRow>() };
  const [lines, invoices] = await Promise.all([
    loadLines(db, ids),
    db.selectFrom("invoices").selectAll().where("registrationId", "in", ids).execute(),
  ]);
  const byRegistration = new Map<number, LineRow[]>();
  for (const line of lines)
    byRegistration.set(line.registrationId, [...(byRegistration.get(line.registrationId) ?? []), line]);
  return { lines: byRegistration, invoices: new Map(invoices.map((i) => [i.registrationId, i])) };
}

/** A registration's money as a unit of work leaves it: its lines and its invoice. */
export type MoneyOf = { lines: LineRow[]; invoice: InvoiceRow | undefined };

/**
 * The standing columns of each registration, recomputed from its rows as they are in this transaction,
 * with the rows they were computed from.
 */
export async function writeStandings(db: Db, ids: readonly number[]) {
  const [rows, money] = await Promise.all([
    db.selectFrom("registrations").select(["id", "isDeleted"]).where("id", "in", ids).execute(),
    loadMoneyRows(db, ids),
  ]);
  return new Map(
    rows.map((row) => {
      const of: MoneyOf = { lines: money.lines.get(row.id) ?? [], invoice: money.invoices.get(row.id) };
      return [row.id, { columns: standingColumns(standingOf(row, of.lines, of.invoice)), ...of }];
    }),
  );
}
