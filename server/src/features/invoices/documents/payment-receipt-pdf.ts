import type { Bilingual } from "#lib/documents/bilingual";
import { colors, Sheet } from "#lib/documents/sheet";
import { drawTable } from "#lib/documents/table";
import { dateTime } from "./dates";
import { type Currency, formatAmount } from "./money";

/** One payment line that was paid: what for, how, the provider's trade number and when. */
export type PaidLine = {
  item: Bilingual;
  amount: number;
  currency: Currency;
  /** The payment method as shown to the attendee (e.g. 微信支付 / WeChat Pay). */
  method: Bilingual;
  tradeNo: string;
  paidAt: Date | null;
};

/**
 * The payment receipt of a registration (spec 000 §2, "a receipt link"): plain data the caller gathers,
 * so this draws without reading the database. Times are in the conference's time zone, which is named.
 */
export type PaymentReceiptDocument = {
  society: Bilingual;
  conference: Bilingual;
  registrant: { name: string; nameEn: string; unit: string };
  registrationNo: string;
  lines: PaidLine[];
  issuedAt: Date;
  timeZone: string;
};

const both = (text: Bilingual) => (text.en && text.en !== text.zh ? `${text.zh}\n${text.en}` : text.zh);

function totals(lines: PaidLine[]): string {
  const sums = new Map<Currency, number>();
  for (const line of lines) sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.amount);
  return (
    [...sums].map(([currency, cents]) => formatAmount(cents, currency)).join("  ") || formatAmount(0, "CNY")
  );
}

export async function renderPaymentReceiptPdf(doc: PaymentReceiptDocument): Promise<Buffer> {
  const sheet = await Sheet.open({
    title: `缴费凭证 Payment receipt ${doc.registrationNo}`,
    author: doc.society.zh,
    at: doc.issuedAt,
  });
  sheet.paragraph(doc.society.zh, { size: 12, bold: true, align: "center" });
  if (doc.society.en)
    sheet.paragraph(doc.society.en, { size: 9.5, color: colors.muted, align: "center" }, 10);
  sheet.paragraph("缴费凭证", { size: 20, bold: true, align: "center" });
  sheet.paragraph("Payment receipt", { size: 11, color: colors.muted, align: "center" }, 14);
  const name = [doc.registrant.name, doc.registrant.nameEn].filter((n) => n.trim()).join(" / ");
  drawTable(
    sheet,
    [{ share: 2.2 }, { share: 7.8 }],
    [
      ["参会人\nRegistrant", { text: name || "—", style: { bold: true } }],
      ["单位\nAffiliation", doc.registrant.unit || "—"],
      ["注册编号\nRegistration No.", doc.registrationNo],
      ["会议\nConference", both(doc.conference)],
    ],
    { labels: true },
  );
  sheet.y -= 10;
  drawTable(
    sheet,
    [{ share: 3 }, { share: 1.6 }, { share: 2.4 }, { share: 1.6 }, { share: 1.6, align: "right" }],
    [
      ...doc.lines.map((line) => [
        both(line.item),
        both(line.method),
        line.tradeNo || "—",
        line.paidAt ? dateTime(line.paidAt, doc.timeZone) : "—",
        formatAmount(line.amount, line.currency),
      ]),
      [
        { text: "合计 Total", style: { bold: true } },
        "",
        "",
        "",
        { text: totals(doc.lines), style: { bold: true } },
      ],
    ],
    {
      header: ["项目 Item", "支付方式 Method", "交易号 Trade No.", "支付时间 Paid at", "金额 Amount"],
      style: { size: 8.5 },
    },
  );
  sheet.y -= 16;
  sheet.paragraph(`时间按 ${doc.timeZone} 时区。 Times are in the ${doc.timeZone} time zone.`, {
    size: 8.5,
    color: colors.muted,
  });
  sheet.paragraph(
    "本凭证仅证明已缴费用，不作为发票。 This receipt confirms the payments above; it is not a tax invoice.",
    {
      size: 8.5,
      color: colors.muted,
    },
  );
  sheet.paragraph(`${doc.society.zh} · 开具于 Issued ${dateTime(doc.issuedAt, doc.timeZone)}`, {
    size: 8.5,
    color: colors.muted,
  });
  return sheet.save(doc.registrationNo);
}
