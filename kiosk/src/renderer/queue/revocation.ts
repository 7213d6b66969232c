import { createKioskApi, type FetchFn } from "#renderer/api/client";
import { type KioskDb, recordRevocation, type StoredEnrolment } from "#renderer/db/db";
import { sendQueue } from "./sender";

/**
 * The server said DEVICE_REVOKED: first hand the queue over (POST /api/kiosk/events still takes a revoked
 * device's events, and nothing else of it), then remove the kiosk's data. When the hand-over fails
 * (offline), the queue stays, with the token to hand it over later (handOverQueue); nothing else does.
 */
export async function revokeKiosk(
  db: KioskDb,
  enrolment: StoredEnrolment,
  fetchFn: FetchFn,
  now = new Date(),
): Promise<void> {
  await sendQueue(db, createKioskApi(enrolment.serverUrl, fetchFn), enrolment.token).catch(() => undefined);
  await recordRevocation(db, enrolment, now);
}

/** Where a revoked kiosk's queue still goes, while there is one (its notice screen keeps sending). */
export const handoverCredentials = async (db: KioskDb) => (await db.revocation.get("current"))?.handover;

/** Once the queue is empty, the hand-over token is forgotten: the kiosk then holds nothing of its enrolment. */
export async function forgetHandoverWhenSent(db: KioskDb): Promise<void> {
  await db.transaction("rw", db.queue, db.revocation, async () => {
    if ((await db.queue.count()) > 0) return;
    await db.revocation
      .where("key")
      .equals("current")
      .modify((notice) => {
        delete notice.handover;
      });
  });
}
