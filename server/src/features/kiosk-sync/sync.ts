import {
  AppError,
  type CheckInReason,
  type KioskCheckinRecord,
  type KioskRegistration,
  maskPhone,
  type ServedSyncPage,
  type ServedSyncVersion,
  servedSyncVersions,
} from "@confreg/shared";
import { checkinQrOf } from "#crypto/checkin-qr";
import { canonicalCheckinsOfChanges } from "#features/checkin";
import { requireConference } from "#features/conferences";
import type { AppDeps } from "#http/env";
import { kioskConferenceOf } from "./kiosk-conference";
import { type ChangedRow, countChangesAfter, participantTypeTitles, selectChanges } from "./sync-rows";

type Titles = Map<number, { zh: string; en: string }>;
/** What a page's rows are made with beside themselves: the types' titles and the conference's QR signer. */
type RowContext = { titles: Titles; qrOf: (registrationId: number) => string };
const untitled = { zh: "", en: "" };

/** A client asking for a payload version this server no longer speaks must be updated, not fed guesses. */
export function assertSyncVersion(requested: number): ServedSyncVersion {
  const served = servedSyncVersions.find((version) => version === requested);
  if (served === undefined)
    throw new AppError("SYNC_VERSION_UNSUPPORTED", { requested, supported: [...servedSyncVersions] });
  return served;
}

/**
 * A registration as a kiosk keeps it: check-in already decided (the stored standing), the amount owed,
 * the document's kind and its slow look-up hash, never any part of the number nor anything that confirms
 * a guess faster than scrypt (DOMAIN.md §9, kiosk/README.md). The document is never decrypted here. The signed QR code
 * prints on the kiosk's badges: the stored one, or for a row without it yet the same text signed now.
 */
function kioskRow(r: ChangedRow, context: RowContext, checkins: KioskCheckinRecord[]): KioskRegistration {
  return {
    id: r.id,
    name: r.name,
    nameEn: r.nameEn,
    unit: r.unit,
    unitEn: r.unitEn,
    checkinQr: r.checkinQr ?? context.qrOf(r.id),
    participantType: context.titles.get(r.participantTypeId) ?? untitled,
    participantTypeId: r.participantTypeId,
    printType: r.printType ?? null,
    level: r.level ?? null,
    idType: r.idType,
    idHash: r.kioskIdHash || null,
    phoneMasked: maskPhone(r.phone),
    cardNumber: r.cardNumber,
    checkIn: { eligible: r.checkinEligible === 1, reason: r.checkinReason as CheckInReason },
    owed: Number(r.owed),
    currency: r.currency,
    isSignIn: r.isSignIn === 1,
    signInTime: r.signInTime,
    checkins,
    changeSeq: r.changeSeq,
  };
}

export type SyncRequest = {
  cursor: number;
  limit: number;
  /** The previous page's `remaining` in this run (shared `syncQuery`): subtracted from, not counted. */
  remaining?: number | undefined;
  /** The events the kiosk holds not yet sent, for the back office's kiosk list. */
  queued?: number | undefined;
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
 * One page of a conference's registrations changed after `cursor`, in change order: payload version 4,
 * or for kiosks not yet updated 3 (with `idNumberMasked`, now always empty) or 2 (version 3 without
 * `checkins` and `conference`). Deleted ones come as tombstones. Reads only: what the kiosk was sent is
 * recorded when it is sent (recordSyncProgress).
 */
export async function readSyncPage(
  deps: AppDeps,
  conferenceId: number,
  request: SyncRequest,
  version: ServedSyncVersion,
): Promise<ServedSyncPage> {
  const { cursor, limit } = request;
  // The page's reads need nothing of each other: on Postgres they run side by side on the pool.
  const [rows, titles, checkins, conference] = await Promise.all([
    selectChanges(deps.db, conferenceId, cursor, limit + 1),
    participantTypeTitles(deps.db, conferenceId),
    version === 2
      ? undefined
      : canonicalCheckinsOfChanges(deps.db, conferenceId, { after: cursor, limit: limit + 1 }),
    version === 2 ? undefined : requireConference(deps.db, conferenceId),
  ]);
  const hasMore = rows.length > limit;
  if (hasMore) rows.pop();
  const nextCursor = rows.at(-1)?.changeSeq ?? cursor;
  const remaining = await remainingAfter(
    deps,
    conferenceId,
    { cursor: nextCursor, changes: rows.length, hasMore },
    request.remaining,
  );
  const live = rows.filter((row) => row.isDeleted !== 1);
  const tombstones = rows.filter((row) => row.isDeleted === 1).map((row) => row.id);
  const page = { cursor: nextCursor, hasMore, remaining, tombstones };
  const context = { titles, qrOf: (id: number) => checkinQrOf(deps.pii, conferenceId, id) };
  // Versions 2 and 3 carried the number's last four characters: now always empty (DOMAIN.md §9).
  const idNumberMasked = "" as const;
  if (!checkins || !conference) {
    const registrations = live.map((row) => {
      const { checkins: _, ...v2 } = kioskRow(row, context, []);
      return { ...v2, idNumberMasked };
    });
    return { version: 2, ...page, registrations };
  }
  const registrations = live.map((row) => kioskRow(row, context, checkins.get(row.id) ?? []));
  const current = { ...page, conference: kioskConferenceOf(deps.pii, conference) };
  if (version === 4) return { version, ...current, registrations };
  return { version, ...current, registrations: registrations.map((row) => ({ ...row, idNumberMasked })) };
}

/**
 * Records that a kiosk was sent the changes up to `cursor`, and what it said it still holds unsent
 * (`queued`, when it said): the back office's kiosk list shows both.
 */
export async function recordSyncProgress(
  deps: AppDeps,
  deviceId: number,
  cursor: number,
  queued: number | undefined,
): Promise<void> {
  await deps.db
    .updateTable("kioskDevices")
    .set({
      lastSeenTime: deps.now().toISOString(),
      lastCursor: cursor,
      ...(queued === undefined ? {} : { queued }),
    })
    .where("id", "=", deviceId)
    .execute();
}
