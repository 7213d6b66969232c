import { AppError, type invitationCodeInput, validationIds as v } from "@confreg/shared";
import type { z } from "zod";
import type { Tx } from "#db/transact";
import { flag, type ItemKind } from "../conference-items";
import { registrationsByCode } from "../editor-usage";

type Input = z.output<typeof invitationCodeInput>;

const codeColumns = (input: Input) => ({
  code: input.code,
  title: input.title,
  showsHotel: flag(input.showsHotel),
  showsWorkshop: flag(input.showsWorkshop),
  hidesExtraInfo: flag(input.hidesExtraInfo),
});

/** One live code per text in a conference (attendees type it in any case). */
async function assertCodeFree(tx: Tx, conferenceId: number, code: string, except: number | null) {
  const taken = await tx.db
    .selectFrom("invitationCodes")
    .select("id")
    .where("conferenceId", "=", conferenceId)
    .where("isDeleted", "=", 0)
    .where((eb) => eb(eb.fn("upper", ["code"]), "=", code.toUpperCase()))
    .$if(except !== null, (q) => q.where("id", "!=", except as number))
    .executeTakeFirst();
  if (taken) throw new AppError("INVITATION_CODE_TAKEN", { code });
}

/** The types a code unlocks are the conference's own live types; the links are written as listed. */
async function saveUnlocks(tx: Tx, conferenceId: number, codeId: number, typeIds: number[]) {
  const wanted = [...new Set(typeIds)];
  if (wanted.length > 0) {
    const own = await tx.db
      .selectFrom("participantTypes")
      .select("id")
      .where("conferenceId", "=", conferenceId)
      .where("isDeleted", "=", 0)
      .where("id", "in", wanted)
      .execute();
    const known = new Set(own.map((row) => row.id));
    const index = typeIds.findIndex((id) => !known.has(id));
    if (index >= 0)
      throw new AppError("VALIDATION_FAILED", {
        fields: [{ path: `unlocksParticipantTypeIds.${index}`, code: v.participantTypeUnavailable }],
      });
  }
  await tx.db.deleteFrom("invitationCodeTypes").where("invitationCodeId", "=", codeId).execute();
  if (wanted.length > 0)
    await tx.db
      .insertInto("invitationCodeTypes")
      .values(wanted.map((participantTypeId) => ({ invitationCodeId: codeId, participantTypeId })))
      .execute();
}

/** Registrations keep the code they were made with (their edits re-read it): a used code keeps its text. */
async function assertUnused(tx: Tx, conferenceId: number, code: string) {
  const count = (await registrationsByCode(tx.db, conferenceId)).get(code.toUpperCase()) ?? 0;
  if (count > 0) throw new AppError("INVITATION_CODE_IN_USE", { count });
}

async function codeOf(tx: Tx, id: number) {
  const row = await tx.db
    .selectFrom("invitationCodes")
    .select("code")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.code;
}

/** Invitation codes with their options and the hidden types they unlock (DOMAIN.md §2). */
export const invitationCodeKind: ItemKind<Input> = {
  table: "invitationCodes",
  ordered: false,
  times: ["createTime"],
  columns: codeColumns,
  async check(tx, conferenceId, id, input) {
    const before = id === null ? null : await codeOf(tx, id);
    if (before?.toUpperCase() === input.code.toUpperCase()) return;
    if (before !== null) await assertUnused(tx, conferenceId, before);
    await assertCodeFree(tx, conferenceId, input.code, id);
  },
  saveWith: (tx, conferenceId, id, input) =>
    saveUnlocks(tx, conferenceId, id, input.unlocksParticipantTypeIds),
  async afterDelete(tx, conferenceId, id) {
    await assertUnused(tx, conferenceId, await codeOf(tx, id));
  },
  refusals: {
    create: ["INVITATION_CODE_TAKEN", "VALIDATION_FAILED"],
    update: ["INVITATION_CODE_IN_USE", "INVITATION_CODE_TAKEN", "VALIDATION_FAILED"],
    remove: ["INVITATION_CODE_IN_USE"],
  },
};
