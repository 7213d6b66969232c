import { AppError, type workshopInput } from "@confreg/shared";
import type { z } from "zod";
import { flag, type ItemKind } from "../conference-items";
import { registrationsByWorkshop } from "../editor-usage";

type Input = z.output<typeof workshopInput>;

function workshopColumns(input: Input) {
  return {
    titleZh: input.title.zh,
    titleEn: input.title.en,
    fee: input.fee,
    dollar: input.dollar,
    feeOnly: input.feeOnly,
    dollarOnly: input.dollarOnly,
    numberLimit: input.numberLimit,
    isNoneOption: flag(input.isNoneOption),
    isVisible: flag(input.isVisible),
  };
}

/**
 * Workshops: fees, capacity, the "not attending" option, visibility. The limit is written only where it
 * stays at or above the places taken, in one conditional write that registrations taking a place wait on
 * (registration-locks.ts), so a place is never sold twice. A chosen workshop is not deleted.
 */
export const workshopKind: ItemKind<Input> = {
  table: "workshops",
  ordered: true,
  times: ["createTime", "updateTime"],
  columns: workshopColumns,
  async write(tx, id, input, columns) {
    const limit = input.numberLimit;
    const result = await tx.db
      .updateTable("workshops")
      .set(columns)
      .where("id", "=", id)
      .$if(limit !== null, (q) => q.where("takenCount", "<=", limit as number))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return;
    const row = await tx.db
      .selectFrom("workshops")
      .select("takenCount")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    throw new AppError("WORKSHOP_LIMIT_BELOW_TAKEN", { taken: row.takenCount, limit });
  },
  async afterDelete(tx, conferenceId, id) {
    const count = (await registrationsByWorkshop(tx.db, conferenceId)).get(id) ?? 0;
    if (count > 0) throw new AppError("WORKSHOP_IN_USE", { count });
  },
  refusals: { create: [], update: ["WORKSHOP_LIMIT_BELOW_TAKEN"], remove: ["WORKSHOP_IN_USE"] },
};
