import {
  AppError,
  type InvoiceInput,
  type SavedInvoice,
  type StoredInvoice,
  savedInvoiceIssues,
  savedInvoiceLimit,
  storedSavedInvoice,
} from "@confreg/shared";
import { getAppSetting } from "#db/app-settings";
import { type Tx, transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import {
  countSavedInvoices,
  deleteSavedInvoiceRow,
  findSameBuyer,
  findSavedInvoiceRow,
  insertSavedInvoiceRow,
  listSavedInvoiceRows,
  updateSavedInvoiceRow,
} from "./saved-invoices.repo";

/**
 * Saved common invoices (spec 000 §3, §7): invoice details an attendee keeps for the next registration.
 * They belong to the signed-in account; another account's id is answered as not found.
 */
export function listSavedInvoices(deps: AppDeps, accountId: number): Promise<SavedInvoice[]> {
  return listSavedInvoiceRows(deps.db, accountId);
}

/** The details held to the saved-invoice rules (the form's, without a conference), as stored. */
async function checkedDetails(tx: Tx, input: InvoiceInput): Promise<StoredInvoice> {
  const society = await getAppSetting(tx.db, "society");
  const issues = savedInvoiceIssues(input, society);
  if (issues.length) throw new AppError("VALIDATION_FAILED", { fields: issues });
  return storedSavedInvoice(input);
}

/** Takes the account's row lock (Postgres), so that two additions cannot both pass the limit. */
async function lockOwner(tx: Tx, accountId: number): Promise<void> {
  if (tx.dialect !== "postgres") return;
  await tx.db.selectFrom("attendeeAccounts").select("id").where("id", "=", accountId).forUpdate().execute();
}

async function insertWithinLimit(tx: Tx, accountId: number, invoice: StoredInvoice): Promise<number> {
  if ((await countSavedInvoices(tx.db, accountId)) >= savedInvoiceLimit) {
    throw new AppError("SAVED_INVOICES_FULL", { max: savedInvoiceLimit });
  }
  return insertSavedInvoiceRow(tx.db, accountId, invoice, tx.now);
}

async function savedOrGone(tx: Tx, accountId: number, id: number): Promise<SavedInvoice> {
  const row = await findSavedInvoiceRow(tx.db, accountId, id);
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

export function addSavedInvoice(deps: AppDeps, accountId: number, input: InvoiceInput) {
  return transact(
    deps.db,
    async (tx) => {
      const invoice = await checkedDetails(tx, input);
      await lockOwner(tx, accountId);
      return savedOrGone(tx, accountId, await insertWithinLimit(tx, accountId, invoice));
    },
    { at: deps.now() },
  );
}

export function editSavedInvoice(deps: AppDeps, accountId: number, id: number, input: InvoiceInput) {
  return transact(
    deps.db,
    async (tx) => {
      const invoice = await checkedDetails(tx, input);
      if (!(await updateSavedInvoiceRow(tx.db, accountId, id, invoice, tx.now)))
        throw new AppError("NOT_FOUND");
      return savedOrGone(tx, accountId, id);
    },
    { at: deps.now() },
  );
}

export function deleteSavedInvoice(deps: AppDeps, accountId: number, id: number): Promise<void> {
  return transact(
    deps.db,
    async (tx) => {
      if (!(await deleteSavedInvoiceRow(tx.db, accountId, id))) throw new AppError("NOT_FOUND");
    },
    { at: deps.now() },
  );
}

/**
 * "Save as common invoice" on submit, in the registration's unit of work (whose account lock it runs
 * under): the invoice as the registration stores it, kept for the account. The account's saved invoice for
 * the same buyer gets the new details instead of a second copy; a new buyer counts against the limit.
 */
export async function saveInvoiceFromRegistration(
  tx: Tx,
  accountId: number,
  invoice: StoredInvoice,
): Promise<void> {
  const same = await findSameBuyer(tx.db, accountId, invoice);
  if (same !== undefined) {
    await updateSavedInvoiceRow(tx.db, accountId, same, invoice, tx.now);
    return;
  }
  await lockOwner(tx, accountId);
  await insertWithinLimit(tx, accountId, invoice);
}
