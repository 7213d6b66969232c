import { Actor, type Locale, type MessageChannel } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";
import { renderTemplate, type TemplateName, type TemplateParams } from "./templates";

export type QueueMessageInput<T extends TemplateName> = {
  channel: MessageChannel;
  /** An e-mail address or a phone number (digits, 00 and country code for international numbers). */
  recipient: string;
  template: T;
  locale: Locale;
  params: TemplateParams[T];
  conferenceId?: number | null;
  /** The registration it is about: it then shows in that registration's mail list. */
  registrationId?: number | null;
  /** Who caused it, for the audit row; the system when nobody in particular. */
  actor?: ActorRef;
};

/**
 * Renders a template and queues it in the caller's unit of work: the message exists only if the change
 * that wants it commits. The dispatcher sends it afterwards (call `deps.messages.kick()` once committed).
 * The audit row names the channel and template only; recipients and bodies stay in the outbox.
 */
export async function queueMessage<T extends TemplateName>(
  tx: Tx,
  input: QueueMessageInput<T>,
): Promise<number> {
  const { subject, body } = renderTemplate(input.template, input.channel, input.locale, input.params);
  const conferenceId = input.conferenceId ?? null;
  const row = await tx.db
    .insertInto("outbox")
    .values({
      channel: input.channel,
      recipient: input.recipient,
      template: input.template,
      locale: input.locale,
      subject,
      body,
      status: "queued",
      conferenceId,
      registrationId: input.registrationId ?? null,
      createTime: tx.now,
      sentTime: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await writeAudit(tx, {
    action: "message.send",
    actor: input.actor ?? { kind: Actor.system, id: null },
    entityId: row.id,
    conferenceId,
    data: { channel: input.channel, template: input.template },
  });
  return row.id;
}
