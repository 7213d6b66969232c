import {
  completeRefundInput,
  confirmPaymentInput,
  type ErrorCode,
  idParam,
  ok,
  type Permission,
  reasonInput,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ZodType } from "zod";
import { originOf } from "#http/client";
import type { AppEnv } from "#http/env";
import { type GuardedEnv, scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import {
  approveRefund,
  completeRefund,
  confirmPayment,
  confirmRefundDirectly,
  rejectRefund,
  returnToReview,
} from "./admin-payment-actions";
import { checkRefund } from "./check-payments";
import { payLineEventErrors } from "./payment-events";

type Meta = {
  operationId: string;
  specOperations: string[];
  errors: readonly ErrorCode[];
  permission: Permission;
  summary: string;
};

/** A pay-line action's route: its permission, the line's conference as scope, `{ok: true}` when done. */
function lineAction<P extends string, B extends ZodType | undefined = undefined>(
  path: P,
  meta: Meta,
  body?: B,
) {
  return adminRoute({
    ...meta,
    scope: scopes.record("payLines", "NOT_FOUND"),
    method: "post",
    path: `/admin/pay-lines/{id}/${path}` as `/admin/pay-lines/{id}/${P}`,
    tags: ["admin", "payments"],
    request: {
      params: z.object({ id: idParam }),
      ...((body ? { body: jsonBody(body) } : {}) as B extends ZodType
        ? { body: { content: { "application/json": { schema: B } }; required: true } }
        : object),
    },
    responses: { 200: jsonResponse(ok, "Done") },
  });
}

const confirm = lineAction(
  "confirm",
  {
    operationId: "confirmPayment",
    errors: [...payLineEventErrors, "REGISTRATION_NOT_FOUND"],
    specOperations: ["confirmPay"],
    permission: "payments.confirm",
    summary: "Confirm a payment with the fee received (transfer, onsite cash, cheque)",
  },
  confirmPaymentInput,
);
const sendBack = lineAction(
  "return",
  {
    operationId: "returnPaymentToReview",
    errors: [...payLineEventErrors],
    specOperations: ["rejectConfirm"],
    permission: "payments.confirm",
    summary: "Send the voucher back: the line is unpaid again, with the reason",
  },
  reasonInput,
);
const approve = lineAction("approve-refund", {
  operationId: "approveRefund",
  errors: [...payLineEventErrors, "REGISTRATION_NOT_FOUND"],
  specOperations: ["applyConfirm"],
  permission: "refunds.approve",
  summary: "Approve a refund request",
});
const reject = lineAction(
  "reject-refund",
  {
    operationId: "rejectRefund",
    errors: [...payLineEventErrors],
    specOperations: ["rejectRefund", "applyRevoke"],
    permission: "refunds.approve",
    summary: "Reject a refund request, with the reason",
  },
  reasonInput,
);
const complete = lineAction(
  "complete-refund",
  {
    operationId: "completeRefund",
    errors: [
      ...payLineEventErrors,
      "PAYMENT_PROVIDER_UNAVAILABLE",
      "REFUND_FAILED",
      "REGISTRATION_NOT_FOUND",
    ],
    specOperations: ["issueRefund", "confirmRefund"],
    permission: "refunds.approve",
    summary: "Send an approved refund by the original route (through the provider) or record a bank transfer",
  },
  completeRefundInput,
);
const check = lineAction("check-refund", {
  operationId: "checkRefund",
  errors: [...payLineEventErrors, "REGISTRATION_NOT_FOUND"],
  specOperations: ["checkRefund"],
  permission: "refunds.approve",
  summary: "Ask the provider how a refund by the original route went",
});
const refundNow = lineAction("refund-directly", {
  operationId: "refundDirectly",
  errors: [...payLineEventErrors, "REGISTRATION_NOT_FOUND"],
  specOperations: ["confirmRefund"],
  permission: "refunds.approve",
  summary: "Refund at once from the list (paid, or a request under review), by bank transfer",
});

const done = (c: Context) => c.json({ ok: true as const }, 200);
const who = (c: Context<AppEnv & GuardedEnv>) => ({
  adminId: c.get("admin").id,
  lineId: Number(c.req.param("id")),
});

/** The back office's payment actions, each a transition of the shared machine with its permission. */
export const adminPaymentActionRoutes = createRouter()
  .openapi(confirm, async (c) => {
    await confirmPayment(c.get("deps"), { ...who(c), ...c.req.valid("json") });
    return done(c);
  })
  .openapi(sendBack, async (c) => {
    await returnToReview(c.get("deps"), { ...who(c), ...c.req.valid("json") });
    return done(c);
  })
  .openapi(approve, async (c) => {
    await approveRefund(c.get("deps"), who(c));
    return done(c);
  })
  .openapi(reject, async (c) => {
    await rejectRefund(c.get("deps"), { ...who(c), ...c.req.valid("json") });
    return done(c);
  })
  .openapi(complete, async (c) => {
    await completeRefund(c.get("deps"), { ...who(c), ...c.req.valid("json"), origin: originOf(c) });
    return done(c);
  })
  .openapi(check, async (c) => {
    await checkRefund(c.get("deps"), who(c).lineId);
    return done(c);
  })
  .openapi(refundNow, async (c) => {
    await confirmRefundDirectly(c.get("deps"), who(c));
    return done(c);
  });
