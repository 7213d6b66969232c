import {
  type IssueOutcomeBody,
  idParam,
  invoiceBatchInput,
  invoiceBatchResult,
  invoiceLog,
  issueOutcome,
  ok,
  reasonInput,
  reissueInput,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "#http/env";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute, apiRoute } from "#http/routes";
import { requireAttendee } from "#http/session";
import { applyForInvoice } from "./apply-invoice";
import { invoiceDocument } from "./invoice-document";
import { retryInvoiceDocument } from "./invoice-document-retry";
import { invoiceLogOf } from "./invoice-log";
import { issueBatch } from "./issue-batch";
import { invoiceIssueErrors, issueInvoice, reissueInvoice, voidInvoice } from "./issue-invoice";
import { paymentReceipt } from "./payment-receipt";
import { queryInvoice } from "./query-invoice";

const tags = ["invoices"];
const idParams = z.object({ id: idParam });
const pdf = { description: "The invoice's PDF", content: { "application/pdf": { schema: z.string() } } };
const outcome = { 200: jsonResponse(issueOutcome, "How it ended") };
const inScope = scopes.record("invoices", "NOT_FOUND");

const apply = apiRoute({
  operationId: "applyForInvoice",
  errors: [...invoiceIssueErrors, "REGISTRATION_NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["confirmInvoice"],
  method: "post",
  path: "/registrations/{id}/invoice/apply",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(ok, "Applied for (status 1)") },
});
const ownDocument = apiRoute({
  operationId: "getOwnInvoiceDocument",
  errors: ["INVOICE_NOT_ISSUED", "NOT_FOUND", "UNAUTHENTICATED"],
  method: "get",
  path: "/registrations/{id}/invoice/document",
  tags,
  request: { params: idParams },
  responses: { 200: pdf },
});
const receipt = apiRoute({
  operationId: "getPaymentReceipt",
  errors: ["NOTHING_TO_PAY", "REGISTRATION_NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["receiptUrl"],
  method: "get",
  path: "/registrations/{id}/receipt",
  tags,
  request: { params: idParams },
  responses: { 200: { ...pdf, description: "The registration's payment receipt" } },
});
const issue = adminRoute({
  operationId: "issueInvoice",
  errors: [...invoiceIssueErrors],
  specOperations: ["invoiceNow", "digitInvoiceNow", "createReceipt"],
  permission: "invoices.issue",
  scope: inScope,
  method: "post",
  path: "/admin/invoices/{id}/issue",
  tags,
  request: { params: idParams },
  responses: outcome,
});
// Apart from issue, so that issuing never reverses anything: only a re-issue red-reverses a live number.
const reissue = adminRoute({
  operationId: "reissueInvoice",
  errors: [...invoiceIssueErrors],
  specOperations: ["invoiceRetry"],
  permission: "invoices.issue",
  scope: inScope,
  method: "post",
  path: "/admin/invoices/{id}/reissue",
  tags,
  request: { params: idParams, body: jsonBody(reissueInput) },
  responses: outcome,
});
const invalidate = adminRoute({
  operationId: "voidInvoice",
  errors: [...invoiceIssueErrors],
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
  errors: [...invoiceIssueErrors],
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
  errors: [...invoiceIssueErrors],
  specOperations: ["invoiceBatch"],
  permission: "invoices.issue",
  scope: scopes.conferenceQuery(),
  method: "post",
  path: "/admin/invoices/batch",
  tags,
  request: { query: z.object({ conferenceId: idParam.optional() }), body: jsonBody(invoiceBatchInput) },
  responses: { 200: jsonResponse(invoiceBatchResult, "Each invoice's outcome, and how many ended each way") },
});
const documentRetry = adminRoute({
  // Not invoiceRetry: the spec's name is the re-issue (the reissue route above). This is the Retry of the
  // "issued, but the PDF failed" alert (spec 002 §4), which the spec's calls do not name.
  operationId: "retryInvoiceDocument",
  errors: ["INVOICE_NOT_ISSUED", "NOT_FOUND", "STATE_CONFLICT"],
  permission: "invoices.issue",
  scope: inScope,
  method: "post",
  path: "/admin/invoices/{id}/document-retry",
  tags,
  request: { params: idParams },
  responses: outcome,
});
const log = adminRoute({
  operationId: "getInvoiceLog",
  errors: [],
  specOperations: ["invoiceLog", "digitInvoiceLog"],
  permission: "invoices.issue",
  scope: inScope,
  method: "get",
  path: "/admin/invoices/{id}/log",
  tags,
  request: { params: idParams },
  responses: {
    200: jsonResponse(invoiceLog, "The application, the issuer's answers and the corrections, oldest first"),
  },
});
const document = adminRoute({
  operationId: "getInvoiceDocument",
  errors: ["INVOICE_NOT_ISSUED", "NOT_FOUND"],
  permission: "invoices.issue",
  scope: inScope,
  method: "get",
  path: "/admin/invoices/{id}/document",
  tags,
  request: { params: idParams },
  responses: { 200: pdf },
});

/** An outcome with the number of 5-second queries the back office makes while it stays pending. */
const answer = (deps: AppDeps, outcome: IssueOutcomeBody["outcome"]): IssueOutcomeBody => ({
  outcome,
  pollMax: deps.config.invoices.pollMax,
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
    const deps = c.get("deps");
    const outcome = await issueInvoice(deps, c.req.valid("param").id, {
      kind: "admin",
      id: c.get("admin").id,
    });
    deps.messages.kick();
    return c.json(answer(deps, outcome), 200);
  })
  .openapi(reissue, async (c) => {
    const deps = c.get("deps");
    const { reason } = c.req.valid("json");
    const actor = { kind: "admin" as const, id: c.get("admin").id };
    const outcome = await reissueInvoice(deps, c.req.valid("param").id, { actor, reason });
    deps.messages.kick();
    return c.json(answer(deps, outcome), 200);
  })
  .openapi(invalidate, async (c) => {
    const deps = c.get("deps");
    const { reason } = c.req.valid("json");
    const actor = { kind: "admin" as const, id: c.get("admin").id };
    const outcome = await voidInvoice(deps, c.req.valid("param").id, { actor, reason });
    deps.messages.kick();
    return c.json(answer(deps, outcome), 200);
  })
  .openapi(query, async (c) => {
    const deps = c.get("deps");
    const outcome = await queryInvoice(deps, c.req.valid("param").id, {
      kind: "admin",
      id: c.get("admin").id,
    });
    deps.messages.kick();
    return c.json(answer(deps, outcome), 200);
  })
  .openapi(documentRetry, async (c) => {
    const deps = c.get("deps");
    const outcome = await retryInvoiceDocument(deps, c.req.valid("param").id, {
      kind: "admin",
      id: c.get("admin").id,
    });
    deps.messages.kick();
    return c.json(answer(deps, outcome), 200);
  })
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
