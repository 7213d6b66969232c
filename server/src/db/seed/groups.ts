import { groupStatusFor } from "@confreg/shared";
import type { ConferenceKit } from "./conferences/kit";
import { day, iso, type SeedContext } from "./context";
import { units } from "./pools";
import type { CongressPlanner } from "./registrations/congress";
import type { RegistrationPlan } from "./registrations/plan";
import type { WrittenRegistration } from "./registrations/write";

/** [scheme index, members with their payment status; the first is the leader; "left" paid then left]. */
const groupShapes = [
  [0, [2, 2, 2, 2, 2, 2, "left"]],
  [0, [3, 3, 0, 0]],
  [1, [0, 1, 0]],
] as const;

const codeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/**
 * Three groups of colleagues: one that reached its minimum (everyone paid, one member left afterwards and
 * owes the difference), one in progress (paid members wait at status 3), one just created.
 */
export async function planGroups(
  ctx: SeedContext,
  kit: ConferenceKit,
  planner: CongressPlanner,
): Promise<RegistrationPlan[]> {
  const plans: RegistrationPlan[] = [];
  for (const [schemeIndex, members] of groupShapes) {
    const scheme = kit.schemes[schemeIndex];
    if (!scheme) throw new Error("demo seed: missing group scheme");
    const created = Date.parse(kit.conference.beginTime) + ctx.random.int(1, 10) * day;
    const group = await ctx.db
      .insertInto("groups")
      .values({
        conferenceId: kit.conference.id,
        schemeId: scheme.id,
        groupCode: ctx.random.chars(6, codeAlphabet),
        groupType: scheme.groupType,
        createTime: iso(created),
        updateTime: iso(created),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const lab = ctx.random.pick(units);
    for (const [index, member] of members.entries()) {
      const person = ctx.people.chinese({ student: index > 1, unit: lab });
      const left = member === "left";
      plans.push(
        await planner.plan(person, {
          typeKey: person.isStudent ? "student" : "nonMember",
          createTime: created + index * 3600_000 * ctx.random.int(1, 30),
          status: left ? 2 : member,
          repaid: false,
          deleted: false,
          checkIn: !left && ctx.random.chance(0.4),
          group: { id: group.id, discountBp: scheme.discountBp, isManager: index === 0, isRemoved: left },
        }),
      );
    }
  }
  return plans;
}

/** Leader, paid count and status of each group, from what was written (shared groupStatusFor). */
export async function finishGroups(ctx: SeedContext, written: WrittenRegistration[]): Promise<void> {
  const byGroup = new Map<number, WrittenRegistration[]>();
  for (const w of written) {
    if (w.plan.group) byGroup.set(w.plan.group.id, [...(byGroup.get(w.plan.group.id) ?? []), w]);
  }
  for (const [groupId, members] of byGroup) {
    const active = members.filter((m) => !m.plan.group?.isRemoved && !m.plan.deleted);
    const paidMembers = active.filter((m) => m.plan.status === 2 || m.plan.status === 3).length;
    const { minNumber } = await ctx.db
      .selectFrom("groups")
      .innerJoin("groupSchemes", "groupSchemes.id", "groups.schemeId")
      .select("groupSchemes.minNumber")
      .where("groups.id", "=", groupId)
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable("groups")
      .set({
        leaderRegistrationId: members.find((m) => m.plan.group?.isManager)?.id ?? null,
        payNumber: paidMembers,
        groupStatus: groupStatusFor({ paidMembers, minNumber }),
      })
      .where("id", "=", groupId)
      .execute();
  }
}
