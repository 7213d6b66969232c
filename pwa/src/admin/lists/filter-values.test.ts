import { lodgingList, registrationList } from "@confreg/shared";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { chosenFilters, formValues } from "./filter-values";

describe("a declared list's filter form and the URL", () => {
  it("shows what the URL says, a day of rows in the date picker, and clears what the URL no longer has", () => {
    const values = formValues(registrationList, { keyword: "张三", createdDate: "2027-05-01" });
    expect(values.keyword).toBe("张三");
    expect(dayjs.isDayjs(values.createdDate) && values.createdDate.format("YYYY-MM-DD")).toBe("2027-05-01");
    expect(Object.keys(values)).toEqual(expect.arrayContaining(["payStatus", "conferenceId", "isSignIn"]));
    expect(values.payStatus).toBeUndefined();
    expect(formValues(registrationList, {}).createdDate).toBeNull();
    expect(formValues(lodgingList, { night: "2027-05-20" }).night).toSatisfy(dayjs.isDayjs);
  });

  it("puts a search into the URL with days as YYYY-MM-DD and typed words trimmed, empty ones left out", () => {
    expect(
      chosenFilters(registrationList, {
        keyword: "  张三 ",
        hostUnit: "   ",
        createdDate: dayjs("2027-05-01"),
        payStatus: 2,
        invoiceStatus: null,
        conferenceId: undefined,
      }),
    ).toEqual({ keyword: "张三", createdDate: "2027-05-01", payStatus: 2 });
  });

  it("ignores form values that are no filter of the list", () => {
    expect(chosenFilters(registrationList, { payStatus: 0, colour: "red", night: "2027-05-20" })).toEqual({
      payStatus: 0,
    });
  });
});
