import { additionalIssues, additionalParts, keptAdditional } from "@confreg/shared";
import type { RegistrationUpdate } from "#db/tables/registrations";
import { additionalOf } from "../registration-additional";
import { defineBlock } from "./block";

/**
 * The named questions of the additional information (social, allergens, visit, free-text paper ids, meal,
 * award, travel): shared rules/additional.ts, kept in the registration's own columns; the parts the form
 * does not ask are stored blank.
 */
export const additionalBlock = defineBlock<RegistrationUpdate>({
  name: "additional",
  async check({ context, input, type }) {
    const rules = { settings: context.conference.settings, type, invitation: context.invitation };
    const issues = additionalIssues(rules, input.additional, { hotelBooked: input.hotel !== null });
    if (issues.length > 0 || additionalParts(rules).size === 0) return { issues, plan: null };
    const kept = keptAdditional(rules, input.additional);
    const orNull = (time: string) => (time === "" ? null : time);
    return {
      issues,
      plan: {
        social: kept.social,
        allergens: kept.allergens,
        isVisit: kept.isVisit === null ? null : Number(kept.isVisit),
        paperIds: kept.paperIds,
        mealType: kept.mealType,
        awardTitle: kept.award.title,
        awardFirstName: kept.award.firstName,
        awardReceiveName: kept.award.receiveName,
        awardReceiveUnit: kept.award.receiveUnit,
        awardReceiveEmail: kept.award.receiveEmail,
        awardReceivePhone: kept.award.receivePhone,
        travelArriveNumber: kept.travel.arriveNumber,
        travelArriveTime: orNull(kept.travel.arriveTime),
        travelArrivePlace: kept.travel.arrivePlace,
        travelDepartNumber: kept.travel.departNumber,
        travelDepartTime: orNull(kept.travel.departTime),
        travelDepartPlace: kept.travel.departPlace,
      },
    };
  },
  async load(db, registrationId) {
    const row = await db
      .selectFrom("registrations")
      .selectAll()
      .where("id", "=", registrationId)
      .executeTakeFirstOrThrow();
    return { additional: additionalOf(row) };
  },
  async write(tx, plan, { registrationId }) {
    await tx.db.updateTable("registrations").set(plan).where("id", "=", registrationId).execute();
  },
});
