import { describe, expect, it } from "vitest";
import { registerListSearch, toListParams, withCursor } from "./search";

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
      }),
    ).toEqual({
      page: 2,
      size: 20,
      keyword: "13812345678",
      payStatus: -2,
      year: 2027,
      createdDate: "2027-05-01",
      participantTypeId: 3,
    });
  });

  it("drops a value the API would refuse instead of refusing the page (an old or hand-edited link)", () => {
    const read = registerListSearch({
      page: 0,
      size: 300,
      payStatus: 7,
      createdDate: "yesterday",
      conferenceId: "abc",
      after: -4,
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
    expect(toListParams({ keyword: "" }, "all")).toEqual({ page: "1", size: "10" });
  });

  it("in one conference's scope asks for that conference, whatever the URL's all-conferences filters say", () => {
    const search = { conferenceId: 8, hostUnit: "中国计算机学会", payStatus: 2 as const, keyword: "张三" };
    expect(toListParams(search, 7)).toEqual({
      page: "1",
      size: "10",
      conferenceId: "7",
      payStatus: "2",
      keyword: "张三",
    });
    expect(toListParams(search, "all")).toEqual({
      page: "1",
      size: "10",
      conferenceId: "8",
      hostUnit: "中国计算机学会",
      payStatus: "2",
      keyword: "张三",
    });
  });

  it("continues from the row the page was reached from, one cursor at a time", () => {
    expect(toListParams({ page: 3, size: 20, after: 1200 }, 7)).toEqual({
      page: "3",
      size: "20",
      conferenceId: "7",
      after: "1200",
    });
    expect(toListParams({ page: 2, after: 1200, before: 1100 }, 7).before).toBeUndefined();
  });
});

describe("the page the pager asks for", () => {
  const cursors = { after: 1180, before: 1199 };
  const on3 = { page: 3, size: 20 as const };

  it("continues after the last row shown for the next page, before the first for the previous", () => {
    expect(withCursor({ page: 4, size: 20 }, on3, cursors)).toEqual({
      page: 4,
      size: 20,
      after: 1180,
      before: undefined,
    });
    expect(withCursor({ page: 2, size: 20 }, on3, cursors)).toEqual({
      page: 2,
      size: 20,
      after: undefined,
      before: 1199,
    });
  });

  it("counts any other page from the start, and page 1 is always the newest rows", () => {
    const plain = { after: undefined, before: undefined };
    expect(withCursor({ page: 7, size: 20 }, on3, cursors)).toEqual({ page: 7, size: 20, ...plain });
    expect(withCursor({ page: 1, size: 20 }, { page: 2, size: 20 }, cursors)).toEqual({
      page: 1,
      size: 20,
      ...plain,
    });
    expect(withCursor({ page: 4, size: 50 }, on3, cursors)).toEqual({ page: 4, size: 50, ...plain });
    expect(withCursor({ page: 4, size: 20 }, on3, undefined)).toEqual({ page: 4, size: 20, ...plain });
  });
});
