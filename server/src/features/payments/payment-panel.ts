import {
  AppError,
  type AttendeePayLine,
  allowedEvents,
  type InvoiceStatus,
  offeredPayTypes,
  type PaymentPanel,
  PayType,
  paymentMachine,
  type RefundType,
} from "@confreg/shared";
import { getAppSetting } from "#db/app-settings";
import type { AppDeps } from "#http/env";
import { lineFacts } from "./payment-facts";

/** A bank account number shown to its holder: the last four digits. */
export const maskAccount = (number: string) => (number.length > 4 ? `•••• ${number.slice(-4)}` : number);

async function lineViews(deps: AppDeps, registrationId: number, invoiceStatus: InvoiceStatus) {
  const lines = await deps.db
    .selectFrom("payLines")
    .selectAll()
    .where("registrationId", "=", registrationId)
    .orderBy("seq")
    .execute();
  const requests = await deps.db
    .selectFrom("refundRequests")
    .selectAll()
    .where(
      "payLineId",
      "in",
      lines.map((l) => l.id),
    )
    .orderBy("id", "desc")
    .execute();
  return lines.map((line): AttendeePayLine => {
    const refund = requests.find((r) => r.payLineId === line.id);
    const lineFact = { payType: line.payType, totalFee: line.totalFee };
    return {
      id: line.id,
      seq: line.seq,
      payType: line.payType,
      payStatus: line.payStatus,
      totalFee: line.totalFee,
      receivedFee: line.receivedFee,
      currency: line.currency,
      outTradeNo: line.outTradeNo,
      payTime: line.payTime,
      voucher: line.transferVoucher
        ? { id: line.transferVoucher, url: `/api/uploads/${line.transferVoucher}` }
        : null,
      returnReason: line.returnReason,
      refund: refund
        ? {
            reason: refund.reason,
            name: refund.name,
            bankNumberMasked: maskAccount(refund.bankNumber),
            bank: refund.bank,
            refundType: (line.refundType as RefundType | null) ?? null,
            rejectReason: refund.rejectReason,
            createTime: refund.createTime,
            amount: refund.amount,
          }
        : null,
      actions: allowedEvents(paymentMachine, line.payStatus, "attendee", {
        startOnlinePayment: lineFact,
        uploadVoucher: { ...lineFact, payType: PayType.bankTransfer },
        requestRefund: { invoiceStatus },
      }),
    };
  });
}

/**
 * The attendee's payment panel of one registration: its lines and what may be done with each, the
 * types offered to this client, the society's accounts for a transfer, the refund instructions.
 */
export async function paymentPanel(
  deps: AppDeps,
  owner: { accountId: number; registrationId: number },
  client: { inWeChat: boolean },
): Promise<PaymentPanel> {
  const first = await deps.db
    .selectFrom("payLines")
    .innerJoin("registrations", "registrations.id", "payLines.registrationId")
    .select(["payLines.id", "registrations.invoiceStatus"])
    .where("payLines.registrationId", "=", owner.registrationId)
    .orderBy("payLines.seq")
    .executeTakeFirst();
  // Every registration the attendee can pay has a fee line; one without (none of theirs) is not found.
  if (!first) throw new AppError("REGISTRATION_NOT_FOUND", { id: owner.registrationId });
  const facts = await lineFacts(deps.db, first.id, owner);
  const [accounts, supportEmail] = await Promise.all([
    getAppSetting(deps.db, "bankAccounts"),
    getAppSetting(deps.db, "supportEmail"),
  ]);
  const { settings, systemCode } = facts.conference;
  return {
    registrationId: owner.registrationId,
    lines: await lineViews(deps, owner.registrationId, (first?.invoiceStatus ?? 0) as InvoiceStatus),
    offered: offeredPayTypes(settings, client),
    demoPayTypes: deps.payments.demoPayTypes,
    transfer: {
      domestic: accounts
        ? {
            holder: accounts.domestic.accountName,
            bank: accounts.domestic.bank,
            number: accounts.domestic.accountNumber,
            swift: "",
            address: "",
          }
        : null,
      international: accounts
        ? {
            holder: accounts.international.beneficiary,
            bank: accounts.international.bank,
            number: accounts.international.accountNumber,
            swift: accounts.international.swift,
            address: accounts.international.bankAddress,
          }
        : null,
      reference: `${systemCode}-${owner.registrationId} ${facts.name}`,
    },
    refundUrl: settings.refundUrl,
    supportEmail: supportEmail ?? "",
    pollMax: deps.config.payments.pollMax,
  };
}
