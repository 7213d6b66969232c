import type { Currency, PayStatus, PayType } from "@confreg/shared";
import { audit, between, insertDemoUpload, iso, minute, type SeedContext } from "#db/seed/context";
import type { NewPayLine } from "#db/tables/pay-lines";
import type { RegistrationPlan } from "./plan";

/** When things happened to one registration's first payment line (ms). */
export type PayTimes = { created: number; paid: number; refundAsked: number; refundDone: number };

export function payTimes(ctx: SeedContext, plan: RegistrationPlan): PayTimes {
  const now = ctx.now.getTime() - 5 * minute;
  const paid = between(ctx.random, plan.createTime, now, 0.02, 0.4);
  const refundAsked = between(ctx.random, paid, now, 0.2, 0.6);
  return {
    created: plan.createTime,
    paid,
    refundAsked,
    refundDone: between(ctx.random, refundAsked, now, 0.3, 0.9),
  };
}

const heldMoney: readonly PayStatus[] = [2, 3, -1, -3, -2, -4];

function yyyymmdd(ms: number): string {
  return iso(ms).slice(0, 10).replaceAll("-", "");
}

/** What the payment provider hands back for a completed payment, by pay type. */
function providerFields(ctx: SeedContext, payType: PayType, paidAt: number): Partial<NewPayLine> {
  const r = ctx.random;
  switch (payType) {
    case 2:
      return { transactionId: `${yyyymmdd(paidAt)}22001${r.digits(15)}` };
    case 3:
      return {
        transactionId: `4200002${r.digits(21)}`,
        openid: `o${r.chars(27, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")}`,
      };
    case 4:
      return {
        queryId: `${iso(paidAt).replace(/\D/g, "").slice(0, 14)}${r.digits(7)}`,
        traceNo: r.digits(6),
      };
    case 6:
      return { transactionId: r.chars(17, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") };
    default:
      return {};
  }
}

/** The first payment line of a registration, consistent with its status (DOMAIN.md §4). */
export async function payLineValues(
  ctx: SeedContext,
  plan: RegistrationPlan,
  registrationId: number,
  fee: { total: number; currency: Currency },
  times: PayTimes,
): Promise<NewPayLine> {
  const { status, payType } = plan;
  const code = plan.kit.conference.systemCode;
  const line: NewPayLine = {
    registrationId,
    seq: 1,
    payType,
    payStatus: status,
    totalFee: fee.total,
    receivedFee: heldMoney.includes(status) ? fee.total : 0,
    currency: fee.currency,
    outTradeNo: `${code}${String(registrationId).padStart(6, "0")}01${plan.repaid ? "R" : ""}`,
    isRepay: plan.repaid ? 1 : 0,
    createTime: iso(times.created),
    updateTime: iso(heldMoney.includes(status) ? times.paid : times.created),
  };
  const needsVoucher = payType === 1 && (status === 1 || heldMoney.includes(status));
  if (needsVoucher)
    line.transferVoucher = await insertDemoUpload(ctx, "transferVoucher", registrationId, line.createTime);
  if (!heldMoney.includes(status)) return line;
  Object.assign(line, providerFields(ctx, payType, times.paid), { payTime: iso(times.paid) });
  if (status === -3 || status === -2) line.refundType = payType === 2 || payType === 3 ? 1 : 2;
  if (status === -2) line.refundTime = iso(times.refundDone);
  if (status === -1 || status === -3 || status === -4) line.updateTime = iso(times.refundAsked);
  if (status === -2) line.updateTime = iso(times.refundDone);
  return line;
}

const reasons = [
  "行程冲突，无法参会",
  "单位改派其他人员参会",
  "重复缴费",
  "因病无法参会",
  "Visa not granted in time",
];

/** The refund request behind a line in -1, -3, -2 or -4; bank details only when the money went by bank. */
export async function writeRefundRequest(
  ctx: SeedContext,
  plan: RegistrationPlan,
  payLineId: number,
  times: PayTimes,
): Promise<void> {
  const byBank = plan.payType === 1 || plan.payType === 5;
  const { person } = plan;
  await ctx.db
    .insertInto("refundRequests")
    .values({
      payLineId,
      payType: plan.payType,
      name: person.name,
      idNumberEnc: byBank && person.idNumber ? ctx.pii.encrypt(person.idNumber) : null,
      bankNumber: byBank ? `6222${ctx.random.digits(15)}` : "",
      bank: byBank
        ? ctx.random.pick(["中国工商银行北京海淀支行", "中国银行上海徐汇支行", "招商银行深圳南山支行"])
        : "",
      reason: ctx.random.pick(reasons),
      createTime: iso(times.refundAsked),
    })
    .execute();
}

/** Audit rows for how the line got to its status (no personal data). */
export async function auditPayment(
  ctx: SeedContext,
  plan: RegistrationPlan,
  registrationId: number,
  payLineId: number,
  times: PayTimes,
): Promise<void> {
  const base = { entity: "payLine", entityId: payLineId, conferenceId: plan.kit.conference.id };
  const adminId = ctx.staffIds.get(plan.kit.conference.id) ?? ctx.adminId;
  if (plan.status === 1) {
    await audit(ctx, {
      ...base,
      actorKind: "attendee",
      actorId: plan.accountId,
      action: "payment.start",
      fromState: "0",
      toState: "1",
      at: iso(times.created),
    });
  }
  if (!heldMoney.includes(plan.status)) return;
  const byAdmin = plan.payType === 1 || plan.payType === 5;
  const paidTo = plan.status === 3 ? "3" : "2";
  await audit(ctx, {
    ...base,
    actorKind: byAdmin ? "admin" : "provider",
    actorId: byAdmin ? adminId : null,
    action: byAdmin ? "payment.confirm" : "payment.notify",
    fromState: byAdmin ? "0" : "1",
    toState: paidTo,
    data: { registrationId },
    at: iso(times.paid),
  });
  if (plan.status === 2 || plan.status === 3) return;
  await audit(ctx, {
    ...base,
    actorKind: "attendee",
    actorId: plan.accountId,
    action: "refund.request",
    fromState: "2",
    toState: "-1",
    at: iso(times.refundAsked),
  });
  if (plan.status === -1) return;
  const final = plan.status === -4 ? "-4" : "-3";
  await audit(ctx, {
    ...base,
    actorKind: "admin",
    actorId: adminId,
    action: plan.status === -4 ? "refund.reject" : "refund.approve",
    fromState: "-1",
    toState: final,
    at: iso(times.refundDone),
  });
  if (plan.status === -2) {
    await audit(ctx, {
      ...base,
      actorKind: "admin",
      actorId: adminId,
      action: "refund.complete",
      fromState: "-3",
      toState: "-2",
      at: iso(times.refundDone),
    });
  }
}
