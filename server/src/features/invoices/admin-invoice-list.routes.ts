import { adminInvoicePage, adminInvoiceQuery, pageOf } from "@confreg/shared";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { limitListSearch } from "#lib/list/search-limit";
import { searchInvoices, toAdminInvoiceRow } from "./admin-invoices.repo";

const list = adminRoute({
  operationId: "listInvoices",
  errors: ["RATE_LIMITED"],
  specOperations: ["getInvoiceList"],
  permission: "invoices.issue",
  scope: scopes.conferenceQuery(),
  method: "get",
  path: "/admin/invoices",
  tags: ["admin", "invoices"],
  request: { query: adminInvoiceQuery },
  responses: {
    200: jsonResponse(adminInvoicePage, "Invoices of registrations in the admin's scope, newest first"),
  },
});

/** invoiceList (spec 002 §2): the registrations' invoices, filtered and paged, with their actions. */
export const adminInvoiceListRoutes = createRouter().openapi(list, async (c) => {
  const deps = c.get("deps");
  const scope = c.get("scope");
  const query = c.req.valid("query");
  await limitListSearch(deps, {
    adminId: c.get("admin").id,
    scope,
    keyword: query.keyword,
    list: "invoices",
  });
  const { db, dialect, pii } = deps;
  const { rows, total } = await searchInvoices({ db, dialect, pii, scope }, query);
  const now = deps.now();
  return c.json(
    pageOf(
      rows.map((row) => toAdminInvoiceRow(row, now)),
      query,
      total,
    ),
    200,
  );
});
