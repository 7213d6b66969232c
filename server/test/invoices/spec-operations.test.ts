import { expect, it } from "vitest";
import { describeApiDocument, untracedSpecOperations } from "../helpers/spec-operations";

/** Every invoice, receipt and mail call of the spec (its §7) that the invoices issue covers, by its name there. */
const invoiceIssueOperations = [
  "confirmInvoice",
  "getInvoiceList",
  "getInvoiceDetail",
  "invoiceNow",
  "invoiceRetry",
  "invoiceInvalidate",
  "invoiceQuery",
  "invoiceLog",
  "invoiceBatch",
  "invoiceSms",
  "digitInvoiceNow",
  "digitInvoiceInvalidate",
  "digitInvoiceQuery",
  "digitInvoiceLog",
  "checkInvoiceUpdate",
  "confirmInvoiceTaken",
  "cancelInvoiceTaken",
  "manage-invoice/updateInvoice",
  "createReceipt",
  "receiptUrl",
  "checkInCard",
  "sendEmail",
  "deleteEmail",
];

describeApiDocument("the invoices issue's spec operations in the API description", (doc) => {
  it("every invoice call the spec names is traced to an operation by x-spec-operations", () => {
    expect(invoiceIssueOperations).toHaveLength(23);
    expect(untracedSpecOperations(doc(), invoiceIssueOperations)).toEqual([]);
  });

  it("the log of both kinds of invoice is one operation: invoiceLog and digitInvoiceLog on the log route", () => {
    const log = doc().paths["/api/admin/invoices/{id}/log"]?.get;
    expect(log?.operationId).toBe("getInvoiceLog");
    expect(log?.["x-spec-operations"]).toEqual(["invoiceLog", "digitInvoiceLog"]);
  });

  it("re-issue (invoiceRetry) is an operation of its own: issuing never stands for it, so it never reverses", () => {
    const issue = doc().paths["/api/admin/invoices/{id}/issue"]?.post;
    const reissue = doc().paths["/api/admin/invoices/{id}/reissue"]?.post;
    expect(issue?.["x-spec-operations"]).toEqual(["invoiceNow", "digitInvoiceNow", "createReceipt"]);
    expect([reissue?.operationId, reissue?.["x-spec-operations"]]).toEqual([
      "reissueInvoice",
      ["invoiceRetry"],
    ]);
  });
});
