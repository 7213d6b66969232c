import { describe, expect, it } from "vitest";
import {
  defaultInvoiceChoice,
  type InvoiceRuleContext,
  invoiceCapIssue,
  invoiceInput,
  invoiceIssues,
  offeredInvoiceTypes,
  storedInvoice,
  validationIds as v,
} from "../src";
import { settings } from "./builders";
import { codes } from "./registration-fixtures";

const society = {
  name: { zh: "中国自动化学会", en: "Chinese Association of Automation" },
  taxpayerNumber: "51100000500010993L",
};

function context(overrides: Partial<InvoiceRuleContext> = {}): InvoiceRuleContext {
  return {
    settings: settings({ invoiceContents: ["registrationFee", "meetingFee"] }),
    payType: 2,
    society,
    ...overrides,
  };
}

/** A parsed invoice: the schema's normalising and defaults apply, as on the server. */
const invoice = (fields: Record<string, unknown>) => invoiceInput.parse(fields);
const digital = { invoiceType: 5, invoiceTitle: "清华大学", taxpayerNumber: "12100000400000624D" };

describe("invoice types offered", () => {
  it("a plain conference offers digital (5) and none (7); isAllinvoice adds 6, posting adds paper (2), dollars add 3", () => {
    expect(offeredInvoiceTypes(settings())).toEqual([5, 7]);
    expect(offeredInvoiceTypes(settings({ isAllinvoice: true, isPost: true, isDollar: true }))).toEqual([
      5, 6, 2, 3, 7,
    ]);
    expect(offeredInvoiceTypes(settings({ isPaperinvoice: true }))).toEqual([5, 2, 7]);
  });

  it("the default is 5, 6 with isAllinvoice, 3 in dollars, with the first allowed content or the registration fee", () => {
    expect(defaultInvoiceChoice(settings())).toEqual({ invoiceType: 5, invoiceContent: "registrationFee" });
    expect(defaultInvoiceChoice(settings({ isAllinvoice: true, invoiceContents: ["meetingFee"] }))).toEqual({
      invoiceType: 6,
      invoiceContent: "meetingFee",
    });
    expect(defaultInvoiceChoice(settings({ isDollar: true })).invoiceType).toBe(3);
  });
});

