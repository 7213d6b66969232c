import { InvoiceType, invoiceTypeValues } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { BuiltinInvoiceRow } from "#db/tables/invoice-sequences";
import type { InvoiceIssuer, IssueResult } from "#ports/invoice-issuer";
import type { FileStorage } from "#storage/storage";
import { contentOf, renderEntry } from "./content";
import { AlreadyReversed, type Entry, findByNumber, findByOrderNo, markStored, record } from "./register";

export type BuiltinIssuerDeps = { db: Kysely<Database>; storage: FileStorage; now: () => Date };

/** A refusal: its code, and the value it is about (a type, an order or invoice number) as its answer. */
const failed = (code: string, message: string): IssueResult => ({
  status: "failed",
  code,
  message,
  relogin: false,
});

/**
 * The built-in issuer (DOMAIN.md §5): numbers invoices from its own series and renders the society's PDF,
 * for every type no tax platform serves. It answers at once: numbered and stored, or failed.
 * Idempotent by order number: asking again, or querying, returns the same number and document.
 */
export function createBuiltinIssuer({ db, storage, now }: BuiltinIssuerDeps): InvoiceIssuer {
  const types: readonly InvoiceType[] = invoiceTypeValues.filter((type) => type !== InvoiceType.none);
  // One drawing per document at a time in this process: two puts of one key would race on its temp file.
  const drawing = new Map<number, Promise<void>>();

  async function store(row: BuiltinInvoiceRow): Promise<void> {
    if (row.stored) return;
    let pending = drawing.get(row.id);
    if (!pending) {
      pending = (async () => {
        await storage.put(row.storageKey, await renderEntry(row));
        await markStored(db, row.id);
      })().finally(() => drawing.delete(row.id));
      drawing.set(row.id, pending);
    }
    await pending;
  }

  // No platform stands behind it, so no answer of its own comes with a document: the invoice log's own
  // message says what was issued or reversed, in the staff's language.
  async function answer(row: BuiltinInvoiceRow): Promise<IssueResult> {
    await store(row);
    return {
      status: "issued",
      invoiceNumber: row.invoiceNumber,
      invoiceCode: "",
      issuedAt: new Date(row.issuedAt),
      document: { storageKey: row.storageKey },
      message: "",
    };
  }

  async function numbered(entry: Entry): Promise<BuiltinInvoiceRow | IssueResult> {
    const existing = await findByOrderNo(db, entry.orderNo);
    if (existing) return existing;
    try {
      return await record(db, entry, now());
    } catch (error) {
      if (error instanceof AlreadyReversed) return failed("alreadyReversed", error.by);
      throw error;
    }
  }

  return {
    name: "builtin",
    types,

    async issue(request) {
      if (!types.includes(request.invoiceType)) return failed("unsupportedType", String(request.invoiceType));
      const row = await numbered({
        kind: "invoice",
        orderNo: request.orderNo,
        invoiceId: request.invoiceId,
        invoiceType: request.invoiceType,
        originalNumber: "",
        content: contentOf(request),
      });
      if ("status" in row) return row;
      if (row.kind !== "invoice" || row.invoiceId !== request.invoiceId)
        return failed("orderNoTaken", request.orderNo);
      return answer(row);
    },

    async query({ orderNo }) {
      const row = await findByOrderNo(db, orderNo);
      return row ? answer(row) : failed("notFound", orderNo);
    },

    async void(request) {
      const { invoiceNumber, request: blue } = request.original;
      const original = await findByNumber(db, invoiceNumber);
      if (original?.kind === "reversal") return failed("notAnInvoice", invoiceNumber);
      const invoiceType = original?.invoiceType ?? blue.invoiceType;
      if (!types.includes(invoiceType)) return failed("unsupportedType", String(invoiceType));
      const reversal = {
        originalNumber: invoiceNumber,
        originalIssuedAt: original?.issuedAt ?? null,
        reason: request.reason,
      };
      const row = await numbered({
        kind: "reversal",
        orderNo: request.orderNo,
        invoiceId: request.invoiceId,
        invoiceType,
        originalNumber: invoiceNumber,
        content: contentOf({ ...blue, invoiceType }, reversal),
      });
      if ("status" in row) return row;
      if (row.kind !== "reversal" || row.originalNumber !== invoiceNumber)
        return failed("orderNoTaken", request.orderNo);
      return answer(row);
    },

    async document({ invoiceNumber }) {
      // Found by number in the register, so only documents this issuer stored can be read through it.
      const row = await findByNumber(db, invoiceNumber);
      if (!row) return null;
      await store(row);
      return storage.get(row.storageKey);
    },
  };
}
