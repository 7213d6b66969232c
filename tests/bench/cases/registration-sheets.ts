// Export and import of the registration list (spec 002 §2): the product's streamed .xlsx of the bulk
// conference beside a bare exceljs stream of the same rows read the same way (keyset batches of 500, raw
// values, no formatting), with the peak resident memory of each; then an import of 5,000 rows.
import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import { type Database, openDatabase } from "@confreg/server/testing";
import ExcelJS from "exceljs";
import type { Kysely } from "kysely";
import type { BenchCase, BenchContext } from "../harness/context";
import { recordCheck, recordFigure, repeat, timed } from "../harness/results";
import { deskAdmins } from "./admin-list-setup";

const megabyte = 1_048_576;

/** The peak resident memory while `work` runs: the server's (Linux /proc), or this process's. */
async function peakRss<T>(pid: number | null, work: () => Promise<T>): Promise<[number, T]> {
  const rss = () =>
    pid === null
      ? process.memoryUsage().rss
      : Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  let peak = rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 20);
  try {
    const value = await work();
    return [Math.max(peak, rss()) / megabyte, value];
  } finally {
    clearInterval(timer);
  }
}

/** The baseline: the conference's rows in keyset batches, every column as stored, streamed by exceljs. */
async function rawExport(db: Kysely<Database>, conferenceId: number): Promise<number> {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false });
  const sheet = workbook.addWorksheet("raw");
  let before: number | null = null;
  for (let header = true; ; header = false) {
    let query = db
      .selectFrom("registrations")
      .selectAll()
      .where("conferenceId", "=", conferenceId)
      .where("isDeleted", "=", 0)
      .orderBy("id", "desc")
      .limit(500);
    if (before !== null) query = query.where("id", "<", before);
    const rows = await query.execute();
    if (header && rows[0]) sheet.addRow(Object.keys(rows[0])).commit();
    for (const row of rows) sheet.addRow(Object.values(row) as ExcelJS.CellValue[]).commit();
    if (rows.length < 500) break;
    before = rows.at(-1)?.id ?? null;
  }
  sheet.commit();
  await workbook.commit();
  return bytes;
}

/** An import sheet of `count` people of the conference's first participant type (an office's typing). */
async function importSheet(db: Kysely<Database>, conferenceId: number, count: number): Promise<Blob> {
  const type = await db
    .selectFrom("participantTypes")
    .select("titleZh")
    .where("conferenceId", "=", conferenceId)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("导入");
  sheet.addRow(["姓名*", "性别*", "单位*", "职称*", "邮箱*", "手机*", "参会类型*", "支付方式*", "发票类型*"]);
  const stamp = Date.now().toString(36);
  for (let i = 0; i < count; i++)
    sheet.addRow([
      `压测导入${i}`,
      i % 2 ? "男" : "女",
      "压测大学",
      "研究员",
      `bench.import.${stamp}.${i}@example.org`,
      `137${String(i).padStart(8, "0")}`,
      type.titleZh,
      "银行转账",
      "不开发票",
    ]);
  return new Blob([(await workbook.xlsx.writeBuffer()) as ArrayBuffer]);
}

export const registrationSheets: BenchCase = {
  name: "registration-sheets",
  async run(context: BenchContext) {
    const handle = await openDatabase(context.database);
    try {
      const [client] = await deskAdmins(context, handle.db, 1);
      if (!client) throw new Error("no administrator to export with");
      const path = `/api/admin/registration-sheets/export?conferenceId=${context.conferenceId}`;
      const runs = await repeat(context.runs, async () => {
        const [appMb, [appMs, res]] = await peakRss(context.server.pid, () =>
          timed(() => client.get<Buffer>(path)),
        );
        const [rawMb, [rawMs]] = await peakRss(null, () =>
          timed(() => rawExport(handle.db, context.conferenceId)),
        );
        return { appMs, rawMs, appMb, rawMb, ok: res.status === 200 && res.body.length > 0 };
      });
      recordCheck("registration export: answered 200 with a file", runs.filter((r) => !r.ok).length, 0);
      recordFigure(
        `registration export, ${context.registrations.toLocaleString("en")} rows (baseline: bare exceljs stream of the raw rows)`,
        "ms",
        runs.map((r) => r.appMs),
        runs.map((r) => r.rawMs),
        { maxRatio: 1.3 },
      );
      recordFigure(
        "registration export, peak RSS (app: the server process; baseline: the bench process)",
        "MB",
        runs.map((r) => r.appMb),
        runs.map((r) => r.rawMb),
        { bound: 700 },
      );

      const rows = 5_000;
      const sheet = await importSheet(handle.db, context.conferenceId, rows);
      const form = new FormData();
      form.set("file", sheet, "bench.xlsx");
      const [importMs, res] = await timed(() =>
        client.post<{ imported: number }>(
          `/api/admin/conferences/${context.conferenceId}/registration-sheets/uploads`,
          form,
        ),
      );
      recordCheck("registration import: 5,000 rows imported", res.body.imported === rows ? 0 : 1, 0);
      recordFigure("registration import, 5,000 rows (checked, then one transaction)", "ms", importMs, null, {
        bound: 10_000,
      });
    } finally {
      await handle.close();
    }
  },
};
