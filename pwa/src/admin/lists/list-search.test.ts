import {
  acceptedPapersList,
  accountList,
  auditLogList,
  type ListDeclaration,
  memberList,
} from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { filtersOf, listSearch, paramsOf, toListParams, withFilters } from "./list-search";

/** A list paged by numbered pages, with a numeric enum, a keyword and a yes-or-no filter. */
const paged = {
  ...auditLogList,
  id: "sample",
  filters: {
    conferenceId: { kind: "conference" },
    payStatus: {
      kind: "enum",
      label: { id: "p", message: "Payment" },
      values: [0, 1, 2],
      labels: { 0: { id: "0", message: "0" }, 1: { id: "1", message: "1" }, 2: { id: "2", message: "2" } },
    },
    keyword: { kind: "keyword", label: { id: "k", message: "Keyword" }, maxLength: 60 },
    resolved: { kind: "boolean", label: { id: "r", message: "Resolved" } },
  },
  paging: { kind: "pages", sizes: [5, 10, 20], defaultSize: 10 },
} as const satisfies ListDeclaration;

describe("a declared list's URL state", () => {
  it("reads the filters the API takes and drops the rest (the audit log: a kiosk acts as a device)", () => {
    expect(
      listSearch(auditLogList).parse({
        actorKind: "device",
        entityId: "12",
        from: "2027-05-01",
        to: "May",
        after: 990,
      }),
    ).toEqual({ actorKind: "device", entityId: 12, from: "2027-05-01", to: undefined, after: 990 });
  });

  it("asks the audit log for 20 entries of the scope's conference, after the row the page was reached from", () => {
    const search = listSearch(auditLogList).parse({ conferenceId: 8, actor: "finance", after: 990 });
    expect(toListParams(auditLogList, search, 7)).toEqual({
      size: "20",
      conferenceId: "7",
      actor: "finance",
      after: "990",
    });
    expect(toListParams(auditLogList, search, "all")).toEqual({
      size: "20",
      conferenceId: "8",
      actor: "finance",
      after: "990",
    });
  });

  it("keeps a numbered page and an offered size, reading numbers and yes-or-no the router parsed", () => {
    const search = listSearch(paged).parse({
      page: 3,
      size: 20,
      payStatus: 2,
      resolved: true,
      keyword: "周",
    });
    expect(search).toEqual({ page: 3, size: 20, payStatus: 2, resolved: true, keyword: "周" });
    expect(toListParams(paged, search, 4)).toEqual({
      page: "3",
      size: "20",
      conferenceId: "4",
      payStatus: "2",
      resolved: "true",
      keyword: "周",
    });
  });

  it("drops a size the list does not offer and a value the enum does not have; the first page by default", () => {
    const search = listSearch(paged).parse({ size: 300, payStatus: 9 });
    expect(toListParams(paged, search, "all")).toEqual({ page: "1", size: "10" });
  });

  it("gives the filter form the search without its pager", () => {
    expect(filtersOf(paged, listSearch(paged).parse({ page: 2, size: 5, keyword: "lin" }))).toEqual({
      keyword: "lin",
    });
  });

  it("keeps the page's view in the URL but never sends it to the API", () => {
    const search = listSearch(paged, { unit: z.boolean() }).parse({ unit: true, keyword: "lin", page: 2 });
    expect(search).toEqual({ unit: true, keyword: "lin", page: 2 });
    expect(toListParams(paged, search, "all")).toEqual({ page: "2", size: "10", keyword: "lin" });
    expect(listSearch(paged, { unit: z.boolean() }).parse({ unit: "yes" }).unit).toBeUndefined();
  });

  it("new filters start from the first page, keeping the size and the view, dropping the old filters", () => {
    const search = { page: 4, size: 20, unit: true, keyword: "lin", payStatus: 2 } as const;
    expect(withFilters(paged, search, { payStatus: 1 })).toEqual({ size: 20, unit: true, payStatus: 1 });
  });

  it("keeps the list's own parameters when the filters change", () => {
    const search = listSearch(memberList).parse({ kind: "committee", q: "Lin", page: 3 });
    expect(withFilters(memberList, search, { q: "Wu" })).toEqual({ kind: "committee", q: "Wu" });
  });

  it("keeps the members' list kind, a value of its own, and drops one it does not have", () => {
    const search = listSearch(memberList).parse({ kind: "committee", q: "Lin", page: 2 });
    expect(toListParams(memberList, search, "all")).toEqual({
      page: "2",
      size: "10",
      q: "Lin",
      kind: "committee",
    });
    expect(paramsOf(memberList, search)).toEqual({ kind: "committee" });
    expect(listSearch(memberList).parse({ kind: "board" })).toEqual({});
  });

  it("asks for a list of the path's conference with its conference, and for the accounts without a pager", () => {
    const papers = listSearch(acceptedPapersList).parse({ q: "P-12", size: 20 });
    expect(toListParams(acceptedPapersList, papers, 5)).toEqual({
      page: "1",
      size: "20",
      conferenceId: "5",
      q: "P-12",
    });
    const accounts = listSearch(accountList).parse({ page: 2, conferenceId: 3 });
    expect(toListParams(accountList, accounts, "all")).toEqual({ conferenceId: "3" });
    expect(toListParams(accountList, accounts, 7)).toEqual({ conferenceId: "7" });
  });
});
