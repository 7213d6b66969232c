/**
 * The transport to the Nuonuo open platform (诺税通 SaaS API, "V2").
 *
 * Confirmed from the platform's own API pages (as copied into public SDKs) and from the official PHP SDK and
 * independent clients (Go, Python/Odoo, C#):
 * - one URL for everything: https://sdk.nuonuo.com/open/v1/services (sandbox https://sandbox.nuonuocs.cn/...),
 *   POST, JSON body = the method's private parameters; query string senid (32 random chars), nonce (8-digit
 *   positive integer), timestamp (seconds), appkey; headers X-Nuonuo-Sign, accessToken, userTax, method.
 * - X-Nuonuo-Sign = base64(HMAC-SHA1(appSecret, "a=services&l=v1&p=open&k={appKey}&i={senid}&n={nonce}
 *   &t={timestamp}&f={body}")), the body byte for byte as sent (sign.ts).
 * - answers {code, describe, result}; "E0000" is success.
 * - requestBillingNew: {order: {...}} -> result.invoiceSerialNum; orderNo unique per company, at most 20
 *   characters; invoiceLine "pc" = 数电普票 (electronic), "bs" = 数电专票 (electronic); invoiceDetail amounts
 *   in yuan with 2 decimals, taxRate as a fraction ("0.06"), withTaxFlag "1" = prices include tax; red
 *   invoices of 数电 are not issued through it.
 * - queryInvoiceResult: {serialNos | orderNos} -> result [{serialNo, orderNo, status, statusMsg, failCause,
 *   pdfUrl, invoiceTime (epoch ms), invoiceCode, invoiceNo, allElectronicInvoiceNumber}]; status 2 done,
 *   20 in progress, 21 issued and being signed, 22 failed, 24 issued but signing (the PDF) failed, 3 voided,
 *   31 voiding; 22 and 24 are final until something is done about them.
 * - reInvoice: {fpqqlsh (serial), orderno} retries a failed issue or signature under the same order.
 * - 数电 electronic invoices are reversed by a red-letter form (saveInvoiceRedConfirm: billId, blueInvoiceLine,
 *   applySource 0 = seller, blueElecInvoiceNumber, sellerTaxNo, buyerName, redReason, orderNo); when the
 *   form needs no confirmation or both sides confirmed it, the platform issues the red invoice itself under
 *   our orderNo (fastInvoiceRed is for 数电 paper invoices). Forms are read back with
 *   queryInvoiceRedConfirm {identity 0, billId}; billStatus 01-10 are the bureau's (01 无需确认, 02 awaiting
 *   the buyer, 04 both confirmed, 05-10 void), 15/16 Nuonuo's own (applying / application failed).
 *
 * Assumed (seen in one independent client only, or not found at all; check with the platform when going live):
 * - E9106 = duplicate orderNo (订单编号或流水号不能重复), E9500 = no such invoice, E9613 = reInvoice limit of
 *   the day: from the Odoo client.
 * - codes 070xxx are the gateway refusing the app's credentials (bad appKey, token, signature, tax number):
 *   the Odoo client names 070101 and 070304-070307; which one a bad signature gets was not found.
 * - how the platform says the clerk must log in to the tax bureau again: not documented; the adapter looks
 *   for the wording (重新登录, 未登录, 登录已失效/过期, 扫码登录) in describe or failCause (results.ts).
 * - a status 24 answer carries the invoice number (the invoice exists at the bureau).
 */

import type { NuonuoConfig } from "#features/invoices/issuers/nuonuo/config";
import { newEnvelope, nuonuoSignature } from "#features/invoices/issuers/nuonuo/sign";
import { IssuerError } from "#ports/invoice-issuer";

export type NuonuoOptions = { fetch?: typeof fetch; now?: () => Date };

export type NuonuoAnswer = { code: string; describe: string; result: unknown };

export type NuonuoClient = {
  /** One signed call; a transport problem, an unreadable answer or a gateway refusal throws IssuerError. */
  call(method: string, content: unknown): Promise<NuonuoAnswer>;
  /** The bytes at a document URL the platform gave; null when it is not (or no longer) there. */
  download(url: string): Promise<Buffer | null>;
};

export const NUONUO_METHODS = {
  issue: "nuonuo.OpeMplatform.requestBillingNew",
  query: "nuonuo.OpeMplatform.queryInvoiceResult",
  retry: "nuonuo.OpeMplatform.reInvoice",
  saveRedForm: "nuonuo.OpeMplatform.saveInvoiceRedConfirm",
  queryRedForm: "nuonuo.OpeMplatform.queryInvoiceRedConfirm",
} as const;

export const NUONUO_CODES = {
  success: "E0000",
  duplicateOrder: "E9106",
  notFound: "E9500",
  retryLimit: "E9613",
} as const;

const TIMEOUT_MS = 20_000;
const GATEWAY_REFUSAL = /^070/;

export function createNuonuoClient(config: NuonuoConfig, options: NuonuoOptions = {}): NuonuoClient {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const path = new URL(config.baseUrl).pathname;

  return {
    async call(method, content) {
      const body = JSON.stringify(content);
      const envelope = newEnvelope(config.appKey, now());
      const url = `${config.baseUrl}?${new URLSearchParams(envelope).toString()}`;
      let text: string;
      let status: number;
      try {
        const response = await doFetch(url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json;charset=UTF-8",
            "X-Nuonuo-Sign": nuonuoSignature({ path, appSecret: config.appSecret, envelope, body }),
            accessToken: config.accessToken,
            userTax: config.taxNumber,
            method,
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        throw new IssuerError("nuonuo", `${method} failed: ${reason(error)}`);
      }
      if (status < 200 || status >= 300) throw new IssuerError("nuonuo", `${method} answered HTTP ${status}`);
      const answer = readAnswer(text);
      if (!answer) throw new IssuerError("nuonuo", `${method} answered something unreadable`);
      if (GATEWAY_REFUSAL.test(answer.code)) {
        throw new IssuerError("nuonuo", `${method} refused by the gateway: ${answer.describe}`, answer.code);
      }
      return answer;
    },

    async download(url) {
      if (!/^https?:\/\//.test(url)) return null;
      let response: Response;
      let bytes: Buffer;
      try {
        response = await doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        bytes = Buffer.from(await response.arrayBuffer());
      } catch (error) {
        throw new IssuerError("nuonuo", `the invoice PDF could not be fetched: ${reason(error)}`);
      }
      // Gone links are a state, not a fault: the invoice stays issued, the platform can deliver again.
      if (response.status === 404 || response.status === 410) return null;
      if (!response.ok) throw new IssuerError("nuonuo", `the invoice PDF answered HTTP ${response.status}`);
      if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") {
        throw new IssuerError("nuonuo", "the invoice PDF URL gave something other than a PDF");
      }
      return bytes;
    },
  };
}

function readAnswer(text: string): NuonuoAnswer | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { code, describe, result } = parsed as Record<string, unknown>;
  if (typeof code !== "string" || code === "") return null;
  return { code, describe: typeof describe === "string" ? describe : "", result: result ?? null };
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
