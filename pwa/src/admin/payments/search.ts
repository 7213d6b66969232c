import { type AdminScope, adminPaymentQuery, pageSizes } from "@confreg/shared";
import { z } from "zod";
import type { PaymentAlertParams, PaymentListParams } from "#admin/queries/payments";

/** Page sizes of the payment list (spec 002 §9: 5 to 100; the 300 of the print list is not offered). */
export const paymentPageSizes = pageSizes.filter((n) => n <= 100);
export const defaultPaymentPageSize = 10;

/** A filter the API also takes: its schema, reading what the router parsed as a number as text. */
const fromUrl = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((value) => (typeof value === "number" ? String(value) : value), schema)
    .optional()
    .catch(undefined);

const { conferenceId, payType, payStatus, keyword } = adminPaymentQuery.shape;

/** paylist's filters and paging, kept in the URL so reload and back keep them. */
export const paymentListSearch = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  size: z.coerce.number().pipe(z.literal(paymentPageSizes)).optional().catch(undefined),
  conferenceId: fromUrl(conferenceId.unwrap()),
  payType: fromUrl(payType.unwrap()),
  payStatus: fromUrl(payStatus.unwrap()),
  keyword: fromUrl(keyword.unwrap()),
});
export type PaymentListSearch = z.infer<typeof paymentListSearch>;
export type PaymentListFilters = Omit<PaymentListSearch, "page" | "size">;

/** The API query: in one conference's scope the conference is the scope, whatever the URL says. */
export function toPaymentParams(search: PaymentListSearch, scope: AdminScope): PaymentListParams {
  const params: PaymentListParams = {
    page: String(search.page ?? 1),
    size: String(search.size ?? defaultPaymentPageSize),
  };
  const conference = scope === "all" ? search.conferenceId : scope;
  if (conference !== undefined) params.conferenceId = String(conference);
  if (search.payType !== undefined) params.payType = String(search.payType);
  if (search.payStatus !== undefined) params.payStatus = String(search.payStatus);
  if (search.keyword) params.keyword = search.keyword;
  return params;
}

export const alertPageSizes = paymentPageSizes;
export const defaultAlertPageSize = 20;

/** The alerts page: unresolved by default, the resolved ones on request. */
export const paymentAlertSearch = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  size: z.coerce.number().pipe(z.literal(alertPageSizes)).optional().catch(undefined),
  resolved: z.boolean().optional().catch(undefined),
});
export type PaymentAlertSearch = z.infer<typeof paymentAlertSearch>;

export function toAlertParams(search: PaymentAlertSearch, scope: AdminScope): PaymentAlertParams {
  return {
    page: String(search.page ?? 1),
    size: String(search.size ?? defaultAlertPageSize),
    resolved: String(search.resolved ?? false),
    ...(scope === "all" ? {} : { conferenceId: String(scope) }),
  };
}
