import type { ConferenceKit } from "./conferences/kit";
import { day, type SeedContext } from "./context";
import { units } from "./pools";
import type { CongressPlanner } from "./registrations/congress";
import type { RegistrationPlan } from "./registrations/plan";

/** [scheme index, what each member does; the first starts the group; "leaves" pays, then leaves]. */
const groupShapes = [
  [0, ["pay", "pay", "pay", "pay", "pay", "pay", "leaves"]],
  [0, ["pay", "pay", "wait", "wait"]],
  [1, ["wait", "start", "wait"]],
] as const;

/**
 * Three groups of colleagues: one that reaches its minimum (everyone pays; one member leaves afterwards and
 * owes the difference), one still short (its paid members wait at 3), one just formed. How their groups and
 * payments end up is the product's doing: the seed only has them register, pay and leave.
 */
export function planGroups(
  ctx: SeedContext,
  kit: ConferenceKit,
  planner: CongressPlanner,
): Promise<RegistrationPlan[]> {
  return (async () => {
    const plans: RegistrationPlan[] = [];
    for (const [index, [schemeIndex, members]] of groupShapes.entries()) {
      const scheme = kit.schemes[schemeIndex];
      if (!scheme) throw new Error("demo seed: missing group scheme");
      const created = Date.parse(kit.conference.beginTime) + ctx.random.int(1, 10) * day;
      const lab = ctx.random.pick(units);
      for (const [position, action] of members.entries()) {
        const person = ctx.people.chinese({ student: position > 1, unit: lab });
        plans.push(
          await planner.plan(person, {
            typeKey: person.isStudent ? "student" : "nonMember",
            createTime: created + position * 3600_000 * ctx.random.int(1, 30),
            status: action === "wait" ? 0 : action === "start" ? 1 : 2,
            repaid: false,
            deleted: false,
            checkIn: action !== "leaves" && ctx.random.chance(0.4),
            group: {
              key: `group-${index}`,
              schemeId: scheme.id,
              leader: position === 0,
              leaves: action === "leaves",
            },
          }),
        );
      }
    }
    return plans;
  })();
}
