import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema";

/** Tax invoices and the society's own receipts are numbered apart: a receipt is not in the invoice series. */
export type Series = "invoice" | "receipt";

/**
 * The next number of a series in a year, taken by one upsert that increments (SQLite and Postgres alike):
 * the row lock it takes holds every other taker of the series until this transaction ends, and a rolled
 * back transaction gives its number back, so numbers are consecutive, never skipped and never repeated.
 * Call it inside the transaction that records the number.
 */
export async function takeNumber(db: Transaction<Database> | Kysely<Database>, series: Series, year: number) {
  const row = await db
    .insertInto("invoiceSequences")
    .values({ name: `${series}:${year}`, value: 1 })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet((eb) => ({ value: eb("invoiceSequences.value", "+", 1) })),
    )
    .returning("value")
    .executeTakeFirstOrThrow();
  return row.value;
}

/** "202600000001" for invoices; "R202600000001" for receipts, so the two series never share a number. */
export const formatNumber = (series: Series, year: number, value: number) =>
  `${series === "receipt" ? "R" : ""}${year}${String(value).padStart(8, "0")}`;

export const documentKey = (year: number, number: string) => `invoices/${year}/${number}.pdf`;
