import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Short-lived pairing codes an admin issues for a kiosk to enrol with; stored as SHA-256 only. */
export interface KioskPairingsTable {
  id: Generated<number>;
  conferenceId: number;
  codeHash: string;
  expireTime: string;
  usedTime: string | null;
  deviceId: number | null;
  createdByAdminId: number | null;
  /** The settings PIN the administrator chose, hashed; handed to the device at enrolment. */
  pinHash: Generated<string>;
  createTime: string;
  /** The check-in point the enrolled kiosk will record at (null only for codes older than points). */
  pointId: number | null;
}

export type KioskPairingRow = Selectable<KioskPairingsTable>;
export type NewKioskPairing = Insertable<KioskPairingsTable>;
export type KioskPairingUpdate = Updateable<KioskPairingsTable>;
