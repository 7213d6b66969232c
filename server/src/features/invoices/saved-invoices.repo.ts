import { type SavedInvoice, type StoredInvoice, storedInvoiceFields } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";

type Db = Kysely<Database>;

const columns = ["id", "updateTime", ...storedInvoiceFields] as const;

/** The account's saved common invoices, oldest first (the order they were added in). */
export function listSavedInvoiceRows(db: Db, accountId: number): Promise<SavedInvoice[]> {
  return db
    .selectFrom("savedInvoices")
    .select(columns)
    .where("accountId", "=", accountId)
    .orderBy("id")
    .execute();
}

export function findSavedInvoiceRow(db: Db, accountId: number, id: number) {
  return db
    .selectFrom("savedInvoices")
    .select(columns)
    .where("accountId", "=", accountId)
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function countSavedInvoices(db: Db, accountId: number): Promise<number> {
  const { n } = await db
    .selectFrom("savedInvoices")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("accountId", "=", accountId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The account's saved invoice for the same buyer: type, title, taxpayer number, registree, affiliation. */
export async function findSameBuyer(db: Db, accountId: number, invoice: StoredInvoice) {
  const row = await db
    .selectFrom("savedInvoices")
    .select("id")
    .where("accountId", "=", accountId)
    .where("invoiceType", "=", invoice.invoiceType)
    .where("invoiceTitle", "=", invoice.invoiceTitle)
    .where("taxpayerNumber", "=", invoice.taxpayerNumber)
    .where("registree", "=", invoice.registree)
    .where("unit", "=", invoice.unit)
    .orderBy("id")
    .executeTakeFirst();
  return row?.id;
}

export async function insertSavedInvoiceRow(db: Db, accountId: number, invoice: StoredInvoice, now: string) {
  const { id } = await db
    .insertInto("savedInvoices")
    .values({ accountId, ...invoice, createTime: now, updateTime: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Replaces the details of one of the account's saved invoices; false when it has none by that id. */
export async function updateSavedInvoiceRow(
  db: Db,
  accountId: number,
  id: number,
  invoice: StoredInvoice,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("savedInvoices")
    .set({ ...invoice, updateTime: now })
    .where("accountId", "=", accountId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSavedInvoiceRow(db: Db, accountId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("savedInvoices")
    .where("accountId", "=", accountId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
