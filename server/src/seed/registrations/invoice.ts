import { Actor, InvoiceAction, InvoiceStatus, InvoiceType, invoiceStatusTraits } from "@confreg/shared";
import type { InvoiceUpdate } from "#db/tables/invoices";
import type { Tx } from "#db/transact";
import {
  applicationLog,
  contentOf,
  documentUrl,
  fireInvoiceEvent,
  type InvoiceRequest,
  invoiceFacts,
  issueRequest,
  record,
} from "#features/invoices";
import type { ActorRef } from "#lib/audit/write-audit";
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

/** The order number of the demo's first issuing attempt, or of its red reversal. */
const demoOrderNo = (invoiceId: number, kind: "A" | "V") =>
  `INV${String(invoiceId).padStart(8, "0")}${kind}1`;

/**
 * The built-in issuer's number for an issued invoice (or its red reversal), taken and recorded in its
 * register as issuing it would (the first attempt's order number, what the document will show), but not
 * drawn: the document is drawn and stored on its first download, so a demo of thousands of invoices
 * seeds in seconds.
 */
async function numberedByIssuer(tx: Tx, written: Written, reversal?: { of: string; reason: string }) {
  const { invoiceId } = written;
  const facts = await invoiceFacts(tx, invoiceId);
  if (!facts) throw new Error(`demo seed: invoice ${invoiceId} is missing`);
  const request = await issueRequest(tx, facts, demoOrderNo(invoiceId, "A"));
  const content = reversal
    ? contentOf(request, { originalNumber: reversal.of, originalIssuedAt: null, reason: reversal.reason })
    : contentOf(request);
  const entry = {
    kind: reversal ? ("reversal" as const) : ("invoice" as const),
    orderNo: demoOrderNo(invoiceId, reversal ? "V" : "A"),
    invoiceId,
    invoiceType: facts.invoiceType,
    originalNumber: reversal?.of ?? "",
    content,
  };
  return { row: await record(tx.db, entry, tx.at), paid: facts.paid };
}

/** An issued invoice's columns, as issuing it through the built-in issuer writes them. */
async function issuedColumns(tx: Tx, written: Written): Promise<InvoiceUpdate> {
  const { row, paid } = await numberedByIssuer(tx, written);
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
    electronicInvoiceUrl: documentUrl(written.registrationId, issued),
    issuer: "builtin",
    orderNo: demoOrderNo(written.invoiceId, "A"),
    attempts: 1,
    amount: paid,
  };
}

/** The steps that are the issuer's answers (the system's), not the office's or the registrant's. */
const issuerAnswers: readonly InvoiceRequest["event"][] = ["issued", "issueFailed", "voided"];

/** Why the demo's office voids the invoices it voids. */
const demoVoidReason = "购买方要求更正抬头后重开";

/**
 * What each step of the story writes besides the state: for an issued invoice its number and date, for
 * a voided one its red reversal; and each step's entry of the invoice log, as the services write it
 * (a platform's failure with its own answer).
 */
async function stepOf(ctx: SeedContext, tx: Tx, written: Written, event: InvoiceRequest["event"]) {
  const type = written.plan.invoiceType;
  const digital = type === InvoiceType.digital || type === InvoiceType.digitalSpecial;
  const at = iso(tx.at.getTime());
  const { invoiceStatus, invoiceNumber } = await tx.db
    .selectFrom("invoices")
    .select(["invoiceStatus", "invoiceNumber"])
    .where("id", "=", written.invoiceId)
    .executeTakeFirstOrThrow();
  // An answer to a story the product stopped earlier (a refused step) numbers nothing: the machine refuses it.
  if (issuerAnswers.includes(event) && !invoiceStatusTraits[invoiceStatus].atIssuer) return {};
  switch (event) {
    case "apply":
      return { log: applicationLog };
    case "issued": {
      const set = {
        ...(await issuedColumns(tx, written)),
        fpdm: digital || type === InvoiceType.usdReceipt ? "" : `0110${ctx.random.digits(8)}`,
        invoiceTime: at,
        expressNumber: type === InvoiceType.paper ? `SF${ctx.random.digits(12)}` : "",
        receiptIsSent: type === InvoiceType.usdReceipt ? 1 : 0,
      };
      const params = { number: set.invoiceNumber ?? "" };
      return { set, log: { actionType: InvoiceAction.issue, key: "issued" as const, params } };
    }
    case "issueFailed":
      return {
        log: {
          actionType: InvoiceAction.issue,
          key: "issueFailed" as const,
          params: { code: "22" },
          returnMessage: "开票失败：购买方纳税人识别号校验不通过",
        },
      };
    case "void":
      return { set: { voidReason: demoVoidReason }, reason: demoVoidReason };
    case "voided": {
      const red = await numberedByIssuer(tx, written, { of: invoiceNumber, reason: demoVoidReason });
      const params = { number: invoiceNumber, red: red.row.invoiceNumber, reason: demoVoidReason };
      return {
        set: { invalidateTime: at },
        log: { actionType: InvoiceAction.redReverse, key: "voided" as const, params },
      };
    }
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
    event === "apply" ? registrant : issuerAnswers.includes(event) ? system : office;
  return storyTo[written.plan.invoiceStatus].map((event) => {
    return {
      at: at(),
      name: `invoice.${event}`,
      run: tolerant(written, `invoice.${event}`, async (tx: Tx) => {
        await fireInvoiceEvent(tx, {
          invoiceId: written.invoiceId,
          event,
          actor: actorOf(event),
          ...(await stepOf(ctx, tx, written, event)),
        });
      }),
    };
  });
}
