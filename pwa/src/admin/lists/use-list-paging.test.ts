import { describe, expect, it } from "vitest";
import { lastPageInstead, withCursor } from "./use-list-paging";

describe("a list's page past the end", () => {
  it("is replaced by the last page, counted from the start (rows deleted meanwhile, an old link)", () => {
    expect(lastPageInstead({ page: 9, size: 20, after: 120, keyword: "张" }, 4)).toEqual({
      page: 4,
      size: 20,
      after: undefined,
      before: undefined,
      keyword: "张",
    });
  });

  it("stays while the page exists, and while the number of pages is not known or nothing was found", () => {
    expect(lastPageInstead({ page: 4 }, 4)).toBeNull();
    expect(lastPageInstead({}, 1)).toBeNull();
    expect(lastPageInstead({ page: 3 }, 0)).toBeNull();
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
