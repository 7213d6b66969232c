import { type AdminScope, adminInvoiceQuery, pageSizes } from "@confreg/shared";
import { z } from "zod";
import type { InvoiceListParams } from "#admin/queries/invoices";

/** Page sizes of the invoice list (spec 002 §9: 5 to 100). */
export const invoicePageSizes = pageSizes.filter((n) => n <= 100);
export const defaultInvoicePageSize = 10;

/** A filter the API also takes: its schema, reading what the router parsed as a number as text. */
const fromUrl = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((value) => (typeof value === "number" ? String(value) : value), schema)
    .optional()
    .catch(undefined);

const { conferenceId, invoiceType, invoiceStatus, payType, payStatus, keyword } = adminInvoiceQuery.shape;

/** invoiceList's filters and paging, kept in the URL so reload and back keep them. */
export const invoiceListSearch = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  size: z.coerce.number().pipe(z.literal(invoicePageSizes)).optional().catch(undefined),
  conferenceId: fromUrl(conferenceId.unwrap()),
  invoiceType: fromUrl(invoiceType.unwrap()),
  invoiceStatus: fromUrl(invoiceStatus.unwrap()),
  payType: fromUrl(payType.unwrap()),
  payStatus: fromUrl(payStatus.unwrap()),
  keyword: fromUrl(keyword.unwrap()),
});
export type InvoiceListSearch = z.infer<typeof invoiceListSearch>;
export type InvoiceListFilters = Omit<InvoiceListSearch, "page" | "size">;

/** The API query: in one conference's scope the conference is the scope, whatever the URL says. */
export function toInvoiceParams(search: InvoiceListSearch, scope: AdminScope): InvoiceListParams {
  const params: InvoiceListParams = {
    page: String(search.page ?? 1),
    size: String(search.size ?? defaultInvoicePageSize),
  };
  const conference = scope === "all" ? search.conferenceId : scope;
  if (conference !== undefined) params.conferenceId = String(conference);
  if (search.invoiceType !== undefined) params.invoiceType = String(search.invoiceType);
  if (search.invoiceStatus !== undefined) params.invoiceStatus = String(search.invoiceStatus);
  if (search.payType !== undefined) params.payType = String(search.payType);
  if (search.payStatus !== undefined) params.payStatus = String(search.payStatus);
  if (search.keyword) params.keyword = search.keyword;
  return params;
}
