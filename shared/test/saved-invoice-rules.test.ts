import { describe, expect, it } from "vitest";
import {
  hasInvoiceBankDetails,
  invoiceFromSaved,
  invoiceInput,
  registrationInput,
  savableInvoiceTypes,
  savedInvoiceIssues,
  storedSavedInvoice,
  validationIds as v,
  withoutInvoiceBankDetails,
} from "../src";
import { settings } from "./builders";
import { codes } from "./registration-fixtures";

const society = {
  name: { zh: "中国自动化学会", en: "Chinese Association of Automation" },
  taxpayerNumber: "51100000500010993L",
};
const invoice = (fields: Record<string, unknown>) => invoiceInput.parse(fields);
const special = {
  invoiceType: 6,
  invoiceTitle: "清华大学",
  taxpayerNumber: "12100000400000624D",
  address: "北京市海淀区清华园1号",
  phone: "01062782114",
  bank: "中国工商银行北京海淀支行",
  account: "0200004509088103123",
};

describe("saved common invoices", () => {
  it("may be digital, digital special, paper or a USD receipt: never 'no invoice', nor the old types 1 and 4", () => {
    expect([...savableInvoiceTypes].sort()).toEqual([2, 3, 5, 6]);
    for (const invoiceType of [1, 4, 7]) {
      expect(codes(savedInvoiceIssues(invoice({ ...special, invoiceType }), society))).toEqual([
        `invoice.invoiceType:${v.invoiceTypeUnavailable}`,
      ]);
    }
  });

  it("are held to the form's rules without a conference: what the type requires, the taxpayer number, the society", () => {
    expect(savedInvoiceIssues(invoice(special), society)).toEqual([]);
    expect(
      codes(savedInvoiceIssues(invoice({ ...special, bank: "", taxpayerNumber: "0000" }), society)),
    ).toEqual([`invoice.bank:${v.required}`, `invoice.taxpayerNumber:${v.taxpayerZeros}`]);
    expect(
      codes(savedInvoiceIssues(invoice({ ...special, invoiceTitle: "中国自动化学会" }), society)),
    ).toEqual([`invoice.invoiceTitle:${v.invoiceTitleSociety}`]);
    // A posted paper invoice's address is asked for by the conference that posts it, not here.
    expect(savedInvoiceIssues(invoice({ ...special, invoiceType: 2 }), society)).toEqual([]);
  });

  it("keep their content as chosen, none included (each conference's default), and only their type's details", () => {
    const kept = storedSavedInvoice(
      invoice({ ...special, invoiceType: 5, remark: "请开具到系", postAddress: "x" }),
    );
    expect(kept).toMatchObject({ invoiceType: 5, invoiceContent: "", remark: "请开具到系", postAddress: "" });
  });

  it("open on a conference's form as a type it offers (1 and 2 as 5, 4 as 6), with a content it allows", () => {
    const saved = storedSavedInvoice(invoice({ ...special, invoiceContent: "trainingFee", remark: "备注" }));
    const plain = settings({ invoiceContents: ["registrationFee"] });
    expect(invoiceFromSaved(saved, plain)).toMatchObject({
      invoiceType: 5,
      invoiceContent: "",
      bank: "中国工商银行北京海淀支行",
      remark: "",
    });
    const allowing = settings({
      isAllinvoice: true,
      isInvoiceremark: true,
      invoiceContents: ["trainingFee"],
    });
    expect(invoiceFromSaved(saved, allowing)).toMatchObject({
      invoiceType: 6,
      invoiceContent: "trainingFee",
      remark: "备注",
    });
    expect(invoiceFromSaved({ ...saved, invoiceType: 4 }, allowing).invoiceType).toBe(6);
    expect(invoiceFromSaved({ ...saved, invoiceType: 1 }, allowing).invoiceType).toBe(5);
    expect(invoiceFromSaved({ ...saved, invoiceType: 2 }, allowing).invoiceType).toBe(5);
    expect(invoiceFromSaved({ ...saved, invoiceType: 2 }, settings({ isPost: true })).invoiceType).toBe(2);
  });

  it("'invoice details: no' clears the address, phone, bank and account, and nothing else", () => {
    const withBank = storedSavedInvoice(invoice(special));
    expect(hasInvoiceBankDetails(withBank)).toBe(true);
    const cleared = withoutInvoiceBankDetails(withBank);
    expect(cleared).toMatchObject({
      address: "",
      phone: "",
      bank: "",
      account: "",
      invoiceTitle: "清华大学",
    });
    expect(hasInvoiceBankDetails(cleared)).toBe(false);
  });

  it("the registration's invoice carries 'save as common invoice', off unless asked for", () => {
    const invoiceOf = registrationInput.shape.invoice;
    expect(invoiceOf.parse({ invoiceType: 5 })?.saveAsCommon).toBe(false);
    expect(invoiceOf.parse({ invoiceType: 5, saveAsCommon: true })?.saveAsCommon).toBe(true);
    expect(invoiceOf.safeParse({ invoiceType: 5, saveAsCommon: "yes" }).success).toBe(false);
  });
});
