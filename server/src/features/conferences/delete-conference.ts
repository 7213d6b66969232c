import { type AdminAccount, AppError } from "@confreg/shared";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";
import { findConference } from "./conferences.repo";
import { countLiveRegistrations } from "./editor-usage";

/**
 * deleteMeeting: a conference without live registrations is deleted softly (isDeleted; its configuration
 * stays for the record). One with registrations is refused, saying how many: delete those first.
 */
export function deleteConference(deps: AppDeps, account: AdminAccount, conferenceId: number): Promise<void> {
  return transact(
    deps.db,
    async (tx) => {
      const row = await findConference(tx.db, conferenceId);
      if (!row) throw new AppError("CONFERENCE_NOT_FOUND");
      // The row first: on Postgres its lock holds other edits of the conference until this one is decided.
      await tx.db
        .updateTable("conferences")
        .set({ isDeleted: 1, updateTime: tx.now })
        .where("id", "=", conferenceId)
        .execute();
      const count = await countLiveRegistrations(tx.db, conferenceId);
      if (count > 0) throw new AppError("CONFERENCE_HAS_REGISTRATIONS", { count });
      await writeAudit(tx, {
        action: "conference.delete",
        actor: { kind: "admin", id: account.id },
        entityId: conferenceId,
        conferenceId,
        data: { systemCode: row.systemCode },
      });
    },
    { at: deps.now() },
  );
}
