import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Enrolled check-in kiosks; the bearer token is stored as its SHA-256 only. */
export interface KioskDevicesTable {
  id: Generated<number>;
  conferenceId: number;
  name: string;
  tokenHash: string;
  lastSeenTime: string | null;
  /** The change sequence the kiosk has synced up to. */
  lastCursor: Generated<number>;
  revokedTime: string | null;
  revokedByAdminId: number | null;
  /** The hashed PIN that unlocks the kiosk's settings screen (DOMAIN.md §9). */
  pinHash: Generated<string>;
  createdByAdminId: number | null;
  createTime: string;
  /** The check-in point it records at (null only for rows older than points, read as the main point). */
  pointId: number | null;
  /** How many events it held not yet sent when it last synced (null: it never said). */
  queued: number | null;
}

export type KioskDeviceRow = Selectable<KioskDevicesTable>;
export type NewKioskDevice = Insertable<KioskDevicesTable>;
export type KioskDeviceUpdate = Updateable<KioskDevicesTable>;
