import { type InvoiceContent, invoiceContentLabels } from "@confreg/shared";
import { getAppSetting } from "#db/app-settings";
import { loadMoneyRows, standingOf } from "#db/standing";
import type { Tx } from "#db/transact";
import { translate } from "#http/i18n";
import type { IssueRequest } from "#ports/invoice-issuer";

/** The invoice with what issuing it needs: its registration, its conference, the money paid and how. */
export async function invoiceFacts(tx: Tx, invoiceId: number) {
  const invoice = await tx.db
    .selectFrom("invoices")
    .innerJoin("registrations", "registrations.id", "invoices.registrationId")
    .innerJoin("conferences", "conferences.id", "registrations.conferenceId")
    .selectAll("invoices")
    .select([
      "registrations.conferenceId",
      "registrations.isDeleted",
      "registrations.email as registrantEmail",
      "registrations.phone as registrantPhone",
      "registrations.name as registrantName",
      "conferences.titleZh",
      "conferences.titleEn",
    ])
    .where("invoices.id", "=", invoiceId)
    .executeTakeFirst();
  if (!invoice) return undefined;
  const { lines, invoices } = await loadMoneyRows(tx.db, [invoice.registrationId]);
  const standing = standingOf(
    { isDeleted: invoice.isDeleted },
    lines.get(invoice.registrationId) ?? [],
    invoices.get(invoice.registrationId),
  );
  return {
    ...invoice,
    fee: standing.fee,
    paid: standing.paid,
    currency: standing.currency,
    payType: standing.payType,
  };
}
export type InvoiceFacts = NonNullable<Awaited<ReturnType<typeof invoiceFacts>>>;

/** The content's printed name in both languages: a known content's label, or imported free text as it is. */
function contentName(content: string) {
  const label = invoiceContentLabels[content as InvoiceContent];
  if (!label) return { zh: content, en: content };
  return { zh: translate("zh", label.id), en: translate("en", label.id) };
}

/** What the issuer is asked for: the society as seller, the buyer as entered, one line of the paid fee. */
export async function issueRequest(tx: Tx, facts: InvoiceFacts, orderNo: string): Promise<IssueRequest> {
  const [society, accounts] = await Promise.all([
    getAppSetting(tx.db, "society"),
    getAppSetting(tx.db, "bankAccounts"),
  ]);
  return {
    invoiceId: facts.id,
    orderNo,
    invoiceType: facts.invoiceType,
    seller: {
      name: society?.name ?? { zh: "", en: "" },
      taxpayerNumber: society?.taxpayerNumber ?? "",
      address: society?.address ?? { zh: "", en: "" },
      phone: society?.phone ?? "",
      bank: accounts?.domestic.bank ?? "",
      account: accounts?.domestic.accountNumber ?? "",
    },
    buyer: {
      title: facts.invoiceTitle,
      taxpayerNumber: facts.taxpayerNumber,
      address: facts.address,
      phone: facts.phone,
      bank: facts.bank,
      account: facts.account,
      email: facts.postEmail || facts.registrantEmail,
      mobile: facts.registrantPhone,
      registree: facts.registree || facts.registrantName,
      affiliation: facts.unit,
      postAddress: facts.postAddress,
    },
    lines: [{ name: contentName(facts.invoiceContent || "registrationFee"), amount: facts.paid, taxRate: 6 }],
    currency: facts.currency,
    remark: facts.remark,
    conference: { zh: facts.titleZh, en: facts.titleEn },
    at: tx.at,
  };
}
