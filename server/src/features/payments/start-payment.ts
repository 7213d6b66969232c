import {
  AppError,
  type Checkout,
  offeredPayTypes,
  type PaymentStarted,
  PayStatus,
  PayType,
  type StartPaymentInput,
} from "@confreg/shared";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import type { PaymentProvider } from "#ports/payment-provider";
import { applyPaymentReport } from "./apply-report";
import { firePaymentEvent } from "./payment-events";
import { lineFacts, orderSubject } from "./payment-facts";
import { latestOrder, setOrderStatus } from "./payment-orders.repo";
import { tradeNumber } from "./trade-number";

export type StartRequest = {
  accountId: number;
  registrationId: number;
  lineId: number;
  input: StartPaymentInput;
  client: { inWeChat: boolean; ip: string; origin: string };
};

const attendee = (accountId: number) => ({ kind: "attendee" as const, id: accountId });

/**
 * The order the line waits on already (status 1): the same provider and channel resume it; another is
 * asked first (it may have been paid meanwhile) and closed, so that exactly one order can take money.
 */
async function settleOpenOrder(deps: AppDeps, request: StartRequest, provider: PaymentProvider) {
  const order = await latestOrder(deps.db, request.lineId);
  if (!order || (order.status !== "open" && order.status !== "creating")) return null;
  const same = order.provider === provider.name && order.channel === request.input.channel;
  if (same && order.status === "open" && order.payType === request.input.payType && order.checkout)
    return { checkout: JSON.parse(order.checkout) as Checkout, outTradeNo: order.outTradeNo };
  const from = deps.payments.byName(order.provider);
  if (!from) return null;
  const ref = { outTradeNo: order.outTradeNo, providerOrderId: order.providerOrderId };
  const report = await from.query(ref).catch(() => null);
  if (report?.status === "paid") {
    await applyPaymentReport(deps.db, order.provider, report, { at: deps.now() });
    throw new AppError("PAYMENT_ALREADY_RECEIVED");
  }
  await from.close(ref);
  await applyPaymentReport(
    deps.db,
    order.provider,
    { ...closedReport(order.outTradeNo) },
    { at: deps.now() },
  );
  return null;
}

const closedReport = (outTradeNo: string) => ({
  kind: "payment" as const,
  outTradeNo,
  status: "closed" as const,
  money: null,
  transactionId: null,
  paidAt: null,
  payerId: null,
});

/**
 * Starts paying a line online (pcAlipay ... mobileWxpayInMiniApp, paypalInitial): the machine moves the
 * line to 1 with its order recorded first, so a notify that beats the provider's answer finds both; then
 * the provider creates the order. A provider that fails leaves the line unpaid again, never stuck.
 */
export async function startPayment(deps: AppDeps, request: StartRequest): Promise<PaymentStarted> {
  const { input, client } = request;
  const owner = { accountId: request.accountId, registrationId: request.registrationId };
  const facts = await lineFacts(deps.db, request.lineId, owner);
  const offered = offeredPayTypes(facts.conference.settings, { inWeChat: client.inWeChat });
  if (!offered.includes(input.payType))
    throw new AppError(client.inWeChat ? "ONLY_WECHAT_PAY" : "PAY_TYPE_NOT_OFFERED", {
      payType: input.payType,
    });
  const { provider, demo } = deps.payments.forPayType(input.payType);
  const currencyOk = (input.payType === PayType.paypal) === (facts.currency === "USD");
  if (!provider.channels.includes(input.channel) || !currencyOk)
    throw new AppError("PAY_TYPE_NOT_OFFERED", { payType: input.payType, channel: input.channel });
  if (facts.payStatus === PayStatus.reviewing) {
    const resumed = await settleOpenOrder(deps, request, provider);
    if (resumed) return { ...resumed, checkout: withClientId(deps, resumed.checkout), demo };
  }

  const at = deps.now();
  const expiresAt = new Date(at.getTime() + deps.config.payments.orderMinutes * 60_000);
  const order = await transact(
    deps.db,
    async (tx) => {
      const line = await lineFacts(tx.db, request.lineId, owner);
      const earlier = await latestOrder(tx.db, line.id);
      // Every order after the first (a refund, a closed order) goes under a new trade number.
      const repay = earlier || line.payStatus === PayStatus.refunded ? line.isRepay + 1 : line.isRepay;
      const outTradeNo = tradeNumber(line.conference.systemCode, line.registrationId, line.seq, repay);
      await firePaymentEvent(tx, {
        lineId: line.id,
        event: "startOnlinePayment",
        actor: attendee(request.accountId),
        set: { payType: input.payType, outTradeNo, isRepay: repay, returnReason: "" },
      });
      return tx.db
        .insertInto("paymentOrders")
        .values({
          payLineId: line.id,
          outTradeNo,
          provider: provider.name,
          payType: input.payType,
          channel: input.channel,
          amount: line.totalFee,
          currency: line.currency,
          status: "creating",
          expiresAt: expiresAt.toISOString(),
          unreachableSince: null,
          createTime: tx.now,
          updateTime: tx.now,
        })
        .returning(["id", "outTradeNo", "amount", "currency"])
        .executeTakeFirstOrThrow();
    },
    { at },
  );

  const origin = deps.config.publicUrl ?? client.origin;
  try {
    const created = await provider.createOrder({
      outTradeNo: order.outTradeNo,
      money: { amount: order.amount, currency: order.currency },
      subject: orderSubject(facts),
      channel: input.channel,
      returnUrl: `${origin}/api/payments/return/${facts.conferenceId}/${facts.registrationId}/${facts.id}`,
      notifyUrl: `${origin}/api/payments/notify/${provider.name}`,
      ...(input.openid ? { openid: input.openid } : {}),
      clientIp: client.ip,
      expiresAt,
    });
    await transact(deps.db, async (tx) => {
      const { providerOrderId } = created;
      await setOrderStatus(tx, order.id, "open", {}, ["creating"]);
      // Kept whatever the status: a notify may have settled the order before the provider answered.
      await tx.db
        .updateTable("paymentOrders")
        .set({ checkout: JSON.stringify(created.checkout), providerOrderId })
        .where("id", "=", order.id)
        .execute();
    });
    return { checkout: withClientId(deps, created.checkout), outTradeNo: order.outTradeNo, demo };
  } catch (error) {
    deps.logger.warn({ provider: provider.name, err: (error as Error).message }, "payment order not created");
    await applyPaymentReport(deps.db, provider.name, closedReport(order.outTradeNo), { at: deps.now() });
    throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE", { provider: provider.name });
  }
}

/** PayPal's buttons need the client id of the account the order was made with. */
function withClientId(
  deps: AppDeps,
  checkout: Checkout | Omit<Extract<Checkout, { kind: "paypal" }>, "clientId">,
) {
  return (
    checkout.kind === "paypal" ? { ...checkout, clientId: deps.payments.paypalClientId ?? "" } : checkout
  ) as Checkout;
}
