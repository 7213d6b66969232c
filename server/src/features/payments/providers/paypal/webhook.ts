import { z } from "zod";
import { type PaypalApi, PaypalApiError } from "#features/payments/providers/paypal/api";
import type { PaypalConfig } from "#features/payments/providers/paypal/config";
import { captureReport, refundReport } from "#features/payments/providers/paypal/reports";
import type { NotifyReply, NotifyRequest, PaymentReport, RefundReport } from "#ports/payment-provider";
import { NotifyRejected } from "#ports/payment-provider";

/** The verification request's fields and the webhook headers PayPal sends them in. */
const TRANSMISSION = {
  transmission_id: "paypal-transmission-id",
  transmission_time: "paypal-transmission-time",
  cert_url: "paypal-cert-url",
  auth_algo: "paypal-auth-algo",
  transmission_sig: "paypal-transmission-sig",
} as const;

const amount = z.object({ currency_code: z.string(), value: z.string() }).transform((a) => ({
  currencyCode: a.currency_code,
  value: a.value,
}));

const paypalEvent = z.object({
  event_type: z.string(),
  resource: z.object({
    id: z.string(),
    status: z.string().optional(),
    amount: amount.optional(),
    invoice_id: z.string().optional(),
    custom_id: z.string().optional(),
    create_time: z.string().optional(),
    status_details: z.object({ reason: z.string().optional() }).optional(),
    purchase_units: z
      .array(z.object({ invoice_id: z.string().optional(), custom_id: z.string().optional() }))
      .optional(),
    payer: z.object({ payer_id: z.string().optional() }).optional(),
  }),
});
type PaypalEvent = z.infer<typeof paypalEvent>;

/** What a capture event means for the capture, whatever its resource's status field says. */
const CAPTURE_EVENTS: Record<string, string> = {
  "PAYMENT.CAPTURE.COMPLETED": "COMPLETED",
  "PAYMENT.CAPTURE.PENDING": "PENDING",
  "PAYMENT.CAPTURE.DENIED": "DECLINED",
  "PAYMENT.CAPTURE.DECLINED": "DECLINED",
};

/**
 * PayPal signs webhooks with a certificate of its own and offers to check the signature itself: we ask its
 * verify-webhook-signature API, with the transmission headers and our webhook id (which is what ties the
 * notify to our app, as an app id does for the other providers). Only SUCCESS is accepted.
 */
export async function verifyPaypalNotify(
  api: PaypalApi,
  config: PaypalConfig,
  request: NotifyRequest,
  now: () => Date,
): Promise<PaymentReport | RefundReport> {
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
  let json: unknown;
  try {
    json = JSON.parse(request.body);
  } catch {
    throw new NotifyRejected("the body is not JSON");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    throw new NotifyRejected("not an event");
  const fields: string[] = [];
  for (const [field, header] of Object.entries(TRANSMISSION)) {
    const value = headers[header];
    if (!value) throw new NotifyRejected(`no ${header} header`);
    fields.push(`${JSON.stringify(field)}:${JSON.stringify(value)}`);
  }
  fields.push(`"webhook_id":${JSON.stringify(config.webhookId)}`);
  // The event goes back byte for byte: PayPal's signature covers a CRC32 of the body it sent, and parsing
  // and re-serialising could change it (number formats, escapes) and fail a genuine notify.
  const verification = `{${fields.join(",")},"webhook_event":${request.body}}`;
  let answer: unknown;
  try {
    answer = await api.post(
      "verifyWebhookSignature",
      "/v1/notifications/verify-webhook-signature",
      verification,
    );
  } catch (error) {
    // PayPal refusing to look at it (malformed headers) rejects the notify; our own credentials failing or
    // PayPal being down does not: the notify is answered as failed and PayPal sends it again.
    const status = error instanceof PaypalApiError ? error.status : null;
    if (status === 400 || status === 422) throw new NotifyRejected(`PayPal would not verify it (${status})`);
    throw error;
  }
  const verdict = (answer as { verification_status?: unknown } | null)?.verification_status;
  if (verdict !== "SUCCESS") throw new NotifyRejected("PayPal did not verify the signature");
  const event = paypalEvent.safeParse(json);
  if (!event.success) throw new NotifyRejected("not an event this server reads");
  return readEvent(event.data, now);
}

function readEvent(event: PaypalEvent, now: () => Date): PaymentReport | RefundReport {
  const r = event.resource;
  const captureStatus = CAPTURE_EVENTS[event.event_type];
  if (captureStatus) {
    const outTradeNo = r.invoice_id ?? r.custom_id;
    if (!outTradeNo) throw new NotifyRejected("a capture without our trade number");
    const capture = { id: r.id, status: captureStatus, amount: r.amount, createTime: r.create_time };
    return captureReport(outTradeNo, capture, null, now);
  }
  if (event.event_type === "PAYMENT.CAPTURE.REFUNDED" || event.event_type.startsWith("PAYMENT.REFUND.")) {
    // Refunds made in PayPal's dashboard carry neither number and belong to no refund of ours.
    if (!r.invoice_id || !r.custom_id)
      throw new NotifyRejected("a refund without our refund and trade numbers");
    // The resource is the refund; PAYMENT.CAPTURE.REFUNDED is only sent once it completed.
    const status = r.status ?? (event.event_type === "PAYMENT.CAPTURE.REFUNDED" ? "COMPLETED" : undefined);
    const refund = { id: r.id, status, amount: r.amount, reason: r.status_details?.reason };
    return refundReport(r.custom_id, r.invoice_id, refund);
  }
  if (event.event_type === "CHECKOUT.ORDER.APPROVED") {
    // Approval moves no money: the line stays waiting, and the status check (query) captures the order.
    // Capturing here could take money for a line the service has closed meanwhile.
    const unit = r.purchase_units?.[0];
    const outTradeNo = unit?.invoice_id ?? unit?.custom_id;
    if (!outTradeNo) throw new NotifyRejected("an order without our trade number");
    const payerId = r.payer?.payer_id ?? null;
    return {
      kind: "payment",
      outTradeNo,
      status: "pending",
      money: null,
      transactionId: null,
      paidAt: null,
      payerId,
    };
  }
  throw new NotifyRejected(`${event.event_type} is not an event this server reads`);
}

/** PayPal only looks at the status: 2xx stops the deliveries, anything else retries them. */
export function paypalNotifyReply(accepted: boolean): NotifyReply {
  return accepted
    ? { status: 200, contentType: "application/json", body: "{}" }
    : { status: 400, contentType: "application/json", body: '{"error":"rejected"}' };
}
