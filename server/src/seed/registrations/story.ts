import { Actor, isAppError } from "@confreg/shared";
import type { Tx } from "#db/transact";
import type { ActorRef } from "#lib/audit/write-audit";
import type { SeedContext } from "../context";
import type { RegistrationPlan } from "./plan";

/** What one registration's steps share: the ids its creation gave, filled in by the create step. */
export type Written = {
  plan: RegistrationPlan;
  registrationId: number;
  firstLineId: number;
  invoiceId: number;
  /** Steps the product refused, by name (a registrant's story stops where the product says no). */
  refused: string[];
};

/** A dated action of the demo: run through the services in its own unit of work, in date order. */
export type Step = { at: number; name: string; run: (tx: Tx) => Promise<void> };

export const admin = (ctx: SeedContext, plan: RegistrationPlan): ActorRef => ({
  kind: Actor.admin,
  id: ctx.staffIds.get(plan.kit.conference.id) ?? ctx.adminId,
});
/** Who registers: the attendee with their account, or the office importing people without one. */
export const registrant = (ctx: SeedContext, plan: RegistrationPlan): ActorRef =>
  plan.accountId === null ? admin(ctx, plan) : { kind: Actor.attendee, id: plan.accountId };
export const registrantKind = (plan: RegistrationPlan) =>
  plan.accountId === null ? Actor.admin : Actor.attendee;
export const provider: ActorRef = { kind: Actor.provider, id: null };

/** Steps the product may refuse (it says no, the story stops); anything else failing is a bug and throws. */
export function tolerant(written: Written, name: string, run: (tx: Tx) => Promise<void>) {
  return async (tx: Tx) => {
    try {
      await run(tx);
    } catch (error) {
      if (!isAppError(error)) throw error;
      written.refused.push(`${name}:${error.code}`);
    }
  };
}
