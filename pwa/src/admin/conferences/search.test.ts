import { describe, expect, it } from "vitest";
import { conferenceEditorSearch, conferenceListSearch } from "./search";

describe("the conference pages' URL", () => {
  it("opens the editor on the section the address names, or none for an unknown one", () => {
    expect(conferenceEditorSearch.parse({ id: "7", tab: "hotels" })).toEqual({ id: 7, tab: "hotels" });
    expect(conferenceEditorSearch.parse({ id: "new", tab: "colours" })).toEqual({
      id: undefined,
      tab: undefined,
    });
  });

  it("filters the conference list by a plausible year and a host", () => {
    expect(conferenceListSearch.parse({ year: "2027", host: "中国计算机学会" })).toEqual({
      year: 2027,
      host: "中国计算机学会",
    });
    expect(conferenceListSearch.parse({ year: 27 })).toEqual({ year: undefined });
  });
});
