import { randomInt } from "node:crypto";
import {
  AppError,
  type GroupStatus,
  type GroupType,
  groupChoiceIssues,
  groupJoinError,
  makeGroupCode,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Tx } from "#db/transact";
import { writeAudit } from "#lib/audit/write-audit";
import { type BlockTarget, defineBlock } from "./block";

type Scheme = { id: number; groupType: GroupType; discountBp: number };
type GroupPlan = { kind: "create"; scheme: Scheme } | { kind: "join"; groupId: number; discountBp: number };

/** Members that count against maxNumber: registrations in the group, neither deleted nor removed. */
async function countMembers(db: Kysely<Database>, groupId: number): Promise<number> {
  const { n } = await db
    .selectFrom("registrations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("groupId", "=", groupId)
    .where("isDeleted", "=", 0)
    .where("isRemoved", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The conference's group behind a code, as the join rule sees it. */
async function findJoinable(db: Kysely<Database>, conferenceId: number, groupCode: string) {
  const group = await db
    .selectFrom("groups")
    .innerJoin("groupSchemes", "groupSchemes.id", "groups.schemeId")
    .select(["groups.id", "groups.groupStatus", "groupSchemes.maxNumber", "groupSchemes.discountBp"])
    .where("groups.conferenceId", "=", conferenceId)
    .where("groups.groupCode", "=", groupCode)
    .executeTakeFirst();
  if (!group) return null;
  return { ...group, status: group.groupStatus as GroupStatus, members: await countMembers(db, group.id) };
}

/** A code no group has yet; the generator is the caller's (random, or the demo seed's). */
async function freshCode(tx: Tx, generate: () => string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = generate();
    const taken = await tx.db
      .selectFrom("groups")
      .select("id")
      .where("groupCode", "=", code)
      .executeTakeFirst();
    if (!taken) return code;
  }
  throw new Error("no free group code after 20 attempts");
}

async function createGroup(tx: Tx, scheme: Scheme, target: BlockTarget): Promise<number> {
  const generate = target.options.groupCode ?? (() => makeGroupCode(randomInt));
  const group = await tx.db
    .insertInto("groups")
    .values({
      conferenceId: target.conference.id,
      schemeId: scheme.id,
      groupCode: await freshCode(tx, generate),
      groupType: scheme.groupType,
      leaderRegistrationId: target.registrationId,
      createTime: tx.now,
      updateTime: tx.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return group.id;
}

/**
 * Joins under the group row's lock (Postgres; SQLite has one writer), counting again what the check saw:
 * concurrent joins take turns, so a group never passes its maxNumber.
 */
async function joinGroup(tx: Tx, groupId: number): Promise<void> {
  let locked = tx.db
    .selectFrom("groups")
    .innerJoin("groupSchemes", "groupSchemes.id", "groups.schemeId")
    .select(["groups.groupStatus", "groupSchemes.maxNumber"])
    .where("groups.id", "=", groupId);
  if (tx.dialect === "postgres") locked = locked.forUpdate("groups");
  const group = await locked.executeTakeFirstOrThrow();
  const members = await countMembers(tx.db, groupId);
  const error = groupJoinError({
    status: group.groupStatus as GroupStatus,
    members,
    maxNumber: group.maxNumber,
  });
  if (error) throw new AppError(error);
}

/**
 * Group discounts (DOMAIN.md §6): start a group from a scheme as its leader, or join one by its code; the
 * scheme's factor applies to the fee while the registration is an active member. Status changes after
 * payments belong to the group machine, not to registering.
 */
export const groupBlock = defineBlock<GroupPlan>({
  name: "group",
  async check({ db, context, input }) {
    const choice = input.group;
    if (!choice) return { issues: [], plan: null };
    const { conference } = context;
    const schemes = await db
      .selectFrom("groupSchemes")
      .select(["id", "groupType", "discountBp"])
      .where("conferenceId", "=", conference.id)
      .where("isDeleted", "=", 0)
      .execute();
    const joining = "join" in choice ? await findJoinable(db, conference.id, choice.join) : null;
    const issues = groupChoiceIssues({ settings: conference.settings, schemes, joining }, choice);
    if (issues.length) return { issues, plan: null };
    const scheme = "create" in choice ? schemes.find((s) => s.id === choice.create) : undefined;
    if (scheme) return { issues, plan: { kind: "create", scheme } };
    if (joining)
      return { issues, plan: { kind: "join", groupId: joining.id, discountBp: joining.discountBp } };
    return { issues, plan: null };
  },
  feeFacts: (plan) => ({
    groupDiscount: (plan.kind === "create" ? plan.scheme.discountBp : plan.discountBp) / 10_000,
  }),
  async write(tx, plan, target) {
    const create = plan.kind === "create";
    const groupId = create ? await createGroup(tx, plan.scheme, target) : plan.groupId;
    if (!create) await joinGroup(tx, groupId);
    await tx.db
      .updateTable("registrations")
      .set({ groupId, isManager: create ? 1 : 0 })
      .where("id", "=", target.registrationId)
      .execute();
    await writeAudit(tx, {
      action: create ? "group.create" : "group.join",
      actor: target.actor,
      entityId: groupId,
      conferenceId: target.conference.id,
      data: { registrationId: target.registrationId, ...(create ? { schemeId: plan.scheme.id } : {}) },
    });
  },
});
