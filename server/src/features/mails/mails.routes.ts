import { Actor, idParam, invoiceReminderResult, registrationMailList } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { originOf } from "#http/client";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { remindInvoiceInformation } from "./invoice-reminder";
import { deleteMail, registrationMails, sendMail } from "./mail-list";

const tags = ["admin", "messages"];
const idParams = z.object({ id: idParam });
const mailInScope = scopes.record("outbox", "MESSAGE_NOT_FOUND");
const mailList = { 200: jsonResponse(registrationMailList, "The registration's mail list, newest first") };

const list = adminRoute({
  operationId: "listRegistrationMails",
  errors: [],
  permission: "registrations.read",
  scope: scopes.record("registrations", "REGISTRATION_NOT_FOUND"),
  method: "get",
  path: "/admin/registrations/{id}/mails",
  tags,
  request: { params: idParams },
  responses: mailList,
});
const send = adminRoute({
  operationId: "sendEmail",
  errors: ["MESSAGE_ALREADY_SENT", "MESSAGE_DELETED", "MESSAGE_NOT_FOUND", "STATE_CONFLICT"],
  specOperations: ["sendEmail"],
  permission: "messages.send",
  scope: mailInScope,
  method: "post",
  path: "/admin/mails/{id}/send",
  tags,
  request: { params: idParams },
  responses: mailList,
});
const remove = adminRoute({
  operationId: "deleteEmail",
  errors: ["MESSAGE_ALREADY_SENT", "MESSAGE_DELETED", "MESSAGE_NOT_FOUND", "STATE_CONFLICT"],
  specOperations: ["deleteEmail"],
  permission: "messages.send",
  scope: mailInScope,
  method: "delete",
  path: "/admin/mails/{id}",
  tags,
  request: { params: idParams },
  responses: mailList,
});
const remind = adminRoute({
  operationId: "remindInvoiceInformation",
  errors: ["CONFERENCE_NOT_FOUND"],
  specOperations: ["invoiceSms"],
  permission: "invoices.remind",
  scope: scopes.conferenceParam(),
  method: "post",
  path: "/admin/conferences/{conferenceId}/invoice-reminder",
  tags,
  request: { params: z.object({ conferenceId: idParam }) },
  responses: {
    200: jsonResponse(
      invoiceReminderResult,
      "How many were reminded, by which channel, and how many were skipped",
    ),
  },
});

/** A registration's mail list (spec 002 §2 "mail info") and the invoice-information reminder (invoiceSms). */
export const mailRoutes = createRouter()
  .openapi(list, async (c) => c.json(await registrationMails(c.get("deps").db, c.req.valid("param").id), 200))
  .openapi(send, async (c) => {
    const actor = { kind: Actor.admin, id: c.get("admin").id };
    return c.json(await sendMail(c.get("deps"), c.req.valid("param").id, actor), 200);
  })
  .openapi(remove, async (c) => {
    const actor = { kind: Actor.admin, id: c.get("admin").id };
    return c.json(await deleteMail(c.get("deps"), c.req.valid("param").id, actor), 200);
  })
  .openapi(remind, async (c) => {
    const actor = { kind: Actor.admin, id: c.get("admin").id };
    const { conferenceId } = c.req.valid("param");
    return c.json(await remindInvoiceInformation(c.get("deps"), conferenceId, actor, originOf(c)), 200);
  });
