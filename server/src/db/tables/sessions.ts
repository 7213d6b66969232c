import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { SessionKind } from "./common";

/** Sign-in sessions; the id is the SHA-256 of the cookie token (hex), so a leaked table signs nobody in. */
export interface SessionsTable {
  id: string;
  kind: SessionKind;
  /** An attendee or admin account id, by `kind`. */
  accountId: number;
  createTime: string;
  expireTime: string;
  lastSeenTime: string;
  userAgent: Generated<string>;
}

export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
