import { PayStatus } from "@confreg/shared";
import type { AccountPool } from "#seed/accounts";
import type { ConferenceKit } from "#seed/conferences/kit";
import type { SeedContext } from "#seed/context";
import type { DemoPerson } from "#seed/people";
import { jobs } from "#seed/pools";
import { drawCreateTime, drawPayType, drawStatus, type StatusWeights } from "./draw";
import { basePlan, type RegistrationPlan } from "./plan";
import type { Written } from "./story";

const statusWeights: StatusWeights = [
  [0, 15],
  [1, 8],
  [2, 62],
  [-1, 4],
  [-3, 3],
  [-2, 5],
  [-4, 3],
];

/** An English-only conference takes English names and units: Chinese attendees write theirs in English. */
export function inEnglish(person: DemoPerson): DemoPerson {
  const job = jobs.find((j) => j.zh === person.job)?.en ?? (person.isStudent ? "PhD Student" : "Researcher");
  return {
    ...person,
    name: person.nameEn,
    unit: person.unitEn || person.unit,
    unitEn: "",
    job,
    position: "",
  };
}

/** Planned registrations of the international dollar conference. */
export async function planInternational(
  ctx: SeedContext,
  kit: ConferenceKit,
  accounts: AccountPool,
  count: number,
): Promise<RegistrationPlan[]> {
  const r = ctx.random;
  const plans: RegistrationPlan[] = [];
  for (let i = 0; i < count; i++) {
    const student = r.chance(0.25);
    const person = r.chance(0.6)
      ? ctx.people.foreign({ student })
      : inEnglish(ctx.people.chinese({ student }));
    const typeKey = student
      ? "student"
      : r.weighted([
          ["regular", 60],
          ["ieee", 28],
          ["companion", 12],
        ] as const);
    const createTime = drawCreateTime(ctx, kit);
    const { status, repaid, deleted } = drawStatus(r, statusWeights);
    plans.push(
      basePlan(kit, person, {
        accountId: await accounts.forPerson(person, createTime),
        typeKey,
        createTime,
        payType: drawPayType(r, [
          [6, 75],
          [1, 25],
        ]),
        status,
        repaid,
        deleted,
        invoiceType: r.chance(0.65) ? 3 : 7,
        invoiceStatus: r.chance(0.4)
          ? 0
          : r.weighted([
              [2, 60],
              [1, 40],
            ] as const),
        otherMemberNo: typeKey === "ieee" ? `9${r.digits(7)}` : "",
        printType: 1,
        checkIn: r.chance(0.45),
      }),
    );
  }
  return plans;
}

/** Students of the international conference who paid confirm the agreement (registerProtocol). */
export async function seedAgreements(ctx: SeedContext, written: Written[]): Promise<void> {
  for (const { registrationId, plan } of written) {
    if (!plan.kit.settings.protocolEnabled || plan.typeKey !== "student") continue;
    const row = await ctx.db
      .selectFrom("registrations")
      .select("payStatus")
      .where("id", "=", registrationId)
      .executeTakeFirstOrThrow();
    if (row.payStatus !== PayStatus.paid) continue;
    const at = new Date(plan.createTime + 2 * 86_400_000).toISOString();
    await ctx.db
      .insertInto("agreements")
      .values({
        registrationId,
        unit: plan.person.unit,
        phone: plan.person.phone,
        email: plan.person.email,
        role: ctx.random.pick([1, 2]),
        isAgreed: 1,
        createTime: at,
        updateTime: at,
      })
      .execute();
  }
}
