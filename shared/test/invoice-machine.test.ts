import { describe, expect, it } from "vitest";
import {
  type AppError,
  allowedEvents,
  assertTransition,
  canApplyInvoice,
  canEditInvoice,
  canFire,
  type InvoiceApplication,
  type InvoiceStatus,
  invoiceMachine,
  invoiceStatusTraits,
  invoiceStatusValues,
  reissueReverses,
} from "../src";
import { byNumber } from "./builders";

const paidLine: InvoiceApplication = { payStatus: 2, totalFee: 1_200_00, invoiceStatus: 0, invoiceType: 5 };

describe("invoice machine", () => {
  it("an attendee applies from 0 (none) or -2 (voided), to 1", () => {
    expect(assertTransition(invoiceMachine, 0, "apply", "attendee", paidLine)).toBe(1);
    expect(assertTransition(invoiceMachine, -2, "apply", "attendee", paidLine)).toBe(1);
    const from = invoiceStatusValues.filter((s) => canFire(invoiceMachine, s, "apply", "attendee"));
    expect(from).toEqual([0, -2]);
  });

  it("an admin issues only from 1 (applied) and -1 (failed), and the issuer answers 2 (issued) or -1 (failed)", () => {
    expect(assertTransition(invoiceMachine, 1, "issue", "admin", paidLine)).toBe(3);
    expect(assertTransition(invoiceMachine, -1, "issue", "admin", paidLine)).toBe(3);
    const from = invoiceStatusValues.filter((s) => canFire(invoiceMachine, s, "issue", "admin"));
    expect(from.sort(byNumber)).toEqual([-1, 1]);
    expect(assertTransition(invoiceMachine, 3, "issued", "system")).toBe(2);
    expect(assertTransition(invoiceMachine, 3, "issueFailed", "provider")).toBe(-1);
  });

  it("issuing an issued invoice is refused as already issued, one at the issuer as in progress (DOMAIN.md §5)", () => {
    const refusal = (from: InvoiceStatus, event: "issue" | "reissue" | "void") => {
      try {
        assertTransition(invoiceMachine, from, event, "admin", paidLine);
        return null;
      } catch (error) {
        return (error as AppError).code;
      }
    };
    expect(refusal(2, "issue")).toBe("INVOICE_ALREADY_ISSUED");
    for (const busy of [3, -3] as const) {
      expect([refusal(busy, "issue"), refusal(busy, "reissue"), refusal(busy, "void")]).toEqual([
        "INVOICE_IN_PROGRESS",
        "INVOICE_IN_PROGRESS",
        "INVOICE_IN_PROGRESS",
      ]);
    }
    expect([refusal(0, "reissue"), refusal(1, "reissue"), refusal(1, "void")]).toEqual([
      "INVOICE_NOT_ISSUED",
      "INVOICE_NOT_ISSUED",
      "INVOICE_NOT_ISSUED",
    ]);
    // Nobody applied (0), or voided (-2: re-issue is the way): not an issue.
    expect([refusal(0, "issue"), refusal(-2, "issue")]).toEqual([
      "TRANSITION_NOT_ALLOWED",
      "TRANSITION_NOT_ALLOWED",
    ]);
  });

  it("re-issue of an issued invoice red-reverses it first (2 -> -3); from -1 and -2 it is a new issue (-> 3)", () => {
    expect(assertTransition(invoiceMachine, 2, "reissue", "admin", paidLine)).toBe(-3);
    expect(assertTransition(invoiceMachine, -1, "reissue", "admin", paidLine)).toBe(3);
    expect(assertTransition(invoiceMachine, -2, "reissue", "admin", paidLine)).toBe(3);
    expect(invoiceStatusValues.filter(reissueReverses)).toEqual([2]);
  });

  it("once the reversal is confirmed, the system issues the corrected invoice (-2 -> 3), and only then", () => {
    expect(assertTransition(invoiceMachine, -2, "reissue", "system", paidLine)).toBe(3);
    const from = invoiceStatusValues.filter((s) => canFire(invoiceMachine, s, "reissue", "system"));
    expect(from).toEqual([-2]);
  });

  it("one live number: only 2 and -3 (issued, and issued while its reversal is under way) hold one", () => {
    const live = invoiceStatusValues.filter((s) => invoiceStatusTraits[s].live);
    expect(live.sort(byNumber)).toEqual([-3, 2]);
    const atIssuer = invoiceStatusValues.filter((s) => invoiceStatusTraits[s].atIssuer);
    expect(atIssuer.sort(byNumber)).toEqual([-3, 3]);
  });

  it("an attendee cannot issue an invoice", () => {
    expect(() => assertTransition(invoiceMachine, 1, "issue", "attendee", paidLine)).toThrowError(
      expect.objectContaining({
        code: "TRANSITION_NOT_ALLOWED",
        details: { machine: "invoice", from: 1, event: "issue" },
      }),
    );
  });

  it("nothing unpaid is issued, not even by an administrator", () => {
    for (const payStatus of [0, 1, -2] as const) {
      expect(() => assertTransition(invoiceMachine, 1, "issue", "admin", { ...paidLine, payStatus })).toThrow(
        "INVOICE_NOT_APPLICABLE",
      );
    }
    expect(() =>
      assertTransition(invoiceMachine, -1, "reissue", "admin", { ...paidLine, totalFee: 0 }),
    ).toThrow("INVOICE_NOT_APPLICABLE");
  });

  it("re-issue is offered to an administrator from 2, -1 and -2", () => {
    const from = invoiceStatusValues.filter((s) => canFire(invoiceMachine, s, "reissue", "admin"));
    expect(from.sort(byNumber)).toEqual([-2, -1, 2]);
  });

  it("voiding goes 2 -> -3 -> -2, and only an issued invoice can be voided", () => {
    expect(assertTransition(invoiceMachine, 2, "void", "admin")).toBe(-3);
    expect(assertTransition(invoiceMachine, -3, "voided", "provider")).toBe(-2);
    expect(canFire(invoiceMachine, 1, "void", "admin")).toBe(false);
  });

  it("when the tax platform asks to sign in again, issuing reverts to applied (1) and voiding to 2", () => {
    expect(assertTransition(invoiceMachine, 3, "issueAborted", "provider")).toBe(1);
    expect(assertTransition(invoiceMachine, -3, "voidAborted", "provider")).toBe(2);
  });

  it("buttons: the invoice list shows issue at 1 and -1, re-issue at -1, -2 and 2, void at 2", () => {
    expect(allowedEvents(invoiceMachine, 0, "admin")).toEqual([]);
    expect(allowedEvents(invoiceMachine, 1, "admin")).toEqual(["issue"]);
    expect(allowedEvents(invoiceMachine, 2, "admin")).toEqual(["reissue", "void"]);
    expect(allowedEvents(invoiceMachine, -1, "admin")).toEqual(["issue", "reissue"]);
    expect(allowedEvents(invoiceMachine, -2, "admin")).toEqual(["reissue"]);
  });
});

