import type { KioskPoint } from "@confreg/shared";
import type { KioskRow } from "#renderer/api/payload";
import type { LocalCheckin, QueuedEvent } from "#renderer/db/db";

/** The person's check-in at this kiosk's point, as far as this kiosk knows: synced, or made here. */
export type PointCheckin = {
  at: string;
  /** The kiosk that made it; null when the back office did. */
  deviceName: string | null;
  pointName: KioskPoint["name"] | null;
  /** Made on this kiosk, and not yet accepted by the server. */
  waiting: boolean;
  /** The local check-in it is, when it was made here (the first at this point). */
  clientId: string | null;
};

/**
 * The canonical check-in at this kiosk's point (DOMAIN.md §8: the earliest wins): the synced ones at the
 * point, and those made here, each as the server answered for it (a check-in made here offline may turn
 * out to be a repeat of an earlier one elsewhere). A kiosk enrolled before points knows only the main
 * point's isSignIn. Null when the person was not checked in at the point.
 */
export function checkinAtPoint(
  row: KioskRow,
  local: LocalCheckin[],
  point: KioskPoint | undefined,
  deviceName: string,
): PointCheckin | null {
  const candidates: PointCheckin[] = [];
  if (point) {
    for (const c of row.checkins)
      if (c.pointId === point.id)
        candidates.push({
          at: c.at,
          deviceName: c.deviceName,
          pointName: c.pointName,
          waiting: false,
          clientId: null,
        });
  } else if (row.isSignIn && row.signInTime) {
    candidates.push({
      at: row.signInTime,
      deviceName: null,
      pointName: null,
      waiting: false,
      clientId: null,
    });
  }
  for (const mine of local) {
    const canonical = mine.canonical;
    candidates.push(
      canonical
        ? {
            at: canonical.at,
            deviceName: canonical.deviceName,
            pointName: canonical.pointName,
            waiting: false,
            clientId: canonical.at === mine.at && canonical.deviceName === deviceName ? mine.clientId : null,
          }
        : {
            at: mine.at,
            deviceName,
            pointName: point?.name ?? null,
            waiting: mine.state === "waiting",
            clientId: mine.clientId,
          },
    );
  }
  return candidates.reduce<PointCheckin | null>(
    (first, c) => (first === null || earlier(c, first) ? c : first),
    null,
  );
}

/**
 * Whether `a` comes before `b`. At the same instant the one made here wins: once synced, this kiosk's own
 * check-in comes back from the server too, and it is still the one this desk admitted (not a repeat).
 */
function earlier(a: PointCheckin, b: PointCheckin): boolean {
  const [at, bt] = [Date.parse(a.at), Date.parse(b.at)];
  return at < bt || (at === bt && a.clientId !== null && b.clientId === null);
}

/** Onsite payments recorded here for the person and not yet applied by the server, in cents. */
export const pendingPayment = (queued: QueuedEvent[]): number =>
  queued.reduce(
    (sum, event) => sum + (event.payload.kind === "onsitePayment" ? event.payload.receivedFee : 0),
    0,
  );

/**
 * Whether the desk may check the person in now: as the server decided at the last sync, or because an
 * onsite payment recorded here covers what the person owed (it is sent before the check-in, in order).
 */
export const mayCheckIn = (row: KioskRow, paidHere: number): boolean =>
  row.checkIn.eligible || (row.owed > 0 && paidHere >= row.owed);
