import {
  type AttendeePayLine,
  InvoiceStatus,
  type PaymentPanel,
  PayStatus,
  PayType,
  type RefundView,
} from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { i18nIn } from "#testing/i18n";
import { lineButtons, lineNotices, payableHere, payMethods } from "./line-state";

function aLine(overrides: Partial<AttendeePayLine> = {}): AttendeePayLine {
  return {
    id: 41,
    seq: 1,
    payType: PayType.alipay,
    payStatus: PayStatus.unpaid,
    totalFee: 1_200_00,
    receivedFee: 0,
    currency: "CNY",
    outTradeNo: "AM2027-000041",
    payTime: null,
    voucher: null,
    returnReason: "",
    refund: null,
    actions: [],
    ...overrides,
  };
}

function aPanel(overrides: Partial<PaymentPanel> = {}): PaymentPanel {
  return {
    registrationId: 12,
    lines: [],
    offered: [PayType.bankTransfer, PayType.alipay, PayType.wechat, PayType.unionpay],
    demoPayTypes: [],
    transfer: { domestic: null, international: null, reference: "AM2027-12" },
    refundUrl: "",
    supportEmail: "office@society.example",
    pollMax: 20,
    ...overrides,
  };
}

const aRefund = (overrides: Partial<RefundView> = {}): RefundView => ({
  reason: "Cannot travel",
  name: "张三",
  bankNumberMasked: "6222 **** 1234",
  bank: "ICBC",
  refundType: null,
  rejectReason: "",
  createTime: "2027-05-01T02:00:00Z",
  amount: null,
  ...overrides,
});

const payable = aLine({ actions: ["startOnlinePayment", "uploadVoucher"] });

describe("the pay sheet's choices for a line (DOMAIN.md §4)", () => {
  it("lists the online types the server offers here, and the bank transfer while the line takes a voucher", () => {
    expect(payMethods(aPanel(), payable)).toEqual({
      online: [PayType.alipay, PayType.wechat, PayType.unionpay],
      transfer: true,
      demo: false,
    });
  });

  it("offers WeChat Pay and the transfer only, where the server answers for WeChat's browser", () => {
    const inWeChat = aPanel({ offered: [PayType.bankTransfer, PayType.wechat] });
    expect(payMethods(inWeChat, payable)).toMatchObject({ online: [PayType.wechat], transfer: true });
  });

  it("offers PayPal on a dollar conference, and never lists paying on site as a way to pay now", () => {
    const dollars = aPanel({ offered: [PayType.bankTransfer, PayType.onsite, PayType.paypal] });
    expect(payMethods(dollars, payable).online).toEqual([PayType.paypal]);
  });

  it("leaves the transfer out when the line takes no voucher now", () => {
    expect(payMethods(aPanel(), aLine({ actions: ["startOnlinePayment"] })).transfer).toBe(false);
  });

  it("says so when an offered online type is the server's demo cashier", () => {
    expect(payMethods(aPanel({ demoPayTypes: [PayType.alipay] }), payable).demo).toBe(true);
  });

  it("inside WeChat pays with WeChat Pay only", () => {
    expect(payableHere(PayType.wechat, true)).toBe(true);
    expect(payableHere(PayType.alipay, true)).toBe(false);
    expect(payableHere(PayType.alipay, false)).toBe(true);
  });
});

describe("a payment line's buttons", () => {
  it("offers Pay now on an unpaid line, and Pay again on a refunded one", () => {
    expect(lineButtons(payable)).toEqual(["pay"]);
    expect(lineButtons({ ...payable, payStatus: PayStatus.refunded })).toEqual(["payAgain", "refundInfo"]);
  });

  it("lets an open online order be resumed, and a transfer under review have its voucher replaced", () => {
    expect(lineButtons(aLine({ payStatus: PayStatus.reviewing, payType: PayType.wechat }))).toEqual([
      "continue",
    ]);
    expect(lineButtons(aLine({ payStatus: PayStatus.reviewing, payType: PayType.bankTransfer }))).toEqual([
      "voucher",
    ]);
  });

  it("offers a refund request only when the machine allows one", () => {
    expect(lineButtons(aLine({ payStatus: PayStatus.paid, actions: ["requestRefund"] }))).toEqual(["refund"]);
    expect(lineButtons(aLine({ payStatus: PayStatus.paid }))).toEqual([]);
  });

  it("shows the refund request and the refund information while a refund is under way or was declined", () => {
    const refund = aRefund();
    expect(lineButtons(aLine({ payStatus: PayStatus.refundReviewing, refund }))).toEqual([
      "viewRefund",
      "refundInfo",
    ]);
    const declined = aLine({ payStatus: PayStatus.refundRejected, refund, actions: ["requestRefund"] });
    expect(lineButtons(declined)).toEqual(["refund", "viewRefund", "refundInfo"]);
  });
});

