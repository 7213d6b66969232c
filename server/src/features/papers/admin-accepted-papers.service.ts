import {
  type AcceptedPaperSheetRow,
  type AdminAcceptedPaper,
  type AdminAccount,
  AppError,
  type acceptedPaperInput,
  type ImportResult,
} from "@confreg/shared";
import type { z } from "zod";
import type { AcceptedPaperUpdate } from "#db/tables/accepted-papers";
import type { Tx } from "#db/transact";
import { transactUnique } from "#db/transact-unique";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";
import { findAdminAcceptedPaper } from "./admin-accepted-papers.repo";
import { isFinalPaper } from "./papers.repo";

type Input = z.output<typeof acceptedPaperInput>;
type Fields = Partial<AcceptedPaperSheetRow>;

const actorOf = (admin: AdminAccount) => ({ kind: "admin" as const, id: admin.id });

/**
 * The table's columns for what was given; anything left out stays as it is. A final version the paper
 * system gave as a path is kept while the paper stays final.
 */
function columnsOf(fields: Fields, finalPaperNow: string): AcceptedPaperUpdate {
  const finalPaper = fields.isFinal ? (isFinalPaper(finalPaperNow) ? finalPaperNow : "1") : "";
  const given = {
    paperId: fields.paperId,
    title: fields.title,
    pageNum: fields.pages,
    finalPaper: fields.isFinal === undefined ? undefined : finalPaper,
    submitUserName: fields.authors,
    submitUserEnName: fields.authorsEn,
    submitUserEmail: fields.submitUserEmail,
    submitUserPhone: fields.submitUserPhone,
    pin: fields.pin,
  };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}

const inTransaction = <T>(deps: AppDeps, work: (tx: Tx) => Promise<T>) =>
  transactUnique(deps, "PAPER_ID_TAKEN", work);

/** The edit dialog's save; a phone or PIN left out stays. */
export async function updateAcceptedPaper(
  deps: AppDeps,
  admin: AdminAccount,
  id: number,
  input: Input,
): Promise<AdminAcceptedPaper> {
  await inTransaction(deps, async (tx) => {
    const before = await tx.db
      .selectFrom("acceptedPapers")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) throw new AppError("ACCEPTED_PAPER_NOT_FOUND");
    await tx.db
      .updateTable("acceptedPapers")
      .set(columnsOf(input, before.finalPaper))
      .where("id", "=", id)
      .execute();
    await writeAudit(tx, {
      action: "acceptedPaper.update",
      actor: actorOf(admin),
      entityId: id,
      conferenceId: before.conferenceId,
      data: { paperId: input.paperId, pinChanged: input.pin !== undefined && input.pin !== before.pin },
    });
  });
  const saved = await findAdminAcceptedPaper(deps.db, id);
  if (!saved) throw new AppError("ACCEPTED_PAPER_NOT_FOUND");
  return saved;
}

/** Writes checked import rows in one transaction: an existing paper id is updated (only the file's columns). */
export async function writeAcceptedPaperImport(
  deps: AppDeps,
  admin: AdminAccount,
  sheet: {
    conferenceId: number;
    rows: readonly AcceptedPaperSheetRow[];
    present: readonly (keyof AcceptedPaperSheetRow)[];
    existing: ReadonlyMap<string, number>;
  },
): Promise<ImportResult> {
  const { conferenceId, rows, present, existing } = sheet;
  return inTransaction(deps, async (tx) => {
    let created = 0;
    for (const row of rows) {
      const id = existing.get(row.paperId);
      if (id === undefined) {
        await tx.db
          .insertInto("acceptedPapers")
          .values({
            ...columnsOf(row, ""),
            paperId: row.paperId,
            title: row.title,
            conferenceId,
            createTime: tx.now,
          })
          .execute();
        created += 1;
        continue;
      }
      const before = await tx.db
        .selectFrom("acceptedPapers")
        .select("finalPaper")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const given = Object.fromEntries(present.map((key) => [key, row[key]])) as Fields;
      await tx.db
        .updateTable("acceptedPapers")
        .set(columnsOf(given, before.finalPaper))
        .where("id", "=", id)
        .execute();
    }
    const result = { created, updated: rows.length - created };
    await writeAudit(tx, {
      action: "acceptedPaper.import",
      actor: actorOf(admin),
      entityId: null,
      conferenceId,
      data: result,
    });
    return result;
  });
}
