import { describe, expect, it } from "vitest";
import { i18nIn } from "#testing/i18n";
import { pollNotices, pollTone } from "./notices";

describe("what the page says while and after it checks a payment (spec 000 §8)", () => {
  it("tells of success, of the wait for the group, and of a payment not completed or not yet received", () => {
    const en = i18nIn("en");
    expect(en._(pollNotices.checking)).toBe("Checking the payment");
    expect(en._(pollNotices.paid)).toBe("Payment successful!");
    expect(en._(pollNotices.notPaid)).toBe("The payment was not completed. You can pay again.");
    const zh = i18nIn("zh");
    expect(zh._(pollNotices.paidPending)).toBe("支付成功！等待成团：团队付款人数达到要求后即确认团队优惠。");
    expect(zh._(pollNotices.pending)).toBe("暂未收到付款。支付机构确认后，这里会显示支付结果。");
  });

  it("colours a success green and a payment still missing as a warning", () => {
    expect(pollTone).toEqual({
      checking: "info",
      paid: "success",
      paidPending: "success",
      notPaid: "warning",
      pending: "warning",
    });
  });
});
