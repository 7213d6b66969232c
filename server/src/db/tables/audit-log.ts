import type { Actor, AuditAction } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Who changed what, when, from which state to which, and why. Never personal data in `data`. */
export interface AuditLogTable {
  id: Generated<number>;
  actorKind: Actor;
  actorId: number | null;
  action: AuditAction;
  /** The machine event of a state change (the action is `<machine>.<event>`); null for other actions. */
  event: string | null;
  entity: string;
  entityId: number | null;
  conferenceId: number | null;
  /** States as text ("1", "2"...), so every state machine fits. */
  fromState: string | null;
  toState: string | null;
  reason: string | null;
  /** JSON; ids, states and amounts, never personal data. */
  data: string | null;
  createTime: string;
}

export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLog = Insertable<AuditLogTable>;
export type AuditLogUpdate = Updateable<AuditLogTable>;
