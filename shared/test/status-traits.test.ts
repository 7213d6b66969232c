import { describe, expect, it } from "vitest";
import {
  Actor,
  GroupStatus,
  groupMachine,
  InvoiceStatus,
  InvoiceType,
  invoiceMachine,
  invoiceStatusesWhere,
  invoiceTypesWhere,
  invoiceTypeTraits,
  OutboxStatus,
  offeredPayTypes,
  outboxStatusesWhere,
  PayStatus,
  PayType,
  payStatusesWhere,
  payTypesWhere,
  payTypeTraits,
  statesFiring,
} from "../src";

// Every subset below is written out by hand from DOMAIN.md (§4 payments, §5 invoices, §6 groups) and the
// spec, never read from the tables: dropping a value from a table's column, or adding one, fails here.
const sorted = <T extends number | string>(values: readonly T[]) =>
  [...values].sort((a, b) => String(a).localeCompare(String(b)));

/** One test per column: the values the table draws for it are exactly the ones written out. */
function drawsExactly<K extends string, V extends number | string>(
  where: (trait: K) => readonly V[],
  columns: Record<K, readonly V[]>,
) {
  for (const [trait, expected] of Object.entries(columns) as [K, readonly V[]][]) {
    it(`${trait} is exactly ${JSON.stringify(sorted(expected))}`, () => {
      expect(sorted(where(trait))).toEqual(sorted(expected));
    });
  }
}

describe("payment status traits (DOMAIN.md §4)", () => {
  const P = PayStatus;
  drawsExactly(payStatusesWhere, {
    holdsMoney: [P.paid, P.paidPending, P.refundReviewing, P.refundProcessing, P.refundRejected],
    onReceipt: [P.paid, P.paidPending, P.refundRejected],
    settles: [P.paid, P.refundRejected],
    refundOpen: [P.refundReviewing, P.refundProcessing],
    unpaidLike: [P.unpaid, P.refunded],
    moneyOnItsWay: [P.reviewing, P.paidPending, P.refundReviewing, P.refundProcessing],
    countsAsPaid: [P.paid, P.paidPending],
    refundAsked: [P.refundReviewing, P.refundProcessing, P.refunded],
    underWay: [P.reviewing, P.refundProcessing],
    awaitsPayment: [P.unpaid, P.reviewing],
  });
});

describe("pay type traits (DOMAIN.md §4)", () => {
  const T = PayType;
  drawsExactly(payTypesWhere, {
    online: [T.alipay, T.wechat, T.unionpay, T.paypal],
    hasVoucher: [T.bankTransfer],
    inWeChat: [T.bankTransfer, T.wechat, T.onsite],
  });

  it("offered: bank transfer always, onsite with isOnsite, the yuan providers on yuan conferences, PayPal on dollar ones", () => {
    const offeredWhen = Object.fromEntries(
      Object.entries(payTypeTraits).map(([type, t]) => [type, t.offered]),
    );
    expect(offeredWhen).toEqual({ 1: "always", 2: "yuan", 3: "yuan", 4: "yuan", 5: "onsite", 6: "dollar" });
    const everything = { isOnsite: true, isDollar: false };
    expect(offeredPayTypes(everything, { inWeChat: false })).toEqual([1, 2, 3, 4, 5]);
    expect(offeredPayTypes(everything, { inWeChat: true })).toEqual([1, 3, 5]);
    expect(offeredPayTypes({ isOnsite: false, isDollar: true }, { inWeChat: false })).toEqual([1, 6]);
    expect(offeredPayTypes({ isOnsite: false, isDollar: true }, { inWeChat: true })).toEqual([1]);
  });
});

describe("invoice status traits (DOMAIN.md §5)", () => {
  const S = InvoiceStatus;
  drawsExactly(invoiceStatusesWhere, {
    live: [S.issued, S.voiding],
    atIssuer: [S.issuing, S.voiding],
    blocksRefund: [S.issued, S.issuing],
    waitsForFinance: [S.applying, S.issuing, S.failed, S.voiding],
  });

  it("the attendee applies from 0 or -2 (the invoice-information reminder asks those)", () => {
    expect(sorted(statesFiring(invoiceMachine, "apply", Actor.attendee))).toEqual(sorted([S.none, S.voided]));
  });
});

describe("invoice type traits (DOMAIN.md §5)", () => {
  const T = InvoiceType;
  drawsExactly(invoiceTypesWhere, {
    special: [T.specialVat, T.digitalSpecial],
    withPaypal: [T.usdReceipt, T.none],
    capped: [T.electronic, T.digital],
    digital: [T.digital, T.digitalSpecial],
  });

  it("offered: 5 always, 6 with isAllinvoice, 2 where paper goes, 3 on dollar conferences, 7 always; 1 and 4 never", () => {
    const offered = Object.fromEntries(
      Object.entries(invoiceTypeTraits).map(([type, t]) => [type, t.offered?.when ?? null]),
    );
    expect(offered).toEqual({
      1: null,
      2: "paper",
      3: "dollar",
      4: null,
      5: "always",
      6: "allInvoice",
      7: "always",
    });
  });
});

describe("group status (DOMAIN.md §6)", () => {
  it("a member's payment recounts a group only while it is created or in progress", () => {
    const recounted = statesFiring(groupMachine, "memberPaid", Actor.system);
    expect(sorted(recounted)).toEqual(sorted([GroupStatus.created, GroupStatus.inProgress]));
  });
});

describe("outbox status traits (spec 002 §4)", () => {
  const O = OutboxStatus;
  drawsExactly(outboxStatusesWhere, {
    unsent: [O.queued, O.failed, O.held],
    requeued: [O.failed, O.held],
  });
});
