import { describe, expect, it } from "vitest";
import {
  acceptedPaperSheetColumns,
  acceptedPaperSheetRow,
  checkSheetRows,
  memberSheetColumns,
  memberSheetRow,
} from "../src";

const sheet = (headers: string[], ...rows: string[][]) => ({
  headers,
  rows: rows.map((cells, i) => ({
    rowNumber: i + 2,
    cells: Object.fromEntries(headers.map((h, k) => [h, cells[k] ?? ""])),
  })),
});

describe("checkSheetRows", () => {
  it("reads headers in Chinese or English, with a required mark or spaces, and normalises the cells", () => {
    const checked = checkSheetRows(
      memberSheetColumns,
      sheet(["姓名*", " Member Number ", "性别", "有效"], ["韩梅梅", "e12 3m", "女", "否"]),
      memberSheetRow,
      (row) => row.memberNo,
    );
    expect(checked).toEqual({
      ok: true,
      present: ["name", "memberNo", "gender", "valid"],
      rows: [
        {
          rowNumber: 2,
          value: {
            name: "韩梅梅",
            memberNo: "E123M",
            unit: "",
            gender: 0,
            job: "",
            email: "",
            phone: "",
            valid: false,
          },
        },
      ],
    });
  });

  it("lists every problem of every row with its row and header, and no rows", () => {
    const checked = checkSheetRows(
      acceptedPaperSheetColumns,
      sheet(["论文编号", "论文题目", "页数", "终稿"], ["12", "A", "2.5", "maybe"], ["12", "B", "", ""]),
      acceptedPaperSheetRow,
      (row) => row.paperId,
    );
    expect(checked).toEqual({
      ok: false,
      problems: [
        { row: 2, column: "页数", code: "validation.integer" },
        { row: 2, column: "终稿", code: "validation.invalid" },
      ],
    });
  });

  it("a second row with the same identity names the first; a missing required column is a row-1 problem", () => {
    const twice = checkSheetRows(
      acceptedPaperSheetColumns,
      sheet(["paper id", "title"], ["007", "A"], ["7", "B"]),
      acceptedPaperSheetRow,
      (row) => row.paperId,
    );
    expect(twice).toEqual({
      ok: false,
      problems: [{ row: 3, column: "", code: "validation.importDuplicate", params: { row: 2 } }],
    });
    const missing = checkSheetRows(
      memberSheetColumns,
      sheet(["姓名"], ["甲"]),
      memberSheetRow,
      (r) => r.memberNo,
    );
    expect(missing).toEqual({
      ok: false,
      problems: [{ row: 1, column: "会员号", code: "validation.required" }],
    });
  });
});
