import { InvoiceType } from "@confreg/shared";
import type { NuonuoConfig } from "#features/invoices/issuers/nuonuo/config";
import { rateFraction, splitTax, yuan } from "#features/invoices/issuers/nuonuo/money";
import type { IssueRequest, IssueResult, VoidRequest } from "#ports/invoice-issuer";

/** Our digital types and the platform's 票种: 数电普票 and 数电专票, both electronic. */
const INVOICE_LINES: Partial<Record<InvoiceType, "pc" | "bs">> = {
  [InvoiceType.digital]: "pc",
  [InvoiceType.digitalSpecial]: "bs",
};

/** The platform's limits on orderNo (and so on the red form's billId, which reuses it). */
const ORDER_NO = /^[0-9A-Za-z_-]{1,20}$/;
/** 2 开票有误: a void here takes an invoice back whatever the cause; the reason is not printed on it. */
const RED_REASON = "2";
const SELLER = "0";

export function invoiceLineOf(type: InvoiceType): "pc" | "bs" | null {
  return INVOICE_LINES[type] ?? null;
}

/** What the platform cannot be asked to do, refused before anything is sent. */
export function refusalOf(request: IssueRequest): IssueResult | null {
  const refuse = (message: string): IssueResult => ({
    status: "failed",
    code: "REQUEST",
    message,
    relogin: false,
  });
  if (!invoiceLineOf(request.invoiceType))
    return refuse(`Nuonuo issues digital invoices only, not type ${request.invoiceType}`);
  if (request.currency !== "CNY") return refuse("Nuonuo issues invoices in CNY only");
  if (!ORDER_NO.test(request.orderNo))
    return refuse("the order number must be 1 to 20 letters or digits for Nuonuo");
  if (request.lines.length === 0) return refuse("an invoice needs at least one line");
  if (request.lines.some((line) => !Number.isInteger(line.amount) || line.amount <= 0)) {
    return refuse("every invoice line needs a positive amount in cents");
  }
  return null;
}

/** The `order` of requestBillingNew: a blue invoice, prices including tax, one unit per line. */
export function billingOrder(request: IssueRequest, config: NuonuoConfig): Record<string, unknown> {
  const { buyer, seller } = request;
  const order: Record<string, unknown> = {
    buyerName: buyer.title,
    buyerTaxNum: buyer.taxpayerNumber,
    buyerTel: buyer.phone,
    buyerAddress: buyer.address,
    buyerAccount: joined(buyer.bank, buyer.account),
    salerTaxNum: config.taxNumber,
    salerTel: seller.phone,
    salerAddress: seller.address.zh,
    salerAccount: joined(seller.bank, seller.account),
    orderNo: request.orderNo,
    invoiceDate: beijingTime(request.at),
    remark: request.remark,
    // The platform delivers the invoice where the buyer asked: -1 none, 0 e-mail, 1 mobile, 2 both.
    pushMode: buyer.email && buyer.mobile ? "2" : buyer.email ? "0" : buyer.mobile ? "1" : "-1",
    buyerPhone: buyer.mobile,
    email: buyer.email,
    invoiceType: "1",
    invoiceLine: invoiceLineOf(request.invoiceType),
    invoiceDetail: request.lines.map((line) => {
      const { excluded, tax } = splitTax(line.amount, line.taxRate);
      return {
        goodsName: line.name.zh,
        ...(config.goodsCode ? { goodsCode: config.goodsCode } : {}),
        withTaxFlag: "1",
        price: yuan(line.amount),
        num: "1",
        taxRate: rateFraction(line.taxRate),
        taxExcludedAmount: yuan(excluded),
        tax: yuan(tax),
        taxIncludedAmount: yuan(line.amount),
        invoiceLineProperty: "0",
      };
    }),
  };
  if (config.clerk) order.clerk = config.clerk;
  return order;
}

/** saveInvoiceRedConfirm for a whole 数电 invoice: no lines (full reversal), our orderNo for the red one. */
export function redForm(request: VoidRequest, config: NuonuoConfig): Record<string, unknown> {
  const blue = request.original.request;
  return {
    billId: request.orderNo,
    blueInvoiceLine: invoiceLineOf(blue.invoiceType),
    applySource: SELLER,
    blueElecInvoiceNumber: request.original.invoiceNumber,
    sellerTaxNo: config.taxNumber,
    sellerName: blue.seller.name.zh,
    buyerTaxNo: blue.buyer.taxpayerNumber,
    buyerName: blue.buyer.title,
    redReason: RED_REASON,
    autoInvoice: "1",
    orderNo: request.orderNo,
  };
}

export function redFormRefusal(request: VoidRequest): IssueResult | null {
  const refuse = (message: string): IssueResult => ({
    status: "failed",
    code: "REQUEST",
    message,
    relogin: false,
  });
  if (!invoiceLineOf(request.original.request.invoiceType)) return refuse("not a Nuonuo digital invoice");
  if (!ORDER_NO.test(request.orderNo))
    return refuse("the order number must be 1 to 20 letters or digits for Nuonuo");
  return null;
}

/** The platform's date form, in China time whatever the server's zone: 2025-05-20 10:00:00. */
export function beijingTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
}

function joined(bank: string, account: string): string {
  return [bank, account].filter(Boolean).join(" ");
}
