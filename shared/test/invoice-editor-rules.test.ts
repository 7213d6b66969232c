import { describe, expect, it } from "vitest";
import { canStaffEditInvoice, editedInvoiceType, invoiceFieldsOf, requiredInvoiceFields } from "../src";
import { settings } from "./builders";

describe("the back office's invoice editor", () => {
  it("shows the details a type keeps, the remark only where the conference asks for one", () => {
    expect(invoiceFieldsOf(5, settings())).toEqual([
      "invoiceContent",
      "invoiceTitle",
      "taxpayerNumber",
      "address",
      "phone",
      "bank",
      "account",
      "postEmail",
    ]);
    expect(invoiceFieldsOf(5, settings({ isInvoiceremark: true }))).toContain("remark");
    expect(invoiceFieldsOf(3, settings())).toEqual([
      "invoiceContent",
      "registree",
      "unit",
      "postAddress",
      "postEmail",
    ]);
    expect(invoiceFieldsOf(7, settings({ isInvoiceremark: true }))).toEqual([]);
  });

  it("marks what each type requires: title and taxpayer number; the bank details for special invoices", () => {
    expect(requiredInvoiceFields(5, settings())).toEqual(["invoiceTitle", "taxpayerNumber"]);
    expect(requiredInvoiceFields(6, settings())).toEqual([
      "invoiceTitle",
      "taxpayerNumber",
      "address",
      "phone",
      "bank",
      "account",
    ]);
    expect(requiredInvoiceFields(2, settings({ isPost: true }))).toEqual([
      "invoiceTitle",
      "taxpayerNumber",
      "postAddress",
      "postPhone",
    ]);
    expect(requiredInvoiceFields(3, settings())).toEqual(["registree", "unit", "postAddress", "postEmail"]);
  });

  it("opens old types as the conference's: electronic as digital, special VAT as digital special where offered", () => {
    expect(editedInvoiceType(1, settings())).toBe(5);
    expect(editedInvoiceType(4, settings({ isAllinvoice: true }))).toBe(6);
    expect(editedInvoiceType(4, settings())).toBe(5);
    expect(editedInvoiceType(2, settings())).toBe(5);
    expect(editedInvoiceType(2, settings({ isPost: true }))).toBe(2);
    expect(editedInvoiceType(7, settings())).toBe(7);
  });

  it("lets finance edit at 0, 1, -1 and -2 only: never an issued invoice or one at the platform", () => {
    expect([0, 1, -1, -2, 2, 3, -3].filter((status) => canStaffEditInvoice(status as never))).toEqual([
      0, 1, -1, -2,
    ]);
  });
});
