import { PayStatus, PayType, paymentList } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { listSearch, toListParams } from "#admin/lists/list-search";
import { paymentAlertSearch, toAlertParams } from "./search";

const paymentListSearch = listSearch(paymentList);
const toPaymentParams = (search: object, scope: number | "all") => toListParams(paymentList, search, scope);

describe("the payment list's filters in the URL (paylist)", () => {
  it("reads the pay type and status the router parsed, and drops values no line can have", () => {
    expect(paymentListSearch.parse({ payType: 3, payStatus: -2, keyword: 2027, page: "2" })).toEqual({
      payType: PayType.wechat,
      payStatus: PayStatus.refunded,
      keyword: "2027",
      page: 2,
    });
    const odd = paymentListSearch.parse({ payType: 9, payStatus: 5, size: 300 });
    expect(Object.values(odd).filter((value) => value !== undefined)).toEqual([]);
  });

  it("asks for the scope's conference, or the one chosen among all, with the filters set", () => {
    const search = { conferenceId: 8, payStatus: PayStatus.refunded, keyword: "" };
    expect(toPaymentParams(search, 7)).toEqual({ page: "1", size: "10", conferenceId: "7", payStatus: "-2" });
    expect(toPaymentParams(search, "all")).toEqual({
      page: "1",
      size: "10",
      conferenceId: "8",
      payStatus: "-2",
    });
  });
});

describe("the payment alerts page", () => {
  it("lists the unresolved alerts unless the resolved ones are asked for", () => {
    expect(toAlertParams(paymentAlertSearch.parse({}), 7)).toEqual({
      page: "1",
      size: "20",
      resolved: "false",
      conferenceId: "7",
    });
    expect(toAlertParams(paymentAlertSearch.parse({ resolved: true }), "all")).toEqual({
      page: "1",
      size: "20",
      resolved: "true",
    });
  });
});
