import type { kioskEvent } from "../api/kiosk";
import type { Currency } from "../enums";
import { AppError } from "../errors";

/** A kiosk event as the server reads it (shared `kioskEvent`). */
export type KioskEventData = ReturnType<typeof kioskEvent.parse>;
type Kind = KioskEventData["kind"];

/**
 * How far ahead of the server's clock a kiosk's event may be dated: a kiosk's clock a little fast is
 * normal; an event later than that cannot have happened yet (DOMAIN.md §9).
 */
export const kioskClockLeadMs = 5 * 60_000;

type EventOf<K extends Kind> = Extract<KioskEventData, { kind: K }>;
type KioskEventTraits<K extends Kind> = {
  /** When it happened, by the kiosk's clock (ISO-8601). */
  time: (event: EventOf<K>) => string;
  /**
   * A revoked kiosk may still hand it in when it was made before the revocation. Never for money: a thief
   * holding the token could date a payment back (DOMAIN.md §9).
   */
  fromRevokedKiosk: boolean;
};

/** What each kind of kiosk event is, for the rules that admit it. */
export const kioskEventTraits: { [K in Kind]: KioskEventTraits<K> } = {
  checkin: { time: (event) => event.scannedAt, fromRevokedKiosk: true },
  print: { time: (event) => event.printedAt, fromRevokedKiosk: true },
  onsitePayment: { time: (event) => event.at, fromRevokedKiosk: false },
};

/** When the event happened, by the clock of the kiosk that made it (ISO-8601). */
export function kioskEventTime<K extends Kind>(event: EventOf<K>): string {
  const traits: KioskEventTraits<K> = kioskEventTraits[event.kind as K];
  return traits.time(event);
}

/**
 * Whether a kiosk may post this event at all (DOMAIN.md §9), decided from the device alone: a revoked
 * kiosk hands in only what it made up to its revocation (`revokedTime`), and never a payment. Null when
 * admitted; otherwise the refusal, nothing recorded.
 */
export function kioskRevocationRefusal(
  device: { revokedTime: string | null },
  event: KioskEventData,
): AppError | null {
  if (device.revokedTime === null) return null;
  const madeBefore = Date.parse(kioskEventTime(event)) <= Date.parse(device.revokedTime);
  if (kioskEventTraits[event.kind].fromRevokedKiosk && madeBefore) return null;
  return new AppError("KIOSK_REVOKED_EVENT", { revokedAt: device.revokedTime });
}

/**
 * Whether a desk event (check-in, badge print, onsite payment) may be dated `at` (DOMAIN.md §9): not before
 * its registration was made (nobody checks in before registering; this also bounds how far a revoked
 * kiosk's thief can date events back), and not later than the server's clock `now` plus
 * `kioskClockLeadMs`. Null when admitted.
 */
export function eventTimeRefusal(at: string, registeredAt: string, now: Date): AppError | null {
  const time = Date.parse(at);
  if (time < Date.parse(registeredAt)) return new AppError("EVENT_BEFORE_REGISTRATION", { registeredAt });
  if (time > now.getTime() + kioskClockLeadMs)
    return new AppError("EVENT_AFTER_SERVER_TIME", { serverTime: now.toISOString() });
  return null;
}

/**
 * Whether money taken at a kiosk's desk settles the registration (DOMAIN.md §9): it must be exactly what
 * it owes now (the shared standing's `owed`, its open lines), in its currency. Anything else is refused
 * with what is owed, which the kiosk shows. Null when admitted.
 */
export function onsitePaymentRefusal(
  paid: { receivedFee: number; currency?: Currency | undefined },
  standing: { owed: number; currency: Currency },
): AppError | null {
  const sameCurrency = paid.currency === undefined || paid.currency === standing.currency;
  if (sameCurrency && paid.receivedFee === standing.owed) return null;
  return new AppError("ONSITE_PAYMENT_AMOUNT", { owed: standing.owed, currency: standing.currency });
}
