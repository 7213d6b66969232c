import type { z } from "zod";
import { adminInvoiceRow } from "../api/invoice-list";
import { pageSizes } from "../schemas/common";
import { commonFilters } from "./common-filters";
import type { ListDeclaration } from "./declaration";
import { listPage, listQuery } from "./query";

const { conferenceId, payType, payStatus, invoiceType, invoiceStatus } = commonFilters;

/**
 * invoiceList (spec 002 §2 getInvoiceList): the registrations' invoices of the scope, newest first: the
 * payment list's filters and the invoice's type and status, and a keyword (the registrant, or an invoice
 * number typed in full). Pages of 5 to 100.
 */
export const invoiceList = {
  id: "invoiceList",
  permission: "invoices.issue",
  scope: "conferenceQuery",
  filters: {
    conferenceId,
    payType,
    payStatus,
    invoiceType,
    invoiceStatus,
    keyword: {
      kind: "keyword",
      label: /*i18n*/ {
        id: "invoiceList.filter.keyword",
        message: "Name, unit, e-mail, invoice number, or a whole phone number",
      },
      maxLength: 60,
    },
  },
  paging: { kind: "pages", sizes: pageSizes.filter((n) => n <= 100), defaultSize: 10 },
  row: adminInvoiceRow,
  total: /*i18n*/ { id: "invoiceList.total", message: "{count, plural, one {# invoice} other {# invoices}}" },
  empty: {
    none: /*i18n*/ { id: "invoiceList.empty", message: "No invoices yet" },
    filtered: /*i18n*/ { id: "invoiceList.emptyFiltered", message: "No invoice matches these filters" },
  },
} as const satisfies ListDeclaration;

/** GET /api/admin/invoices: page and size, then the filters. */
export const adminInvoiceQuery = listQuery(invoiceList);
export type AdminInvoiceQuery = z.infer<typeof adminInvoiceQuery>;
export const adminInvoicePage = listPage(invoiceList);
