import { CheckoutPaymentIntent, type Order, OrderStatus } from "@paypal/paypal-server-sdk";
import { type PaypalApi, PaypalApiError } from "#features/payments/providers/paypal/api";
import { centsToValue } from "#features/payments/providers/paypal/money";
import { orderReport } from "#features/payments/providers/paypal/reports";
import type { CreatedOrder, CreateOrderRequest, OrderRef, PaymentReport } from "#ports/payment-provider";
import { ProviderError } from "#ports/payment-provider";

/** PayPal's limit on a purchase unit's description. */
const DESCRIPTION_MAX = 127;

/**
 * Orders v2 with intent CAPTURE: the attendee approves the order with PayPal's buttons in our page, and
 * money moves only when this server captures it. Our trade number is the purchase unit's invoice_id (and
 * custom_id), which is how captures, refunds and webhooks name the registration's line.
 */
export async function createPaypalOrder(api: PaypalApi, request: CreateOrderRequest): Promise<CreatedOrder> {
  if (request.money.currency !== "USD") {
    // DOMAIN.md §4: PayPal is offered for dollar conferences only.
    throw new Error(`PayPal orders are in USD, not ${request.money.currency}`);
  }
  const order = await api.call("createOrder", (sdk) =>
    sdk.orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            amount: { currencyCode: "USD", value: centsToValue(request.money.amount) },
            invoiceId: request.outTradeNo,
            customId: request.outTradeNo,
            description: request.subject.slice(0, DESCRIPTION_MAX),
          },
        ],
      },
      // A retried create (timeout, double click) gets the same order back instead of a second one.
      paypalRequestId: request.outTradeNo,
    }),
  );
  if (!order.id) throw new ProviderError("paypal", "createOrder: PayPal answered without an order id");
  return { checkout: { kind: "paypal", orderId: order.id }, providerOrderId: order.id };
}

/**
 * The order's state at PayPal. An APPROVED order is captured here: the buttons' approval moves no money,
 * and this is the one place that does (the status check after approval, and the reconciliation). Call it
 * only for lines still waiting for payment: an order the service closed must not be captured later.
 */
export async function queryPaypalOrder(
  api: PaypalApi,
  ref: OrderRef,
  now: () => Date,
): Promise<PaymentReport> {
  const unknown: PaymentReport = {
    kind: "payment",
    outTradeNo: ref.outTradeNo,
    status: "unknown",
    money: null,
    transactionId: null,
    paidAt: null,
    payerId: null,
  };
  if (!ref.providerOrderId) return unknown;
  const id = ref.providerOrderId;
  let order = await getOrder(api, id);
  // Another line's order (a mix-up of ids) is not this line's payment, and must not be captured for it.
  if (!order || !belongsTo(order, ref.outTradeNo)) return unknown;
  if (order.status === OrderStatus.Approved) order = await capture(api, id, ref.outTradeNo);
  return orderReport(ref.outTradeNo, order, now);
}

async function getOrder(api: PaypalApi, id: string): Promise<Order | null> {
  try {
    return await api.call("getOrder", (sdk) => sdk.orders.getOrder({ id }));
  } catch (error) {
    if (error instanceof PaypalApiError && error.status === 404) return null;
    throw error;
  }
}

async function capture(api: PaypalApi, id: string, outTradeNo: string): Promise<Order> {
  try {
    return await api.call("captureOrder", (sdk) =>
      sdk.orders.captureOrder({
        id,
        // The same id for every attempt: a capture retried after a timeout, or by two status checks at
        // once, is answered with the first capture instead of failing or capturing twice.
        paypalRequestId: `${outTradeNo}-capture`,
        prefer: "return=representation",
      }),
    );
  } catch (error) {
    // Captured meanwhile under another request id: read what that capture did.
    if (error instanceof PaypalApiError && error.issue === "ORDER_ALREADY_CAPTURED") {
      const order = await getOrder(api, id);
      if (order) return order;
    }
    throw error;
  }
}

function belongsTo(order: Order, outTradeNo: string): boolean {
  const unit = order.purchaseUnits?.[0];
  const ours = unit?.invoiceId ?? unit?.customId;
  return ours === undefined || ours === outTradeNo;
}
