import type { InvoiceBatchResult, IssueOutcomeBody } from "@confreg/shared";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListParams } from "#admin/lists/list-search";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";
import { registrationKeys } from "./registrations";

export const invoiceKeys = {
  all: () => [...adminRootKey, "invoices"] as const,
  lists: () => [...invoiceKeys.all(), "list"] as const,
  list: (params: ListParams) => [...invoiceKeys.lists(), params] as const,
  log: (id: number) => [...invoiceKeys.all(), "log", id] as const,
};

export const invoiceListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: () => unwrap(api.api.admin.invoices.$get({ query: params })),
    placeholderData: keepPreviousData,
  });

export const invoiceLogQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.log(id),
    queryFn: () => unwrap(api.api.admin.invoices[":id"].log.$get({ param: { id: String(id) } })),
    staleTime: 0,
  });

/** Where the issued invoice's PDF downloads (the server answers with the file). */
export const invoiceDocumentHref = (id: number) => `/api/admin/invoices/${id}/document`;

/**
 * One invoice's action: issue, re-issue (with the reason of the red reversal that re-issuing an issued
 * invoice starts with), void with a reason, ask the issuer how it stands, or ask again for the PDF of an
 * invoice issued without one.
 */
export type InvoiceActionRequest =
  | { path: "issue" }
  | { path: "query" }
  | { path: "document-retry" }
  | { path: "reissue" | "void"; body: { reason: string } };

/** The action's call alone; `useInvoiceAction` refetches after it, the polling only when it ends. */
export function postInvoiceAction(id: number, request: InvoiceActionRequest): Promise<IssueOutcomeBody> {
  const invoice = api.api.admin.invoices[":id"];
  const param = { id: String(id) };
  switch (request.path) {
    case "issue":
      return unwrap(invoice.issue.$post({ param }));
    case "query":
      return unwrap(invoice.query.$post({ param }));
    case "document-retry":
      return unwrap(invoice["document-retry"].$post({ param }));
    case "reissue":
      return unwrap(invoice.reissue.$post({ param, json: request.body }));
    case "void":
      return unwrap(invoice.void.$post({ param, json: request.body }));
  }
}

/** After any invoice action: every invoice list, its log, and the registrations (their invoice status). */
export function useRefetchAfterInvoiceChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invoiceKeys.all() }),
      queryClient.invalidateQueries({ queryKey: registrationKeys.all() }),
    ]);
}

export function useInvoiceAction() {
  const onSettled = useRefetchAfterInvoiceChange();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: InvoiceActionRequest }) =>
      postInvoiceAction(id, request),
    onSettled,
  });
}

/** Issues the selected invoices one after another on the server (invoiceBatch), counting each outcome. */
export function useInvoiceBatch(conferenceId: string | undefined) {
  const onSettled = useRefetchAfterInvoiceChange();
  return useMutation({
    mutationFn: (invoiceIds: number[]): Promise<InvoiceBatchResult> =>
      unwrap(
        api.api.admin.invoices.batch.$post({
          query: conferenceId ? { conferenceId } : {},
          json: { invoiceIds },
        }),
      ),
    onSettled,
  });
}
