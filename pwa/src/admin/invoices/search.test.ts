import { InvoiceStatus, InvoiceType, invoiceList } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { listSearch, toListParams } from "#admin/lists/list-search";

const invoiceListSearch = listSearch(invoiceList);

describe("the invoice list's filters in the URL (invoiceList)", () => {
  it("reads the invoice's type and status and the payment's, as the API takes them", () => {
    const search = invoiceListSearch.parse({ invoiceType: 5, invoiceStatus: -1, payStatus: 2, size: 50 });
    expect(search).toEqual({
      invoiceType: InvoiceType.digital,
      invoiceStatus: InvoiceStatus.failed,
      payStatus: 2,
      size: 50,
    });
    expect(toListParams(invoiceList, search, 7)).toEqual({
      page: "1",
      size: "50",
      conferenceId: "7",
      invoiceType: "5",
      invoiceStatus: "-1",
      payStatus: "2",
    });
  });

  it("drops an invoice type or status that does not exist", () => {
    expect(invoiceListSearch.parse({ invoiceType: 8, invoiceStatus: 4 })).toEqual({
      invoiceType: undefined,
      invoiceStatus: undefined,
    });
  });
});
