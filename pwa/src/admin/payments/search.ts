import { type AdminScope, paymentList } from "@confreg/shared";
import { z } from "zod";
import type { PaymentAlertParams } from "#admin/queries/payments";

/** The alerts page offers the payment list's page sizes. */
export const alertPageSizes = paymentList.paging.sizes;
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
