import type { Refund } from "@paypal/paypal-server-sdk";
import { type PaypalApi, PaypalApiError } from "#features/payments/providers/paypal/api";
import { centsToValue } from "#features/payments/providers/paypal/money";
import { type PaypalMovement, refundReport } from "#features/payments/providers/paypal/reports";
import type { RefundReport, RefundRequest } from "#ports/payment-provider";
import { ProviderError } from "#ports/payment-provider";

/** PayPal's limit on the note shown to the payer. */
const NOTE_MAX = 255;

type RefundRef = Pick<RefundRequest, "outTradeNo" | "outRefundNo" | "transactionId">;

/**
 * Refunds the capture (transactionId is the capture id). Our refund number is the refund's invoice_id and
 * our trade number its custom_id, so that the refund's webhook and later look-ups name both.
 */
export async function refundPaypalCapture(api: PaypalApi, request: RefundRequest): Promise<RefundReport> {
  if (!request.transactionId) return failed(request, "no PayPal capture id to refund");
  if (request.refund.currency !== "USD")
    throw new Error(`PayPal refunds are in USD, not ${request.refund.currency}`);
  const captureId = request.transactionId;
  try {
    const refund = await api.call("refundCapturedPayment", (sdk) =>
      sdk.payments.refundCapturedPayment({
        captureId,
        // One refund per refund number, however often the admin's action is retried.
        paypalRequestId: request.outRefundNo,
        prefer: "return=representation",
        body: {
          amount: { currencyCode: "USD", value: centsToValue(request.refund.amount) },
          invoiceId: request.outRefundNo,
          customId: request.outTradeNo,
          noteToPayer: request.reason.slice(0, NOTE_MAX) || undefined,
        },
      }),
    );
    return refundReport(request.outTradeNo, request.outRefundNo, movement(refund));
  } catch (error) {
    // 422 is PayPal refusing this refund (already fully refunded, amount above what is left, too old):
    // trying again will not help, unlike a 5xx or an unreachable PayPal.
    if (error instanceof PaypalApiError && error.status === 422) {
      return failed(request, error.issue ?? error.code ?? "refused by PayPal");
    }
    throw error;
  }
}

/**
 * The refund's state. The request names it only by our refund number, and PayPal finds refunds by its own
 * id, so: the capture gives its order id, the order lists its refunds with their invoice_id (our refund
 * number), and the refund itself is read for its current status. Three calls, but no state of ours to keep
 * in step with PayPal.
 */
export async function queryPaypalRefund(api: PaypalApi, request: RefundRef): Promise<RefundReport> {
  if (!request.transactionId) return failed(request, "no PayPal capture id");
  const captureId = request.transactionId;
  const capture = await api.call("getCapturedPayment", (sdk) =>
    sdk.payments.getCapturedPayment({ captureId }),
  );
  const orderId = capture.supplementaryData?.relatedIds?.orderId;
  if (!orderId) throw new ProviderError("paypal", "getCapturedPayment: the capture names no order");
  const order = await api.call("getOrder", (sdk) => sdk.orders.getOrder({ id: orderId }));
  const listed = (order.purchaseUnits ?? [])
    .flatMap((unit) => unit.payments?.refunds ?? [])
    .find((refund) => refund.invoiceId === request.outRefundNo);
  // Never asked for, or refused before PayPal recorded it: asking again with this number is safe.
  if (!listed?.id) return failed(request, "PayPal has no refund with this number");
  const refundId = listed.id;
  const refund = await api.call("getRefund", (sdk) => sdk.payments.getRefund({ refundId }));
  return refundReport(request.outTradeNo, request.outRefundNo, movement(refund));
}

function movement(refund: Refund): PaypalMovement {
  return { ...refund, reason: refund.statusDetails?.reason };
}

function failed(request: RefundRef, message: string): RefundReport {
  return {
    kind: "refund",
    outTradeNo: request.outTradeNo,
    outRefundNo: request.outRefundNo,
    status: "failed",
    refund: null,
    refundId: null,
    message,
  };
}
