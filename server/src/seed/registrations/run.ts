import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { transact } from "#db/transact";
import type { SeedContext } from "../context";
import { createStep, type GroupCodes } from "./create";
import { followUpStep } from "./follow-up";
import type { RegistrationPlan } from "./plan";
import { storySteps } from "./steps";
import type { Step, Written } from "./story";

/**
 * Acts out every plan through the product's services: each step (a registration, a payment, an invoice, a
 * refund, a check-in...) in its own unit of work at its own time, all in date order across registrations,
 * as the requests would have come. Returns what was written and what the product refused.
 */
export async function actOut(
  ctx: SeedContext,
  db: Kysely<Database>,
  plans: RegistrationPlan[],
): Promise<Written[]> {
  const written: Written[] = [];
  const steps: Step[] = [];
  const codes: GroupCodes = new Map();
  for (const plan of plans) {
    const registration: Written = { plan, registrationId: 0, firstLineId: 0, invoiceId: 0, refused: [] };
    written.push(registration);
    const own = [createStep(ctx, plan, registration, codes), ...storySteps(ctx, registration)];
    steps.push(...own, followUpStep(ctx, registration, own.at(-1)?.at ?? plan.createTime));
  }
  // A stable sort: steps of the same moment keep their plan order.
  const ordered = steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.at - b.step.at || a.index - b.index);
  for (const { step } of ordered) {
    try {
      await transact(db, step.run, { at: new Date(step.at) });
    } catch (error) {
      throw new Error(`demo seed: step ${step.name} at ${new Date(step.at).toISOString()} failed`, {
        cause: error,
      });
    }
  }
  return written;
}
