import type { InvoiceType } from "@confreg/shared";
import type { Bilingual } from "#lib/documents/bilingual";
import { colors, Sheet } from "#lib/documents/sheet";
import { drawTable } from "#lib/documents/table";
import type { Buyer, InvoiceLine, Seller } from "#ports/invoice-issuer";
import { chineseCapitals } from "./chinese-capitals";
import { chineseDate, isoDate } from "./dates";
import { invoiceTitle } from "./invoice-titles";
import { type Currency, formatAmount, formatMoney, splitTax } from "./money";

/** What an invoice shows: plain data, so the same document can be drawn again from what was stored. */
export type InvoiceDocument = {
  invoiceType: InvoiceType;
  number: string;
  issuedAt: Date;
  seller: Seller;
  buyer: Buyer;
  lines: InvoiceLine[];
  currency: Currency;
  remark: string;
  conference: Bilingual;
};

/** How a red reversal changes the invoice it draws (red-reversal-pdf.ts). */
export type InvoiceVariant = { sign: 1 | -1; banner?: (sheet: Sheet) => void; remark?: string };

const join = (...parts: string[]) => parts.filter((p) => p.trim()).join(" ") || "—";
const bilingual = (text: Bilingual) => (text.en && text.en !== text.zh ? `${text.zh}\n${text.en}` : text.zh);

function header(sheet: Sheet, doc: InvoiceDocument): void {
  const title = invoiceTitle(doc.invoiceType);
  sheet.paragraph(title.zh, { size: 20, bold: true, align: "center" });
  const width = Math.min(sheet.measure(title.zh, { size: 20, bold: true }) + 40, sheet.width);
  const x = sheet.left + (sheet.width - width) / 2;
  sheet.line(x, sheet.y - 1, x + width, sheet.y - 1, colors.ink, 0.8);
  sheet.line(x, sheet.y - 3.5, x + width, sheet.y - 3.5, colors.ink, 0.8);
  sheet.y -= 8;
  sheet.paragraph(title.en, { size: 10, color: colors.muted, align: "center" }, 10);
  const half = sheet.width / 2;
  const top = sheet.y;
  sheet.drawLines([`发票号码 Invoice No.：${doc.number}`], sheet.left, top, half, { size: 10, bold: true });
  const date = `开票日期 Date：${chineseDate(doc.issuedAt)}（${isoDate(doc.issuedAt)}）`;
  sheet.y -= sheet.drawLines([date], sheet.left + half, top, half, { size: 10, align: "right" }) + 6;
}

function parties(sheet: Sheet, { buyer, seller }: InvoiceDocument): void {
  drawTable(
    sheet,
    [{ share: 2 }, { share: 4 }, { share: 4 }],
    [
      ["名称\nName", { text: buyer.title || "—", style: { bold: true } }, bilingual(seller.name)],
      ["纳税人识别号\nTaxpayer ID", buyer.taxpayerNumber || "—", seller.taxpayerNumber || "—"],
      [
        "地址、电话\nAddress, phone",
        join(buyer.address, buyer.phone),
        join(seller.address.zh, seller.phone) + (seller.address.en ? `\n${seller.address.en}` : ""),
      ],
      ["开户行及账号\nBank, account", join(buyer.bank, buyer.account), join(seller.bank, seller.account)],
    ],
    { header: ["", "购买方 Buyer", "销售方 Seller"], labels: true },
  );
  sheet.y -= 8;
}

function items(sheet: Sheet, doc: InvoiceDocument, sign: 1 | -1): number {
  const money = (cents: number) => formatMoney(sign * cents);
  const rows = doc.lines.map((line) => {
    const { net, tax } = splitTax(line.amount, line.taxRate);
    return { line, net, tax };
  });
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const total = sum((r) => r.line.amount);
  const red = sign < 0 ? { color: colors.red } : {};
  const numbers = { share: 1.7, align: "right" as const };
  drawTable(
    sheet,
    [{ share: 3.6 }, numbers, { share: 1, align: "center" }, numbers, { share: 2 }],
    [
      ...rows.map((r) => [
        bilingual(r.line.name),
        money(r.net),
        `${r.line.taxRate}%`,
        money(r.tax),
        { text: money(r.line.amount), style: { align: "right" as const } },
      ]),
      [
        { text: "合计 Total", style: { bold: true } },
        { text: formatAmount(sign * sum((r) => r.net), doc.currency), style: { bold: true, ...red } },
        "",
        { text: formatAmount(sign * sum((r) => r.tax), doc.currency), style: { bold: true, ...red } },
        { text: formatAmount(sign * total, doc.currency), style: { bold: true, align: "right", ...red } },
      ],
    ],
    {
      header: [`项目名称 Item`, `金额 Amount (${doc.currency})`, "税率 Rate", "税额 Tax", "价税合计 Total"],
      style: { size: 9 },
    },
  );
  return sign * total;
}

function totals(sheet: Sheet, doc: InvoiceDocument, total: number): void {
  const prefix = doc.currency === "USD" ? "美元" : "";
  drawTable(
    sheet,
    [{ share: 2 }, { share: 5 }, { share: 3 }],
    [
      [
        "价税合计（大写）\nTotal in words",
        { text: prefix + chineseCapitals(total), style: { bold: true, size: 11 } },
        {
          text: `（小写）${formatAmount(total, doc.currency)}`,
          style: { bold: true, size: 11, align: "right" },
        },
      ],
    ],
    { labels: true },
  );
}

function remark(sheet: Sheet, doc: InvoiceDocument, extra: string | undefined): void {
  const text = [`会议 Conference：${doc.conference.zh}`, doc.conference.en, doc.remark, extra ?? ""]
    .filter((p) => p.trim())
    .join("\n");
  drawTable(sheet, [{ share: 2 }, { share: 8 }], [["备注\nRemark", text]], { labels: true });
  sheet.y -= 14;
}

/** Who issued it: the society itself, through this system, not a tax platform. */
export function issuerFooter(sheet: Sheet, seller: Seller): void {
  sheet.paragraph(`开票方 Issued by：${seller.name.zh}（内置开票）`, { size: 9.5 });
  sheet.paragraph(`Built-in issuer of ${seller.name.en || seller.name.zh}`, { size: 9.5 }, 4);
  sheet.paragraph(
    "本文件由会议注册系统的内置开票程序生成。 Generated by the conference registration system's built-in issuer.",
    {
      size: 8,
      color: colors.muted,
    },
  );
}

/** The invoice PDF (A4): title by type, number and date, buyer and seller, items with tax, totals, remark. */
export async function renderInvoicePdf(
  doc: InvoiceDocument,
  variant: InvoiceVariant = { sign: 1 },
): Promise<Buffer> {
  const title = invoiceTitle(doc.invoiceType);
  const sheet = await Sheet.open({
    title: `${title.zh} ${doc.number}`,
    author: doc.seller.name.zh,
    at: doc.issuedAt,
  });
  header(sheet, doc);
  variant.banner?.(sheet);
  parties(sheet, doc);
  const total = items(sheet, doc, variant.sign);
  totals(sheet, doc, total);
  remark(sheet, doc, variant.remark);
  issuerFooter(sheet, doc.seller);
  return sheet.save(`${invoiceTitle(doc.invoiceType).zh} ${doc.number}`);
}
