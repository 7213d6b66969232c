import type { NuonuoAnswer } from "#features/invoices/issuers/nuonuo/client";
import { type IssueResult, IssuerError } from "#ports/invoice-issuer";

/** One invoice as queryInvoiceResult reports it (the fields the adapter reads). */
export type NuonuoInvoice = {
  serialNo?: unknown;
  orderNo?: unknown;
  status?: unknown;
  statusMsg?: unknown;
  failCause?: unknown;
  pdfUrl?: unknown;
  invoiceTime?: unknown;
  invoiceCode?: unknown;
  invoiceNo?: unknown;
  allElectronicInvoiceNumber?: unknown;
};

/** The platform's answer read as ours; `sealFailed`: issued, but its PDF was never made (status 24). */
export type ReadInvoice = { result: IssueResult; sealFailed: boolean; serial: string };

// Not documented as a code: the platform (or the tax bureau behind it) says it in words.
const RELOGIN = /重新登录|未登录|登录(状态)?(已)?(失效|过期|超时)|扫码登录|log ?in again/i;
// Failures that carry the bureau's own code, e.g. "errorCode:004 ...", keep that code.
const ERROR_CODE = /errorCode\s*[:：]\s*([0-9A-Za-z]+)/;

export const needsRelogin = (text: string): boolean => RELOGIN.test(text);

/** A refusal (any code but success) as a failed result, with the bureau's code when it gives one. */
export function refused(answer: NuonuoAnswer): IssueResult {
  const message = answer.describe || `refused (${answer.code})`;
  return {
    status: "failed",
    code: ERROR_CODE.exec(message)?.[1] ?? answer.code,
    message,
    relogin: needsRelogin(message),
  };
}

/** The invoices of a queryInvoiceResult answer (empty when the platform knows none), or IssuerError. */
export function invoicesOf(answer: NuonuoAnswer): NuonuoInvoice[] {
  if (!Array.isArray(answer.result))
    throw new IssuerError("nuonuo", "queryInvoiceResult answered without a list");
  return answer.result.filter((item): item is NuonuoInvoice => typeof item === "object" && item !== null);
}

export function readInvoice(item: NuonuoInvoice, now: Date): ReadInvoice {
  const status = text(item.status);
  const serial = text(item.serialNo);
  const statusMsg = text(item.statusMsg);
  const number = text(item.allElectronicInvoiceNumber) || text(item.invoiceNo);
  const issued = (document: { url: string } | null, message: string): IssueResult => ({
    status: "issued",
    invoiceNumber: number,
    invoiceCode: text(item.invoiceCode),
    issuedAt: issuedAt(item.invoiceTime, now),
    document,
    message,
  });
  switch (status) {
    case "2": {
      if (!number) throw new IssuerError("nuonuo", "an invoice reported done has no number");
      const pdfUrl = text(item.pdfUrl);
      const message = pdfUrl
        ? statusMsg || "开票完成"
        : "开票完成，PDF 尚未生成 (issued; the PDF is not available yet)";
      return { result: issued(pdfUrl ? { url: pdfUrl } : null, message), sealFailed: false, serial };
    }
    case "24":
      return {
        result: issued(
          null,
          "开票成功，签章失败：发票已开具但 PDF 未生成，请重试 (issued, but the PDF failed: Retry)",
        ),
        sealFailed: true,
        serial,
      };
    case "20":
    case "21":
    case "31":
      return {
        result: { status: "pending", serial, message: statusMsg || `in progress (${status})` },
        sealFailed: false,
        serial,
      };
    case "22": {
      const message = text(item.failCause) || statusMsg || "开票失败";
      const code = ERROR_CODE.exec(message)?.[1] ?? status;
      return {
        result: { status: "failed", code, message, relogin: needsRelogin(message) },
        sealFailed: false,
        serial,
      };
    }
    case "3":
      return {
        result: {
          status: "failed",
          code: status,
          message: statusMsg || "发票已作废 (voided on the platform)",
          relogin: false,
        },
        sealFailed: false,
        serial,
      };
    default:
      throw new IssuerError("nuonuo", `an invoice in an unknown state (${status || "none"})`);
  }
}

/** invoiceTime is epoch milliseconds (a number, or digits in a string); absent, the answer's time stands. */
function issuedAt(value: unknown, now: Date): Date {
  const ms = typeof value === "number" ? value : /^\d+$/.test(text(value)) ? Number(value) : Number.NaN;
  return Number.isFinite(ms) && ms > 0 ? new Date(ms) : now;
}

export function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
}
