// A group counts its paid members (DOMAIN.md §6): payments keep the count as lines are paid, here, so the
// payments feature never calls back into the groups feature, which uses it to remove a member.
import { Actor, canFire, GroupStatus, groupMachine, PayStatus, payStatusesWhere } from "@confreg/shared";
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
  const row = await tx.db
    .selectFrom("registrations")
    .innerJoin("groups", "groups.id", "registrations.groupId")
    .innerJoin("groupSchemes", "groupSchemes.id", "groups.schemeId")
    .select([
      "groups.id as groupId",
      "groups.groupStatus",
      "groupSchemes.minNumber",
      "registrations.isRemoved",
    ])
    .where("registrations.id", "=", registrationId)
    .executeTakeFirst();
  if (!row || row.isRemoved === 1) return null;
  const { n } = await tx.db
    .selectFrom("registrations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("groupId", "=", row.groupId)
    .where("id", "!=", registrationId)
    .where("isRemoved", "=", 0)
    .where("isDeleted", "=", 0)
    .where("payStatus", "in", groupPaidStatuses)
    .executeTakeFirstOrThrow();
  const otherPaidMembers = Number(n);
  const status = row.groupStatus;
  return {
    groupId: row.groupId,
    status,
    minNumber: row.minNumber,
    otherPaidMembers,
    completeWithOneMore: status === GroupStatus.succeeded || otherPaidMembers + 1 >= row.minNumber,
  };
}

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
