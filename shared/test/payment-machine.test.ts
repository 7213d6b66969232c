import { describe, expect, it } from "vitest";
import {
  type Actor,
  actorValues,
  allowedEvents,
  assertTransition,
  canFire,
  needsNewTradeNumber,
  type PaymentContexts,
  type PaymentEvent,
  type PayStatus,
  type PayType,
  paymentEvents,
  paymentMachine,
  payStatusValues,
} from "../src";

/**
 * DOMAIN.md §4, one entry per (from, event, actor): the target, or both targets when the context decides
 * (the group: paid or waiting; a refund: the whole line back, or part of it and the rest stays paid).
 */
const expected: [PayStatus[], PaymentEvent, Actor[], PayStatus | "2|3" | "-2|2"][] = [
  [[0, -2], "startOnlinePayment", ["attendee"], 1],
  [[0, -2], "uploadVoucher", ["attendee"], 1],
  [[1], "providerPaid", ["provider"], "2|3"],
  [[1], "providerClosed", ["provider", "timer"], 0],
  [[0, 1], "confirmPayment", ["admin"], "2|3"],
  [[0], "confirmPayment", ["device"], "2|3"],
  [[1], "returnToReview", ["admin"], 0],
  [[3], "groupCompleted", ["system"], 2],
  [[2, 3, -4], "requestRefund", ["attendee"], -1],
  [[2, -4], "refundDifference", ["admin"], -1],
  [[-1], "approveRefund", ["admin"], -3],
  [[-1, -3], "rejectRefund", ["admin"], -4],
  [[-3], "completeRefund", ["admin", "provider"], "-2|2"],
  [[2, -1], "confirmRefund", ["admin"], "-2|2"],
];

/**
 * A context under which every guard lets the event through; the first of the two context-decided targets
 * (paid, a whole refund) for `first`, the second (waiting for the group, part of the money back) otherwise.
 */
const allowing = (first: boolean) =>
  ({
    startOnlinePayment: { payType: 2, totalFee: 100 },
    uploadVoucher: { payType: 1, totalFee: 100 },
    providerPaid: { groupIncomplete: !first },
    confirmPayment: { groupIncomplete: !first },
    returnToReview: { payType: 1 },
    requestRefund: { invoiceStatus: 0 },
    refundDifference: { invoiceStatus: 0 },
    completeRefund: { refundType: 2, payType: 1, partial: !first },
    confirmRefund: { invoiceStatus: 0, partial: !first },
  }) as const;

function expectedTarget(from: PayStatus, event: PaymentEvent, actor: Actor) {
  const row = expected.find(
    ([states, e, actors]) => e === event && states.includes(from) && actors.includes(actor),
  );
  return row?.[3];
}

