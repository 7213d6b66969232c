import {
  type AdminAccount,
  AppError,
  addDays,
  type Conference,
  type copyConferenceInput,
} from "@confreg/shared";
import type { z } from "zod";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";
import { toConference } from "./conference.mappers";
import { findConference } from "./conferences.repo";
import {
  copyBadgeTemplates,
  copyFeeRows,
  copyInvitationCodes,
  copyPlainItems,
  copyTypes,
} from "./copy-configuration";
import { assertSystemCodeFree, conferenceColumns, insertMainPoint } from "./save-conference";

type Input = z.output<typeof copyConferenceInput>;
const day = 86_400_000;

/** The dated settings move with the start of registration: the paper deadline exactly, the hotel dates by whole days. */
function shiftedSettings(settings: Conference["settings"], shiftMs: number): Conference["settings"] {
  const days = Math.round(shiftMs / day);
  const { paperDeadline, hotelWindow } = settings;
  return {
    ...settings,
    paperDeadline: paperDeadline && new Date(Date.parse(paperDeadline) + shiftMs).toISOString(),
    hotelWindow: hotelWindow && { from: addDays(hotelWindow.from, days), to: addDays(hotelWindow.to, days) },
  };
}

async function mainPointName(tx: Parameters<typeof insertMainPoint>[0], conferenceId: number) {
  const main = await tx.db
    .selectFrom("checkinPoints")
    .select(["nameZh", "nameEn"])
    .where("conferenceId", "=", conferenceId)
    .where("isMain", "=", 1)
    .where("isDeleted", "=", 0)
    .orderBy("id")
    .executeTakeFirst();
  return main ? { zh: main.nameZh, en: main.nameEn } : undefined;
}

/**
 * A new conference made from an earlier one, in one unit of work: every setting, the participant types,
 * workshops, fee table, hotels and room types with their stock, invitation codes (unlocking the copies of
 * their types), extra questions, check-in points, badge templates and group schemes. Never its
 * registrations, people or papers. It takes the title, system code and dates given; the paper deadline and
 * hotel dates move with the start of registration.
 */
export function copyConference(
  deps: AppDeps,
  account: AdminAccount,
  sourceId: number,
  input: Input,
): Promise<number> {
  return transact(
    deps.db,
    async (tx) => {
      const row = await findConference(tx.db, sourceId);
      if (!row) throw new AppError("CONFERENCE_NOT_FOUND");
      const source = toConference(row);
      await assertSystemCodeFree(tx, input.systemCode, null);
      const shift = Date.parse(input.beginTime) - Date.parse(source.beginTime);
      const created = await tx.db
        .insertInto("conferences")
        .values({
          ...conferenceColumns({ ...source, ...input, settings: shiftedSettings(source.settings, shift) }),
          createTime: tx.now,
          updateTime: tx.now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const copy = { tx, from: sourceId, to: created.id, adminId: account.id };
      await insertMainPoint(tx, created.id, await mainPointName(tx, sourceId));
      const types = await copyTypes(copy);
      await copyFeeRows(copy, types);
      await copyPlainItems(copy);
      await copyInvitationCodes(copy, types);
      await copyBadgeTemplates(copy, types);
      await writeAudit(tx, {
        action: "conference.copy",
        actor: { kind: "admin", id: account.id },
        entityId: created.id,
        conferenceId: created.id,
        data: { copiedFrom: sourceId, systemCode: input.systemCode, shiftDays: Math.round(shift / day) },
      });
      return created.id;
    },
    { at: deps.now() },
  );
}
