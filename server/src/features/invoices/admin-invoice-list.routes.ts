import { invoiceList, pageOf } from "@confreg/shared";
import { listRoutes } from "#lib/list/list-routes";
import { searchInvoices, toAdminInvoiceRow } from "./admin-invoices.repo";

/** invoiceList (spec 002 §2): the registrations' invoices, filtered and paged, with their actions. */
export const adminInvoiceListRoutes = listRoutes(
  invoiceList,
  {
    operationId: "listInvoices",
    errors: [],
    specOperations: ["getInvoiceList"],
    path: "/admin/invoices",
    tags: ["admin", "invoices"],
    description: "Invoices of registrations in the admin's scope, newest first",
  },
  async (deps, scope, query) => {
    const { db, dialect, pii } = deps;
    const { rows, total } = await searchInvoices({ db, dialect, pii, scope }, query);
    const now = deps.now();
    return pageOf(
      rows.map((row) => toAdminInvoiceRow(row, now)),
      query,
      total,
    );
  },
);
