import { adminAccountRow } from "../api/admin-accounts";
import { pageSizes } from "../schemas/common";
import { commonFilters } from "./common-filters";
import type { ListDeclaration } from "./declaration";
import { listPage, listQuery } from "./query";

/**
 * accountList (spec 002 §2): the back-office accounts of the scope, by conference in the all-conferences
 * scope. The API answers them all (a short list); the page shows them 10 at a time.
 */
export const accountList = {
  id: "accountList",
  permission: "accounts.manage",
  scope: "conferenceQuery",
  filters: { conferenceId: commonFilters.conferenceId },
  paging: { kind: "all", sizes: pageSizes.filter((n) => n <= 100), defaultSize: 10 },
  row: adminAccountRow,
  total: /*i18n*/ { id: "accountList.total", message: "{count, plural, one {# account} other {# accounts}}" },
  empty: {
    none: /*i18n*/ { id: "accountList.empty", message: "No accounts yet" },
    filtered: /*i18n*/ { id: "accountList.emptyFiltered", message: "No account of this conference" },
  },
} as const satisfies ListDeclaration;

/** GET /api/admin/accounts: the conference, in the all-conferences scope. */
export const adminAccountListQuery = listQuery(accountList);
/** Every account of the scope (never a password hash). */
export const adminAccountList = listPage(accountList);
