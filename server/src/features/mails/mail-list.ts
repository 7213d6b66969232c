import { AppError, type AuditAction, maskPhone, OutboxStatus, type RegistrationMail } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { type Tx, transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";
import { mailOf, mailsOf, markDeleted, requeue } from "./mails.repo";

type MailRow = Awaited<ReturnType<typeof mailsOf>>[number];

/** A mail list entry: a text message's phone masked (DOMAIN.md §10); e-mail addresses are shown. */
export function toRegistrationMail(row: MailRow): RegistrationMail {
  return {
    id: row.id,
    channel: row.channel,
    sender: row.sender,
    recipient: row.channel === "sms" ? maskPhone(row.recipient) : row.recipient,
    subject: row.subject,
    body: row.body,
    status: row.status,
    isSent: row.status === OutboxStatus.sent,
    createTime: row.createTime,
    sentTime: row.sentTime,
    lastError: row.lastError,
  };
}

/** registerMailList: the messages of one registration, newest first. */
export async function registrationMails(db: Kysely<Database>, registrationId: number) {
  return (await mailsOf(db, registrationId)).map(toRegistrationMail);
}

type MailAction = { action: Extract<AuditAction, "message.resend" | "message.delete">; to: OutboxStatus };

/**
 * Reads the message for staff's action: sent ones are kept as they are and deleted ones are gone (both a
 * clear refusal); then the change, which moves nothing if someone else acted first (a conflict).
 */
async function actOnMail(
  deps: AppDeps,
  mailId: number,
  actor: ActorRef,
  { action, to }: MailAction,
  change: (tx: Tx, mailId: number) => Promise<boolean>,
): Promise<number> {
  return transact(
    deps.db,
    async (tx) => {
      const mail = await mailOf(tx.db, mailId);
      if (!mail?.registrationId) throw new AppError("MESSAGE_NOT_FOUND");
      if (mail.status === OutboxStatus.sent) throw new AppError("MESSAGE_ALREADY_SENT");
      if (mail.status === OutboxStatus.deleted) throw new AppError("MESSAGE_DELETED");
      // Unsent from here on: held, failed or queued (a queued one needs nothing to be sent).
      if (mail.status !== to) {
        if (!(await change(tx, mailId))) throw new AppError("STATE_CONFLICT");
        await writeAudit(tx, {
          action,
          actor,
          entityId: mailId,
          conferenceId: mail.conferenceId,
          from: mail.status,
          to,
          data: { registrationId: mail.registrationId },
        });
      }
      return mail.registrationId;
    },
    { at: deps.now() },
  );
}

/**
 * sendEmail: an unsent message goes now (held or failed: back in the queue, due now, attempts afresh; a
 * queued one is already on its way). Answers the registration's updated mail list.
 */
export async function sendMail(deps: AppDeps, mailId: number, actor: ActorRef) {
  const registrationId = await actOnMail(
    deps,
    mailId,
    actor,
    { action: "message.resend", to: OutboxStatus.queued },
    requeue,
  );
  deps.messages.kick();
  return registrationMails(deps.db, registrationId);
}

/** deleteEmail: only an unsent message (spec 002 §4); it is kept as deleted, out of the list. */
export async function deleteMail(deps: AppDeps, mailId: number, actor: ActorRef) {
  const registrationId = await actOnMail(
    deps,
    mailId,
    actor,
    { action: "message.delete", to: OutboxStatus.deleted },
    markDeleted,
  );
  return registrationMails(deps.db, registrationId);
}
