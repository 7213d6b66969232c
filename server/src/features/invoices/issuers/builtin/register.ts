import { InvoiceType } from "@confreg/shared";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "#db/errors";
import type { Database } from "#db/schema";
import type { BuiltinInvoiceKind, BuiltinInvoiceRow } from "#db/tables/invoice-sequences";
import { transact } from "#db/transact";
import { invoiceYear } from "#features/invoices/documents/dates";
import { documentKey, formatNumber, takeNumber } from "./numbering";

/** The built-in issuer's register (builtin_invoices): what it numbered, by the order number that asked. */
export const findByOrderNo = (db: Kysely<Database>, orderNo: string) =>
  db.selectFrom("builtinInvoices").selectAll().where("orderNo", "=", orderNo).executeTakeFirst();

export const findByNumber = (db: Kysely<Database>, invoiceNumber: string) =>
  db.selectFrom("builtinInvoices").selectAll().where("invoiceNumber", "=", invoiceNumber).executeTakeFirst();

/** A second reversal of the same invoice is refused: it would cancel the money twice. */
export class AlreadyReversed extends Error {
  constructor(readonly by: string) {
    super(`already reversed by ${by}`);
  }
}

export type Entry = {
  kind: BuiltinInvoiceKind;
  orderNo: string;
  invoiceId: number;
  invoiceType: InvoiceType;
  originalNumber: string;
  content: string;
};

/**
 * Numbers an entry and records it in one transaction. Two requests with the same order number at once:
 * the second's insert breaks the unique order number, its transaction (and number) is rolled back, and
 * it answers with the first's row.
 */
export async function record(db: Kysely<Database>, entry: Entry, at: Date): Promise<BuiltinInvoiceRow> {
  const year = invoiceYear(at);
  const series = entry.invoiceType === InvoiceType.usdReceipt ? "receipt" : "invoice";
  try {
    return await transact(
      db,
      async (tx) => {
        const value = await takeNumber(tx.db, series, year);
        // Checked after taking the number: its lock orders this check after any other reversal's commit.
        if (entry.kind === "reversal") {
          const prior = await tx.db
            .selectFrom("builtinInvoices")
            .select("invoiceNumber")
            .where("originalNumber", "=", entry.originalNumber)
            .where("kind", "=", "reversal")
            .executeTakeFirst();
          if (prior) throw new AlreadyReversed(prior.invoiceNumber);
        }
        const invoiceNumber = formatNumber(series, year, value);
        return tx.db
          .insertInto("builtinInvoices")
          .values({
            ...entry,
            invoiceNumber,
            storageKey: documentKey(year, invoiceNumber),
            issuedAt: at.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      },
      { at },
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const row = await findByOrderNo(db, entry.orderNo);
    if (!row) throw error;
    return row;
  }
}

/** The document is stored: the content it was drawn from is no longer needed (nor kept: it holds personal data). */
export async function markStored(db: Kysely<Database>, id: number): Promise<void> {
  await transact(db, (tx) =>
    tx.db.updateTable("builtinInvoices").set({ stored: 1, content: "" }).where("id", "=", id).execute(),
  );
}
