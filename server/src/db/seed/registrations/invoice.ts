import { Actor, InvoiceAction, InvoiceStatus, InvoiceType } from "@confreg/shared";
import type { InvoiceUpdate } from "#db/tables/invoices";
import type { Tx } from "#db/transact";
import type { ActorRef } from "#features/audit/audit.service";
import { applicationLog } from "#features/invoices/apply-invoice";
import { documentUrl } from "#features/invoices/apply-issue-result";
import { fireInvoiceEvent, type InvoiceRequest } from "#features/invoices/invoice-events";
import { invoiceFacts, issueRequest } from "#features/invoices/issue-request";
import { contentOf } from "#features/invoices/issuers/builtin/content";
import { record } from "#features/invoices/issuers/builtin/register";
import { iso, type SeedContext } from "../context";
import { type Step, tolerant, type Written } from "./story";

const system: ActorRef = { kind: Actor.system, id: null };

/** How far each invoice story goes, as the events that lead there (DOMAIN.md §5). */
const storyTo: Record<InvoiceStatus, readonly InvoiceRequest["event"][]> = {
  [InvoiceStatus.none]: [],
  [InvoiceStatus.applying]: ["apply"],
  [InvoiceStatus.issuing]: ["apply", "issue"],
  [InvoiceStatus.issued]: ["apply", "issue", "issued"],
  [InvoiceStatus.failed]: ["apply", "issue", "issueFailed"],
  [InvoiceStatus.voiding]: ["apply", "issue", "issued", "void"],
  [InvoiceStatus.voided]: ["apply", "issue", "issued", "void", "voided"],
};

/**
 * The built-in issuer's number for an issued invoice, taken and recorded in its register as issuing it
 * would (the first attempt's order number, what the document will show), but not drawn: the document is
 * drawn and stored on its first download, so a demo of thousands of invoices seeds in seconds.
 */
async function numberedByIssuer(tx: Tx, written: Written): Promise<InvoiceUpdate> {
  const { invoiceId, registrationId } = written;
  const orderNo = `INV${String(invoiceId).padStart(8, "0")}A1`;
  const facts = await invoiceFacts(tx, invoiceId);
  if (!facts) throw new Error(`demo seed: invoice ${invoiceId} is missing`);
  const request = await issueRequest(tx, facts, orderNo);
  const entry = { kind: "invoice" as const, originalNumber: "", content: contentOf(request) };
  const row = await record(tx.db, { ...entry, orderNo, invoiceId, invoiceType: facts.invoiceType }, tx.at);
  const issued = {
    status: "issued" as const,
    invoiceNumber: row.invoiceNumber,
    invoiceCode: "",
    issuedAt: new Date(row.issuedAt),
    document: { storageKey: row.storageKey },
    message: "",
  };
  return {
    invoiceNumber: row.invoiceNumber,
    documentKey: row.storageKey,
    electronicInvoiceUrl: documentUrl(registrationId, issued),
    issuer: "builtin",
    orderNo,
    attempts: 1,
    amount: facts.paid,
  };
}

/**
 * What the built-in issuer answers: a number and a date for an issued invoice, its log line always; and
 * the log line of the registrant's application, as applying writes it.
 */
function issuerAnswer(ctx: SeedContext, written: Written, event: InvoiceRequest["event"], at: number) {
  const digital =
    written.plan.invoiceType === InvoiceType.digital ||
    written.plan.invoiceType === InvoiceType.digitalSpecial;
  switch (event) {
    case "apply":
      return { log: applicationLog };
    case "issued":
      return {
        set: {
          fpdm:
            digital || written.plan.invoiceType === InvoiceType.usdReceipt
              ? ""
              : `0110${ctx.random.digits(8)}`,
          invoiceTime: iso(at),
          expressNumber: written.plan.invoiceType === InvoiceType.paper ? `SF${ctx.random.digits(12)}` : "",
          receiptIsSent: written.plan.invoiceType === InvoiceType.usdReceipt ? 1 : 0,
        },
        log: { actionType: InvoiceAction.issue, returnMessage: "开票成功" },
      };
    case "issueFailed":
      return {
        log: { actionType: InvoiceAction.issue, returnMessage: "开票失败：购买方纳税人识别号校验不通过" },
      };
    case "voided":
      return {
        set: { invalidateTime: iso(at) },
        log: { actionType: InvoiceAction.redReverse, returnMessage: "红冲成功" },
      };
    default:
      return {};
  }
}

/** The invoice's story after payment: applied for by the registrant, issued (or not) by the office. */
export function issueInvoiceStory(
  ctx: SeedContext,
  written: Written,
  at: () => number,
  office: ActorRef,
  registrant: ActorRef,
): Step[] {
  const actorOf = (event: InvoiceRequest["event"]) =>
    event === "apply" ? registrant : ["issued", "issueFailed", "voided"].includes(event) ? system : office;
  return storyTo[written.plan.invoiceStatus].map((event) => {
    return {
      at: at(),
      name: `invoice.${event}`,
      run: tolerant(written, `invoice.${event}`, async (tx: Tx) => {
        const answer = issuerAnswer(ctx, written, event, tx.at.getTime());
        const set =
          event === "issued" ? { ...answer.set, ...(await numberedByIssuer(tx, written)) } : answer.set;
        await fireInvoiceEvent(tx, {
          invoiceId: written.invoiceId,
          event,
          actor: actorOf(event),
          ...answer,
          set,
        });
      }),
    };
  });
}