describe("invoiceIssues", () => {
  it("a digital invoice with title and taxpayer number has no issues", () => {
    expect(invoiceIssues(context(), invoice(digital))).toEqual([]);
  });

  it("a type the conference does not offer is refused (6 without isAllinvoice, 3 without dollars, 1 and 4 never)", () => {
    for (const invoiceType of [6, 3, 1, 4, 2]) {
      expect(codes(invoiceIssues(context(), invoice({ ...digital, invoiceType })))).toEqual([
        `invoice.invoiceType:${v.invoiceTypeUnavailable}`,
      ]);
    }
  });

  it("title and taxpayer number are required for a digital invoice; the number is normalised, all zeros refused", () => {
    expect(codes(invoiceIssues(context(), invoice({ invoiceType: 5 })))).toEqual([
      `invoice.invoiceTitle:${v.required}`,
      `invoice.taxpayerNumber:${v.required}`,
    ]);
    expect(invoice({ ...digital, taxpayerNumber: " 12100000 400000624d " }).taxpayerNumber).toBe(
      "12100000400000624D",
    );
    expect(
      codes(invoiceIssues(context(), invoice({ ...digital, taxpayerNumber: "000000000000000" }))),
    ).toEqual([`invoice.taxpayerNumber:${v.taxpayerZeros}`]);
    expect(codes(invoiceIssues(context(), invoice({ ...digital, taxpayerNumber: "12345" })))).toEqual([
      `invoice.taxpayerNumber:${v.taxpayerNumber}`,
    ]);
  });

  it("a digital special invoice (6) needs the buyer's address, phone, bank and account, stored without spaces", () => {
    const all = context({ settings: settings({ isAllinvoice: true }) });
    expect(codes(invoiceIssues(all, invoice({ ...digital, invoiceType: 6, bank: "建设银行" })))).toEqual([
      `invoice.address:${v.required}`,
      `invoice.phone:${v.required}`,
      `invoice.account:${v.required}`,
    ]);
    expect(invoice({ ...digital, account: "1100 2233 4455" }).account).toBe("110022334455");
  });

  it("a posted paper invoice needs the postal address and the recipient's phone", () => {
    const posted = context({ settings: settings({ isPost: true }) });
    expect(codes(invoiceIssues(posted, invoice({ ...digital, invoiceType: 2 })))).toEqual([
      `invoice.postAddress:${v.required}`,
      `invoice.postPhone:${v.required}`,
    ]);
    const collected = context({ settings: settings({ isPaperinvoice: true }) });
    expect(invoiceIssues(collected, invoice({ ...digital, invoiceType: 2 }))).toEqual([]);
  });

  it("a USD receipt needs the registree, affiliation, address and a valid e-mail", () => {
    const dollars = context({ settings: settings({ isDollar: true }), payType: 6 });
    expect(codes(invoiceIssues(dollars, invoice({ invoiceType: 3, postEmail: "nobody@" })))).toEqual([
      `invoice.registree:${v.required}`,
      `invoice.unit:${v.required}`,
      `invoice.postAddress:${v.required}`,
      `invoice.postEmail:${v.email}`,
    ]);
  });

  it("PayPal payments take the USD receipt or no invoice", () => {
    const dollars = context({ settings: settings({ isDollar: true }), payType: 6 });
    expect(codes(invoiceIssues(dollars, invoice(digital)))).toEqual([
      `invoice.invoiceType:${v.invoicePaypal}`,
    ]);
    expect(invoiceIssues(dollars, invoice({ invoiceType: 7 }))).toEqual([]);
  });

  it("a content the conference does not list is refused; none chosen means the default", () => {
    expect(codes(invoiceIssues(context(), invoice({ ...digital, invoiceContent: "pageCharge" })))).toEqual([
      `invoice.invoiceContent:${v.invoiceContentUnavailable}`,
    ]);
    expect(invoiceIssues(context(), invoice({ ...digital, invoiceContent: "meetingFee" }))).toEqual([]);
  });

  it("the buyer cannot be the society itself, by name (any spacing or case) or by its taxpayer number", () => {
    const byName = invoice({ ...digital, invoiceTitle: "chinese association of  automation" });
    expect(codes(invoiceIssues(context(), byName))).toEqual([
      `invoice.invoiceTitle:${v.invoiceTitleSociety}`,
    ]);
    const byNumber = invoice({ ...digital, taxpayerNumber: "51100000500010993l" });
    expect(codes(invoiceIssues(context(), byNumber))).toEqual([
      `invoice.invoiceTitle:${v.invoiceTitleSociety}`,
    ]);
    expect(invoiceIssues(context({ society: null }), byName)).toEqual([]);
  });

  it("no invoice (7) asks for nothing", () => {
    expect(invoiceIssues(context(), invoice({ invoiceType: 7 }))).toEqual([]);
  });
});

describe("invoiceCapIssue", () => {
  it("an ordinary digital invoice above 10,000 yuan is refused with the cap in the message; a special one is not", () => {
    expect(invoiceCapIssue(5, 10_000_00)).toBeNull();
    expect(invoiceCapIssue(5, 10_000_01)).toEqual({
      path: "invoice.invoiceType",
      code: v.invoiceElectronicCap,
      params: { cap: 10_000 },
    });
    expect(invoiceCapIssue(6, 20_000_00)).toBeNull();
    expect(invoiceCapIssue(7, 20_000_00)).toBeNull();
  });
});

describe("storedInvoice", () => {
  it("without a choice it is the conference's default type and content, nothing else", () => {
    expect(storedInvoice(settings({ isAllinvoice: true }), undefined)).toMatchObject({
      invoiceType: 6,
      invoiceContent: "registrationFee",
      invoiceTitle: "",
      taxpayerNumber: "",
    });
  });

  it("keeps only what the type carries: a digital invoice drops postal details, no invoice drops everything", () => {
    const given = invoice({
      ...digital,
      postAddress: "北京",
      registree: "张三",
      postEmail: "a@b.cn",
      remark: "备注",
    });
    expect(storedInvoice(settings(), given)).toEqual({
      invoiceType: 5,
      invoiceContent: "registrationFee",
      invoiceTitle: "清华大学",
      taxpayerNumber: "12100000400000624D",
      unit: "",
      address: "",
      phone: "",
      bank: "",
      account: "",
      postAddress: "",
      postPhone: "",
      postEmail: "a@b.cn",
      registree: "",
      remark: "",
    });
    expect(storedInvoice(settings({ isInvoiceremark: true }), given).remark).toBe("备注");
    expect(storedInvoice(settings(), invoice({ ...digital, invoiceType: 7 }))).toMatchObject({
      invoiceType: 7,
      invoiceContent: "",
      invoiceTitle: "",
      taxpayerNumber: "",
    });
  });
});
