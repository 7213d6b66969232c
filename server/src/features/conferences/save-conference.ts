import {
  type AdminAccount,
  AppError,
  type Conference,
  type conferenceInput,
  type HotelWindow,
  settingsLockedWithRegistrations,
} from "@confreg/shared";
import type { z } from "zod";
import { type Tx, transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";
import { toConference } from "./conference.mappers";
import { findConference } from "./conferences.repo";
import { countLiveRegistrations } from "./editor-usage";
import { renewKioskHashes } from "./renew-kiosk-hashes";

type Input = z.output<typeof conferenceInput>;

/** The columns of a conference's row that the editor writes. */
export function conferenceColumns(input: Omit<Input, "settings"> & { settings: Conference["settings"] }) {
  return {
    titleZh: input.title.zh,
    titleEn: input.title.en,
    systemCode: input.systemCode,
    hostUnit: input.hostUnit,
    timezone: input.timezone,
    beginTime: new Date(input.beginTime).toISOString(),
    discountTime: new Date(input.discountTime).toISOString(),
    endTime: new Date(input.endTime).toISOString(),
    paperDatabase: input.paperDatabase,
    paperConferenceId: input.paperConferenceId,
    settings: JSON.stringify(input.settings),
  };
}

/** System codes prefix trade numbers and registration numbers: one live conference per code (any case). */
export async function assertSystemCodeFree(tx: Tx, systemCode: string, except: number | null) {
  const taken = await tx.db
    .selectFrom("conferences")
    .select("id")
    .where("isDeleted", "=", 0)
    .where((eb) => eb(eb.fn("upper", ["systemCode"]), "=", systemCode.toUpperCase()))
    .$if(except !== null, (q) => q.where("id", "!=", except as number))
    .executeTakeFirst();
  if (taken) throw new AppError("SYSTEM_CODE_TAKEN", { systemCode });
}

/** Every conference has a main check-in point (DOMAIN.md §8), made with it. */
export async function insertMainPoint(
  tx: Tx,
  conferenceId: number,
  name = { zh: "报到处", en: "Registration desk" },
) {
  await tx.db
    .insertInto("checkinPoints")
    .values({ conferenceId, nameZh: name.zh, nameEn: name.en, isMain: 1, createTime: tx.now })
    .execute();
}

const admin = (account: AdminAccount) => ({ kind: "admin" as const, id: account.id });

/** saveMeeting for a new conference: its row and its main check-in point. */
export function createConference(deps: AppDeps, account: AdminAccount, input: Input): Promise<number> {
  return transact(
    deps.db,
    async (tx) => {
      await assertSystemCodeFree(tx, input.systemCode, null);
      const row = await tx.db
        .insertInto("conferences")
        .values({ ...conferenceColumns(input), createTime: tx.now, updateTime: tx.now })
        .returning("id")
        .executeTakeFirstOrThrow();
      await insertMainPoint(tx, row.id);
      await writeAudit(tx, {
        action: "conference.create",
        actor: admin(account),
        entityId: row.id,
        conferenceId: row.id,
        data: { systemCode: input.systemCode },
      });
      return row.id;
    },
    { at: deps.now() },
  );
}

/** Live bookings with a night outside a hotel window: a window that left them out would strand them. */
async function bookingsOutside(tx: Tx, conferenceId: number, window: HotelWindow) {
  const row = await tx.db
    .selectFrom("registrations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("conferenceId", "=", conferenceId)
    .where("isDeleted", "=", 0)
    .where("isHotel", "=", 1)
    .where("roomTypeId", "is not", null)
    .where((eb) => eb.or([eb("hotelStartDate", "<", window.from), eb("hotelEndDate", ">", window.to)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Which of the conference's fields and settings an edit changes (named in the audit row). */
function changedKeys(before: Conference, input: Input): string[] {
  const after = { ...conferenceColumns(input), settings: input.settings };
  const was = { ...conferenceColumns({ ...before, settings: before.settings }), settings: before.settings };
  const keys = (Object.keys(after) as (keyof typeof after)[]).filter(
    (key) => key !== "settings" && after[key] !== was[key],
  );
  const settings = (Object.keys(input.settings) as (keyof Input["settings"])[]).filter(
    (key) => JSON.stringify(input.settings[key]) !== JSON.stringify(before.settings[key]),
  );
  return [...keys, ...settings.map((key) => `settings.${key}`)];
}

/**
 * saveMeeting for a conference that exists: its basics and every setting, in one unit of work. Refused
 * when registrations would be stranded: the currency or kind changed under them (settings marked so in
 * the descriptor table), or a hotel window that leaves their nights out. The configuration counter moves
 * with the row (migration 0012), so every server process re-reads the conference's rules.
 */
export function updateConference(
  deps: AppDeps,
  account: AdminAccount,
  conferenceId: number,
  input: Input,
): Promise<void> {
  return transact(
    deps.db,
    async (tx) => {
      const row = await findConference(tx.db, conferenceId);
      if (!row) throw new AppError("CONFERENCE_NOT_FOUND");
      const before = toConference(row);
      await assertSystemCodeFree(tx, input.systemCode, conferenceId);
      const changed = changedKeys(before, input);
      const locked = settingsLockedWithRegistrations.find((key) => changed.includes(`settings.${key}`));
      if (locked && (await countLiveRegistrations(tx.db, conferenceId)) > 0)
        throw new AppError("SETTING_LOCKED", { setting: locked });
      const window = input.settings.hotelWindow;
      if (window && changed.includes("settings.hotelWindow")) {
        const count = await bookingsOutside(tx, conferenceId, window);
        if (count > 0) throw new AppError("HOTEL_WINDOW_STRANDS", { count, ...window });
      }
      await tx.db
        .updateTable("conferences")
        .set({ ...conferenceColumns(input), updateTime: tx.now })
        .where("id", "=", conferenceId)
        .execute();
      if (changed.includes("settings.kioskLookupCost")) await renewKioskHashes(tx, conferenceId);
      await writeAudit(tx, {
        action: "conference.update",
        actor: admin(account),
        entityId: conferenceId,
        conferenceId,
        data: { changed },
      });
    },
    { at: deps.now() },
  );
}
