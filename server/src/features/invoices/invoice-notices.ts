import { Actor } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { queueMessage } from "#features/notifications/queue-message";

/**
 * Tells the registrant that their invoice was issued (with its download link) or voided, in the unit of
 * work that changed it: the notice exists only if the change commits. The link is absolute when the
 * server knows its public address.
 */
export async function queueInvoiceNotice(
  tx: Tx,
  invoiceId: number,
  notice: "invoiceIssued" | "invoiceVoided",
  publicUrl: string,
): Promise<void> {
  const row = await tx.db
    .selectFrom("invoices")
    .innerJoin("registrations", "registrations.id", "invoices.registrationId")
    .innerJoin("conferences", "conferences.id", "registrations.conferenceId")
    .select([
      "invoices.invoiceNumber",
      "invoices.electronicInvoiceUrl",
      "registrations.email",
      "registrations.name",
      "registrations.conferenceId",
      "conferences.titleZh",
      "conferences.titleEn",
      "conferences.settings",
    ])
    .where("invoices.id", "=", invoiceId)
    .executeTakeFirstOrThrow();
  if (!row.email) return;
  const locale = (JSON.parse(row.settings) as { isEn?: boolean }).isEn ? "en" : "zh";
  const link = row.electronicInvoiceUrl.startsWith("/")
    ? `${publicUrl}${row.electronicInvoiceUrl}`
    : row.electronicInvoiceUrl;
  await queueMessage(tx, {
    channel: "email",
    recipient: row.email,
    template: notice,
    locale,
    params: {
      conference: (locale === "en" ? row.titleEn : row.titleZh) || row.titleZh,
      name: row.name,
      number: row.invoiceNumber,
      link,
    },
    conferenceId: row.conferenceId,
    actor: { kind: Actor.system, id: null },
  });
}
