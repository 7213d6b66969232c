import {
  AppError,
  type CheckInReason,
  type KioskRegistration,
  maskPhone,
  type SyncPage,
  syncVersion,
} from "@confreg/shared";
import type { Selectable } from "kysely";
import { loadMoneyRows, standingOf } from "#db/standing";
import type { RegistrationsTable } from "#db/tables/registrations";
import type { AppDeps } from "#http/env";

type Row = Selectable<RegistrationsTable>;

/** A client asking for a payload version this server no longer speaks must be updated, not fed guesses. */
export function assertSyncVersion(requested: number): void {
  if (requested !== syncVersion)
    throw new AppError("SYNC_VERSION_UNSUPPORTED", { requested, supported: [syncVersion] });
}

/**
 * A registration as a kiosk keeps it: check-in already decided (the stored standing), the amount owed,
 * the document's last four and its slow look-up hash, never the number nor anything that confirms a
 * guess faster than scrypt (kiosk/README.md). The document is never decrypted here.
 */
function kioskRow(r: Row, participantType: { zh: string; en: string }, owed: number): KioskRegistration {
  return {
    id: r.id,
    name: r.name,
    nameEn: r.nameEn,
    unit: r.unit,
    participantType,
    level: r.level ?? null,
    idType: r.idType,
    idHash: r.kioskIdHash || null,
    idNumberMasked: r.kioskIdMasked ?? "",
    phoneMasked: maskPhone(r.phone),
    cardNumber: r.cardNumber,
    checkIn: { eligible: r.checkinEligible === 1, reason: r.checkinReason as CheckInReason },
    owed,
    currency: r.currency,
    isSignIn: r.isSignIn === 1,
    signInTime: r.signInTime,
    changeSeq: r.changeSeq,
  };
}

async function participantTypesOf(deps: AppDeps, rows: readonly Row[]) {
  const ids = [...new Set(rows.map((r) => r.participantTypeId))];
  const types = ids.length
    ? await deps.db
        .selectFrom("participantTypes")
        .select(["id", "titleZh", "titleEn"])
        .where("id", "in", ids)
        .execute()
    : [];
  return new Map(types.map((t) => [t.id, { zh: t.titleZh, en: t.titleEn }]));
}

/** What each registration owes, from the shared read model over its lines (no column keeps it). */
async function owedOf(deps: AppDeps, rows: readonly Row[]) {
  const money = await loadMoneyRows(
    deps.db,
    rows.map((r) => r.id),
  );
  return new Map(
    rows.map((r) => [r.id, standingOf(r, money.lines.get(r.id) ?? [], money.invoices.get(r.id)).owed]),
  );
}

/**
 * One page (payload version 2) of a conference's registrations changed after `cursor`, in change order.
 * Deleted ones come as tombstones. Records how far the device has synced.
 */
export async function syncPage(
  deps: AppDeps,
  device: { id: number; conferenceId: number },
  cursor: number,
  limit: number,
): Promise<SyncPage> {
  const { db } = deps;
  const rows = await db
    .selectFrom("registrations")
    .selectAll()
    .where("conferenceId", "=", device.conferenceId)
    .where("changeSeq", ">", cursor)
    .orderBy("changeSeq")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const live = page.filter((r) => r.isDeleted === 0);
  const [types, owed] = await Promise.all([participantTypesOf(deps, live), owedOf(deps, live)]);
  const nextCursor = page.at(-1)?.changeSeq ?? cursor;
  const remaining = await db
    .selectFrom("registrations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("conferenceId", "=", device.conferenceId)
    .where("changeSeq", ">", nextCursor)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("kioskDevices")
    .set({ lastSeenTime: deps.now().toISOString(), lastCursor: nextCursor })
    .where("id", "=", device.id)
    .execute();
  return {
    version: syncVersion,
    cursor: nextCursor,
    hasMore: rows.length > limit,
    remaining: Number(remaining.n),
    registrations: live.map((r) =>
      kioskRow(r, types.get(r.participantTypeId) ?? { zh: "", en: "" }, owed.get(r.id) ?? 0),
    ),
    tombstones: page.filter((r) => r.isDeleted === 1).map((r) => r.id),
  };
}
