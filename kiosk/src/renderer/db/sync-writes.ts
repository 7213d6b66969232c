import type { KioskPage } from "#renderer/api/payload";
import { initialSyncState, type KioskDb, type StoredEnrolment, type SyncState } from "./db";

/** The enrolment changed (un-enrolled, re-enrolled) while a page was in flight: its rows are not kept. */
export class EnrolmentChangedError extends Error {
  constructor() {
    super("The kiosk's enrolment changed during sync");
    this.name = "EnrolmentChangedError";
  }
}

/**
 * How many registrations the kiosk holds once this page is written. Counting the whole table after
 * every page of a first sync would cost more than writing it, so the table is counted once, on a run's
 * last page (and only when the run changed something); in between, a first sync adds what each page
 * brought and a delta keeps the last count.
 */
async function countAfter(db: KioskDb, state: SyncState, page: KioskPage): Promise<number> {
  const changed = page.registrations.length + page.tombstones.length > 0;
  if (!page.hasMore) return changed || state.count === undefined ? db.registrations.count() : state.count;
  if (state.complete) return state.count ?? 0;
  return Math.max(0, (state.count ?? 0) + page.registrations.length - page.tombstones.length);
}

/**
 * The conference as a sync page describes it (the QR public key among it), kept in the enrolment so that
 * a kiosk enrolled before the server sent the key gets it; written only when something changed, since
 * the screen follows the enrolment.
 */
async function updateConference(db: KioskDb, enrolment: StoredEnrolment, page: KioskPage): Promise<void> {
  if (!page.conference) return;
  const conference = { ...enrolment.conference, ...page.conference };
  if (JSON.stringify(conference) === JSON.stringify(enrolment.conference)) return;
  await db.enrolment.put({ ...enrolment, conference });
}

/**
 * Writes one page and the cursor after it in a single transaction, so the stored cursor always matches the
 * stored rows: an interrupted sync resumes after the last page that was fully written. The conference block,
 * when the page has one, updates the enrolment's in the same transaction. Tombstones go first;
 * the page's rows are the registrations' current state, so a row listed in both stays.
 */
export async function writePage(db: KioskDb, token: string, page: KioskPage, at: string): Promise<void> {
  await db.transaction("rw", db.enrolment, db.registrations, db.syncState, async () => {
    const [enrolment, stored] = await Promise.all([db.enrolment.get("current"), db.syncState.get("current")]);
    if (!enrolment || enrolment.token !== token) throw new EnrolmentChangedError();
    const state = stored ?? initialSyncState;
    await updateConference(db, enrolment, page);
    if (page.tombstones.length) await db.registrations.bulkDelete(page.tombstones);
    if (page.registrations.length) await db.registrations.bulkPut(page.registrations);
    await db.syncState.put({
      key: "current",
      cursor: page.cursor,
      complete: state.complete || !page.hasMore,
      lastSyncAt: page.hasMore ? state.lastSyncAt : at,
      count: await countAfter(db, state, page),
    });
  });
}