describe("invoice application", () => {
  it("a paid line with a fee, no invoice yet and an invoice type may apply", () => {
    expect(canApplyInvoice(paidLine)).toBe(true);
    expect(canApplyInvoice({ ...paidLine, invoiceStatus: -2 })).toBe(true);
  });

  it("an application needs payment 2 (not 3 or a refund state)", () => {
    for (const payStatus of [0, 1, 3, -1, -2, -3, -4] as const) {
      expect(canApplyInvoice({ ...paidLine, payStatus })).toBe(false);
    }
  });

  it("an application needs totalFee > 0", () => {
    expect(canApplyInvoice({ ...paidLine, totalFee: 0 })).toBe(false);
  });

  it("an application needs invoice status 0 or -2", () => {
    for (const invoiceStatus of [1, 2, 3, -1, -3] as const) {
      expect(canApplyInvoice({ ...paidLine, invoiceStatus })).toBe(false);
    }
  });

  it("'no invoice' (type 7) cannot apply", () => {
    expect(canApplyInvoice({ ...paidLine, invoiceType: 7 })).toBe(false);
    expect(() =>
      assertTransition(invoiceMachine, 0, "apply", "attendee", { ...paidLine, invoiceType: 7 }),
    ).toThrow("INVOICE_NOT_APPLICABLE");
  });

  it("invoice details cannot be edited while issued, issuing or voiding, nor on invoice-only conferences", () => {
    const open = invoiceStatusValues.filter((s) => canEditInvoice(s, { isOnlyinvoice: false }));
    expect(open.sort(byNumber)).toEqual([-2, -1, 0, 1]);
    expect(canEditInvoice(0, { isOnlyinvoice: true })).toBe(false);
  });
});
