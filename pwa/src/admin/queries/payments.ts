import type {
  AdminPaymentDetail,
  completeRefundInput,
  confirmPaymentInput,
  PaymentAlert,
  reasonInput,
} from "@confreg/shared";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { ListParams } from "#admin/lists/list-search";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";
import { registrationKeys } from "./registrations";

export type PaymentAlertParams = { page: string; size: string; conferenceId?: string; resolved: string };

export const paymentKeys = {
  all: () => [...adminRootKey, "payments"] as const,
  lists: () => [...paymentKeys.all(), "list"] as const,
  list: (params: ListParams) => [...paymentKeys.lists(), params] as const,
  detail: (id: number) => [...paymentKeys.all(), "detail", id] as const,
  alerts: () => [...paymentKeys.all(), "alerts"] as const,
  alertList: (params: PaymentAlertParams) => [...paymentKeys.alerts(), params] as const,
};

export const paymentListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: paymentKeys.list(params),
    queryFn: () => unwrap(api.api.admin.payments.$get({ query: params })),
    placeholderData: keepPreviousData,
  });

export const paymentDetailQuery = (id: number) =>
  queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: (): Promise<AdminPaymentDetail> =>
      unwrap(api.api.admin["pay-lines"][":id"].$get({ param: { id: String(id) } })),
    staleTime: 0,
  });

export const paymentAlertsQuery = (params: PaymentAlertParams) =>
  queryOptions({
    queryKey: paymentKeys.alertList(params),
    queryFn: () => unwrap(api.api.admin["payment-alerts"].$get({ query: params })),
    placeholderData: keepPreviousData,
  });

/** How many alerts of the scope wait for a person: one row asked for, the total read (the menu's badge). */
export const unresolvedAlertCountQuery = (conferenceId: string | undefined) =>
  queryOptions({
    queryKey: paymentKeys.alertList({ page: "1", size: "5", resolved: "false", conferenceId }),
    queryFn: () =>
      unwrap(
        api.api.admin["payment-alerts"].$get({
          query: { page: "1", size: "5", resolved: "false", ...(conferenceId ? { conferenceId } : {}) },
        }),
      ),
    select: (page) => page.total,
    staleTime: 60_000,
  });

/** What each action on a pay line sends (shared schemas); the path is the key. */
export type PaymentActionBodies = {
  confirm: z.input<typeof confirmPaymentInput>;
  return: z.input<typeof reasonInput>;
  "approve-refund": undefined;
  "reject-refund": z.input<typeof reasonInput>;
  "complete-refund": z.input<typeof completeRefundInput>;
  "check-refund": undefined;
  "refund-directly": undefined;
};
export type PaymentActionPath = keyof PaymentActionBodies;
/** One action with its body, checked together. */
export type PaymentActionRequest = {
  [P in PaymentActionPath]: { path: P; body: PaymentActionBodies[P] };
}[PaymentActionPath];

/** Each action's route of the typed client; every one answers `{ ok: true }`. */
function postAction(id: number, request: PaymentActionRequest) {
  const line = api.api.admin["pay-lines"][":id"];
  const param = { id: String(id) };
  switch (request.path) {
    case "confirm":
      return unwrap(line.confirm.$post({ param, json: request.body }));
    case "return":
      return unwrap(line.return.$post({ param, json: request.body }));
    case "approve-refund":
      return unwrap(line["approve-refund"].$post({ param }));
    case "reject-refund":
      return unwrap(line["reject-refund"].$post({ param, json: request.body }));
    case "complete-refund":
      return unwrap(line["complete-refund"].$post({ param, json: request.body }));
    case "check-refund":
      return unwrap(line["check-refund"].$post({ param }));
    case "refund-directly":
      return unwrap(line["refund-directly"].$post({ param }));
  }
}

/** Asks the provider how a refund by the original route went (polled; the caller refetches the line). */
export const checkRefund = (id: number) => postAction(id, { path: "check-refund", body: undefined });

/** Runs an action on a line, then refetches its detail and every payment list (and the alerts' count). */
export function usePaymentAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PaymentActionRequest) => postAction(id, request),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: registrationKeys.all() }),
      ]),
  });
}

export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<PaymentAlert> =>
      unwrap(api.api.admin["payment-alerts"][":id"].resolve.$post({ param: { id: String(id) } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.alerts() }),
  });
}
