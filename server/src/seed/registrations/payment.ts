import { type PayType, refundNeedsBankDetails } from "@confreg/shared";
import type { PayLineUpdate } from "#db/tables/pay-lines";
import type { RefundAccount } from "#features/payments";
import { iso, type SeedContext } from "../context";
import type { RegistrationPlan } from "./plan";

function yyyymmdd(ms: number): string {
  return iso(ms).slice(0, 10).replaceAll("-", "");
}

/** What a payment provider hands back for a completed payment, in its own format. */
export function providerFields(ctx: SeedContext, payType: PayType, paidAt: number): PayLineUpdate {
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

/** The bank account a refund goes to, where the money cannot go back the way it came. */
export function refundAccount(ctx: SeedContext, plan: RegistrationPlan): RefundAccount | null {
  if (!refundNeedsBankDetails(plan.payType)) return null;
  return {
    name: plan.person.name,
    idNumber: plan.person.document.idNumber,
    bankNumber: `6222${ctx.random.digits(15)}`,
    bank: ctx.random.pick(["中国工商银行北京海淀支行", "中国银行上海徐汇支行", "招商银行深圳南山支行"]),
  };
}
