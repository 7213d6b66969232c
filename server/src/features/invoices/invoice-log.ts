import {
  type InvoiceAction,
  type InvoiceLogEntry,
  type InvoiceLogParams,
  invoiceLogMessageValues,
  invoiceLogParams,
} from "@confreg/shared";
import type { AppDeps } from "#http/env";

const knownKey = (key: string) => invoiceLogMessageValues.find((value) => value === key) ?? null;

/** An entry's values as stored (JSON); anything unreadable shows as none rather than failing the log. */
function paramsOf(text: string): InvoiceLogParams {
  try {
    const parsed = invoiceLogParams.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * The invoice log (invoiceLog), oldest first: each entry's message key and values for the back office to
 * render in its language; an entry from before the log had keys keeps its text as `message`.
 */
export async function invoiceLogOf(deps: AppDeps, invoiceId: number): Promise<InvoiceLogEntry[]> {
  const rows = await deps.db
    .selectFrom("invoiceLogs")
    .selectAll()
    .where("invoiceId", "=", invoiceId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    actionType: row.actionType as InvoiceAction,
    invoiceNumber: row.fphm,
    messageKey: knownKey(row.messageKey),
    params: paramsOf(row.messageParams),
    message: row.returnMessage,
    documentUrl: row.electronicInvoiceUrl,
    time: row.createTime,
  }));
}
