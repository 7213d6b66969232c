import { describe, expect, it } from "vitest";
import { lastPageInstead } from "./use-list-paging";

describe("a registration list's page past the end", () => {
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
