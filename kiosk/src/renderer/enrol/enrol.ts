import { createKioskApi, type FetchFn } from "#renderer/api/client";
import { initialSyncState, type KioskDb, kioskTables, type StoredEnrolment } from "#renderer/db/db";

export type EnrolRequest = { serverUrl: string; deviceName: string; code: string };

/**
 * Exchanges a pairing code for a device token and stores the enrolment. Whatever an earlier enrolment
 * left behind (registrations, PIN lock, local check-ins, a revocation notice) is dropped in the same
 * transaction, so registrations of another conference never linger. Events still queued stay: the new
 * token sends them (the server refuses those of another conference, and the staff see that).
 */
export async function enrolKiosk(
  db: KioskDb,
  fetchFn: FetchFn,
  request: EnrolRequest,
): Promise<StoredEnrolment> {
  const answer = await createKioskApi(request.serverUrl, fetchFn).enrol({
    code: request.code.trim(),
    deviceName: request.deviceName.trim(),
  });
  const stored: StoredEnrolment = {
    ...answer,
    key: "current",
    serverUrl: request.serverUrl,
    enrolledAt: new Date().toISOString(),
  };
  const tables = kioskTables(db);
  await db.transaction("rw", tables, async () => {
    await Promise.all(tables.map((table) => table.clear()));
    await db.enrolment.put(stored);
    await db.syncState.put(initialSyncState);
  });
  return stored;
}
