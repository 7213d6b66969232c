import { HotelPayType, lodgingList, registrationList } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { listSearch, toListParams } from "./list-search";

const registerListSearch = (raw: Record<string, unknown>) => listSearch(registrationList).parse(raw);

describe("the registration list's filters and paging in the URL (registerList, checklist)", () => {
  it("reads what the router parsed, numbers where the API takes text, so reload and back keep the list", () => {
    expect(
      registerListSearch({
        page: "2",
        size: 20,
        keyword: 13812345678,
        payStatus: -2,
        year: "2027",
        createdDate: "2027-05-01",
        participantTypeId: 3,
        after: "1200",
      }),
    ).toEqual({
      page: 2,
      size: 20,
      keyword: "13812345678",
      payStatus: -2,
      year: 2027,
      createdDate: "2027-05-01",
      participantTypeId: 3,
      after: 1200,
    });
  });

  it("drops a value the API would refuse instead of refusing the page (an old or hand-edited link)", () => {
    const read = registerListSearch({
      page: 0,
      size: 7,
      payStatus: 7,
      year: 2017,
      createdDate: "yesterday",
      conferenceId: "abc",
      after: -4,
      before: "x",
    });
    expect(Object.values(read).filter((value) => value !== undefined)).toEqual([]);
  });

  it("reads links made when the conference filter was called `conference`", () => {
    expect(registerListSearch({ conference: 7 })).toEqual({ conferenceId: 7 });
    expect(registerListSearch({ conference: 7, conferenceId: 8 })).toEqual({ conferenceId: 8 });
  });
});

describe("the registration list's API query", () => {
  it("asks for page 1 of 10 by default, and leaves out empty filters", () => {
    expect(toListParams(registrationList, { keyword: "" }, "all")).toEqual({ page: "1", size: "10" });
  });

  it("in one conference's scope asks for that conference, whatever the URL's all-conferences filters say", () => {
    const search = { conferenceId: 8, hostUnit: "中国计算机学会", payStatus: 2 as const, keyword: "张三" };
    expect(toListParams(registrationList, search, 7)).toEqual({
      page: "1",
      size: "10",
      conferenceId: "7",
      payStatus: "2",
      keyword: "张三",
    });
    expect(toListParams(registrationList, search, "all")).toEqual({
      page: "1",
      size: "10",
      conferenceId: "8",
      hostUnit: "中国计算机学会",
      payStatus: "2",
      keyword: "张三",
    });
  });

  it("continues from the row the page was reached from, one cursor at a time", () => {
    expect(toListParams(registrationList, { page: 3, size: 20, after: 1200 }, 7)).toEqual({
      page: "3",
      size: "20",
      conferenceId: "7",
      after: "1200",
    });
    expect(toListParams(registrationList, { page: 2, before: 1300 }, 7)).toEqual({
      page: "2",
      size: "10",
      conferenceId: "7",
      before: "1300",
    });
    expect(toListParams(registrationList, { page: 2, after: 1200, before: 1100 }, 7).before).toBeUndefined();
  });
});

describe("the lodging list's filters in the URL (hotelTranslist)", () => {
  it("reads the lodging filters: hotel, room type, who pays the hotel, a night of the stay", () => {
    const lodgingSearch = listSearch(lodgingList);
    expect(
      lodgingSearch.parse({ hotelId: "21", roomTypeId: 31, hotelPayType: 2, night: "2027-05-20" }),
    ).toEqual({
      hotelId: 21,
      roomTypeId: 31,
      hotelPayType: HotelPayType.selfPaid,
      night: "2027-05-20",
    });
    expect(lodgingSearch.parse({ hotelPayType: 9, night: "20 May" })).toEqual({
      hotelPayType: undefined,
      night: undefined,
    });
  });

  it("asks the API for the scope's conference, the chosen one in all conferences", () => {
    const search = { hotelId: 21, night: "2027-05-20", conferenceId: 8 };
    expect(toListParams(lodgingList, search, 7)).toEqual({
      page: "1",
      size: "10",
      conferenceId: "7",
      hotelId: "21",
      night: "2027-05-20",
    });
    expect(toListParams(lodgingList, search, "all").conferenceId).toBe("8");
  });
});
