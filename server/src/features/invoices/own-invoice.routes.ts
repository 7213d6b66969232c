import { idParam, invoiceDetailsBody, ownInvoice } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { apiRoute } from "#http/routes";
import { requireAttendee } from "#http/session";
import { editOwnInvoice, getOwnInvoice } from "./own-invoice-edit";

const tags = ["invoices"];
const idParams = z.object({ id: idParam });

const getOne = apiRoute({
  operationId: "getOwnInvoice",
  errors: ["CONFERENCE_NOT_FOUND", "REGISTRATION_NOT_FOUND", "UNAUTHENTICATED"],
  method: "get",
  path: "/registrations/{id}/invoice",
  tags,
  request: { params: idParams },
  responses: {
    200: jsonResponse(ownInvoice, "The registration's invoice details and whether they may change"),
  },
});
const edit = apiRoute({
  operationId: "editOwnInvoice",
  errors: [
    "CONFERENCE_NOT_FOUND",
    "INVOICE_NOT_EDITABLE",
    "INVOICE_ONLY_CONFERENCE",
    "REGISTRATION_NOT_FOUND",
    "STATE_CONFLICT",
    "UNAUTHENTICATED",
  ],
  specOperations: ["confirmEditInvoice"],
  method: "put",
  path: "/registrations/{id}/invoice",
  tags,
  request: { params: idParams, body: jsonBody(invoiceDetailsBody) },
  responses: {
    200: jsonResponse(
      z.object({ changed: z.array(z.string()) }),
      "The fields that changed (409 INVOICE_NOT_EDITABLE once issued or issuing)",
    ),
  },
});

/** registerDetail's invoice editor: the attendee's own registration's invoice details. */
export const ownInvoiceRoutes = createRouter()
  .openapi(getOne, async (c) => {
    const { accountId } = await requireAttendee(c);
    return c.json(
      await getOwnInvoice(c.get("deps"), { accountId, registrationId: c.req.valid("param").id }),
      200,
    );
  })
  .openapi(edit, async (c) => {
    const { accountId } = await requireAttendee(c);
    const owner = { accountId, registrationId: c.req.valid("param").id };
    return c.json(await editOwnInvoice(c.get("deps"), owner, c.req.valid("json").invoice), 200);
  });
