import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Every check-in scan as reported, applied idempotently by its client id (a UUID made by the kiosk). */
export interface CheckinEventsTable {
  id: Generated<number>;
  clientId: string;
  conferenceId: number;
  pointId: number;
  registrationId: number;
  deviceId: number | null;
  adminId: number | null;
  /** How the person was found: "idNumber", "card", "qr", "search" or "manual". */
  method: string;
  scannedAt: string;
  receivedAt: string;
  /** 1: the person was already checked in at this point (or an earlier scan became canonical). */
  isRepeat: Generated<number>;
  /** "checkin", or "onsitePayment": money taken at the desk, applied once by its client id. */
  kind: Generated<string>;
  /** The name the kiosk's operator typed (may be empty). */
  operator: Generated<string>;
  /** An onsite payment's amount in cents. */
  receivedFee: number | null;
}

export type CheckinEventRow = Selectable<CheckinEventsTable>;
export type NewCheckinEvent = Insertable<CheckinEventsTable>;
export type CheckinEventUpdate = Updateable<CheckinEventsTable>;
