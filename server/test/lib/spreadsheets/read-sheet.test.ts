import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readSheet } from "#lib/spreadsheets/read-sheet";

async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("注册列表");
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe("readSheet", () => {
  it("reads an xlsx workbook's first sheet by its headers, skipping blank rows, with row numbers", async () => {
    const bytes = await xlsx([
      ["姓名", "Pages", "Date"],
      ["张三", 12, new Date("2026-05-01T00:00:00Z")],
      [],
      [{ richText: [{ text: "Li " }, { text: "Si" }] }, { formula: "1+1", result: 2 }, "  x "],
    ]);
    const sheet = await readSheet(bytes);
    expect(sheet.headers).toEqual(["姓名", "Pages", "Date"]);
    expect(sheet.rows).toEqual([
      { rowNumber: 2, cells: { 姓名: "张三", Pages: "12", Date: "2026-05-01" } },
      { rowNumber: 4, cells: { 姓名: "Li Si", Pages: "2", Date: "x" } },
    ]);
  });

  it("reads a UTF-8 CSV with a BOM and quoted commas", async () => {
    const text = '\uFEFFpaper_id,title\nP-1,"Graphs, trees"\n\nP-2,图论\n';
    const sheet = await readSheet(new TextEncoder().encode(text));
    expect(sheet.headers).toEqual(["paper_id", "title"]);
    expect(sheet.rows.map((row) => row.cells)).toEqual([
      { paper_id: "P-1", title: "Graphs, trees" },
      { paper_id: "P-2", title: "图论" },
    ]);
  });

  it("refuses what is neither, by content (a PNG, GBK bytes, a broken zip)", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const gbk = new Uint8Array([0xd5, 0xc5, 0xc8, 0xfd]);
    const brokenZip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    for (const bytes of [png, gbk, brokenZip])
      await expect(readSheet(bytes)).rejects.toMatchObject({ code: "SHEET_UNREADABLE" });
  });
});
