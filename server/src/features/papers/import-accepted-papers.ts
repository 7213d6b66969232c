import {
  type AdminAccount,
  acceptedPaperSheetColumns,
  acceptedPaperSheetRow,
  type ImportResult,
} from "@confreg/shared";
import type { AppDeps } from "#http/env";
import { readCheckedSheet } from "#lib/spreadsheets/checked-sheet";
import { acceptedPaperIdsOf } from "./admin-accepted-papers.repo";
import { writeAcceptedPaperImport } from "./admin-accepted-papers.service";

/** Imports a conference's accepted papers (.xlsx or CSV): all rows pass, or nothing is written. */
export async function importAcceptedPapers(
  deps: AppDeps,
  admin: AdminAccount,
  conferenceId: number,
  bytes: Uint8Array,
): Promise<ImportResult> {
  const { rows, present } = await readCheckedSheet(
    bytes,
    acceptedPaperSheetColumns,
    acceptedPaperSheetRow,
    (row) => row.paperId,
  );
  const existing = await acceptedPaperIdsOf(deps.db, conferenceId);
  return writeAcceptedPaperImport(deps, admin, { conferenceId, rows, present, existing });
}
