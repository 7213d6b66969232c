import { Actor } from "@confreg/shared";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { deleteRegistrationIn } from "./registrations.service";

/**
 * manageRegisterDelete (spec 002 §4, DOMAIN.md §7): the back office deletes a registration the guard found
 * in its scope, the same soft, audited deletion as the attendee's own: only while every payment line is
 * unpaid or refunded and no invoice is issued or being issued, giving back its workshop places, room nights
 * and papers in the same transaction.
 */
export async function deleteRegistrationByAdmin(deps: AppDeps, adminId: number, id: number): Promise<void> {
  await transact(deps.db, (tx) => deleteRegistrationIn(tx, id, { kind: Actor.admin, id: adminId }), {
    at: deps.now(),
  });
}
