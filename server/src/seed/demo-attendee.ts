import type { ConferenceKit } from "./conferences/kit";
import { day, iso, type SeedContext, taxNumberOf } from "./context";
import { type DemoPerson, registrantOf } from "./people";
import type { CongressPlanner } from "./registrations/congress";
import { inEnglish } from "./registrations/international";
import { basePlan, type RegistrationPlan } from "./registrations/plan";

/**
 * What the demo attendee sees after signing in: at the congress their own paid registration (invoice
 * issued) and an unpaid one for a colleague; at the international conference a PayPal-paid one.
 */
export async function planDemoAttendee(
  ctx: SeedContext,
  planner: CongressPlanner,
  international: ConferenceKit,
  demo: { accountId: number; person: DemoPerson; colleague: DemoPerson },
): Promise<RegistrationPlan[]> {
  const now = ctx.now.getTime();
  const own = { accountId: demo.accountId, checkIn: false, deleted: false, repaid: false };
  return [
    await planner.plan(demo.person, {
      ...own,
      typeKey: "member",
      createTime: now - 12 * day,
      payType: 3,
      status: 2,
      invoiceType: 5,
      invoiceStatus: 2,
    }),
    await planner.plan(demo.colleague, {
      ...own,
      typeKey: "student",
      createTime: now - 2 * day,
      payType: 2,
      status: 0,
      invoiceType: 5,
      invoiceStatus: 0,
    }),
    basePlan(international, inEnglish(demo.person), {
      ...own,
      typeKey: "regular",
      createTime: now - 15 * day,
      payType: 6,
      status: 2,
      invoiceType: 3,
      invoiceStatus: 2,
    }),
  ];
}

/** The demo attendee's saved registrants and saved invoice, for quick registration. */
export async function seedSavedProfiles(
  ctx: SeedContext,
  demo: { accountId: number; person: DemoPerson; colleague: DemoPerson },
): Promise<void> {
  const at = iso(ctx.now.getTime() - 12 * day);
  for (const person of [demo.person, demo.colleague]) {
    const { idNumber, ...fields } = registrantOf(person);
    await ctx.db
      .insertInto("savedRegistrants")
      .values({
        accountId: demo.accountId,
        ...fields,
        idNumberEnc: ctx.pii.encrypt(idNumber),
        createTime: at,
        updateTime: at,
      })
      .execute();
  }
  await ctx.db
    .insertInto("savedInvoices")
    .values({
      accountId: demo.accountId,
      invoiceType: 5,
      invoiceContent: "registrationFee",
      invoiceTitle: demo.person.unit,
      taxpayerNumber: taxNumberOf(ctx, demo.person.unit),
      postEmail: demo.person.email,
      createTime: at,
      updateTime: at,
    })
    .execute();
}
