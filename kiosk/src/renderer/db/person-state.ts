import type { KioskRow } from "#renderer/api/payload";
import type { KioskDb, LocalCheckin, QueuedEvent } from "./db";

/**
 * What this kiosk holds of one person for the desk: the registration as last synced (absent once sync
 * removed it), the check-ins made here, how many badges were printed here, and the events still queued.
 */
export type PersonState = {
  row: KioskRow | undefined;
  local: LocalCheckin[];
  printed: number;
  queued: QueuedEvent[];
};

/** The tables a person's state is read from: a look-up reads its match and that state in one transaction. */
export const personStateTables = (db: KioskDb) => [db.registrations, db.checkins, db.prints, db.queue];

/**
 * A person's state in one read transaction: one moment's view of the four tables, and one round trip
 * instead of four (it sits between a scan and its result on screen).
 */
export function readPersonState(db: KioskDb, registrationId: number): Promise<PersonState> {
  return db.transaction("r", personStateTables(db), async () => {
    const [row, local, printed, queued] = await Promise.all([
      db.registrations.get(registrationId),
      db.checkins.where("registrationId").equals(registrationId).toArray(),
      db.prints.where("registrationId").equals(registrationId).count(),
      db.queue.where("registrationId").equals(registrationId).toArray(),
    ]);
    return { row, local, printed, queued };
  });
}
