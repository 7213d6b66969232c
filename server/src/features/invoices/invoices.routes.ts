import {
  idParam,
  invoiceBatchInput,
  invoiceBatchResult,
  invoiceLog,
  issueOutcome,
  ok,
  reasonInput,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute, apiRoute } from "#http/routes";
import { requireAttendee } from "#http/session";
import { applyForInvoice } from "./apply-invoice";
import { invoiceDocument, invoiceLogOf } from "./invoice-document";
import { issueBatch } from "./issue-batch";
import { issueInvoice, queryInvoice, voidInvoice } from "./issue-invoice";
import { paymentReceipt } from "./payment-receipt";

const tags = ["invoices"];
const idParams = z.object({ id: idParam });
const pdf = { description: "The invoice's PDF", content: { "application/pdf": { schema: z.string() } } };
const outcome = { 200: jsonResponse(issueOutcome, "How it ended") };
const inScope = scopes.record("invoices", "NOT_FOUND");

const apply = apiRoute({
  operationId: "applyForInvoice",
  specOperations: ["confirmInvoice"],
  method: "post",
  path: "/registrations/{id}/invoice/apply",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(ok, "Applied for (status 1)") },
});
const ownDocument = apiRoute({
  operationId: "getOwnInvoiceDocument",
  method: "get",
  path: "/registrations/{id}/invoice/document",
  tags,
  request: { params: idParams },
  responses: { 200: pdf },
});
const receipt = apiRoute({
  operationId: "getPaymentReceipt",
  specOperations: ["receiptUrl"],
  method: "get",
  path: "/registrations/{id}/receipt",
  tags,
  request: { params: idParams },
  responses: { 200: { ...pdf, description: "The registration's payment receipt" } },
});
const issue = adminRoute({
  operationId: "issueInvoice",
  specOperations: ["invoiceNow", "digitInvoiceNow", "invoiceRetry"],
  permission: "invoices.issue",
  scope: inScope,
  method: "post",
  path: "/admin/invoices/{id}/issue",
  tags,
  request: { params: idParams },
  responses: outcome,
});
const invalidate = adminRoute({
  operationId: "voidInvoice",
  specOperations: ["invoiceInvalidate", "digitInvoiceInvalidate"],
  permission: "invoices.issue",
  scope: inScope,
  method: "post",
  path: "/admin/invoices/{id}/void",
  tags,
  request: { params: idParams, body: jsonBody(reasonInput) },
  responses: outcome,
});
const query = adminRoute({
  operationId: "queryInvoice",
  specOperations: ["invoiceQuery", "digitInvoiceQuery", "checkInvoiceUpdate"],
  permission: "invoices.issue",
  scope: inScope,
  method: "post",
  path: "/admin/invoices/{id}/query",
  tags,
  request: { params: idParams },
  responses: outcome,
});
const batch = adminRoute({
  operationId: "issueInvoiceBatch",
  specOperations: ["invoiceBatch"],
  permission: "invoices.issue",
  scope: scopes.conferenceQuery(),
  method: "post",
  path: "/admin/invoices/batch",
  tags,
  request: { query: z.object({ conferenceId: idParam.optional() }), body: jsonBody(invoiceBatchInput) },
  responses: { 200: jsonResponse(invoiceBatchResult, "Each invoice's outcome, and how many ended each way") },
});
const log = adminRoute({
  operationId: "getInvoiceLog",
  specOperations: ["invoiceLog", "digitInvoiceLog"],
  permission: "invoices.issue",
  scope: inScope,
  method: "get",
  path: "/admin/invoices/{id}/log",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(invoiceLog, "What the issuer answered, oldest first") },
});
const document = adminRoute({
  operationId: "getInvoiceDocument",
  permission: "invoices.issue",
  scope: inScope,
  method: "get",
  path: "/admin/invoices/{id}/document",
  tags,
  request: { params: idParams },
  responses: { 200: pdf },
});

const asPdf = (bytes: Buffer, name: string) =>
  new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${name}.pdf"` },
  });

/** Applying, issuing, voiding, querying and downloading invoices (DOMAIN.md §5). */
export const invoiceRoutes = createRouter()
  .openapi(apply, async (c) => {
    const { accountId } = await requireAttendee(c);
    await applyForInvoice(c.get("deps"), { accountId, registrationId: c.req.valid("param").id });
    return c.json({ ok: true as const }, 200);
  })
  .openapi(ownDocument, async (c) => {
    const { accountId } = await requireAttendee(c);
    const found = await invoiceDocument(c.get("deps"), {
      registrationId: c.req.valid("param").id,
      accountId,
    });
    return asPdf(found.bytes, found.number) as never;
  })
  .openapi(receipt, async (c) => {
    const { accountId } = await requireAttendee(c);
    const registrationId = c.req.valid("param").id;
    const bytes = await paymentReceipt(c.get("deps"), { accountId, registrationId });
    return asPdf(bytes, `receipt-${registrationId}`) as never;
  })
  .openapi(issue, async (c) => {
    const actor = { kind: "admin" as const, id: c.get("admin").id };
    const outcome = await issueInvoice(c.get("deps"), c.req.valid("param").id, actor);
    c.get("deps").messages.kick();
    return c.json({ outcome }, 200);
  })
  .openapi(invalidate, async (c) => {
    const actor = { kind: "admin" as const, id: c.get("admin").id };
    const { reason } = c.req.valid("json");
    const outcome = await voidInvoice(c.get("deps"), c.req.valid("param").id, actor, reason);
    c.get("deps").messages.kick();
    return c.json({ outcome }, 200);
  })
  .openapi(query, async (c) =>
    c.json({ outcome: await queryInvoice(c.get("deps"), c.req.valid("param").id) }, 200),
  )
  .openapi(batch, async (c) => {
    const actor = { kind: "admin" as const, id: c.get("admin").id };
    const { invoiceIds } = c.req.valid("json");
    const result = await issueBatch(c.get("deps"), invoiceIds, actor, c.get("scope"));
    c.get("deps").messages.kick();
    return c.json(result, 200);
  })
  .openapi(log, async (c) => c.json(await invoiceLogOf(c.get("deps"), c.req.valid("param").id), 200))
  .openapi(document, async (c) => {
    const found = await invoiceDocument(c.get("deps"), { invoiceId: c.req.valid("param").id });
    return asPdf(found.bytes, found.number) as never;
  });
