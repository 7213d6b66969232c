import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { chineseCapitals } from "#features/invoices/documents/chinese-capitals";
import { renderInvoicePdf } from "#features/invoices/documents/invoice-pdf";
import { dollarsInWords, formatMoney, splitTax } from "#features/invoices/documents/money";
import { renderPaymentReceiptPdf } from "#features/invoices/documents/payment-receipt-pdf";
import { renderRedReversalPdf } from "#features/invoices/documents/red-reversal-pdf";
import { renderUsdReceiptPdf } from "#features/invoices/documents/usd-receipt-pdf";
import { wrapText } from "#lib/documents/wrap";
import type { Buyer, Seller } from "#ports/invoice-issuer";

/** Where the rendered pages go, to be looked at (test-output/ is not committed). */
const outDir = path.resolve(import.meta.dirname, "../../../test-output/invoices");
mkdirSync(outDir, { recursive: true });

const seller: Seller = {
  name: { zh: "中国某某学会", en: "Chinese Society of Something" },
  taxpayerNumber: "51100000500000123X",
  address: { zh: "北京市海淀区中关村东路95号", en: "95 Zhongguancun East Road, Haidian District, Beijing" },
  phone: "010-62550000",
  bank: "中国工商银行北京海淀支行",
  account: "0200004509089131550",
};
/** A buyer whose name and address are longer than any line: they must wrap, not run over. */
const longBuyer: Buyer = {
  title: "北京航空航天大学计算机科学与技术学院（国家级虚拟仿真实验教学中心）附属某某研究所有限责任公司",
  taxpayerNumber: "12100000400010275Y",
  address: "北京市海淀区学院路37号新主楼G座某某实验室某某房间，邮编100191，收件人请联系办公室转交",
  phone: "010-82317000",
  bank: "招商银行北京分行学院路支行",
  account: "110902345610501",
  email: "",
  mobile: "",
  registree: "Zhang San",
  affiliation:
    "Beihang University, School of Computer Science and Engineering, Laboratory of Extraordinarily Long Names",
  postAddress: "37 Xueyuan Road, Haidian District, Beijing 100191, China",
};
const conference = {
  zh: "2026年全国某某学术年会暨第十二届国际研讨会",
  en: "2026 National Annual Conference and the 12th International Symposium",
};
const fee = { zh: "*现代服务*会议费", en: "Conference registration fee" };
const at = new Date("2026-03-10T08:00:00Z");
const invoice = {
  invoiceType: 5 as const,
  number: "202600000001",
  issuedAt: at,
  seller,
  buyer: longBuyer,
  lines: [{ name: fee, amount: 160_050, taxRate: 6 }],
  currency: "CNY" as const,
  remark: "参会人：张三",
  conference,
};