describe("what a payment line says (the wording of each state)", () => {
  const facts: { invoiceStatus: InvoiceStatus; supportEmail: string; checking: boolean } = {
    invoiceStatus: InvoiceStatus.none,
    supportEmail: "office@society.example",
    checking: false,
  };
  const said = (line: AttendeePayLine, locale: "zh" | "en", more: Partial<typeof facts> = {}) =>
    lineNotices(line, { ...facts, ...more }).map((notice) => ({
      kind: notice.kind,
      tone: notice.tone,
      text: i18nIn(locale)._(notice.message),
    }));

  it("says an online payment is in progress, unless the page is already checking it", () => {
    const open = aLine({ payStatus: PayStatus.reviewing, payType: PayType.alipay });
    expect(said(open, "en")).toEqual([
      {
        kind: "pay-in-progress",
        tone: "info",
        text: "Payment in progress. If you have not finished paying, continue below.",
      },
    ]);
    expect(said(open, "en", { checking: true })).toEqual([]);
  });

  it("says a voucher is under review, or why it was sent back", () => {
    const reviewing = aLine({ payStatus: PayStatus.reviewing, payType: PayType.bankTransfer });
    expect(said(reviewing, "zh")).toEqual([
      { kind: "voucher-reviewing", tone: "info", text: "转账凭证审核中，款项到账后即确认付款。" },
    ]);
    const returned = aLine({ payType: PayType.bankTransfer, returnReason: "金额不符" });
    expect(said(returned, "zh")).toEqual([
      { kind: "voucher-returned", tone: "warning", text: "您的转账凭证被退回：金额不符" },
    ]);
  });

  it("reminds an attendee who chose to pay on site that paying online is still possible", () => {
    expect(said(aLine({ payType: PayType.onsite }), "en")).toEqual([
      {
        kind: "pay-onsite",
        tone: "note",
        text: "You chose to pay on site, at the registration desk. You may also pay online now.",
      },
    ]);
  });

  it("says a payment waits for the group to be complete", () => {
    expect(said(aLine({ payStatus: PayStatus.paidPending }), "zh")).toEqual([
      { kind: "pay-group-wait", tone: "success", text: "已支付。团队付款人数达到要求后，即确认团队优惠。" },
    ]);
  });

  it("says why a refund was declined", () => {
    const declined = aLine({
      payStatus: PayStatus.refundRejected,
      refund: aRefund({ rejectReason: "Past the refund deadline" }),
      actions: ["requestRefund"],
    });
    expect(said(declined, "en")).toEqual([
      {
        kind: "refund-rejected",
        tone: "warning",
        text: "Your refund request was declined: Past the refund deadline",
      },
    ]);
  });

  it("explains that an issued invoice must be voided before a refund, and whom to write to", () => {
    const paid = aLine({ payStatus: PayStatus.paid });
    expect(said(paid, "en", { invoiceStatus: InvoiceStatus.issued })).toEqual([
      {
        kind: "refund-blocked",
        tone: "note",
        text: "A refund can be requested only after the invoice is voided. Please write to office@society.example to void it first.",
      },
    ]);
    expect(said(paid, "en", { invoiceStatus: InvoiceStatus.applying })).toEqual([]);
  });

  it("says nothing of an unpaid line with nothing special about it", () => {
    expect(said(payable, "en")).toEqual([]);
  });
});
