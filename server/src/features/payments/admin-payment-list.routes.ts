import {
  AppError,
  adminPaymentDetail,
  adminPaymentPage,
  adminPaymentQuery,
  idParam,
  pageOf,
  paymentAlert,
  paymentAlertPage,
  paymentAlertQuery,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { limitListSearch } from "#lib/list/search-limit";
import { listPaymentAlerts, resolvePaymentAlert } from "./admin-payment-alerts";
import { findPaymentDetail } from "./admin-payment-detail";
import { searchPayLines, toAdminPaymentRow } from "./admin-payments.repo";

const tags = ["admin", "payments"];
const idParams = z.object({ id: idParam });

const list = adminRoute({
  operationId: "listPayments",
  errors: ["RATE_LIMITED"],
  specOperations: ["applyList"],
  permission: "payments.read",
  scope: scopes.conferenceQuery(),
  method: "get",
  path: "/admin/payments",
  tags,
  request: { query: adminPaymentQuery },
  responses: { 200: jsonResponse(adminPaymentPage, "Payment lines in the admin's scope, newest first") },
});
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
  .openapi(list, async (c) => {
    const deps = c.get("deps");
    const scope = c.get("scope");
    const query = c.req.valid("query");
    await limitListSearch(deps, {
      adminId: c.get("admin").id,
      scope,
      keyword: query.keyword,
      list: "payments",
    });
    const { db, dialect, pii } = deps;
    const { rows, total } = await searchPayLines({ db, dialect, pii, scope }, query);
    return c.json(pageOf(rows.map(toAdminPaymentRow), query, total), 200);
  })
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
