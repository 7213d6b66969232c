import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { NewOutbox } from "#db/tables/outbox";

/** A message of a registration's mail list as the outbox holds it (an old system's mail by default). */
export async function insertMail(
  db: Kysely<Database>,
  fields: Partial<NewOutbox> & { registrationId: number; conferenceId: number },
) {
  return db
    .insertInto("outbox")
    .values({
      channel: "email",
      recipient: "lisi@example.com",
      template: "mail",
      locale: "zh",
      subject: "缴费提醒",
      body: "请尽快缴费。",
      status: "held",
      sender: "conference@example.org",
      createTime: "2026-03-01T08:00:00.000Z",
      sentTime: null,
      ...fields,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** The audit rows of one message, oldest first: action, from, to. */
export async function messageAudit(db: Kysely<Database>, messageId: number) {
  return (
    await db
      .selectFrom("auditLog")
      .select(["action", "fromState", "toState", "actorKind"])
      .where("entity", "=", "message")
      .where("entityId", "=", messageId)
      .orderBy("id")
      .execute()
  ).map((row) => [row.action, row.fromState, row.toState, row.actorKind]);
}
