import type { z } from "zod";
import { adminPaymentRow } from "../api/payments";
import { pageSizes } from "../schemas/common";
import { commonFilters } from "./common-filters";
import type { ListDeclaration } from "./declaration";
import { listPage, listQuery } from "./query";

const { conferenceId, payType, payStatus } = commonFilters;

/**
 * paylist (spec 002 §2 applyList): the payment lines of the scope, newest first, by conference (in the
 * all-conferences scope), payment method, what the line shows as, and a keyword (the registrant, or a
 * trade number typed in full). Pages of 5 to 100 (§9: the print list's 300 is not offered).
 */
export const paymentList = {
  id: "paylist",
  permission: "payments.read",
  scope: "conferenceQuery",
  filters: {
    conferenceId,
    payType,
    payStatus,
    keyword: {
      kind: "keyword",
      label: /*i18n*/ {
        id: "paylist.filter.keyword",
        message: "Name, unit, e-mail, trade number, or a whole phone number",
      },
      maxLength: 60,
    },
  },
  paging: { kind: "pages", sizes: pageSizes.filter((n) => n <= 100), defaultSize: 10 },
  row: adminPaymentRow,
  total: /*i18n*/ {
    id: "paylist.total",
    message: "{count, plural, one {# payment line} other {# payment lines}}",
  },
  empty: {
    none: /*i18n*/ { id: "paylist.empty", message: "No payments yet" },
    filtered: /*i18n*/ { id: "paylist.emptyFiltered", message: "No payment matches these filters" },
  },
} as const satisfies ListDeclaration;

/** GET /api/admin/payments: page and size, then the filters. */
export const adminPaymentQuery = listQuery(paymentList);
export type AdminPaymentQuery = z.infer<typeof adminPaymentQuery>;
export const adminPaymentPage = listPage(paymentList);
