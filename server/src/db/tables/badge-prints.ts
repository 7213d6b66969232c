import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Every badge print, by a kiosk or an admin (DOMAIN.md §8). */
export interface BadgePrintsTable {
  id: Generated<number>;
  registrationId: number;
  deviceId: number | null;
  adminId: number | null;
  printedAt: string;
  /** The kiosk's UUID of the print: the same print reported twice is logged once (null for older rows). */
  clientId: string | null;
  pointId: number | null;
  /** "first" or "reprint", decided by the server from the rows before it. */
  method: Generated<string>;
  /** Why a badge was printed again, as staff typed it. */
  reason: Generated<string>;
}

export type BadgePrintRow = Selectable<BadgePrintsTable>;
export type NewBadgePrint = Insertable<BadgePrintsTable>;
export type BadgePrintUpdate = Updateable<BadgePrintsTable>;
