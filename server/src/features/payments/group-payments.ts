// A group counts its paid members (DOMAIN.md §6): payments keep the count as lines are paid, here, so the
// payments feature never calls back into the groups feature, which uses it to remove a member.
import { Actor, canFire, GroupStatus, groupMachine, PayStatus, payStatusesWhere } from "@confreg/shared";
import { writeStandings } from "#db/standing";
import type { Tx } from "#db/transact";
import type { ActorRef } from "#lib/audit/write-audit";
import { groupState, payLineState } from "#state/bindings";
import { transition } from "#state/transition";

const system: ActorRef = { kind: Actor.system, id: null };
/** The pay statuses that count a member as paid for the group (DOMAIN.md §6). */
export const groupPaidStatuses = payStatusesWhere("countsAsPaid");

/** A registration's group as payments see it: null unless it is an active (not removed) member. */
export type GroupFacts = {
  groupId: number;
  status: GroupStatus;
  minNumber: number;
  /** Other active, live members whose payment is 2 or 3. */
  otherPaidMembers: number;
  /** Whether this member paying completes the group (or it is complete already). */
  completeWithOneMore: boolean;
};

export async function groupFactsOf(tx: Tx, registrationId: number): Promise<GroupFacts | null> {
  return (await groupFactsOfMany(tx, [registrationId])).get(registrationId) ?? null;
}

/** `groupFactsOf` for many registrations, in two reads: their groups, then each group's paid members. */
export async function groupFactsOfMany(
  tx: Tx,
  registrationIds: readonly number[],
): Promise<Map<number, GroupFacts | null>> {
  const facts = new Map<number, GroupFacts | null>(registrationIds.map((id) => [id, null]));
  if (registrationIds.length === 0) return facts;
  const members = (
    await tx.db
      .selectFrom("registrations")
      .innerJoin("groups", "groups.id", "registrations.groupId")
      .innerJoin("groupSchemes", "groupSchemes.id", "groups.schemeId")
      .select([
        "registrations.id",
        "registrations.isRemoved",
        "registrations.isDeleted",
        "registrations.payStatus",
        "groups.id as groupId",
        "groups.groupStatus",
        "groupSchemes.minNumber",
      ])
      .where("registrations.id", "in", registrationIds)
      .execute()
  ).filter((row) => row.isRemoved === 0);
  if (members.length === 0) return facts;
  const paid = await paidMembersOf(tx, [...new Set(members.map((row) => row.groupId))]);
  const paidIn = new Map<number, number>();
  for (const { groupId } of paid.values()) paidIn.set(groupId, (paidIn.get(groupId) ?? 0) + 1);
  for (const row of members) {
    // The other members: the group's count without this one, when it counts itself.
    const counted = paid.has(row.id);
    const otherPaidMembers = (paidIn.get(row.groupId) ?? 0) - (counted ? 1 : 0);
    const status = row.groupStatus;
    facts.set(row.id, {
      groupId: row.groupId,
      status,
      minNumber: row.minNumber,
      otherPaidMembers,
      completeWithOneMore: status === GroupStatus.succeeded || otherPaidMembers + 1 >= row.minNumber,
    });
  }
  return facts;
}

/**
 * The groups' active, live members who count as paid, by registration: by their stored standing, or, for
 * those this unit of work has changed (a member paid earlier in the same batch), by their lines as they
 * are now, since the stored standing is rewritten only when the unit of work finishes.
 */
async function paidMembersOf(tx: Tx, groupIds: readonly number[]) {
  const members = await tx.db
    .selectFrom("registrations")
    .select(["id", "groupId", "payStatus"])
    .where("groupId", "in", groupIds)
    .where("isRemoved", "=", 0)
    .where("isDeleted", "=", 0)
    .execute();
  const changed = members.filter((member) => tx.touches(member.id)).map((member) => member.id);
  const fresh = changed.length > 0 ? await writeStandings(tx.db, changed) : new Map();
  const paid = new Map<number, { groupId: number }>();
  for (const member of members) {
    const status = fresh.get(member.id)?.columns.payStatus ?? member.payStatus;
    if (member.groupId !== null && groupPaidStatuses.includes(status))
      paid.set(member.id, { groupId: member.groupId });
  }
  return paid;
}

/** What paying a line needs to know (shared PaymentContexts): whether its group still waits for members. */
export const paidContextOf = (group: GroupFacts | null, totalFee: number) => ({
  groupIncomplete: group !== null && !group.completeWithOneMore,
  totalFee,
});

/** The group's count of paid members, kept beside its status. */
export async function writePayNumber(tx: Tx, groupId: number, payNumber: number) {
  await tx.db
    .updateTable("groups")
    .set({ payNumber, updateTime: tx.now })
    .where("id", "=", groupId)
    .execute();
}

/**
 * A member paid (DOMAIN.md §6): the group is recounted through its machine, and when that makes it
 * succeed, the members waiting at 3 (paid, group short) become paid (2).
 */
export async function memberPaid(tx: Tx, registrationId: number): Promise<void> {
  const facts = await groupFactsOf(tx, registrationId);
  if (!facts) return;
  const paidMembers = facts.otherPaidMembers + 1;
  await writePayNumber(tx, facts.groupId, paidMembers);
  if (!canFire(groupMachine, facts.status, "memberPaid", Actor.system)) return;
  const to = await transition(tx, groupState, {
    id: facts.groupId,
    event: "memberPaid",
    actor: system,
    context: { paidMembers, minNumber: facts.minNumber },
  });
  if (to === GroupStatus.succeeded) await completeWaitingMembers(tx, facts.groupId);
}

async function completeWaitingMembers(tx: Tx, groupId: number): Promise<void> {
  const waiting = await tx.db
    .selectFrom("payLines")
    .innerJoin("registrations", "registrations.id", "payLines.registrationId")
    .select("payLines.id")
    .where("registrations.groupId", "=", groupId)
    .where("registrations.isRemoved", "=", 0)
    .where("registrations.isDeleted", "=", 0)
    .where("payLines.payStatus", "=", PayStatus.paidPending)
    .orderBy("payLines.id")
    .execute();
  for (const line of waiting) {
    await transition(tx, payLineState, { id: line.id, event: "groupCompleted", actor: system });
  }
}
