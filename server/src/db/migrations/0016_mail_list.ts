import { sql } from "kysely";
import { type AnyDb, createTable, flag, index, optRef, ref, req, text } from "./helpers";

/**
 * The registration's mail list (spec 002 §2) is the outbox: a message about a registration names it, and
 * the old system's mails move there, as e-mails of the template "mail" (no language was recorded: Chinese).
 * A sent one is sent; an unsent one is held, which the dispatcher never picks: staff send or delete it.
 */
export async function up(db: AnyDb): Promise<void> {
  // No foreign key: like the rest of the outbox, what was sent stays whatever becomes of the registration.
  await db.schema.alterTable("outbox").addColumn("registration_id", "integer").execute();
  await index(db, "outbox", ["registration_id", "id"]);

  await sql`
    insert into outbox (channel, recipient, template, locale, subject, body, status, attempts, last_error,
      conference_id, registration_id, sender, create_time, sent_time, next_attempt_at)
    select 'email', email, 'mail', 'zh', title, body,
      case when is_sent = 1 then 'sent' else 'held' end, 0, '',
      conference_id, registration_id, sender, create_time,
      case when is_sent = 1 then coalesce(sent_time, update_time) else null end, ''
    from mails
    order by id
  `.execute(db);
  await db.schema.dropTable("mails").execute();
}

/** Back to a table of its own: the old mails (deleted ones are gone), as 0004 made it. */
export async function down(db: AnyDb): Promise<void> {
  await createTable(db, "mails")
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("registration_id", "integer", optRef("registrations.id", "cascade"))
    .addColumn("sender", "text", text)
    .addColumn("email", "text", req)
    .addColumn("title", "text", req)
    .addColumn("body", "text", req)
    .addColumn("is_sent", "integer", flag)
    .addColumn("sent_time", "text")
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "mails", ["registration_id"]);
  await index(db, "mails", ["is_sent"]);
  await sql`
    insert into mails (conference_id, registration_id, sender, email, title, body, is_sent, sent_time,
      create_time, update_time)
    select conference_id, registration_id, sender, recipient, subject, body,
      case when status = 'sent' then 1 else 0 end, sent_time, create_time, coalesce(sent_time, create_time)
    from outbox
    where template = 'mail' and conference_id is not null and status <> 'deleted'
    order by id
  `.execute(db);
  await sql`delete from outbox where template = 'mail'`.execute(db);
  await db.schema.dropIndex("outbox_registration_id_id_idx").execute();
  await db.schema.alterTable("outbox").dropColumn("registration_id").execute();
}