describe("payment line machine", () => {
  it("allows exactly the transitions of DOMAIN.md §4 and nothing else", () => {
    for (const from of payStatusValues) {
      for (const event of paymentEvents) {
        for (const actor of actorValues) {
          const target = expectedTarget(from, event, actor);
          expect(canFire(paymentMachine, from, event, actor), `${from} ${event} by ${actor}`).toBe(
            target !== undefined,
          );
          if (target === undefined) continue;
          const fire = (first: boolean) =>
            assertTransition<PayStatus, PaymentEvent, PaymentContexts, PaymentEvent>(
              paymentMachine,
              from,
              event,
              actor,
              (allowing(first) as Partial<PaymentContexts>)[event] as never,
            );
          const targets = { "2|3": [2, 3], "-2|2": [-2, 2] } as const;
          const both = typeof target === "string" ? targets[target] : [target, target];
          expect([fire(true), fire(false)]).toEqual(both);
        }
      }
    }
  });

  it("a refunded line (-2) can start a new online payment, under a new trade number", () => {
    expect(
      assertTransition(paymentMachine, -2, "startOnlinePayment", "attendee", { payType: 3, totalFee: 100 }),
    ).toBe(1);
    expect(needsNewTradeNumber(-2)).toBe(true);
    expect(needsNewTradeNumber(0)).toBe(false);
  });

  it("uploading a bank-transfer voucher puts an unpaid line under review", () => {
    expect(
      assertTransition(paymentMachine, 0, "uploadVoucher", "attendee", { payType: 1, totalFee: 100 }),
    ).toBe(1);
  });

  it("nothing to pay, nothing to start or confirm", () => {
    for (const [event, context] of [
      ["startOnlinePayment", { payType: 2, totalFee: 0 }],
      ["uploadVoucher", { payType: 1, totalFee: 0 }],
    ] as const) {
      expect(() => assertTransition(paymentMachine, 0, event, "attendee", context)).toThrow("NOTHING_TO_PAY");
    }
    expect(() =>
      assertTransition(paymentMachine, 0, "confirmPayment", "admin", { groupIncomplete: false, totalFee: 0 }),
    ).toThrow("NOTHING_TO_PAY");
  });

  it("a voucher belongs to a bank transfer, an online order to an online type", () => {
    expect(() =>
      assertTransition(paymentMachine, 0, "uploadVoucher", "attendee", { payType: 2, totalFee: 100 }),
    ).toThrow("TRANSITION_NOT_ALLOWED");
    expect(() =>
      assertTransition(paymentMachine, 0, "startOnlinePayment", "attendee", { payType: 1, totalFee: 100 }),
    ).toThrow("TRANSITION_NOT_ALLOWED");
  });

  it("no refund while the invoice is issued (2) or being issued (3): void it first", () => {
    for (const invoiceStatus of [2, 3] as const) {
      expect(() =>
        assertTransition(paymentMachine, 2, "requestRefund", "attendee", { invoiceStatus }),
      ).toThrow("REFUND_BLOCKED_BY_INVOICE");
      expect(() =>
        assertTransition(paymentMachine, 2, "confirmRefund", "admin", { invoiceStatus, partial: false }),
      ).toThrow("REFUND_BLOCKED_BY_INVOICE");
      expect(() =>
        assertTransition(paymentMachine, 2, "refundDifference", "admin", { invoiceStatus }),
      ).toThrow("REFUND_BLOCKED_BY_INVOICE");
    }
    expect(assertTransition(paymentMachine, 2, "requestRefund", "attendee", { invoiceStatus: -2 })).toBe(-1);
  });

  it("the original route is open to Alipay and WeChat Pay lines (2, 3: DOMAIN.md §4); any line by bank transfer", () => {
    const complete = (refundType: 1 | 2, payType: 1 | 2 | 3 | 4 | 5 | 6) =>
      canFire(paymentMachine, -3, "completeRefund", "admin", { refundType, payType, partial: false });
    expect([2, 3, 4, 6, 1, 5].map((payType) => complete(1, payType as PayType))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(() =>
      assertTransition(paymentMachine, -3, "completeRefund", "admin", {
        refundType: 1,
        payType: 5,
        partial: false,
      }),
    ).toThrow("REFUND_ROUTE_NOT_SUPPORTED");
    expect(complete(2, 6)).toBe(true);
  });

  it("only a voucher is sent back: an online payment under review has none to return", () => {
    expect(assertTransition(paymentMachine, 1, "returnToReview", "admin", { payType: 1 })).toBe(0);
    for (const payType of [2, 3, 4, 6] as const)
      expect(() => assertTransition(paymentMachine, 1, "returnToReview", "admin", { payType })).toThrow(
        "TRANSITION_NOT_ALLOWED",
      );
    expect(allowedEvents(paymentMachine, 1, "admin", { returnToReview: { payType: 2 } })).toEqual([
      "confirmPayment",
    ]);
  });

  it("a provider's paid notice makes the line paid (2) when no group is waiting", () => {
    expect(assertTransition(paymentMachine, 1, "providerPaid", "provider", { groupIncomplete: false })).toBe(
      2,
    );
  });

  it("a provider's paid notice makes the line paid-pending (3) while the group is not complete", () => {
    expect(assertTransition(paymentMachine, 1, "providerPaid", "provider", { groupIncomplete: true })).toBe(
      3,
    );
  });

  it("a confirmation whose target depends on the group is refused without that context", () => {
    // @ts-expect-error the context is required by the type too
    expect(() => assertTransition(paymentMachine, 1, "confirmPayment", "admin")).toThrow(TypeError);
  });

  it("an expired order goes back to unpaid", () => {
    expect(assertTransition(paymentMachine, 1, "providerClosed", "timer")).toBe(0);
  });

  it("a paid-pending line becomes paid when the group reaches its minimum", () => {
    expect(assertTransition(paymentMachine, 3, "groupCompleted", "system")).toBe(2);
  });

  it("an attendee cannot confirm their own payment: TRANSITION_NOT_ALLOWED with from and event", () => {
    expect(() =>
      assertTransition(paymentMachine, 1, "confirmPayment", "attendee", {
        groupIncomplete: false,
        totalFee: 100,
      }),
    ).toThrowError(
      expect.objectContaining({
        code: "TRANSITION_NOT_ALLOWED",
        details: { machine: "payment", from: 1, event: "confirmPayment" },
      }),
    );
  });

  it("a paid line cannot be paid again", () => {
    expect(canFire(paymentMachine, 2, "startOnlinePayment", "attendee")).toBe(false);
    expect(() =>
      assertTransition(paymentMachine, 2, "uploadVoucher", "attendee", { payType: 1, totalFee: 100 }),
    ).toThrow("TRANSITION_NOT_ALLOWED");
  });

  it("a rejected refund (-4) may be requested again", () => {
    expect(assertTransition(paymentMachine, -4, "requestRefund", "attendee", { invoiceStatus: 0 })).toBe(-1);
  });

  it("a refund in progress (-3) can still be rejected, but not confirmed directly", () => {
    expect(assertTransition(paymentMachine, -3, "rejectRefund", "admin")).toBe(-4);
    expect(canFire(paymentMachine, -3, "confirmRefund", "admin")).toBe(false);
  });

  it("buttons: an attendee with a paid line sees only 'request refund'", () => {
    expect(allowedEvents(paymentMachine, 2, "attendee")).toEqual(["requestRefund"]);
  });

  it("buttons: an attendee with an unpaid line sees pay online and upload voucher", () => {
    expect(allowedEvents(paymentMachine, 0, "attendee")).toEqual(["startOnlinePayment", "uploadVoucher"]);
  });

  it("buttons: an admin reviewing a line can confirm it or return it to review", () => {
    expect(allowedEvents(paymentMachine, 1, "admin")).toEqual(["confirmPayment", "returnToReview"]);
  });

  it("a partial refund (an administrator lowered a paid fee) leaves the line paid with the rest", () => {
    expect(assertTransition(paymentMachine, 2, "refundDifference", "admin", { invoiceStatus: 0 })).toBe(-1);
    const complete = { refundType: 2, payType: 1 } as const;
    expect(
      assertTransition(paymentMachine, -3, "completeRefund", "admin", { ...complete, partial: true }),
    ).toBe(2);
    expect(
      assertTransition(paymentMachine, -1, "confirmRefund", "admin", { invoiceStatus: 0, partial: true }),
    ).toBe(2);
    expect(canFire(paymentMachine, 2, "refundDifference", "attendee")).toBe(false);
  });

  it("buttons: an admin with a refund request can approve, reject or refund at once", () => {
    expect(allowedEvents(paymentMachine, -1, "admin")).toEqual([
      "approveRefund",
      "rejectRefund",
      "confirmRefund",
    ]);
  });

  it("buttons: nobody can do anything by hand on a refunded line except pay again", () => {
    expect(allowedEvents(paymentMachine, -2, "admin")).toEqual([]);
    expect(allowedEvents(paymentMachine, -2, "attendee")).toEqual(["startOnlinePayment", "uploadVoucher"]);
  });
});
