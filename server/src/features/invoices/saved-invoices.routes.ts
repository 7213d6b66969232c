import { idParam, invoiceDetailsBody, ok, savedInvoice, savedInvoiceList } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { apiRoute } from "#http/routes";
import { requireAttendee } from "#http/session";
import {
  addSavedInvoice,
  deleteSavedInvoice,
  editSavedInvoice,
  listSavedInvoices,
} from "./saved-invoices.service";

const tags = ["saved invoices"];
const idParams = z.object({ id: idParam });

const list = apiRoute({
  operationId: "listSavedInvoices",
  errors: ["UNAUTHENTICATED"],
  specOperations: ["getCommonInvoiceList"],
  method: "get",
  path: "/me/saved-invoices",
  tags,
  responses: { 200: jsonResponse(savedInvoiceList, "The signed-in account's saved common invoices") },
});
const add = apiRoute({
  operationId: "addSavedInvoice",
  errors: ["NOT_FOUND", "SAVED_INVOICES_FULL", "UNAUTHENTICATED"],
  specOperations: ["addCommonInvoice"],
  method: "post",
  path: "/me/saved-invoices",
  tags,
  request: { body: jsonBody(invoiceDetailsBody) },
  responses: { 201: jsonResponse(savedInvoice, "Saved (409 SAVED_INVOICES_FULL at the limit)") },
});
const edit = apiRoute({
  operationId: "editSavedInvoice",
  errors: ["NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["editCommonInvoice"],
  method: "put",
  path: "/me/saved-invoices/{id}",
  tags,
  request: { params: idParams, body: jsonBody(invoiceDetailsBody) },
  responses: { 200: jsonResponse(savedInvoice, "The saved invoice with its new details") },
});
const remove = apiRoute({
  operationId: "deleteSavedInvoice",
  errors: ["NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["deleteCommonInvoice"],
  method: "delete",
  path: "/me/saved-invoices/{id}",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(ok, "Deleted") },
});

/** The signed-in attendee's saved common invoices; another account's are not found. */
export const savedInvoiceRoutes = createRouter()
  .openapi(list, async (c) => {
    const { accountId } = await requireAttendee(c);
    return c.json(await listSavedInvoices(c.get("deps"), accountId), 200);
  })
  .openapi(add, async (c) => {
    const { accountId } = await requireAttendee(c);
    return c.json(await addSavedInvoice(c.get("deps"), accountId, c.req.valid("json").invoice), 201);
  })
  .openapi(edit, async (c) => {
    const { accountId } = await requireAttendee(c);
    const { id } = c.req.valid("param");
    return c.json(await editSavedInvoice(c.get("deps"), accountId, id, c.req.valid("json").invoice), 200);
  })
  .openapi(remove, async (c) => {
    const { accountId } = await requireAttendee(c);
    await deleteSavedInvoice(c.get("deps"), accountId, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
