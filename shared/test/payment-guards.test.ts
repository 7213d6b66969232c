import { describe, expect, it } from "vitest";
import {
  assertRefundNotBlocked,
  assertRefundRoute,
  canRefundBy,
  hasVoucher,
  type InvoiceStatus,
  invoiceStatusValues,
  isOnlinePayType,
  offeredPayTypes,
  offlinePayTypes,
  onlinePayTypes,
  type PayType,
  payTypeValues,
  refundBlockedByInvoice,
  refundNeedsBankDetails,
  refundRoutesOf,
} from "../src";
import { byNumber } from "./builders";

describe("refund guards", () => {
  it("a refund request is refused while the invoice is issued (2) or being issued (3)", () => {
    expect(() => assertRefundNotBlocked(2)).toThrowError(
      expect.objectContaining({ code: "REFUND_BLOCKED_BY_INVOICE" }),
    );
    expect(() => assertRefundNotBlocked(3)).toThrow("REFUND_BLOCKED_BY_INVOICE");
  });

  it("a refund request passes with no invoice, a voided, failed or applied-for one", () => {
    const blocked = invoiceStatusValues.filter(refundBlockedByInvoice);
    expect(blocked.sort(byNumber)).toEqual<InvoiceStatus[]>([2, 3]);
    for (const status of [0, 1, -1, -2] as const) expect(() => assertRefundNotBlocked(status)).not.toThrow();
  });

  it("original-route refund (refundType 1) for Alipay and WeChat Pay only (DOMAIN.md §4)", () => {
    const routable = payTypeValues.filter((payType) => canRefundBy(1, payType));
    expect(routable).toEqual<PayType[]>([2, 3]);
  });

  it("the refund dialog offers a type's routes, its default first: the original route where there is one", () => {
    expect(payTypeValues.map(refundRoutesOf)).toEqual([[2], [1, 2], [1, 2], [2], [2], [2]]);
  });

  it("a bank-transfer refund (refundType 2) is possible for every payment type", () => {
    expect(payTypeValues.every((payType) => canRefundBy(2, payType))).toBe(true);
  });

  it("an original-route refund of a bank transfer is refused with REFUND_ROUTE_NOT_SUPPORTED", () => {
    expect(() => assertRefundRoute(1, 1)).toThrowError(
      expect.objectContaining({ code: "REFUND_ROUTE_NOT_SUPPORTED", details: { refundType: 1, payType: 1 } }),
    );
    expect(() => assertRefundRoute(1, 5)).toThrow("REFUND_ROUTE_NOT_SUPPORTED");
    expect(() => assertRefundRoute(1, 3)).not.toThrow();
  });

  it("a refund request asks for bank details unless the money can go back by the original route", () => {
    expect(payTypeValues.filter(refundNeedsBankDetails)).toEqual<PayType[]>([1, 4, 5, 6]);
  });
});

describe("payment types offered", () => {
  const base = { isOnsite: false, isDollar: false };

  it("a yuan conference offers bank transfer, Alipay, WeChat Pay and UnionPay", () => {
    expect(offeredPayTypes(base, { inWeChat: false })).toEqual<PayType[]>([1, 2, 3, 4]);
  });

  it("onsite payment (5) is offered only when the conference has isOnsite", () => {
    expect(offeredPayTypes({ ...base, isOnsite: true }, { inWeChat: false })).toEqual<PayType[]>([
      1, 2, 3, 4, 5,
    ]);
  });

  it("PayPal (6) is offered only for dollar conferences, which offer no yuan provider", () => {
    expect(offeredPayTypes({ ...base, isDollar: true }, { inWeChat: false })).toEqual<PayType[]>([1, 6]);
  });

  it("inside WeChat's browser the only online method is WeChat Pay; bank transfer stays", () => {
    expect(offeredPayTypes(base, { inWeChat: true })).toEqual<PayType[]>([1, 3]);
    expect(offeredPayTypes({ isOnsite: true, isDollar: true }, { inWeChat: true })).toEqual<PayType[]>([
      1, 5,
    ]);
  });

  it("bank transfer (1) is always offered", () => {
    for (const isOnsite of [true, false])
      for (const isDollar of [true, false])
        for (const inWeChat of [true, false])
          expect(offeredPayTypes({ isOnsite, isDollar }, { inWeChat })).toContain(1);
  });

  it("online payment types are 2, 3, 4 and 6; the others are confirmed by hand", () => {
    expect(payTypeValues.filter(isOnlinePayType)).toEqual<PayType[]>([2, 3, 4, 6]);
    expect(onlinePayTypes).toEqual<PayType[]>([2, 3, 4, 6]);
    expect(offlinePayTypes).toEqual<PayType[]>([1, 5]);
  });

  it("only a bank transfer is paid with a voucher", () => {
    expect(payTypeValues.filter(hasVoucher)).toEqual<PayType[]>([1]);
  });
});
