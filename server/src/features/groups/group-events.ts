import { Actor, canFire, GroupStatus, groupMachine, PayStatus, payStatusesWhere } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { type ActorRef, writeAudit } from "#features/audit/audit.service";
import { insertPayLine } from "#features/payments/pay-lines";
import { registrationFee } from "#features/registrations/pricing";
import { groupState, lockRegistration, payLineState } from "#state/bindings";
import { transition } from "#state/transition";

const system: ActorRef = { kind: Actor.system, id: null };
const paid = payStatusesWhere("countsAsPaid");

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
    .where("payStatus", "in", paid)
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

async function writePayNumber(tx: Tx, groupId: number, payNumber: number) {
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
  if (!paid.includes(registration.payStatus)) return;
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
