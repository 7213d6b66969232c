import { describe, expect, it } from "vitest";
import {
  adminRegistrationPage,
  adminRegistrationQuery,
  checkinList,
  listFilterQuery,
  listQuery,
  lodgingList,
  lodgingListQuery,
  lodgingPage,
  registrationExportQuery,
  registrationList,
} from "../src";

const issuePaths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join(".")) ?? [];

describe("the registration family's lists, as the API reads their queries", () => {
  it("reads a registration year from 2018 to 2200 and refuses one outside", () => {
    expect(adminRegistrationQuery.parse({ year: "2018" }).year).toBe(2018);
    expect(adminRegistrationQuery.parse({ year: "2200" }).year).toBe(2200);
    expect(issuePaths(adminRegistrationQuery.safeParse({ year: "2017" }))).toEqual(["year"]);
    expect(issuePaths(adminRegistrationQuery.safeParse({ year: "2201" }))).toEqual(["year"]);
  });

  it("reads a participant type, hotel and room type as a record's id, and refuses 0 or text", () => {
    expect(adminRegistrationQuery.parse({ participantTypeId: "3" }).participantTypeId).toBe(3);
    expect(lodgingListQuery.parse({ hotelId: "21", roomTypeId: "31" })).toMatchObject({
      hotelId: 21,
      roomTypeId: 31,
    });
    expect(issuePaths(lodgingListQuery.safeParse({ hotelId: "0", roomTypeId: "a" }))).toEqual([
      "hotelId",
      "roomTypeId",
    ]);
  });

  it("reads a day (registered on, a night of the stay) as a calendar day, and refuses anything else", () => {
    expect(adminRegistrationQuery.parse({ createdDate: "2027-05-01" }).createdDate).toBe("2027-05-01");
    expect(lodgingListQuery.parse({ night: "2027-05-20" }).night).toBe("2027-05-20");
    expect(issuePaths(lodgingListQuery.safeParse({ night: "20 May", createdDate: "2027-13-01" }))).toEqual([
      "night",
      "createdDate",
    ]);
  });

  it("reads the host as plain text of at most 100 characters", () => {
    expect(adminRegistrationQuery.parse({ hostUnit: "中国计算机学会" }).hostUnit).toBe("中国计算机学会");
    expect(issuePaths(adminRegistrationQuery.safeParse({ hostUnit: "x".repeat(101) }))).toEqual(["hostUnit"]);
  });

  it("pages from the first page of 10, continues after or before a row, never both at once", () => {
    expect(adminRegistrationQuery.parse({})).toEqual({ page: 1, size: 10, fieldGroups: [] });
    expect(adminRegistrationQuery.parse({ page: "3", after: "1200" })).toMatchObject({
      page: 3,
      after: 1200,
    });
    const both = adminRegistrationQuery.safeParse({ after: "1200", before: "1100" });
    expect(issuePaths(both)).toEqual(["before"]);
    expect(both.error?.issues[0]?.message).toBe("validation.oneCursor");
    expect(issuePaths(lodgingListQuery.safeParse({ after: "5", before: "4" }))).toEqual(["before"]);
  });

  it("offers pages of 5 to 100 rows, not the print list's 300 (spec 002 §9)", () => {
    expect(adminRegistrationQuery.parse({ size: "100" }).size).toBe(100);
    expect(issuePaths(adminRegistrationQuery.safeParse({ size: "300" }))).toEqual(["size"]);
  });

  it("reads the column groups asked for, dropping names that are none", () => {
    expect(adminRegistrationQuery.parse({ fieldGroups: "hotel,colour,extra" }).fieldGroups).toEqual([
      "hotel",
      "extra",
    ]);
  });

  it("keeps the query parameters in the API's order: the page, the filters, the cursors, the groups", () => {
    expect(Object.keys(listQuery(registrationList).shape)).toEqual([
      "page",
      "size",
      "keyword",
      "year",
      "createdDate",
      "hostUnit",
      "conferenceId",
      "participantTypeId",
      "level",
      "payType",
      "payStatus",
      "invoiceType",
      "invoiceStatus",
      "isSignIn",
      "checkinEligible",
      "after",
      "before",
      "fieldGroups",
    ]);
    expect(Object.keys(lodgingListQuery.shape).slice(2, 12)).toEqual([
      "keyword",
      "conferenceId",
      "hotelId",
      "roomTypeId",
      "hotelPayType",
      "night",
      "isSignIn",
      "level",
      "payStatus",
      "createdDate",
    ]);
  });

  it("answers a page with its cursors, and the registration list its extra questions", () => {
    const page = ["items", "page", "size", "total", "totalPages", "cursors"];
    expect(Object.keys(adminRegistrationPage.shape)).toEqual([...page, "questions"]);
    expect(Object.keys(lodgingPage.shape)).toEqual(page);
  });

  it("shares the registration list's filter objects with the lodging and check-in lists, never copies", () => {
    expect(lodgingList.filters.payStatus).toBe(registrationList.filters.payStatus);
    expect(lodgingList.filters.keyword).toBe(registrationList.filters.keyword);
    expect(checkinList.filters).toBe(registrationList.filters);
    expect(checkinList.permission).toBe("checkin.read");
  });

  it("exports by the list's filters alone: no paging, a bad value refused", () => {
    expect(registrationExportQuery.parse({ payStatus: "2", page: "2", size: "50", year: "2027" })).toEqual({
      payStatus: 2,
      year: 2027,
    });
    expect(registrationExportQuery.safeParse({ payStatus: "7" }).success).toBe(false);
    expect(Object.keys(listFilterQuery(lodgingList).shape)).toEqual(Object.keys(lodgingList.filters));
  });
});
