import type { AccountPool } from "#seed/accounts";
import type { ConferenceKit } from "#seed/conferences/kit";
import { yuan } from "#seed/conferences/kit";
import type { SeedContext } from "#seed/context";
import { companies } from "#seed/pools";
import { drawCreateTime } from "./draw";
import { basePlan, type RegistrationPlan } from "./plan";

const amounts = [3000, 5000, 8000, 10000, 20000, 50000];

/**
 * Customers of the invoice-only conference: a contact person pays an organisation's dues by bank transfer
 * (voucher uploaded), entering the amount; above the 10,000-yuan cap of electronic invoices they ask for a
 * special digital invoice.
 */
export async function planDues(
  ctx: SeedContext,
  kit: ConferenceKit,
  accounts: AccountPool,
  count: number,
): Promise<RegistrationPlan[]> {
  const r = ctx.random;
  const plans: RegistrationPlan[] = [];
  for (let i = 0; i < count; i++) {
    const organisation = r.chance(0.7) ? r.pick(companies) : undefined;
    const person = ctx.people.chinese(organisation ? { unit: organisation } : {});
    const createTime = drawCreateTime(ctx, kit);
    const amount = yuan(r.pick(amounts));
    const status = r.weighted([
      [1, 35],
      [2, 60],
      [-2, 5],
    ] as const);
    plans.push(
      basePlan(kit, person, {
        accountId: await accounts.forPerson(person, createTime),
        typeKey: "dues",
        createTime,
        payType: 1,
        status,
        invoiceAmount: amount,
        invoiceType: amount > yuan(10000) ? 6 : 5,
        invoiceStatus: r.weighted([
          [2, 55],
          [1, 25],
          [3, 5],
          [0, 15],
        ] as const),
        level: null,
        printType: null,
      }),
    );
  }
  return plans;
}
