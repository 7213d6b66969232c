import {
  type GroupStatus,
  type InvoiceStatus,
  type OutboxStatus,
  PayState,
  type PayStatus,
} from "@confreg/shared";

/** Tag colours by payment status: waiting in gold/blue, done in green, refunds in warm colours. */
export const payStatusColors: Record<PayStatus, string> = {
  0: "default",
  1: "processing",
  2: "success",
  3: "cyan",
  [-1]: "warning",
  [-3]: "purple",
  [-2]: "magenta",
  [-4]: "error",
};

/** What a payment shows as: its status's colour, and nothing to pay in a settled green of its own. */
export const payStateColors: Record<PayState, string> = {
  ...payStatusColors,
  [PayState.nothingToPay]: "green",
};

export const invoiceStatusColors: Record<InvoiceStatus, string> = {
  0: "default",
  1: "gold",
  3: "processing",
  2: "success",
  [-1]: "error",
  [-3]: "orange",
  [-2]: "default",
};

/** Outgoing messages: on their way in blue, sent in green, failed in red, waiting for staff in gold. */
export const outboxStatusColors: Record<OutboxStatus, string> = {
  queued: "processing",
  sent: "success",
  failed: "error",
  held: "gold",
  deleted: "default",
};

/** Groups: forming in blue, succeeded in green, failed in red. */
export const groupStatusColors: Record<GroupStatus, string> = {
  0: "default",
  1: "processing",
  2: "success",
  3: "error",
};
