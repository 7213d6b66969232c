import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createBuiltinIssuer } from "#features/invoices/issuers/builtin/builtin-issuer";
import type { InvoiceIssuer, IssueRequest, IssueResult } from "#ports/invoice-issuer";
import { type FileStorage, LocalDiskStorage } from "#storage/storage";
import { describeEachDialect } from "../helpers/database";

const seller = {
  name: { zh: "中国某某学会", en: "Chinese Society of Something" },
  taxpayerNumber: "51100000500000123X",
  address: { zh: "北京市海淀区中关村东路95号", en: "95 Zhongguancun East Road, Beijing" },
  phone: "010-62550000",
  bank: "中国工商银行北京海淀支行",
  account: "0200004509089131550",
};
const buyer = {
  title: "北京测试大学",
  taxpayerNumber: "12110000400000000X",
  address: "北京市海淀区学院路1号",
  phone: "010-80000000",
  bank: "",
  account: "",
  email: "",
  mobile: "",
  registree: "Li Si",
  affiliation: "Beijing Test University",
  postAddress: "1 Xueyuan Road, Beijing",
};

let clock = new Date("2026-03-10T08:00:00Z");

function request(invoiceId: number, orderNo: string, overrides: Partial<IssueRequest> = {}): IssueRequest {
  return {
    invoiceId,
    orderNo,
    invoiceType: 5,
    seller,
    buyer,
    lines: [
      { name: { zh: "*现代服务*会议费", en: "Conference registration fee" }, amount: 160_050, taxRate: 6 },
    ],
    currency: "CNY",
    remark: "",
    conference: { zh: "2026年学术年会", en: "2026 Annual Conference" },
    at: clock,
    ...overrides,
  };
}

function issued(result: IssueResult) {
  if (result.status !== "issued") throw new Error(`expected issued, got ${JSON.stringify(result)}`);
  return result;
}

const serial = (invoiceNumber: string) => Number(invoiceNumber.slice(-8));

