import { InvoiceType } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { messagesByPath } from "#attendee/lib/field-errors";
import { aBlockContext, aConference } from "#testing/conference";
import { i18nIn } from "#testing/i18n";
import { blankInvoice, type InvoiceValue, invoiceBlock, invoiceValueOf } from "./invoice-block";

const context = aBlockContext();
const digital = (overrides: Partial<InvoiceValue> = {}): InvoiceValue => ({
  ...blankInvoice(context),
  mode: "new",
  invoiceTitle: "清华大学",
  taxpayerNumber: "12100000400000624D",
  postEmail: "finance@example.edu.cn",
  address: "北京市海淀区",
  ...overrides,
});

describe("the invoice block of newRegist (DOMAIN.md §5)", () => {
  it("starts at “not now” with the conference's default type and content (DOMAIN.md §11)", () => {
    expect(blankInvoice(context)).toMatchObject({
      mode: "none",
      invoiceType: InvoiceType.digital,
      invoiceContent: "registrationFee",
    });
    const allInvoices = aBlockContext({ conference: aConference({ settings: { isAllinvoice: true } }) });
    expect(blankInvoice(allInvoices).invoiceType).toBe(InvoiceType.digitalSpecial);
    const dollars = aBlockContext({ conference: aConference({ settings: { isDollar: true } }) });
    expect(blankInvoice(dollars).invoiceType).toBe(InvoiceType.usdReceipt);
  });

  it("sends nothing for “not now”, so the conference's default is kept and completed later", () => {
    expect(invoiceBlock.toInput(blankInvoice(context), context)).toEqual({ invoice: undefined });
  });

  it("sends the details the type carries, clearing the bank details when “invoice details” is off", () => {
    const sent = invoiceBlock.toInput(digital({ saveAsCommon: true }), context).invoice;
    expect(sent).toMatchObject({
      invoiceType: InvoiceType.digital,
      invoiceTitle: "清华大学",
      taxpayerNumber: "12100000400000624D",
      postEmail: "finance@example.edu.cn",
      address: "",
      saveAsCommon: true,
    });
    expect(invoiceBlock.toInput(digital({ bankDetails: true }), context).invoice?.address).toBe(
      "北京市海淀区",
    );
  });

  it("never keeps “no invoice” as a saved common invoice", () => {
    const none = digital({ invoiceType: InvoiceType.none, saveAsCommon: true });
    expect(invoiceBlock.toInput(none, context).invoice).toMatchObject({
      invoiceType: InvoiceType.none,
      saveAsCommon: false,
    });
  });

  it("sends nothing of an issued invoice an edit may not change", () => {
    const locked = aBlockContext({ lockedFields: ["invoice"] });
    expect(invoiceBlock.toInput(digital(), locked)).toEqual({ invoice: undefined });
  });

  it("opens the invoice details a recommendation left in the draft as a new invoice", () => {
    const bare = { invoiceType: InvoiceType.digital, invoiceTitle: "清华大学" } as InvoiceValue;
    expect(invoiceValueOf(bare, context)).toMatchObject({
      mode: "new",
      invoiceTitle: "清华大学",
      savedId: null,
    });
  });

  it("tells the attendee that an ordinary digital invoice covers at most 10,000 yuan", () => {
    const input = { ...invoiceBlock.toInput(digital(), context), clientTotal: 10_000_01 };
    const said = messagesByPath(i18nIn("en"), invoiceBlock.check(input as never, context));
    expect(said.get("invoice.invoiceType")).toBe(
      "An ordinary digital invoice covers at most 10000 yuan. Please choose a special invoice, or contact the finance office.",
    );
    const atCap = { ...input, clientTotal: 10_000_00 };
    expect(invoiceBlock.check(atCap as never, context)).toEqual([]);
  });
});
