import { AppError, type participantTypeInput } from "@confreg/shared";
import type { z } from "zod";
import type { Tx } from "#db/transact";
import { flag, type ItemKind } from "../conference-items";
import { registrationsByType } from "../editor-usage";

type Input = z.output<typeof participantTypeInput>;

function typeColumns(input: Input) {
  return {
    titleZh: input.title.zh,
    titleEn: input.title.en,
    fee: input.fee,
    discountFee: input.discountFee,
    dollar: input.dollar,
    dollarDiscount: input.dollarDiscount,
    isHidden: flag(input.isHidden),
    isStudent: flag(input.isStudent),
    isMember: flag(input.isMember),
    isCommittee: flag(input.isCommittee),
    needsOtherMemberNo: flag(input.needsOtherMemberNo),
    otherMemberNoLabelZh: input.otherMemberNoLabel?.zh ?? null,
    otherMemberNoLabelEn: input.otherMemberNoLabel?.en ?? null,
    needsOtherMemberCard: flag(input.needsOtherMemberCard),
    allowsPapers: flag(input.allowsPapers),
    maxPapers: input.maxPapers,
    paperAuthorMustMatch: flag(input.paperAuthorMustMatch),
    needsAward: flag(input.needsAward),
    workshopOnly: flag(input.workshopOnly),
  };
}

/**
 * Participant types: every flag and fee. A type live registrations use is not deleted (their fee is its
 * fee); a deleted type no longer unlocks through invitation codes.
 */
export const participantTypeKind: ItemKind<Input> = {
  table: "participantTypes",
  ordered: true,
  times: ["createTime", "updateTime"],
  columns: typeColumns,
  async afterDelete(tx: Tx, conferenceId, id) {
    const count = (await registrationsByType(tx.db, conferenceId)).get(id) ?? 0;
    if (count > 0) throw new AppError("PARTICIPANT_TYPE_IN_USE", { count });
    await tx.db.deleteFrom("invitationCodeTypes").where("participantTypeId", "=", id).execute();
  },
  refusals: { create: [], update: [], remove: ["PARTICIPANT_TYPE_IN_USE"] },
};
