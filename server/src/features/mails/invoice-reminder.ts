import {
  Actor,
  AppError,
  type Conference,
  type InvoiceReminderResult,
  InvoiceType,
  invoiceMachine,
  invoiceReminderIntervalMs,
  missingInvoiceDetails,
  OutboxStatus,
  statesFiring,
} from "@confreg/shared";
import { loadMoneyRows, standingOf } from "#db/standing";
import { type Tx, transact } from "#db/transact";
import { toConference } from "#features/conferences";
import { queueMessage } from "#features/notifications";
import { noticeLocale } from "#features/payments";
import type { AppDeps } from "#http/env";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";

const template = "invoiceInfoReminder";

/** The registration's own page, where the attendee fills in the invoice (the old URL, DOMAIN.md §1). */
const detailLink = (origin: string, conferenceId: number, registrationId: number) =>
  `${origin}/register/${conferenceId}/user/registerDetail?register_id=${registrationId}`;

/**
 * Live registrations of the conference with an invoice the attendee could apply for now (the fee paid and
 * above zero, the invoice none or voided, and wanted: the invoice machine's own rule, read through the
 * standing) whose details are not complete for its type.
 */
async function lackingInvoiceDetails(tx: Tx, conference: Conference) {
  const rows = await tx.db
    .selectFrom("registrations")
    .innerJoin("invoices", "invoices.registrationId", "registrations.id")
    .selectAll("invoices")
    .select([
      "registrations.name",
      "registrations.email as registrantEmail",
      "registrations.phone as registrantPhone",
    ])
    .where("registrations.conferenceId", "=", conference.id)
    .where("registrations.isDeleted", "=", 0)
    // The read model's paid amount: only registrations that hold money can have an invoice to apply for.
    .where("registrations.receivedFee", ">", 0)
    .where("invoices.invoiceStatus", "in", statesFiring(invoiceMachine, "apply", Actor.attendee))
    .where("invoices.invoiceType", "<>", InvoiceType.none)
    .orderBy("registrations.id")
    .execute();
  const lacking = rows.filter(
    (row) => missingInvoiceDetails(row.invoiceType, conference.settings, row).length > 0,
  );
  const { lines } = await loadMoneyRows(
    tx.db,
    lacking.map((row) => row.registrationId),
  );
  const attendeeActions = (row: (typeof lacking)[number]) =>
    standingOf({ isDeleted: 0 }, lines.get(row.registrationId) ?? [], row).invoiceActions.attendee;
  return lacking.filter((row) => attendeeActions(row).includes("apply"));
}

/** The registrations of the conference reminded in the last 24 hours (a deleted reminder never went). */
async function remindedRecently(tx: Tx, conferenceId: number): Promise<Set<number>> {
  const since = new Date(tx.at.getTime() - invoiceReminderIntervalMs).toISOString();
  const rows = await tx.db
    .selectFrom("outbox")
    .select("registrationId")
    .distinct()
    .where("conferenceId", "=", conferenceId)
    .where("template", "=", template)
    .where("status", "<>", OutboxStatus.deleted)
    .where("createTime", ">", since)
    .execute();
  return new Set(rows.flatMap((row) => (row.registrationId === null ? [] : [row.registrationId])));
}

/**
 * invoiceSms: a text message (to the registrant's phone) and an e-mail (to the registrant's address) to
 * every paid registration of the conference whose invoice information is missing, naming the page where
 * it is filled in; none to a registration reminded in the last 24 hours. One unit of work, one audit row
 * with the counts; on Postgres two reminders of one conference take turns, so nobody is reminded twice.
 */
export async function remindInvoiceInformation(
  deps: AppDeps,
  conferenceId: number,
  actor: ActorRef,
  origin: string,
): Promise<InvoiceReminderResult> {
  const result = await transact(
    deps.db,
    async (tx) => {
      let read = tx.db.selectFrom("conferences").selectAll().where("id", "=", conferenceId);
      if (tx.dialect === "postgres") read = read.forUpdate();
      const row = await read.executeTakeFirst();
      if (!row) throw new AppError("CONFERENCE_NOT_FOUND");
      const conference = toConference(row);
      const locale = noticeLocale(conference);
      const title = conference.title[locale] || conference.title.zh;
      const recent = await remindedRecently(tx, conferenceId);
      const counts: InvoiceReminderResult = { reminded: 0, sms: 0, emails: 0, skippedRecent: 0 };
      for (const registration of await lackingInvoiceDetails(tx, conference)) {
        const { registrationId } = registration;
        if (recent.has(registrationId)) {
          counts.skippedRecent += 1;
          continue;
        }
        const params = {
          conference: title,
          name: registration.name,
          link: detailLink(origin, conferenceId, registrationId),
        };
        const channels = [
          { channel: "sms" as const, recipient: registration.registrantPhone },
          { channel: "email" as const, recipient: registration.registrantEmail },
        ].filter((to) => to.recipient !== "");
        for (const to of channels) {
          await queueMessage(tx, { ...to, template, locale, params, conferenceId, registrationId, actor });
          if (to.channel === "sms") counts.sms += 1;
          else counts.emails += 1;
        }
        if (channels.length > 0) counts.reminded += 1;
      }
      await writeAudit(tx, {
        action: "message.invoiceReminder",
        actor,
        entityId: null,
        conferenceId,
        data: counts,
      });
      return counts;
    },
    { at: deps.now() },
  );
  deps.messages.kick();
  return result;
}
