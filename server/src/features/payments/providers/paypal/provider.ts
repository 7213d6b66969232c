import { createPaypalApi } from "#features/payments/providers/paypal/api";
import type { PaypalConfig } from "#features/payments/providers/paypal/config";
import { createPaypalOrder, queryPaypalOrder } from "#features/payments/providers/paypal/orders";
import { queryPaypalRefund, refundPaypalCapture } from "#features/payments/providers/paypal/refunds";
import { paypalNotifyReply, verifyPaypalNotify } from "#features/payments/providers/paypal/webhook";
import type { PayChannel, PaymentProvider } from "#ports/payment-provider";

/** PayPal's buttons work in any browser; WeChat's browser and mini-program are WeChat Pay's alone. */
const CHANNELS: readonly PayChannel[] = ["pc", "mobile"];

export type PaypalProviderOptions = {
  /** The HTTP client (tests); the global fetch by default. */
  fetch?: typeof fetch;
  /** The clock, where PayPal does not give a time (tests). */
  now?: () => Date;
};

/**
 * PayPal Checkout (Orders v2, intent CAPTURE) through PayPal's server SDK. The attendee approves the order
 * with PayPal's buttons in our page (desktop and mobile browsers alike), then the server captures it.
 */
export function createPaypalProvider(
  config: PaypalConfig,
  options: PaypalProviderOptions = {},
): PaymentProvider {
  const api = createPaypalApi(config, options.fetch);
  const now = options.now ?? (() => new Date());
  return {
    name: "paypal",
    channels: CHANNELS,
    async createOrder(request) {
      if (!CHANNELS.includes(request.channel)) throw new Error(`PayPal does not serve ${request.channel}`);
      return createPaypalOrder(api, request);
    },
    verifyNotify: (request) => verifyPaypalNotify(api, config, request, now),
    notifyReply: paypalNotifyReply,
    query: (order) => queryPaypalOrder(api, order, now),
    // Orders v2 has no cancel: an order nobody captures moves no money, and PayPal drops an unapproved
    // one by itself. Closing is therefore the service not capturing any more (query is not called for a
    // closed line), and there is nothing to call here.
    close: async () => {},
    refund: (request) => refundPaypalCapture(api, request),
    queryRefund: (request) => queryPaypalRefund(api, request),
  };
}
