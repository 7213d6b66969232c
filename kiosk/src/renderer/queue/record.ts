import { type CheckinMethod, type Currency, currencyValues } from "@confreg/shared";
import type { KioskDb, LocalCheckin, QueuedEvent } from "#renderer/db/db";

/**
 * A version 4 UUID for each event. `crypto.randomUUID` exists only in secure contexts; a kiosk on plain http
 * on a LAN still has `getRandomValues`, which is all a UUID needs.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let lastStamp = 0;
/**
 * When an event joins the queue, strictly after the one before, so the queue sends in the order things
 * happened at the desk (an onsite payment before the check-in it allowed) even within one millisecond.
 */
function queueStamp(now: Date): string {
  lastStamp = Math.max(now.getTime(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

const queued = (event: QueuedEvent["payload"], createdAt: string): QueuedEvent => ({
  clientId: event.clientId,
  kind: event.kind,
  registrationId: event.registrationId,
  payload: event,
  createdAt,
  attempts: 0,
  lastError: null,
});

export type CheckinInput = {
  registrationId: number;
  method: CheckinMethod;
  operator: string;
  /** The kiosk's point (null for an enrolment made before points: the server uses the main point). */
  pointId: number | null;
  now?: Date;
};

/**
 * Records a check-in before any network: the event joins the queue and the local check-in (what the
 * screen shows at once) is written in the same transaction, so neither exists without the other.
 */
export async function recordCheckin(db: KioskDb, input: CheckinInput): Promise<LocalCheckin> {
  const now = input.now ?? new Date();
  const at = now.toISOString();
  const clientId = newClientId();
  const checkin: LocalCheckin = {
    clientId,
    registrationId: input.registrationId,
    pointId: input.pointId,
    at,
    method: input.method,
    operator: input.operator,
    state: "waiting",
    canonical: null,
  };
  const event = {
    kind: "checkin" as const,
    clientId,
    registrationId: input.registrationId,
    scannedAt: at,
    method: input.method,
    operator: input.operator,
  };
  await db.transaction("rw", db.queue, db.checkins, async () => {
    await db.queue.add(queued(event, queueStamp(now)));
    await db.checkins.add(checkin);
  });
  return checkin;
}

/** Records a printed badge: queued for the server's print log, and kept here so the next print asks why. */
export async function recordPrint(
  db: KioskDb,
  input: { registrationId: number; reprint: boolean; reason: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const clientId = newClientId();
  const event = {
    kind: "print" as const,
    clientId,
    registrationId: input.registrationId,
    printedAt: now.toISOString(),
    reprint: input.reprint,
    reason: input.reprint ? input.reason : "",
  };
  await db.transaction("rw", db.queue, db.prints, async () => {
    await db.queue.add(queued(event, queueStamp(now)));
    await db.prints.add({
      clientId,
      registrationId: input.registrationId,
      at: event.printedAt,
      reprint: input.reprint,
    });
  });
}

/**
 * Records money taken at the desk (cents of the row's `currency`, which goes with it so the server can tell
 * it is what is owed): queued, and shown as waiting until the server applied it.
 */
export async function recordOnsitePayment(
  db: KioskDb,
  input: { registrationId: number; receivedFee: number; currency: string; operator: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  // A currency this kiosk does not know (a newer server's) is left out: the server checks the amount alone.
  const currency = currencyValues.find((known): known is Currency => known === input.currency);
  const event = {
    kind: "onsitePayment" as const,
    clientId: newClientId(),
    registrationId: input.registrationId,
    receivedFee: input.receivedFee,
    ...(currency ? { currency } : {}),
    at: now.toISOString(),
    operator: input.operator,
  };
  await db.queue.add(queued(event, queueStamp(now)));
}
