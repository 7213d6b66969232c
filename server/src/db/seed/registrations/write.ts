import { insertRegistration } from "#db/seed/builders/registration";
import { typeOf } from "#db/seed/conferences/kit";
import { audit, day, insertDemoUpload, iso, minute, type SeedContext } from "#db/seed/context";
import { registrationDetails } from "./details";
import { writeExtras } from "./extras";
import { writeInvoice } from "./invoice";
import { auditPayment, payLineValues, payTimes, writeRefundRequest } from "./payment";
import { isEligible, planFee, type RegistrationPlan, settle } from "./plan";

export type WrittenRegistration = {
  id: number;
  plan: RegistrationPlan;
  total: number;
  /** When the person could first have checked in (ms): after registering and paying. */
  readyAt: number;
  eligible: boolean;
};

/** Writes one planned registration with its workshops, papers, answers, payment lines and invoice. */
export async function writeRegistration(
  ctx: SeedContext,
  drawn: RegistrationPlan,
): Promise<WrittenRegistration> {
  // A member who left after paying paid the group price; one who left before pays the full price.
  const groupPrice = drawn.group !== null && (!drawn.group.isRemoved || drawn.status === 2);
  const discounted = planFee(drawn, { withGroupDiscount: groupPrice });
  const plan = settle(drawn, discounted.total);
  const { kit, person } = plan;
  const type = typeOf(kit, plan.typeKey);
  const times = payTimes(ctx, plan);
  const createTime = iso(plan.createTime);
  const registration = await insertRegistration(
    ctx.db,
    {
      conferenceId: kit.conference.id,
      accountId: plan.accountId,
      participantTypeId: type.id,
      groupId: plan.group?.id ?? null,
      name: person.name,
      nameEn: person.nameEn,
      gender: person.gender,
      idNumber: kit.settings.isIdcard ? person.idNumber : null,
      unit: person.unit,
      unitEn: person.unitEn,
      job: person.job,
      position: person.position,
      email: person.email,
      phone: person.phone,
      memberNo: plan.memberNo,
      otherMemberNo: plan.otherMemberNo,
      level: plan.level,
      printType: plan.printType,
      isManager: plan.group?.isManager ? 1 : 0,
      isRemoved: plan.group?.isRemoved ? 1 : 0,
      invcode: plan.invcode,
      userPin: plan.papers[0]?.accepted.pin ?? "",
      isDeleted: plan.deleted ? 1 : 0,
      deletedTime: plan.deleted ? iso(times.refundDone) : null,
      createTime,
      updateTime: createTime,
      workshopIds: plan.workshopIds,
      ...registrationDetails(ctx, plan),
    },
    ctx.pii,
  );
  const id = registration.id;
  if (type.isStudent) {
    const upload = await insertDemoUpload(ctx, "studentCard", id, createTime);
    await ctx.db.updateTable("registrations").set({ studentCard: upload }).where("id", "=", id).execute();
  }
  await writeExtras(ctx, plan, id, createTime);

  const line = await ctx.db
    .insertInto("payLines")
    .values(await payLineValues(ctx, plan, id, discounted, times))
    .returningAll()
    .executeTakeFirstOrThrow();
  if ([-1, -3, -2, -4].includes(plan.status)) await writeRefundRequest(ctx, plan, line.id, times);
  if (plan.group?.isRemoved && line.payStatus === 2) {
    // Left the group after paying the group price: the difference is due on a line of its own (DOMAIN.md §6).
    const full = planFee(plan, { withGroupDiscount: false });
    const left = iso(times.refundAsked);
    await ctx.db
      .insertInto("payLines")
      .values({
        registrationId: id,
        seq: 2,
        payType: plan.payType,
        totalFee: full.total - line.totalFee,
        currency: full.currency,
        outTradeNo: `${kit.conference.systemCode}${String(id).padStart(6, "0")}02`,
        createTime: left,
        updateTime: left,
      })
      .execute();
  }
  await writeInvoice(ctx, plan, id, line.totalFee, times);
  await writeAudit(ctx, plan, id, line.id, times);
  await writeMail(ctx, plan, id, times.paid);
  const eligible = isEligible(plan, line.totalFee) && !plan.group?.isRemoved;
  const readyAt = Math.max(plan.createTime, line.payTime ? Date.parse(line.payTime) : 0) + 10 * minute;
  return { id, plan, total: line.totalFee, readyAt, eligible };
}

async function writeAudit(
  ctx: SeedContext,
  plan: RegistrationPlan,
  id: number,
  payLineId: number,
  times: ReturnType<typeof payTimes>,
): Promise<void> {
  const conferenceId = plan.kit.conference.id;
  const staff = ctx.staffIds.get(conferenceId) ?? ctx.adminId;
  await audit(ctx, {
    actorKind: plan.accountId === null ? "admin" : "attendee",
    actorId: plan.accountId ?? staff,
    action: plan.accountId === null ? "registration.import" : "registration.create",
    entity: "registration",
    entityId: id,
    conferenceId,
    at: iso(plan.createTime),
  });
  await auditPayment(ctx, plan, id, payLineId, times);
  if (plan.deleted) {
    await audit(ctx, {
      actorKind: "attendee",
      actorId: plan.accountId,
      action: "registration.delete",
      entity: "registration",
      entityId: id,
      conferenceId,
      at: iso(times.refundDone),
    });
  }
}

async function writeMail(
  ctx: SeedContext,
  plan: RegistrationPlan,
  id: number,
  paidAt: number,
): Promise<void> {
  const { conference } = plan.kit;
  const english = plan.kit.settings.isEn;
  const confirmed = plan.status === 2 && ctx.random.chance(0.6);
  const reminder = plan.status === 0 && !plan.deleted && ctx.random.chance(0.3);
  if (!confirmed && !reminder) return;
  const title = confirmed
    ? english
      ? `Registration confirmed: ${conference.titleEn}`
      : `【${conference.titleZh}】注册成功通知`
    : english
      ? `Payment reminder: ${conference.titleEn}`
      : `【${conference.titleZh}】缴费提醒`;
  const body = confirmed
    ? english
      ? `Dear ${plan.person.name},\n\nYour registration and payment have been received. See you at the conference.`
      : `尊敬的${plan.person.name}：\n\n您的注册及缴费已确认，期待与您在大会相见。`
    : english
      ? `Dear ${plan.person.name},\n\nYour registration is not paid yet. Please complete the payment.`
      : `尊敬的${plan.person.name}：\n\n您的注册尚未缴费，请尽快完成缴费。`;
  const created = iso(confirmed ? paidAt + 5 * minute : ctx.now.getTime() - day);
  await ctx.db
    .insertInto("mails")
    .values({
      conferenceId: conference.id,
      registrationId: id,
      sender: "conference@example.org",
      email: plan.person.email,
      title,
      body,
      isSent: confirmed ? 1 : 0,
      sentTime: confirmed ? created : null,
      createTime: created,
      updateTime: created,
    })
    .execute();
}
