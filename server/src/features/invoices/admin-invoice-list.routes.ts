import { Actor, adminInvoicePage, adminInvoiceQuery, pageOf } from "@confreg/shared";
import { recordAudit } from "#features/audit/audit.service";
import { takeAttempt } from "#features/auth/rate-limits";
import { keywordKind } from "#features/registrations/admin-registrations.keyword";
import { searchLimits } from "#features/registrations/admin-registrations.routes";
import type { AppDeps } from "#http/env";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { searchInvoices, toAdminInvoiceRow } from "./admin-invoices.repo";

const list = adminRoute({
  operationId: "listInvoices",
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

/**
 * The invoice list's keyword is the registration list's (M2): throttled per account, and a whole phone or
 * ID number is a personal-data search, throttled harder and audited.
 */
async function limitSearch(deps: AppDeps, adminId: number, scope: number | null, keyword: string) {
  const kind = keywordKind(keyword);
  await takeAttempt(deps, `search:${adminId}`, searchLimits.keyword);
  if (kind !== "phone" && kind !== "idNumber") return;
  await takeAttempt(deps, `search:personal:${adminId}`, searchLimits.personalData);
  await recordAudit(deps, {
    action: "personalData.search",
    actor: { kind: Actor.admin, id: adminId },
    entityId: null,
    conferenceId: scope,
    data: { by: kind, list: "invoices" },
  });
}

/** invoiceList (spec 002 §2): the registrations' invoices, filtered and paged, with their actions. */
export const adminInvoiceListRoutes = createRouter().openapi(list, async (c) => {
  const deps = c.get("deps");
  const scope = c.get("scope");
  const query = c.req.valid("query");
  if (query.keyword) await limitSearch(deps, c.get("admin").id, scope, query.keyword);
  const { db, dialect, pii } = deps;
  const { rows, total } = await searchInvoices({ db, dialect, pii, scope }, query);
  return c.json(pageOf(rows.map(toAdminInvoiceRow), query, total), 200);
});
