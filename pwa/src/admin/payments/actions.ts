import type { AdminPaymentRow, PaymentEvent, Permission } from "@confreg/shared";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PaymentActionPath } from "#admin/queries/payments";

/** The events an administrator fires on a line (shared payment machine), in the order buttons show. */
export const adminActions = [
  "confirmPayment",
  "returnToReview",
  "approveRefund",
  "rejectRefund",
  "completeRefund",
  "confirmRefund",
] as const satisfies readonly PaymentEvent[];
export type AdminAction = (typeof adminActions)[number];

type ActionDef = {
  path: PaymentActionPath;
  /** The permission of the shared table the server's guard checks for the route. */
  permission: Permission;
  label: MessageDescriptor;
  /**
   * The toast after it worked: says what happened (spec 002 §8's 退款成功！ for a refund; a rejected refund
   * request says so, never the spec's 撤销成功！, which reads as if the refund were undone).
   */
  done: MessageDescriptor;
  /** Its dialog's OK is red: it refuses something or cannot be undone. */
  danger?: boolean;
  /**
   * Out of the line's own buttons, under "More": an action that bypasses the usual steps (the direct
   * refund skips the request and its approval), so it never sits beside the common action.
   */
  more?: boolean;
};

export const actionDefs: Record<AdminAction, ActionDef> = {
  confirmPayment: {
    path: "confirm",
    permission: "payments.confirm",
    label: msg`Confirm payment`,
    done: msg`Payment confirmed.`,
  },
  returnToReview: {
    path: "return",
    permission: "payments.confirm",
    label: msg`Return voucher`,
    done: msg`The voucher was sent back to the attendee.`,
    danger: true,
  },
  approveRefund: {
    path: "approve-refund",
    permission: "refunds.approve",
    label: msg`Approve refund`,
    done: msg`Refund approved.`,
  },
  rejectRefund: {
    path: "reject-refund",
    permission: "refunds.approve",
    label: msg`Reject refund`,
    done: msg`Refund request rejected.`,
    danger: true,
  },
  completeRefund: {
    path: "complete-refund",
    permission: "refunds.approve",
    label: msg`Complete refund`,
    done: msg`Refund successful!`,
  },
  confirmRefund: {
    path: "refund-directly",
    permission: "refunds.approve",
    label: msg`Confirm refund`,
    done: msg`Refund successful!`,
    danger: true,
    more: true,
  },
};

/**
 * The buttons a line gets: what the machine allows at its status (the row's `actions`) and the account's
 * permissions allow; the server checks both again.
 */
export function actionsFor(row: Pick<AdminPaymentRow, "actions">, can: (p: Permission) => boolean) {
  return adminActions.filter((action) => row.actions.includes(action) && can(actionDefs[action].permission));
}

/** What the dialogs work on: the line as the list or the detail shows it, and the action chosen. */
export type ActiveAction = { line: AdminPaymentRow; action: AdminAction };
