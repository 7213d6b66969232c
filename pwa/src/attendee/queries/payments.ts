import type { PaymentPanel, RefundRequestInput, StartPaymentInput } from "@confreg/shared";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { registrationKeys } from "./registrations";

export const paymentKeys = {
  all: ["payments"] as const,
  panel: (registrationId: number) => [...paymentKeys.all, "panel", registrationId] as const,
};

const param = (registrationId: number) => ({ id: String(registrationId) });
const lineParam = (registrationId: number, lineId: number) => ({
  id: String(registrationId),
  lineId: String(lineId),
});

/** The registration's payment panel: its lines, what may be done with each, the transfer accounts. */
export const paymentPanelQuery = (registrationId: number) =>
  queryOptions({
    queryKey: paymentKeys.panel(registrationId),
    queryFn: () => unwrap(api.api.registrations[":id"].payments.$get({ param: param(registrationId) })),
  });

const statusesOf = (panel: PaymentPanel | undefined) =>
  panel?.lines.map((line) => `${line.id}:${line.payStatus}:${line.voucher?.id ?? ""}`).join(",") ?? "";

/**
 * Stores a fresh panel. The registration's summary (status tag, paid, owed) is read from the detail, so
 * it is refetched too, but only when a line actually moved: a poll every 3 s would otherwise reload it
 * every time.
 */
async function storePanel(queryClient: QueryClient, panel: PaymentPanel): Promise<void> {
  const key = paymentKeys.panel(panel.registrationId);
  const before = queryClient.getQueryData<PaymentPanel>(key);
  queryClient.setQueryData(key, panel);
  if (statusesOf(before) !== statusesOf(panel)) {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: registrationKeys.detail(panel.registrationId) }),
      queryClient.invalidateQueries({ queryKey: registrationKeys.lists() }),
    ]);
  }
}

/** Starts (or resumes) paying a line online; answers with the provider's checkout. */
export function useStartPayment(registrationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, input }: { lineId: number; input: StartPaymentInput }) =>
      unwrap(
        api.api.registrations[":id"]["pay-lines"][":lineId"].start.$post({
          param: lineParam(registrationId, lineId),
          json: input,
        }),
      ),
    // The line is now "in progress" (1) on the server, its type the one chosen: show it so, whatever
    // the checkout does next.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.panel(registrationId) }),
        queryClient.invalidateQueries({ queryKey: registrationKeys.detail(registrationId) }),
      ]),
  });
}

/** Asks the providers how the registration's open payments and refunds stand (checkPayUpdate). */
export function useCheckPayments(registrationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.api.registrations[":id"].payments.check.$post({ param: param(registrationId) })),
    onSuccess: (panel) => storePanel(queryClient, panel),
  });
}

/** Attaches an uploaded transfer voucher to a line (to review, or replacing the one under review). */
export function usePutVoucher(registrationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, uploadId }: { lineId: number; uploadId: number }) =>
      unwrap(
        api.api.registrations[":id"]["pay-lines"][":lineId"].voucher.$put({
          param: lineParam(registrationId, lineId),
          json: { uploadId },
        }),
      ),
    onSuccess: (panel) => storePanel(queryClient, panel),
  });
}

export function useRequestRefund(registrationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, input }: { lineId: number; input: RefundRequestInput }) =>
      unwrap(
        api.api.registrations[":id"]["pay-lines"][":lineId"]["refund-request"].$post({
          param: lineParam(registrationId, lineId),
          json: input,
        }),
      ),
    onSuccess: (panel) => storePanel(queryClient, panel),
  });
}
