import { invoiceTypesWhere } from "@confreg/shared";
import {
  createNuonuoClient,
  NUONUO_CODES,
  NUONUO_METHODS,
  type NuonuoClient,
  type NuonuoOptions,
} from "#features/invoices/issuers/nuonuo/client";
import type { NuonuoConfig } from "#features/invoices/issuers/nuonuo/config";
import { billingOrder, redForm, redFormRefusal, refusalOf } from "#features/invoices/issuers/nuonuo/order";
import { findRedForm, RED_SERIAL_PREFIX, redFormResult } from "#features/invoices/issuers/nuonuo/red-form";
import { invoicesOf, readInvoice, refused, text } from "#features/invoices/issuers/nuonuo/results";
import { type InvoiceIssuer, type IssueResult, IssuerError } from "#ports/invoice-issuer";

/**
 * Digital invoices (5 数电普票, 6 数电专票) through the Nuonuo open platform. Issuing is asynchronous: the
 * platform accepts an order and answers a serial, `query` follows it. Our order number is the platform's
 * key, so sending the same attempt twice cannot issue twice: the platform refuses the duplicate and the
 * adapter reads the invoice that exists. Sending it again is also the Retry of an invoice whose PDF failed
 * (status 24): the adapter then asks the platform to sign it again (reInvoice).
 */
export function createNuonuoIssuer(config: NuonuoConfig, options: NuonuoOptions = {}): InvoiceIssuer {
  const client = createNuonuoClient(config, options);
  const now = options.now ?? (() => new Date());

  return {
    name: "nuonuo",
    types: invoiceTypesWhere("digital"),

    async issue(request) {
      const refusal = refusalOf(request);
      if (refusal) return refusal;
      const answer = await client.call(NUONUO_METHODS.issue, { order: billingOrder(request, config) });
      if (answer.code === NUONUO_CODES.duplicateOrder) return settleExisting(client, request.orderNo, now());
      if (answer.code !== NUONUO_CODES.success) return refused(answer);
      const serial = text((answer.result as { invoiceSerialNum?: unknown } | null)?.invoiceSerialNum);
      if (!serial) throw new IssuerError("nuonuo", "requestBillingNew accepted the order without a serial");
      return { status: "pending", serial, message: answer.describe || "开票提交成功" };
    },

    async query({ orderNo, serial }) {
      const red = serial?.startsWith(RED_SERIAL_PREFIX) ?? false;
      const found = await findInvoice(
        client,
        red || !serial ? { orderNos: [orderNo] } : { serialNos: [serial] },
      );
      if (found) return readInvoice(found, now()).result;
      if (red && serial) {
        const billId = serial.slice(RED_SERIAL_PREFIX.length);
        return redFormResult(await findRedForm(client, billId), billId);
      }
      return {
        status: "pending",
        serial: serial ?? "",
        message: "诺诺暂无此订单 (the platform has no invoice for this order yet)",
      };
    },

    async void(request) {
      const refusal = redFormRefusal(request);
      if (refusal) return refusal;
      const billId = request.orderNo;
      const answer = await client.call(NUONUO_METHODS.saveRedForm, redForm(request, config));
      if (answer.code === NUONUO_CODES.success) {
        return {
          status: "pending",
          serial: `${RED_SERIAL_PREFIX}${billId}`,
          message: answer.describe || "红字确认单已提交",
        };
      }
      // Asked again for the same void: the platform refuses the repeated billId, the form is already there.
      const existing = await findRedForm(client, billId);
      return existing ? redFormResult(existing, billId) : refused(answer);
    },

    async document(ref) {
      return ref.url ? client.download(ref.url) : null;
    },
  };
}

/** queryInvoiceResult for one order or serial: the invoice, or null when the platform knows none. */
async function findInvoice(client: NuonuoClient, by: { orderNos: string[] } | { serialNos: string[] }) {
  const answer = await client.call(NUONUO_METHODS.query, { ...by, isOfferInvoiceDetail: "0" });
  if (answer.code === NUONUO_CODES.notFound) return null;
  if (answer.code !== NUONUO_CODES.success) {
    throw new IssuerError("nuonuo", `queryInvoiceResult: ${answer.describe || "refused"}`, answer.code);
  }
  return invoicesOf(answer)[0] ?? null;
}

/** A duplicate order: what the platform made of the first one, and a new signature if its PDF failed. */
async function settleExisting(client: NuonuoClient, orderNo: string, at: Date): Promise<IssueResult> {
  const found = await findInvoice(client, { orderNos: [orderNo] });
  if (!found)
    return {
      status: "pending",
      serial: "",
      message: "订单已提交，结果未知 (already submitted; the result is not known yet)",
    };
  const read = readInvoice(found, at);
  if (!read.sealFailed) return read.result;
  const retry = await client.call(NUONUO_METHODS.retry, { fpqqlsh: read.serial, orderno: orderNo });
  if (retry.code !== NUONUO_CODES.success) {
    // The invoice exists, only its PDF is missing: whatever the retry met (the day's retries used up,
    // E9613), it stays issued, never failed, so nothing issues it a second time; a later Retry may succeed.
    return { ...read.result, message: `${read.result.message}; ${retry.describe || retry.code}` };
  }
  return {
    status: "pending",
    serial: read.serial,
    message: retry.describe || "重新签章中 (the PDF is being made again)",
  };
}
