import { Actor, InvoiceAction, InvoiceStatus, InvoiceType } from "@confreg/shared";
import type { Tx } from "#db/transact";
import type { ActorRef } from "#features/audit/audit.service";
import { fireInvoiceEvent, type InvoiceRequest } from "#features/invoices/invoice-events";
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

/** What the built-in issuer answers: a number and a date for an issued invoice, its log line always. */
function issuerAnswer(ctx: SeedContext, written: Written, event: InvoiceRequest["event"], at: number) {
  const digital =
    written.plan.invoiceType === InvoiceType.digital ||
    written.plan.invoiceType === InvoiceType.digitalSpecial;
  switch (event) {
    case "issued":
      return {
        set: {
          invoiceNumber: digital ? `${iso(at).slice(2, 4)}11${ctx.random.digits(16)}` : ctx.random.digits(8),
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
        await fireInvoiceEvent(tx, {
          invoiceId: written.invoiceId,
          event,
          actor: actorOf(event),
          ...issuerAnswer(ctx, written, event, tx.at.getTime()),
        });
      }),
    };
  });
}
