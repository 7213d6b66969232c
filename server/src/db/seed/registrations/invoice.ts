import type { InvoiceAction, InvoiceContent } from "@confreg/shared";
import { between, hour, iso, type SeedContext, taxNumberOf } from "#db/seed/context";
import type { NewInvoice } from "#db/tables/invoices";
import type { PayTimes } from "./payment";
import type { RegistrationPlan } from "./plan";

/** The buyer's details as the attendee filled them in, by invoice type (DOMAIN.md §5). */
function buyerFields(ctx: SeedContext, plan: RegistrationPlan): Partial<NewInvoice> {
  const { person, invoiceType } = plan;
  const contents = plan.kit.settings.invoiceContents;
  const content: InvoiceContent = contents.length > 0 ? ctx.random.pick(contents) : "registrationFee";
  if (invoiceType === 7) return { invoiceContent: "" };
  if (invoiceType === 3) {
    return {
      invoiceContent: content,
      registree: person.name,
      unit: person.unit,
      postAddress: `${person.unit}, ${ctx.random.int(1, 300)} Campus Road`,
      postEmail: person.email,
    };
  }
  const company = plan.kit.settings.isOnlyinvoice;
  const fields: Partial<NewInvoice> = {
    invoiceContent: content,
    invoiceTitle: person.unit,
    taxpayerNumber: taxNumberOf(ctx, person.unit, company),
    postEmail: person.email,
  };
  if (invoiceType === 6 || invoiceType === 4) {
    Object.assign(fields, {
      address: `${person.unit}行政楼${ctx.random.int(1, 12)}层`,
      phone: `010-${ctx.random.digits(8, true)}`,
      bank: "中国建设银行北京分行营业部",
      account: `1100${ctx.random.digits(16)}`,
    });
  }
  if (invoiceType === 2) {
    Object.assign(fields, {
      postAddress: `${person.unit}收发室`,
      postPhone: person.phone,
      registree: person.name,
    });
  }
  return fields;
}

/** The invoice row and what the issuer logged, consistent with the invoice status. */
export async function writeInvoice(
  ctx: SeedContext,
  plan: RegistrationPlan,
  registrationId: number,
  amount: number,
  times: PayTimes,
): Promise<void> {
  const status = plan.invoiceStatus;
  const issuedAt = between(ctx.random, times.paid, Math.min(times.refundAsked, ctx.now.getTime()), 0.1, 0.6);
  const digital = plan.invoiceType === 5 || plan.invoiceType === 6;
  const invoice: NewInvoice = {
    registrationId,
    invoiceType: plan.invoiceType,
    invoiceStatus: status,
    amount: status === 0 ? 0 : amount,
    remark: plan.kit.settings.isInvoiceremark && ctx.random.chance(0.15) ? "请在备注栏注明参会人姓名" : "",
    createTime: iso(times.created),
    updateTime: iso(status === 0 ? times.created : issuedAt),
    ...buyerFields(ctx, plan),
  };
  if (status === 2 || status === -2) {
    invoice.invoiceNumber = digital
      ? `${iso(issuedAt).slice(2, 4)}11${ctx.random.digits(16)}`
      : ctx.random.digits(8);
    invoice.fpdm = digital || plan.invoiceType === 3 ? "" : `0110${ctx.random.digits(8)}`;
    invoice.invoiceTime = iso(issuedAt);
    if (plan.invoiceType === 2) invoice.expressNumber = `SF${ctx.random.digits(12)}`;
    if (plan.invoiceType === 3) invoice.receiptIsSent = 1;
    invoice.isTaken = plan.invoiceType === 2 && ctx.random.chance(0.5) ? 1 : 0;
  }
  if (status === -2) {
    invoice.invalidateTime = iso(issuedAt + 2 * hour);
    invoice.updateTime = invoice.invalidateTime;
  }
  const row = await ctx.db.insertInto("invoices").values(invoice).returning("id").executeTakeFirstOrThrow();
  const log = (actionType: InvoiceAction, returnMessage: string, at: number) =>
    ctx.db
      .insertInto("invoiceLogs")
      .values({
        invoiceId: row.id,
        actionType,
        fphm: invoice.invoiceNumber ?? "",
        returnMessage,
        createTime: iso(at),
      })
      .execute();
  if (status === 3) await log(1, "开票请求已受理，等待税务平台返回", issuedAt);
  if (status === -1) await log(1, "开票失败：购买方纳税人识别号校验不通过", issuedAt);
  if (status === 2 || status === -2) await log(1, "开票成功", issuedAt);
  if (status === -2) await log(2, "红冲成功", issuedAt + 2 * hour);
}
