import { eventTimeRefusal } from "@confreg/shared";
import type { Tx } from "#db/transact";
import type { ActorRef } from "#lib/audit/write-audit";

/**
 * Refuses a desk event whose time, as a kiosk reported it, cannot be true (DOMAIN.md §9): before the
 * registration was made, or beyond the server's clock plus a few minutes (shared eventTimeRefusal). The
 * back office's own check-ins and prints are dated by the server's clock when they happen: nothing to check.
 */
export function assertReportedTime(tx: Tx, actor: ActorRef, at: string, registeredAt: string): void {
  if (actor.kind !== "device") return;
  const refusal = eventTimeRefusal(at, registeredAt, tx.at);
  if (refusal) throw refusal;
}
