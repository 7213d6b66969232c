import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Every badge print, by a kiosk or an admin (DOMAIN.md §8). */
export interface BadgePrintsTable {
  id: Generated<number>;
  registrationId: number;
  deviceId: number | null;
  adminId: number | null;
  printedAt: string;
}

export type BadgePrintRow = Selectable<BadgePrintsTable>;
export type NewBadgePrint = Insertable<BadgePrintsTable>;
export type BadgePrintUpdate = Updateable<BadgePrintsTable>;
