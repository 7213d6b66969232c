import { type OutboxMessage, outboxPage, outboxQuery, pageOf } from "@confreg/shared";
import type { OutboxRow } from "#db/tables/outbox";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { listOutbox } from "./outbox.repo";

const list = adminRoute({
  operationId: "listOutbox",
  errors: [],
  permission: "outbox.read",
  scope: scopes.global,
  method: "get",
  path: "/admin/outbox",
  tags: ["admin"],
  request: { query: outboxQuery },
  responses: {
    200: jsonResponse(
      outboxPage,
      "Outgoing e-mails and text messages, newest first, and the channels not delivered",
    ),
  },
});

function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    template: row.template,
    locale: row.locale,
    subject: row.subject,
    body: row.body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sender: row.sender,
    conferenceId: row.conferenceId,
    registrationId: row.registrationId,
    createTime: row.createTime,
    sentTime: row.sentTime,
  };
}

/** The outbox as the back office reads it: what was sent to whom, and what the development outbox kept. */
export const outboxRoutes = createRouter().openapi(list, async (c) => {
  const query = c.req.valid("query");
  const { db, messages } = c.get("deps");
  const { rows, total } = await listOutbox(db, query);
  return c.json(
    { ...pageOf(rows.map(toOutboxMessage), query, total), undelivered: messages.undelivered },
    200,
  );
});
