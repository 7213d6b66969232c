import { inflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";

/** The first sheet of an .xlsx as header-keyed rows (read with exceljs, as an office would open it). */
export async function openSheet(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(
      Object.fromEntries(headers.map((h, i) => [h, values[i] === undefined ? "" : String(values[i])])),
    );
  });
  return { headers, rows };
}

/** A part of an .xlsx as text, read from the zip's local headers (what an office parses, unlike exceljs). */
export function xlsxPart(bytes: Buffer, name: string): string {
  for (let at = bytes.indexOf(localHeader); at >= 0; at = bytes.indexOf(localHeader, at + 4)) {
    const nameLength = bytes.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + bytes.readUInt16LE(at + 28);
    if (bytes.toString("utf8", at + 30, at + 30 + nameLength) === name)
      return inflateRawSync(bytes.subarray(start)).toString("utf8");
  }
  throw new Error(`no ${name} in the file`);
}
const localHeader = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The newest export's audit row: who exported, and its data (list, count, personal, filters). */
export async function lastExportAudit(db: Kysely<Database>) {
  const audit = await db
    .selectFrom("auditLog")
    .select(["data", "actorId", "conferenceId"])
    .where("action", "=", "registrations.export")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return { actorId: audit.actorId, conferenceId: audit.conferenceId, data: JSON.parse(audit.data ?? "{}") };
}
