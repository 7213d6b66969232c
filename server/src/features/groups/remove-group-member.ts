import type { Tx } from "#db/transact";
import { groupFactsOf, groupPaidStatuses, insertPayLine, writePayNumber } from "#features/payments";
import { registrationFee } from "#features/registrations";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";
import { groupState, lockRegistration } from "#state/bindings";
import { transition } from "#state/transition";

/**
 * A member leaves the group (removed by the leader or an administrator): the group is recounted, the
 * registration returns to full price, and what it paid at the discount leaves a difference to pay on a
 * line of its own (DOMAIN.md §6).
 */
export async function removeGroupMember(tx: Tx, registrationId: number, actor: ActorRef): Promise<void> {
  if (!(await lockRegistration(tx, registrationId)))
    throw new Error(`registration ${registrationId} is not live`);
  const facts = await groupFactsOf(tx, registrationId);
  if (!facts) return;
  await tx.db
    .updateTable("registrations")
    .set({ isRemoved: 1, isManager: 0 })
    .where("id", "=", registrationId)
    .execute();
  tx.touch(registrationId);
  const registration = await tx.db
    .selectFrom("registrations")
    .select(["payStatus", "payType", "receivedFee", "conferenceId"])
    .where("id", "=", registrationId)
    .executeTakeFirstOrThrow();
  const stillPaid = facts.otherPaidMembers;
  await writePayNumber(tx, facts.groupId, stillPaid);
  await transition(tx, groupState, {
    id: facts.groupId,
    event: "memberRemoved",
    actor,
    context: { paidMembers: stillPaid, minNumber: facts.minNumber },
  });
  if (!groupPaidStatuses.includes(registration.payStatus)) return;
  const full = await registrationFee(tx, registrationId, { groupDiscount: null });
  const difference = full.total - registration.receivedFee;
  if (difference <= 0) return;
  const conference = await tx.db
    .selectFrom("conferences")
    .select("systemCode")
    .where("id", "=", registration.conferenceId)
    .executeTakeFirstOrThrow();
  const line = await insertPayLine(tx, {
    registrationId,
    systemCode: conference.systemCode,
    payType: registration.payType,
    totalFee: difference,
    currency: full.currency,
  });
  await writeAudit(tx, {
    action: "payLine.create",
    actor,
    entityId: line.id,
    conferenceId: registration.conferenceId,
    reason: "group.memberRemoved",
    amounts: { currency: full.currency, totalFee: difference },
  });
}
