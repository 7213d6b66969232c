import { PayStatus } from "@confreg/shared";
import type { Tx } from "#db/transact";
import type { SeedContext } from "../context";
import type { RegistrationPlan } from "./plan";

/**
 * A mail of the registration's mail list (spec 002 §3), as the old system left it in the outbox: a
 * confirmation once it is paid (sent), or a payment reminder while it is unpaid (held: not sent yet, for
 * staff to send or delete), written as the office would have, from where the registration stands.
 */
export async function writeMail(ctx: SeedContext, plan: RegistrationPlan, registrationId: number, tx: Tx) {
  const row = await tx.db
    .selectFrom("registrations")
    .select(["payStatus", "isDeleted"])
    .where("id", "=", registrationId)
    .executeTakeFirstOrThrow();
  const confirmed = row.payStatus === PayStatus.paid && ctx.random.chance(0.6);
  const reminder = row.payStatus === PayStatus.unpaid && row.isDeleted === 0 && ctx.random.chance(0.3);
  if (!confirmed && !reminder) return;
  const { conference } = plan.kit;
  const english = plan.kit.settings.isEn;
  const name = plan.person.name;
  const text = confirmed
    ? english
      ? [
          `Registration confirmed: ${conference.titleEn}`,
          `Dear ${name},\n\nYour registration and payment have been received. See you at the conference.`,
        ]
      : [
          `【${conference.titleZh}】注册成功通知`,
          `尊敬的${name}：\n\n您的注册及缴费已确认，期待与您在大会相见。`,
        ]
    : english
      ? [
          `Payment reminder: ${conference.titleEn}`,
          `Dear ${name},\n\nYour registration is not paid yet. Please complete the payment.`,
        ]
      : [`【${conference.titleZh}】缴费提醒`, `尊敬的${name}：\n\n您的注册尚未缴费，请尽快完成缴费。`];
  await tx.db
    .insertInto("outbox")
    .values({
      channel: "email",
      recipient: plan.person.email,
      template: "mail",
      locale: english ? "en" : "zh",
      subject: text[0] ?? "",
      body: text[1] ?? "",
      status: confirmed ? "sent" : "held",
      sender: "conference@example.org",
      conferenceId: conference.id,
      registrationId,
      createTime: tx.now,
      sentTime: confirmed ? tx.now : null,
    })
    .execute();
}
