import { printList } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { listSearch, toListParams } from "#admin/lists/list-search";
import { printListView } from "./view";

const printListSearch = listSearch(printList, printListView);

describe("the badge print list's filters in the URL (printlist)", () => {
  it("offers pages of up to 300 badges, and keeps the unit column's switch in the address", () => {
    expect(printListSearch.parse({ size: 300, unit: true })).toEqual({ size: 300, unit: true });
    expect(printListSearch.parse({ size: 7, unit: "yes" })).toEqual({ size: undefined, unit: undefined });
  });

  it("asks the API for the scope's conference and the filters set, never the unit column's switch", () => {
    const search = printListSearch.parse({ conferenceId: 8, level: 1, keyword: "张三", unit: true, page: 2 });
    expect(toListParams(printList, search, 7)).toEqual({
      page: "2",
      size: "10",
      conferenceId: "7",
      level: "1",
      keyword: "张三",
    });
  });
});
