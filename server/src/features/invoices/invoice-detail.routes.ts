import {
  adminInvoiceDetail,
  idParam,
  invoiceDetailsInput,
  invoiceDetailsResult,
  invoiceExpressInput,
  ok,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { editInvoiceDetails } from "./edit-invoice";
import { invoiceDetail, setInvoiceExpress, setInvoiceTaken } from "./invoice-detail";

const tags = ["admin", "invoices"];
const idParams = z.object({ id: idParam });
const inScope = scopes.record("invoices", "NOT_FOUND");
const done = { 200: jsonResponse(ok, "Done") };

const detail = adminRoute({
  operationId: "getInvoiceDetail",
  errors: ["CONFERENCE_NOT_FOUND", "NOT_FOUND"],
  specOperations: ["getInvoiceDetail"],
  permission: "invoices.issue",
  scope: inScope,
  method: "get",
  path: "/admin/invoices/{id}",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(adminInvoiceDetail, "Every field of the invoice, its registrant and log") },
});
const taken = adminRoute({
  operationId: "confirmInvoiceTaken",
  errors: ["INVOICE_NOT_ISSUED", "NOT_FOUND"],
  specOperations: ["confirmInvoiceTaken"],
  permission: "invoices.issue",
  scope: inScope,
  method: "post",
  path: "/admin/invoices/{id}/taken",
  tags,
  request: { params: idParams },
  responses: done,
});
const notTaken = adminRoute({
  operationId: "cancelInvoiceTaken",
  errors: ["INVOICE_NOT_ISSUED", "NOT_FOUND"],
  specOperations: ["cancelInvoiceTaken"],
  permission: "invoices.issue",
  scope: inScope,
  method: "post",
  path: "/admin/invoices/{id}/not-taken",
  tags,
  request: { params: idParams },
  responses: done,
});
const express = adminRoute({
  operationId: "updateInvoiceExpress",
  errors: ["NOT_FOUND"],
  specOperations: ["manage-invoice/updateInvoice"],
  permission: "invoices.issue",
  scope: inScope,
  method: "put",
  path: "/admin/invoices/{id}/express",
  tags,
  request: { params: idParams, body: jsonBody(invoiceExpressInput) },
  responses: done,
});
const details = adminRoute({
  operationId: "updateInvoiceDetails",
  errors: ["CONFERENCE_NOT_FOUND", "INVOICE_ISSUED_LOCKED", "NOT_FOUND", "STATE_CONFLICT"],
  specOperations: ["manage-invoice/updateInvoice", "updateInvoice"],
  permission: "invoices.issue",
  scope: inScope,
  method: "put",
  path: "/admin/invoices/{id}/details",
  tags,
  request: { params: idParams, body: jsonBody(invoiceDetailsInput) },
  responses: { 200: jsonResponse(invoiceDetailsResult, "The details that changed") },
});

/**
 * The invoice detail dialog (spec 002 §7): the invoice, taken / not taken, the express number, and the
 * buyer's details while nothing is issued.
 */
export const invoiceDetailRoutes = createRouter()
  .openapi(detail, async (c) => c.json(await invoiceDetail(c.get("deps"), c.req.valid("param").id), 200))
  .openapi(taken, async (c) => {
    const actor = { kind: "admin" as const, id: c.get("admin").id };
    await setInvoiceTaken(c.get("deps"), c.req.valid("param").id, true, actor);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(notTaken, async (c) => {
    const actor = { kind: "admin" as const, id: c.get("admin").id };
    await setInvoiceTaken(c.get("deps"), c.req.valid("param").id, false, actor);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(details, async (c) => {
    const actor = { kind: "admin" as const, id: c.get("admin").id };
    const result = await editInvoiceDetails(
      c.get("deps"),
      c.req.valid("param").id,
      c.req.valid("json"),
      actor,
    );
    return c.json(result, 200);
  })
  .openapi(express, async (c) => {
    const actor = { kind: "admin" as const, id: c.get("admin").id };
    const { expressNumber } = c.req.valid("json");
    await setInvoiceExpress(c.get("deps"), c.req.valid("param").id, expressNumber, actor);
    return c.json({ ok: true as const }, 200);
  });
