import { describe, expect, it } from "vitest";
import { type InvoiceDetailField, missingInvoiceDetails } from "../src";
import { settings } from "./builders";

const empty: Record<InvoiceDetailField, string> = {
  invoiceContent: "",
  invoiceTitle: "",
  taxpayerNumber: "",
  unit: "",
  address: "",
  phone: "",
  bank: "",
  account: "",
  postAddress: "",
  postPhone: "",
  postEmail: "",
  registree: "",
  remark: "",
};
const buyer = { ...empty, invoiceContent: "registrationFee", invoiceTitle: "清华大学" };

describe("missingInvoiceDetails (the invoice-information reminder)", () => {
  it("an ordinary digital invoice needs a title and a taxpayer number, nothing else", () => {
    expect(missingInvoiceDetails(5, settings(), empty)).toEqual(["invoiceTitle", "taxpayerNumber"]);
    expect(missingInvoiceDetails(5, settings(), buyer)).toEqual(["taxpayerNumber"]);
    expect(missingInvoiceDetails(5, settings(), { ...buyer, taxpayerNumber: "12100000400000624D" })).toEqual(
      [],
    );
  });

  it("a value of spaces only is missing", () => {
    expect(missingInvoiceDetails(5, settings(), { ...buyer, taxpayerNumber: "   " })).toEqual([
      "taxpayerNumber",
    ]);
  });

  it("special invoices (4, 6) also need the buyer's address, phone, bank and account", () => {
    const complete = { ...buyer, taxpayerNumber: "12100000400000624D" };
    expect(missingInvoiceDetails(6, settings(), complete)).toEqual(["address", "phone", "bank", "account"]);
    expect(
      missingInvoiceDetails(4, settings(), { ...complete, address: "北京市海淀区", bank: "工行" }),
    ).toEqual(["phone", "account"]);
  });

  it("a paper invoice needs the postal address and phone only where the conference posts them", () => {
    const complete = { ...buyer, taxpayerNumber: "12100000400000624D" };
    expect(missingInvoiceDetails(2, settings(), complete)).toEqual([]);
    expect(missingInvoiceDetails(2, settings({ isPost: true }), complete)).toEqual([
      "postAddress",
      "postPhone",
    ]);
  });

  it("the USD receipt needs the registree, unit, postal address and e-mail; no invoice needs nothing", () => {
    expect(missingInvoiceDetails(3, settings(), { ...empty, unit: "Tsinghua University" })).toEqual([
      "registree",
      "postAddress",
      "postEmail",
    ]);
    expect(missingInvoiceDetails(7, settings(), empty)).toEqual([]);
  });
});
