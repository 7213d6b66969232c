import {
  AppError,
  type CheckInReason,
  type KioskRegistration,
  maskPhone,
  type SyncPage,
  syncVersion,
} from "@confreg/shared";
import type { AppDeps } from "#http/env";
import { type ChangedRow, countChangesAfter, participantTypeTitles, selectChanges } from "./sync-rows";

type Titles = Map<number, { zh: string; en: string }>;
const untitled = { zh: "", en: "" };

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
function kioskRow(r: ChangedRow, titles: Titles): KioskRegistration {
  return {
    id: r.id,
    name: r.name,
    nameEn: r.nameEn,
    unit: r.unit,
    participantType: titles.get(r.participantTypeId) ?? untitled,
    level: r.level ?? null,
    idType: r.idType,
    idHash: r.kioskIdHash || null,
    idNumberMasked: r.kioskIdMasked ?? "",
    phoneMasked: maskPhone(r.phone),
    cardNumber: r.cardNumber,
    checkIn: { eligible: r.checkinEligible === 1, reason: r.checkinReason as CheckInReason },
    owed: Number(r.owed),
    currency: r.currency,
    isSignIn: r.isSignIn === 1,
    signInTime: r.signInTime,
    changeSeq: r.changeSeq,
  };
}

export type SyncRequest = {
  cursor: number;
  limit: number;
  /** The previous page's `remaining` in this run (shared `syncQuery`): subtracted from, not counted. */
  remaining?: number | undefined;
};

/**
 * What is left after this page (shared `syncPage.remaining`): 0 at the end; otherwise the previous page's
 * figure less this page, counted only on a run's first page or when that figure runs out early, so a full
 * sync counts once instead of once per page.
 */
async function remainingAfter(
  deps: AppDeps,
  conferenceId: number,
  page: { cursor: number; changes: number; hasMore: boolean },
  previous: number | undefined,
): Promise<number> {
  if (!page.hasMore) return 0;
  const left = previous === undefined ? 0 : previous - page.changes;
  return left > 0 ? left : countChangesAfter(deps.db, conferenceId, page.cursor);
}

/**
 * One page (payload version 2) of a conference's registrations changed after `cursor`, in change order.
 * Deleted ones come as tombstones. Records how far the device has synced (the back office lists it).
 */
export async function syncPage(
  deps: AppDeps,
  device: { id: number; conferenceId: number },
  request: SyncRequest,
): Promise<SyncPage> {
  const { cursor, limit } = request;
  const [rows, titles] = await Promise.all([
    selectChanges(deps.db, device.conferenceId, cursor, limit + 1),
    participantTypeTitles(deps.db, device.conferenceId),
  ]);
  const hasMore = rows.length > limit;
  if (hasMore) rows.pop();
  const nextCursor = rows.at(-1)?.changeSeq ?? cursor;
  const [remaining] = await Promise.all([
    remainingAfter(
      deps,
      device.conferenceId,
      { cursor: nextCursor, changes: rows.length, hasMore },
      request.remaining,
    ),
    deps.db
      .updateTable("kioskDevices")
      .set({ lastSeenTime: deps.now().toISOString(), lastCursor: nextCursor })
      .where("id", "=", device.id)
      .execute(),
  ]);
  const registrations: KioskRegistration[] = [];
  const tombstones: number[] = [];
  for (const row of rows) {
    if (row.isDeleted === 1) tombstones.push(row.id);
    else registrations.push(kioskRow(row, titles));
  }
  return { version: syncVersion, cursor: nextCursor, hasMore, remaining, registrations, tombstones };
}
