import { Actor, formatMoney, InvoiceType, type Locale } from "@confreg/shared";
import { getAppSetting } from "#db/app-settings";
import type { Tx } from "#db/transact";
import { queueMessage } from "#features/notifications";
import { writeAudit } from "#lib/audit/write-audit";

const system = { kind: Actor.system, id: null };

async function noticeFacts(tx: Tx, invoiceId: number) {
  return tx.db
    .selectFrom("invoices")
    .innerJoin("registrations", "registrations.id", "invoices.registrationId")
    .innerJoin("conferences", "conferences.id", "registrations.conferenceId")
    .select([
      "invoices.invoiceNumber",
      "invoices.invoiceType",
      "invoices.electronicInvoiceUrl",
      "invoices.registrationId",
      "invoices.postEmail",
      "invoices.registree",
      "invoices.amount",
      "invoices.receiptIsSent",
      "registrations.email",
      "registrations.name",
      "registrations.currency",
      "registrations.conferenceId",
      "conferences.titleZh",
      "conferences.titleEn",
      "conferences.settings",
    ])
    .where("invoices.id", "=", invoiceId)
    .executeTakeFirstOrThrow();
}
type NoticeFacts = Awaited<ReturnType<typeof noticeFacts>>;

/**
 * Tells the registrant that their invoice was issued (with its download link) or voided, in the unit of
 * work that changed it: the notice exists only if the change commits. The link is absolute when the
 * server knows its public address. An issued USD receipt (type 3) is its own e-mail, see below.
 */
export async function queueInvoiceNotice(
  tx: Tx,
  invoiceId: number,
  notice: "invoiceIssued" | "invoiceVoided",
  publicUrl: string,
): Promise<void> {
  const row = await noticeFacts(tx, invoiceId);
  const locale: Locale = (JSON.parse(row.settings) as { isEn?: boolean }).isEn ? "en" : "zh";
  const link = row.electronicInvoiceUrl.startsWith("/")
    ? `${publicUrl}${row.electronicInvoiceUrl}`
    : row.electronicInvoiceUrl;
  const params = {
    conference: (locale === "en" ? row.titleEn : row.titleZh) || row.titleZh,
    name: row.name,
    number: row.invoiceNumber,
    link,
  };
  if (notice === "invoiceIssued" && row.invoiceType === InvoiceType.usdReceipt)
    return sendUsdReceipt(tx, invoiceId, row, { ...params, locale });
  if (!row.email) return;
  await queueMessage(tx, {
    channel: "email",
    recipient: row.email,
    template: notice,
    locale,
    params,
    conferenceId: row.conferenceId,
    registrationId: row.registrationId,
    actor: system,
  });
}

/**
 * The society's receipt in dollars (createReceipt, DOMAIN.md §5) goes to the address given for it (spec
 * 000 §5: type 3 asks for the registree and an e-mail), else the registration's, and is then marked sent
 * (receiptIsSent, which the back office's detail shows) in the same unit of work: sent means queued with
 * the issue that made it. Nowhere to send it, it stays unsent.
 */
async function sendUsdReceipt(
  tx: Tx,
  invoiceId: number,
  row: NoticeFacts,
  params: { conference: string; name: string; number: string; link: string; locale: Locale },
): Promise<void> {
  const recipient = row.postEmail || row.email;
  if (!recipient) return;
  const { locale, ...rest } = params;
  const society = await getAppSetting(tx.db, "society");
  await queueMessage(tx, {
    channel: "email",
    recipient,
    template: "usdReceipt",
    locale,
    params: {
      ...rest,
      name: row.registree || row.name,
      society: society?.name[locale] || society?.name.zh || "",
      amount: formatMoney(row.amount, row.currency, locale),
    },
    conferenceId: row.conferenceId,
    registrationId: row.registrationId,
    actor: system,
  });
  await tx.db
    .updateTable("invoices")
    .set({ receiptIsSent: 1, updateTime: tx.now })
    .where("id", "=", invoiceId)
    .execute();
  tx.touch(row.registrationId);
  await writeAudit(tx, {
    action: "invoice.receiptSent",
    actor: system,
    entityId: invoiceId,
    conferenceId: row.conferenceId,
    from: row.receiptIsSent,
    to: 1,
    data: { registrationId: row.registrationId },
  });
}
