import { describe, expect, it } from "vitest";
import { accountList, auditLogList, type DeclaredFilter, listPage, listQuery, memberList } from "../src";

/** A list of every filter kind, paged by numbered pages. */
const sample = {
  id: "sample",
  permission: "registrations.read",
  scope: "conferenceQuery",
  filters: {
    conferenceId: { kind: "conference" },
    keyword: { kind: "keyword", label: { id: "k", message: "Keyword" }, maxLength: 60 },
    payStatus: {
      kind: "enum",
      label: { id: "p", message: "Payment" },
      values: [0, 1, 2],
      labels: { 0: { id: "0", message: "0" }, 1: { id: "1", message: "1" }, 2: { id: "2", message: "2" } },
    },
    paid: { kind: "boolean", label: { id: "b", message: "Paid" } },
  } satisfies Record<string, DeclaredFilter>,
  paging: { kind: "pages", sizes: [10, 20], defaultSize: 10 },
  row: auditLogList.row,
} as const;

describe("a declared list's API query", () => {
  it("reads each filter from its query text: enum numbers, booleans, ids; pages default to the first", () => {
    expect(
      listQuery(sample).parse({ conferenceId: "3", keyword: "周", payStatus: "2", paid: "false" }),
    ).toEqual({ conferenceId: 3, keyword: "周", payStatus: 2, paid: false, page: 1, size: 10 });
  });

  it("refuses an enum value the declaration does not have, and a page size it does not offer", () => {
    expect(listQuery(sample).safeParse({ payStatus: "7" }).success).toBe(false);
    expect(listQuery(sample).safeParse({ size: "50" }).success).toBe(false);
  });

  it("pages the audit log after a row, and refuses a day range that ends before it starts (on `to`)", () => {
    expect(listQuery(auditLogList).parse({ after: "90", actorKind: "device" })).toEqual({
      after: 90,
      actorKind: "device",
      size: 20,
    });
    const backwards = listQuery(auditLogList).safeParse({ from: "2027-05-02", to: "2027-05-01" });
    expect(backwards.error?.issues.map((issue) => issue.path)).toEqual([["to"]]);
  });

  it("answers keyset rows with the next id, numbered pages with their total", () => {
    expect(Object.keys(listPage(auditLogList).shape)).toEqual(["items", "next"]);
    expect(Object.keys(listPage(sample).shape)).toEqual(["items", "page", "size", "total", "totalPages"]);
  });

  it("trims a free-text search and refuses one too long; the members' list kind stays required", () => {
    expect(memberList.filters.q.kind).toBe("search");
    expect(listQuery(memberList).parse({ kind: "committee", q: "  Zhou " })).toEqual({
      page: 1,
      size: 10,
      q: "Zhou",
      kind: "committee",
    });
    expect(listQuery(memberList).safeParse({ kind: "caa", q: "x".repeat(101) }).success).toBe(false);
    expect(listQuery(memberList).safeParse({ q: "Zhou" }).success).toBe(false);
  });

  it("takes no pager for a list answered whole, and answers its rows as an array", () => {
    expect(listQuery(accountList).parse({ conferenceId: "4", page: "2" })).toEqual({ conferenceId: 4 });
    const row = {
      id: 1,
      username: "root",
      role: 1,
      conferenceId: null,
      isDisabled: false,
      createTime: "2027-01-01 08:00:00",
      lastLoginTime: null,
    };
    expect(listPage(accountList).parse([row])).toEqual([row]);
    expect(listPage(accountList).safeParse({ items: [row] }).success).toBe(false);
  });
});