describeEachDialect("the built-in invoice issuer", ({ db }) => {
  let root: string;
  let storage: FileStorage;
  let issuer: InvoiceIssuer;
  /** Every stored document's text, as poppler extracts it (spaces removed). */
  const textOf = async (invoiceNumber: string) => {
    const pdf = await issuer.document({ invoiceNumber, storageKey: null, url: null });
    if (!pdf) throw new Error(`no document for ${invoiceNumber}`);
    const file = path.join(root, `${invoiceNumber}.pdf`);
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", ["-raw", file, "-"]).toString().replace(/\s+/g, "");
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "confreg-builtin-"));
    storage = new LocalDiskStorage(root);
    issuer = createBuiltinIssuer({ db: db(), storage, now: () => clock });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("numbers 20 invoices issued at once consecutively, each number once, each with its stored PDF", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => issuer.issue(request(100 + i, `INV${100 + i}A1`))).map(async (p) =>
        issued(await p),
      ),
    );
    const numbers = results.map((r) => r.invoiceNumber).sort();
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[0]).toBe("202600000001");
    expect(numbers.map(serial)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const result of results) {
      expect(result.document).toEqual({ storageKey: `invoices/2026/${result.invoiceNumber}.pdf` });
      expect(
        (await storage.get(`invoices/2026/${result.invoiceNumber}.pdf`))?.subarray(0, 5).toString(),
      ).toBe("%PDF-");
    }
    const text = await textOf(numbers[0] ?? "");
    expect(text).toContain("北京测试大学");
    expect(text).toContain("壹仟陆佰元伍角整");
  });

  it("answers the same order number, asked twice at once or again later, with one number and one document", async () => {
    const [a, b] = await Promise.all([
      issuer.issue(request(200, "INV200A1")),
      issuer.issue(request(200, "INV200A1")),
    ]);
    const again = issued(await issuer.issue(request(200, "INV200A1")));
    expect(issued(a).invoiceNumber).toBe(issued(b).invoiceNumber);
    expect(again.invoiceNumber).toBe(issued(a).invoiceNumber);
    expect(again.issuedAt).toEqual(issued(a).issuedAt);
    const next = issued(await issuer.issue(request(201, "INV201A1")));
    expect(serial(next.invoiceNumber)).toBe(serial(again.invoiceNumber) + 1);
    expect(await issuer.issue(request(999, "INV200A1"))).toMatchObject({
      status: "failed",
      code: "orderNoTaken",
    });
  });

  it("voids with a red reversal under its own number that names the original, once", async () => {
    const blue = issued(await issuer.issue(request(300, "INV300A1")));
    const original = {
      invoiceNumber: blue.invoiceNumber,
      invoiceCode: "",
      request: request(300, "INV300A1"),
    };
    const voiding = { invoiceId: 300, orderNo: "INV300V1", original, reason: "购买方名称有误", at: clock };
    const red = issued(await issuer.void(voiding));
    expect(serial(red.invoiceNumber)).toBe(serial(blue.invoiceNumber) + 1);
    expect(red.message).toBe("");
    const text = await textOf(red.invoiceNumber);
    expect(text).toContain(`被红冲蓝字发票号码：${blue.invoiceNumber}`);
    expect(text).toContain("负壹仟陆佰元伍角整");
    expect(text).toContain("-¥1,600.50");
    expect(text).toContain("购买方名称有误");
    expect(issued(await issuer.void(voiding)).invoiceNumber).toBe(red.invoiceNumber);
    expect(await issuer.void({ ...voiding, orderNo: "INV300V2" })).toMatchObject({
      status: "failed",
      code: "alreadyReversed",
    });
    const reverseTheRed = {
      ...voiding,
      orderNo: "INV300V3",
      original: { ...original, invoiceNumber: red.invoiceNumber },
    };
    expect(await issuer.void(reverseTheRed)).toMatchObject({ status: "failed", code: "notAnInvoice" });
  });

  it("numbers USD receipts in their own series and draws the society's receipt in dollars", async () => {
    const lines = [
      { name: { zh: "会议注册费", en: "Conference registration fee" }, amount: 45_000, taxRate: 0 },
    ];
    const receipt = issued(
      await issuer.issue(request(400, "INV400A1", { invoiceType: 3, currency: "USD", lines })),
    );
    expect(receipt.invoiceNumber).toBe("R202600000001");
    const text = await textOf(receipt.invoiceNumber);
    expect(text).toContain("LiSi");
    expect(text).toContain("US$450.00");
  });

  it("answers a query from what it stored, and says when it has nothing for an order", async () => {
    const first = issued(await issuer.issue(request(500, "INV500A1")));
    expect(issued(await issuer.query({ orderNo: "INV500A1", serial: null })).invoiceNumber).toBe(
      first.invoiceNumber,
    );
    expect(await issuer.query({ orderNo: "NOPE", serial: null })).toMatchObject({
      status: "failed",
      code: "notFound",
    });
    expect(await issuer.document({ invoiceNumber: "209900000001", storageKey: null, url: null })).toBeNull();
  });

  it("keeps a number whose document could not be stored, and stores it on the retry: nothing skipped", async () => {
    let failing = true;
    const flaky: FileStorage = {
      put: async (key, data) => {
        if (failing) throw new Error("disk full");
        await storage.put(key, data);
      },
      get: (key) => storage.get(key),
      delete: (key) => storage.delete(key),
    };
    const shaky = createBuiltinIssuer({ db: db(), storage: flaky, now: () => clock });
    const before = issued(await issuer.issue(request(600, "INV600A1")));
    await expect(shaky.issue(request(601, "INV601A1"))).rejects.toThrow("disk full");
    failing = false;
    const retried = issued(await shaky.issue(request(601, "INV601A1")));
    expect(serial(retried.invoiceNumber)).toBe(serial(before.invoiceNumber) + 1);
    expect(await textOf(retried.invoiceNumber)).toContain("北京测试大学");
    const row = await db()
      .selectFrom("builtinInvoices")
      .selectAll()
      .where("orderNo", "=", "INV601A1")
      .executeTakeFirst();
    // Once stored, the register keeps no second copy of the buyer's details.
    expect(row).toMatchObject({ stored: 1, content: "" });
  });

  it("starts a new series on 1 January, China time", async () => {
    clock = new Date("2026-12-31T16:30:00Z");
    const result = issued(await issuer.issue(request(700, "INV700A1")));
    expect(result.invoiceNumber).toBe("202700000001");
    expect(result.document).toEqual({ storageKey: "invoices/2027/202700000001.pdf" });
    clock = new Date("2026-03-10T08:00:00Z");
  });
});
