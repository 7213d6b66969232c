import type { Bilingual } from "#lib/documents/bilingual";
import { colors, Sheet } from "#lib/documents/sheet";
import { drawTable } from "#lib/documents/table";
import type { Buyer, InvoiceLine, Seller } from "#ports/invoice-issuer";
import { englishDate, isoDate } from "./dates";
import { issuerFooter } from "./invoice-pdf";
import { dollarsInWords, formatAmount, formatMoney } from "./money";
import type { Reversal } from "./red-reversal-pdf";

/** What the society's USD receipt (invoice type 3) shows; a cancelled receipt names the one it reverses. */
export type UsdReceiptDocument = {
  number: string;
  issuedAt: Date;
  seller: Seller;
  buyer: Pick<Buyer, "registree" | "affiliation" | "postAddress">;
  lines: InvoiceLine[];
  remark: string;
  conference: Bilingual;
  reversal?: Reversal;
};

function letterhead(sheet: Sheet, doc: UsdReceiptDocument): void {
  const { seller } = doc;
  sheet.paragraph(seller.name.en || seller.name.zh, { size: 14, bold: true, align: "center" });
  if (seller.name.en) sheet.paragraph(seller.name.zh, { size: 11, align: "center" });
  const address = [seller.address.en || seller.address.zh, seller.phone].filter(Boolean).join(" · ");
  if (address) sheet.paragraph(address, { size: 8.5, color: colors.muted, align: "center" });
  sheet.y -= 6;
  sheet.line(sheet.left, sheet.y, sheet.right, sheet.y, colors.ink, 1);
  sheet.y -= 12;
  const title = doc.reversal ? "CREDIT NOTE  红字收据" : "RECEIPT  收据";
  sheet.paragraph(
    title,
    { size: 20, bold: true, align: "center", color: doc.reversal ? colors.red : colors.ink },
    8,
  );
  const half = sheet.width / 2;
  const top = sheet.y;
  sheet.drawLines([`Receipt No. 收据号：${doc.number}`], sheet.left, top, half, { size: 10, bold: true });
  const date = `Date 日期：${englishDate(doc.issuedAt)}（${isoDate(doc.issuedAt)}）`;
  sheet.y -= sheet.drawLines([date], sheet.left + half, top, half, { size: 10, align: "right" }) + 6;
}

/** The society's bilingual receipt in US dollars: who paid, for which conference, how much, in figures and words. */
export async function renderUsdReceiptPdf(doc: UsdReceiptDocument): Promise<Buffer> {
  const sign = doc.reversal ? -1 : 1;
  const total = sign * doc.lines.reduce((sum, line) => sum + line.amount, 0);
  const sheet = await Sheet.open({
    title: `Receipt ${doc.number}`,
    author: doc.seller.name.en,
    at: doc.issuedAt,
  });
  letterhead(sheet, doc);
  const fields: [string, string][] = [
    ["Received from\n交款人", doc.buyer.registree || "—"],
    ["Affiliation\n单位", doc.buyer.affiliation || "—"],
    ["Address\n地址", doc.buyer.postAddress || "—"],
    ["Conference\n会议", [doc.conference.en, doc.conference.zh].filter(Boolean).join("\n")],
  ];
  if (doc.reversal) {
    const { originalNumber, reason } = doc.reversal;
    fields.push(["Reverses receipt\n冲销收据", `${originalNumber}\n${reason}`.trim()]);
  }
  drawTable(sheet, [{ share: 2.2 }, { share: 7.8 }], fields, { labels: true });
  sheet.y -= 8;
  const red = doc.reversal ? { color: colors.red } : {};
  drawTable(
    sheet,
    [{ share: 7 }, { share: 3, align: "right" }],
    [
      ...doc.lines.map((line) => [
        [line.name.en, line.name.zh].filter(Boolean).join("\n"),
        formatMoney(sign * line.amount),
      ]),
      [
        { text: "Total 合计", style: { bold: true } },
        { text: formatAmount(total, "USD"), style: { bold: true, size: 11, ...red } },
      ],
    ],
    { header: ["Description 项目", "Amount 金额 (USD)"] },
  );
  drawTable(sheet, [{ share: 2.2 }, { share: 7.8 }], [["Amount in words\n金额大写", dollarsInWords(total)]], {
    labels: true,
  });
  if (doc.remark.trim()) {
    sheet.y -= 8;
    drawTable(sheet, [{ share: 2.2 }, { share: 7.8 }], [["Remark\n备注", doc.remark]], { labels: true });
  }
  sheet.y -= 24;
  sheet.paragraph(`Received by 收款单位：${doc.seller.name.en}`, { size: 10 });
  sheet.paragraph(doc.seller.name.zh, { size: 10 }, 14);
  issuerFooter(sheet, doc.seller);
  return sheet.save(`Receipt ${doc.number}`);
}
