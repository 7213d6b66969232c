import type { NewRegistration } from "#db/tables/registrations";
import { day, hour, iso, minute, type SeedContext } from "#seed/context";
import type { RegistrationPlan } from "./plan";

const arrivals = [
  ["G105", "北京南站"],
  ["G7", "北京南站"],
  ["CA1502", "首都国际机场T3"],
  ["MU5101", "大兴国际机场"],
  ["CZ3101", "大兴国际机场"],
  ["D315", "北京站"],
] as const;

/** Meals, travel, cards and form timing of one registration: plain columns the later form issue will ask for. */
export function registrationDetails(ctx: SeedContext, plan: RegistrationPlan): Partial<NewRegistration> {
  const r = ctx.random;
  const { settings, eventStart } = plan.kit;
  const fields: Partial<NewRegistration> = {};
  if (plan.accountId !== null) {
    const duration = r.int(3, 25) * minute + r.int(0, 59) * 1000;
    Object.assign(fields, {
      startRegisterTime: iso(plan.createTime - duration),
      stopRegisterTime: iso(plan.createTime),
      registerDuration: Math.round(duration / 1000),
    });
  } else {
    fields.remark = "管理员批量导入";
  }
  if (r.chance(0.25))
    fields.wechatNickname = `${plan.person.nameEn.split(" ")[0]?.toLowerCase() ?? "user"}_${r.digits(3)}`;
  if (r.chance(0.15)) fields.contactPhone = plan.person.phone;
  if (settings.isCard && plan.checkIn) fields.cardNumber = r.digits(10, true);
  if (plan.group === null && r.chance(0.05)) fields.isRecommend = 1;
  if (settings.isHalal) {
    const dinner = r.chance(0.7) ? 1 : 0;
    Object.assign(fields, { dinner, mealType: dinner ? (r.chance(0.06) ? "halal" : "regular") : null });
  }
  if (settings.fields.allergens)
    fields.allergens = r.pick(["None", "None", "None", "Peanuts", "Shellfish", "Gluten"]);
  if (settings.fields.social) fields.social = r.pick(["Yes", "Yes", "No"]);
  if (plan.room) {
    // Travel to and from the conference, for those who stay at its hotels.
    const start = eventStart - day;
    const [arriveNumber, arrivePlace] = r.pick(arrivals);
    const [departNumber, departPlace] = r.pick(arrivals);
    Object.assign(fields, {
      travelArriveNumber: arriveNumber,
      travelArriveTime: iso(start + r.int(9, 20) * hour),
      travelArrivePlace: arrivePlace,
      travelDepartNumber: departNumber,
      travelDepartTime: iso(start + plan.room.nights * day + r.int(10, 18) * hour),
      travelDepartPlace: departPlace,
    });
  }
  return fields;
}
