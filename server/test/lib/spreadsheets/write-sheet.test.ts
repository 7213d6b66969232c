import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { readSheet } from "#lib/spreadsheets/read-sheet";
import { writeSheet } from "#lib/spreadsheets/write-sheet";

const columns = [
  { header: "编号", value: (n: number) => n },
  { header: "姓名", value: (n: number) => `参会者${n}` },
  { header: "备注", value: (n: number) => (n % 2 ? null : `第${n}行的备注`.repeat(8)) },
];

/** `count` rows in batches of 500, as the exports read them; how many batches were taken so far. */
function numbered(count: number) {
  const taken = { batches: 0 };
  async function* batches() {
    for (let from = 1; from <= count; from += 500) {
      taken.batches += 1;
      yield Array.from({ length: Math.min(500, count - from + 1) }, (_, i) => from + i);
    }
  }
  return { taken, batches: batches() };
}

async function readAll(stream: ReadableStream<Uint8Array>, pauseMs = 0): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    if (pauseMs && chunks.length < 5) await sleep(pauseMs);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

describe("writeSheet", () => {
  it("streams every row of a sheet larger than the zip's buffers, in order, blanks left blank", async () => {
    const { batches } = numbered(30_000);
    const bytes = await readAll(writeSheet(columns, batches, { sheetName: "注册列表" }), 20);
    const sheet = await readSheet(bytes);
    expect(sheet.headers).toEqual(["编号", "姓名", "备注"]);
    expect(sheet.rows).toHaveLength(30_000);
    expect(sheet.rows[0]?.cells).toEqual({ 编号: "1", 姓名: "参会者1", 备注: "" });
    expect(sheet.rows.at(-1)?.cells).toEqual({
      编号: "30000",
      姓名: "参会者30000",
      备注: "第30000行的备注".repeat(8),
    });
  });

  it("takes no further batches while nobody reads what it wrote", async () => {
    const { taken, batches } = numbered(30_000);
    const stream = writeSheet(columns, batches, { sheetName: "x" });
    await sleep(500);
    expect(taken.batches).toBeLessThan(10);
    await stream.cancel();
  });
});
