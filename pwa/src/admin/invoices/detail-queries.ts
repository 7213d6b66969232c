import type { InvoiceDetailsInput } from "@confreg/shared";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { invoiceKeys, useRefetchAfterInvoiceChange } from "#admin/queries/invoices";
import { api, unwrap } from "#api/client";

const detailKey = (id: number) => [...invoiceKeys.all(), "detail", id] as const;

/** getInvoiceDetail: every field of one invoice, its registrant and its log. */
export const invoiceDetailQuery = (id: number) =>
  queryOptions({
    queryKey: detailKey(id),
    queryFn: () => unwrap(api.api.admin.invoices[":id"].$get({ param: { id: String(id) } })),
    staleTime: 0,
  });

/** confirmInvoiceTaken / cancelInvoiceTaken. */
export function useInvoiceTaken() {
  const onSettled = useRefetchAfterInvoiceChange();
  return useMutation({
    mutationFn: ({ id, taken }: { id: number; taken: boolean }) => {
      const invoice = api.api.admin.invoices[":id"];
      const param = { id: String(id) };
      return unwrap(taken ? invoice.taken.$post({ param }) : invoice["not-taken"].$post({ param }));
    },
    onSettled,
  });
}

/** The posted paper invoice's express number (manage-invoice/updateInvoice). */
export function useInvoiceExpress() {
  const onSettled = useRefetchAfterInvoiceChange();
  return useMutation({
    mutationFn: ({ id, expressNumber }: { id: number; expressNumber: string }) =>
      unwrap(
        api.api.admin.invoices[":id"].express.$put({ param: { id: String(id) }, json: { expressNumber } }),
      ),
    onSettled,
  });
}

/** The buyer's details while nothing is issued (manage-invoice/updateInvoice). */
export function useInvoiceDetailsEdit() {
  const onSuccess = useRefetchAfterInvoiceChange();
  return useMutation({
    mutationFn: ({ id, details }: { id: number; details: InvoiceDetailsInput }) =>
      unwrap(api.api.admin.invoices[":id"].details.$put({ param: { id: String(id) }, json: details })),
    onSuccess,
  });
}
