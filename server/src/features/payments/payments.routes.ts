import {
  idParam,
  paymentPanel as paymentPanelSchema,
  paymentStarted,
  refundRequestInput,
  startPaymentInput,
  voucherInput,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { transact } from "#db/transact";
import { clientIp, originOf } from "#http/client";
import type { AppEnv } from "#http/env";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { apiRoute } from "#http/routes";
import { requireAttendee } from "#http/session";
import { checkRegistrationPayments } from "./check-payments";
import { payLineEventErrors } from "./payment-events";
import { lineFacts } from "./payment-facts";
import { paymentPanel } from "./payment-panel";
import { requestRefund } from "./refunds";
import { startPayment } from "./start-payment";
import { putTransferVoucher } from "./transfer-voucher";

const tags = ["payments"];
const registrationParams = z.object({ id: idParam });
const lineParams = z.object({ id: idParam, lineId: idParam });
const panelResponse = { 200: jsonResponse(paymentPanelSchema, "The registration's payment panel") };

/** WeChat's own browser (and the mini-program's web view) say so in their user agent. */
export const inWeChat = (c: Context<AppEnv>) => /MicroMessenger/i.test(c.req.header("user-agent") ?? "");

const getPanel = apiRoute({
  operationId: "getPaymentPanel",
  errors: ["REGISTRATION_NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["getRegisterPayInfo"],
  method: "get",
  path: "/registrations/{id}/payments",
  tags,
  request: { params: registrationParams },
  responses: panelResponse,
});
const start = apiRoute({
  operationId: "startPayment",
  errors: [
    ...payLineEventErrors,
    "ONLY_WECHAT_PAY",
    "PAYMENT_ALREADY_RECEIVED",
    "PAYMENT_PROVIDER_UNAVAILABLE",
    "PAY_TYPE_NOT_OFFERED",
    "REGISTRATION_NOT_FOUND",
    "UNAUTHENTICATED",
  ],
  specOperations: [
    "pcAlipay",
    "pcWxpay",
    "pcUnionpay",
    "mobileAlipay",
    "mobileWxpay",
    "mobileUnionpay",
    "mobileWxpayInWx",
    "mobileWxpayInMiniApp",
    "paypalInitial",
    "changeTradeNumber",
  ],
  method: "post",
  path: "/registrations/{id}/pay-lines/{lineId}/start",
  tags,
  request: { params: lineParams, body: jsonBody(startPaymentInput) },
  responses: { 200: jsonResponse(paymentStarted, "What the browser does next to pay") },
});
const check = apiRoute({
  operationId: "checkPayments",
  errors: [...payLineEventErrors, "REGISTRATION_NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["checkPayUpdate", "checkPayRefund"],
  method: "post",
  path: "/registrations/{id}/payments/check",
  tags,
  request: { params: registrationParams },
  responses: panelResponse,
});
const voucher = apiRoute({
  operationId: "putTransferVoucher",
  errors: [...payLineEventErrors, "REGISTRATION_NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["updateTransferVoucher"],
  method: "put",
  path: "/registrations/{id}/pay-lines/{lineId}/voucher",
  tags,
  request: { params: lineParams, body: jsonBody(voucherInput) },
  responses: panelResponse,
});
const refund = apiRoute({
  operationId: "requestRefund",
  errors: [...payLineEventErrors, "REGISTRATION_NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["applyRefund"],
  method: "post",
  path: "/registrations/{id}/pay-lines/{lineId}/refund-request",
  tags,
  request: { params: lineParams, body: jsonBody(refundRequestInput) },
  responses: panelResponse,
});

async function panelOf(c: Context<AppEnv>, accountId: number, registrationId: number) {
  return paymentPanel(c.get("deps"), { accountId, registrationId }, { inWeChat: inWeChat(c) });
}

/** The attendee's side of paying: the panel, starting a payment, checking it, vouchers and refunds. */
export const paymentRoutes = createRouter()
  .openapi(getPanel, async (c) => {
    const { accountId } = await requireAttendee(c);
    return c.json(await panelOf(c, accountId, c.req.valid("param").id), 200);
  })
  .openapi(start, async (c) => {
    const { accountId } = await requireAttendee(c);
    const { id, lineId } = c.req.valid("param");
    const client = { inWeChat: inWeChat(c), ip: clientIp(c), origin: originOf(c) };
    const started = await startPayment(c.get("deps"), {
      accountId,
      registrationId: id,
      lineId,
      input: c.req.valid("json"),
      client,
    });
    return c.json(started, 200);
  })
  .openapi(check, async (c) => {
    const { accountId } = await requireAttendee(c);
    const { id } = c.req.valid("param");
    // The panel first: it is what makes sure the registration is this attendee's before asking providers.
    await panelOf(c, accountId, id);
    await checkRegistrationPayments(c.get("deps"), id);
    return c.json(await panelOf(c, accountId, id), 200);
  })
  .openapi(voucher, async (c) => {
    const { accountId } = await requireAttendee(c);
    const { id, lineId } = c.req.valid("param");
    const { uploadId } = c.req.valid("json");
    await putTransferVoucher(c.get("deps"), { accountId, registrationId: id, lineId, uploadId });
    return c.json(await panelOf(c, accountId, id), 200);
  })
  .openapi(refund, async (c) => {
    const { accountId } = await requireAttendee(c);
    const { id, lineId } = c.req.valid("param");
    const input = c.req.valid("json");
    const deps = c.get("deps");
    await transact(
      deps.db,
      async (tx) => {
        await lineFacts(tx.db, lineId, { accountId, registrationId: id });
        await requestRefund(tx, deps.pii, {
          lineId,
          actor: { kind: "attendee", id: accountId },
          reason: input.reason,
          account: input.account ?? null,
        });
      },
      { at: deps.now() },
    );
    return c.json(await panelOf(c, accountId, id), 200);
  });