/** Page 1 as PNG in test-output/invoices, its share of non-white pixels, and the text in drawing order (-raw keeps a wrapped cell together). */
function inspect(name: string, pdf: Buffer) {
  const file = path.join(outDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "72",
    "-f",
    "1",
    "-l",
    "1",
    "-singlefile",
    file,
    path.join(outDir, name),
  ]);
  const png = PNG.sync.read(readFileSync(path.join(outDir, `${name}.png`)));
  let ink = 0;
  for (let i = 0; i < png.data.length; i += 4)
    if ((png.data[i] ?? 255) + (png.data[i + 1] ?? 255) + (png.data[i + 2] ?? 255) < 600) ink++;
  const text = execFileSync("pdftotext", ["-raw", file, "-"]).toString();
  const fonts = execFileSync("pdffonts", [file]).toString().trim().split("\n").slice(2);
  // Every word inside the page's margins (44 pt of 595): nothing runs off the side.
  const bbox = execFileSync("pdftotext", ["-bbox", file, "-"]).toString();
  const xs = [...bbox.matchAll(/xMin="([\d.]+)"[^>]*xMax="([\d.]+)"/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  return { ink: ink / (png.width * png.height), text, flat: text.replace(/\s+/g, ""), fonts, xs };
}

function expectReadable(page: ReturnType<typeof inspect>) {
  expect(page.ink).toBeGreaterThan(0.01);
  expect(page.fonts.length).toBeGreaterThan(0);
  for (const font of page.fonts) expect(font).toMatch(/CID TrueType\s+Identity-H\s+yes/);
  expect(page.xs.length).toBeGreaterThan(20);
  for (const [min, max] of page.xs) {
    expect(min).toBeGreaterThanOrEqual(43);
    expect(max).toBeLessThanOrEqual(595.28 - 43);
  }
}

describe("Chinese capitals (大写金额)", () => {
  it.each([
    [0, "零元整"],
    [5, "伍分"],
    [50, "伍角整"],
    [1_000, "壹拾元整"],
    [10_005, "壹佰元零伍分"],
    [10_010, "壹佰元壹角整"],
    [100_100, "壹仟零壹元整"],
    [160_050, "壹仟陆佰元伍角整"],
    [1_000_000, "壹万元整"],
    [10_050_000, "壹拾万零伍佰元整"],
    [123_456_789, "壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分"],
    [10_000_000_000, "壹亿元整"],
    [10_001_000_000, "壹亿零壹万元整"],
    [100_000_000_000_000, "壹万亿元整"],
    [-160_050, "负壹仟陆佰元伍角整"],
  ])("%i cents are %s", (cents, words) => {
    expect(chineseCapitals(cents)).toBe(words);
  });

  it("refuse a fraction of a cent", () => {
    expect(() => chineseCapitals(0.5)).toThrow(RangeError);
  });
});

describe("amounts in figures and words", () => {
  it("group thousands, split the tax from a tax-inclusive amount so the parts add up, and spell dollars", () => {
    expect(formatMoney(123_456_789)).toBe("1,234,567.89");
    expect(formatMoney(-5)).toBe("-0.05");
    expect(splitTax(160_050, 6)).toEqual({ net: 150_991, tax: 9_059 });
    expect(splitTax(30_000, 0)).toEqual({ net: 30_000, tax: 0 });
    expect(dollarsInWords(123_456)).toBe("One thousand two hundred thirty-four and 56/100 US dollars");
    expect(dollarsInWords(45_000)).toBe("Four hundred fifty and 00/100 US dollars");
  });
});

describe("line breaking", () => {
  const measure = (s: string) => [...s].length;
  it("breaks Chinese anywhere, Latin between words, cuts a word longer than a line, keeps line breaks", () => {
    expect(wrapText("北京航空航天大学计算机学院", 5, measure)).toEqual([
      "北京航空航",
      "天大学计算",
      "机学院",
    ]);
    expect(wrapText("Beihang University School", 12, measure)).toEqual(["Beihang", "University", "School"]);
    expect(wrapText("Supercalifragilistic", 8, measure)).toEqual(["Supercal", "ifragili", "stic"]);
    expect(wrapText("第一行\n第二行", 10, measure)).toEqual(["第一行", "第二行"]);
  });
  it("never starts a line with closing punctuation", () => {
    const lines = wrapText("一二三四五，六七八", 5, measure);
    expect(lines).toEqual(["一二三四", "五，六七八"]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(5);
  });
});

describe("the society's PDF documents", () => {
  it("the invoice shows the title by type, the buyer's full name wrapped, the number and the total in capitals", async () => {
    const page = inspect("invoice", await renderInvoicePdf(invoice));
    expectReadable(page);
    expect(page.flat).toContain("电子发票（普通发票）");
    expect(page.flat).toContain(longBuyer.title.replace(/\s+/g, ""));
    expect(page.flat).toContain("壹仟陆佰元伍角整");
    expect(page.flat).toContain("¥1,600.50");
    expect(page.flat).toContain("202600000001");
    expect(page.flat).toContain("Built-in issuer of Chinese Society of Something".replace(/\s+/g, ""));
  });

  it("a special VAT invoice is titled as one", async () => {
    const page = inspect("invoice-special", await renderInvoicePdf({ ...invoice, invoiceType: 4 }));
    expect(page.flat).toContain("增值税专用发票");
  });

  it("the red reversal shows negative amounts, its own number and the invoice it reverses", async () => {
    const reversal = { originalNumber: "202600000001", originalIssuedAt: at, reason: "购买方名称有误" };
    const page = inspect(
      "red-reversal",
      await renderRedReversalPdf({ ...invoice, number: "202600000002", reversal }),
    );
    expectReadable(page);
    expect(page.flat).toContain("负壹仟陆佰元伍角整");
    expect(page.flat).toContain("-¥1,600.50");
    expect(page.flat).toContain("202600000002");
    expect(page.flat).toContain("被红冲蓝字发票号码：202600000001");
    expect(page.flat).toContain("购买方名称有误");
  });

  it("the USD receipt names the registree, affiliation, address, conference, amount and receipt number", async () => {
    const lines = [
      { name: { zh: "会议注册费", en: "Conference registration fee" }, amount: 45_000, taxRate: 0 },
    ];
    const doc = {
      number: "R202600000001",
      issuedAt: at,
      seller,
      buyer: longBuyer,
      lines,
      remark: "",
      conference,
    };
    const page = inspect("usd-receipt", await renderUsdReceiptPdf(doc));
    expectReadable(page);
    for (const text of ["Zhang San", "R202600000001", "US$450.00", "10 March 2026", conference.en, "收据"])
      expect(page.flat).toContain(text.replace(/\s+/g, ""));
    expect(page.flat).toContain("Laboratory");
    expect(page.flat).toContain("Fourhundredfiftyand00/100USdollars");
  });

  it("the payment receipt lists each line paid with its amount, date and trade number", async () => {
    const page = inspect(
      "payment-receipt",
      await renderPaymentReceiptPdf({
        society: seller.name,
        conference,
        registrant: { name: "张三", nameEn: "Zhang San", unit: "北京航空航天大学" },
        registrationNo: "000123",
        lines: [
          {
            item: { zh: "会议注册费", en: "Registration fee" },
            amount: 160_050,
            currency: "CNY",
            method: { zh: "微信支付", en: "WeChat Pay" },
            tradeNo: "4200002026031012345678901234",
            paidAt: at,
          },
          {
            item: { zh: "专题研讨会", en: "Workshop" },
            amount: 30_000,
            currency: "CNY",
            method: { zh: "银行转账", en: "Bank transfer" },
            tradeNo: "T20260311",
            paidAt: new Date("2026-03-11T02:30:00Z"),
          },
        ],
        issuedAt: at,
        timeZone: "Asia/Shanghai",
      }),
    );
    expectReadable(page);
    for (const text of [
      "张三",
      "缴费凭证",
      "¥1,600.50",
      "¥300.00",
      "¥1,900.50",
      "2026-03-1016:00",
      "2026-03-1110:30",
    ])
      expect(page.flat).toContain(text);
    expect(page.flat).toContain("T20260311");
  });

  it("a long invoice flows onto a second page instead of running off the first", async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({ name: fee, amount: 10_000 + i, taxRate: 6 }));
    const pdf = await renderInvoicePdf({ ...invoice, lines });
    const file = path.join(outDir, "invoice-long.pdf");
    writeFileSync(file, pdf);
    expect(execFileSync("pdfinfo", [file]).toString()).toMatch(/Pages:\s+[2-9]/);
  });
});
