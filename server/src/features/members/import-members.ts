import {
  type AdminAccount,
  type ImportResult,
  type MemberInput,
  memberSheetColumns,
  memberSheetRow,
} from "@confreg/shared";
import type { AppDeps } from "#http/env";
import { readCheckedSheet } from "#lib/spreadsheets/checked-sheet";
import { memberIdsByNumber } from "./members.repo";
import { writeMemberImport } from "./members.service";

/** Imports a member or committee list file (.xlsx or CSV): all rows pass, or nothing is written. */
export async function importMembers(
  deps: AppDeps,
  admin: AdminAccount,
  kind: MemberInput["kind"],
  bytes: Uint8Array,
): Promise<ImportResult> {
  const { rows, present } = await readCheckedSheet(
    bytes,
    memberSheetColumns,
    memberSheetRow,
    (row) => row.memberNo,
  );
  const existing = await memberIdsByNumber(
    deps.db,
    kind,
    rows.map((row) => row.memberNo),
  );
  return writeMemberImport(deps, admin, { kind, rows, present, existing });
}
