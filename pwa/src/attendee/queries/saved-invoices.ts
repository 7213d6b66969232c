import type { InvoiceDetailsBody } from "@confreg/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { paymentKeys } from "./payments";
import { registrationKeys } from "./registrations";

export const savedInvoiceKeys = {
  all: ["saved-invoices"] as const,
  list: (accountId: number) => [...savedInvoiceKeys.all, accountId] as const,
  own: (registrationId: number) => ["own-invoice", registrationId] as const,
};

/** The signed-in account's saved common invoices (spec 000 §7 "saved invoices: list"). */
export const savedInvoicesQuery = (accountId: number) =>
  queryOptions({
    queryKey: savedInvoiceKeys.list(accountId),
    queryFn: () => unwrap(api.api.me["saved-invoices"].$get()),
  });

/** Adds (no id) or edits (an id) a saved common invoice; the list is read again either way. */
export function useSaveSavedInvoice(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: InvoiceDetailsBody }) =>
      id === null
        ? unwrap(api.api.me["saved-invoices"].$post({ json: body }))
        : unwrap(api.api.me["saved-invoices"][":id"].$put({ param: { id: String(id) }, json: body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedInvoiceKeys.list(accountId) }),
  });
}

export function useDeleteSavedInvoice(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.api.me["saved-invoices"][":id"].$delete({ param: { id: String(id) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedInvoiceKeys.list(accountId) }),
  });
}

/** A registration's invoice details as registerDetail's editor opens them, with whether they may change. */
export const ownInvoiceQuery = (registrationId: number) =>
  queryOptions({
    queryKey: savedInvoiceKeys.own(registrationId),
    queryFn: () =>
      unwrap(api.api.registrations[":id"].invoice.$get({ param: { id: String(registrationId) } })),
  });

/**
 * The attendee's edit of their registration's invoice (confirm edit invoice). The detail shows the type
 * and title, the payment panel the invoice's state: all are read again, on a refusal too.
 */
export function useEditOwnInvoice(registrationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceDetailsBody) =>
      unwrap(
        api.api.registrations[":id"].invoice.$put({ param: { id: String(registrationId) }, json: body }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: savedInvoiceKeys.own(registrationId) }),
        queryClient.invalidateQueries({ queryKey: registrationKeys.detail(registrationId) }),
        queryClient.invalidateQueries({ queryKey: registrationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.panel(registrationId) }),
      ]),
  });
}
