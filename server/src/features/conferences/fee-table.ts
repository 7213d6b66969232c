import { type AdminAccount, AppError, type feeTableInput, validationIds as v } from "@confreg/shared";
import type { z } from "zod";
import type { AppDeps } from "#http/env";
import { inConference } from "./conference-items";

type Input = z.output<typeof feeTableInput>;

/**
 * The fee table by number of papers, written whole: the rows of the conference's live types are replaced
 * by those given. Registrations keep the fee they were charged; an unpaid one edited later is priced by
 * the table then in force (DOMAIN.md §3).
 */
export function replaceFeeTable(deps: AppDeps, account: AdminAccount, conferenceId: number, input: Input) {
  return inConference(deps, account, conferenceId, "conference.feeTable", async (tx) => {
    const types = await tx.db
      .selectFrom("participantTypes")
      .select("id")
      .where("conferenceId", "=", conferenceId)
      .where("isDeleted", "=", 0)
      .execute();
    const own = types.map((t) => t.id);
    const index = input.rows.findIndex((row) => !own.includes(row.participantTypeId));
    if (index >= 0)
      throw new AppError("VALIDATION_FAILED", {
        fields: [{ path: `rows.${index}.participantTypeId`, code: v.participantTypeUnavailable }],
      });
    if (own.length > 0) await tx.db.deleteFrom("feeRows").where("participantTypeId", "in", own).execute();
    if (input.rows.length > 0) await tx.db.insertInto("feeRows").values(input.rows).execute();
    return { result: input.rows.length, data: { rows: input.rows.length } };
  });
}
