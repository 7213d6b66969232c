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
}

export type KioskDeviceRow = Selectable<KioskDevicesTable>;
export type NewKioskDevice = Insertable<KioskDevicesTable>;
export type KioskDeviceUpdate = Updateable<KioskDevicesTable>;
