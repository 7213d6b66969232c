import {
  AppError,
  adminPaymentDetail,
  idParam,
  pageOf,
  paymentAlert,
  paymentAlertPage,
  paymentAlertQuery,
  paymentList,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { listRoutes } from "#lib/list/list-routes";
import { listPaymentAlerts, resolvePaymentAlert } from "./admin-payment-alerts";
import { findPaymentDetail } from "./admin-payment-detail";
import { searchPayLines, toAdminPaymentRow } from "./admin-payments.repo";

const tags = ["admin", "payments"];
const idParams = z.object({ id: idParam });

const list = listRoutes(
  paymentList,
  {
    operationId: "listPayments",
    errors: [],
    specOperations: ["applyList"],
    path: "/admin/payments",
    tags,
    description: "Payment lines in the admin's scope, newest first",
  },
  async ({ db, dialect, pii }, scope, query) => {
    const { rows, total } = await searchPayLines({ db, dialect, pii, scope }, query);
    return pageOf(rows.map(toAdminPaymentRow), query, total);
  },
);
const detail = adminRoute({
  operationId: "getPaymentDetail",
  errors: ["NOT_FOUND"],
  specOperations: ["applyDetail"],
  permission: "payments.read",
  scope: scopes.record("payLines", "NOT_FOUND"),
  method: "get",
  path: "/admin/pay-lines/{id}",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(adminPaymentDetail, "One line: voucher, refund request, orders, history") },
});
const alerts = adminRoute({
  operationId: "listPaymentAlerts",
  errors: [],
  permission: "payments.read",
  scope: scopes.conferenceQuery(),
  method: "get",
  path: "/admin/payment-alerts",
  tags,
  request: { query: paymentAlertQuery },
  responses: { 200: jsonResponse(paymentAlertPage, "Alerts about money that needs a person") },
});
const resolve = adminRoute({
  operationId: "resolvePaymentAlert",
  errors: ["NOT_FOUND"],
  permission: "payments.confirm",
  scope: scopes.record("paymentAlerts", "NOT_FOUND"),
  method: "post",
  path: "/admin/payment-alerts/{id}/resolve",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(paymentAlert, "The alert, resolved (audited)") },
});

export const adminPaymentListRoutes = createRouter()
  .route("/", list)
  .openapi(detail, async (c) => {
    const { db, pii } = c.get("deps");
    const found = await findPaymentDetail(db, pii, c.req.valid("param").id);
    if (!found) throw new AppError("NOT_FOUND");
    return c.json(found, 200);
  })
  .openapi(alerts, async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await listPaymentAlerts(c.get("deps").db, c.get("scope"), query);
    return c.json(pageOf(items, query, total), 200);
  })
  .openapi(resolve, async (c) => {
    const resolved = await resolvePaymentAlert(c.get("deps"), {
      id: c.req.valid("param").id,
      adminId: c.get("admin").id,
    });
    if (!resolved) throw new AppError("NOT_FOUND");
    return c.json(resolved, 200);
  });
