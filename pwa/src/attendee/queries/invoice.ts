import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { paymentKeys } from "./payments";
import { registrationKeys } from "./registrations";

/**
 * Applies for the registration's invoice (confirmInvoice): 0 or -2 → 1. The detail carries the invoice
 * status and the actions left, and the payment panel's refund depends on the invoice: both are refetched,
 * on a refusal too (the server may know better than the page, e.g. the invoice was applied for elsewhere).
 */
export function useApplyInvoice(registrationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.api.registrations[":id"].invoice.apply.$post({ param: { id: String(registrationId) } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.detail(registrationId) }),
        queryClient.invalidateQueries({ queryKey: registrationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.panel(registrationId) }),
      ]),
  });
}
