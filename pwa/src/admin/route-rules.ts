// How the back office reads its addresses (the scope in the path, the filters in the query: zod and the
// shared declarations), who may open which page and what its routes fetch, in one chunk that loads with
// the back office (lazy-route-rules.ts), not in the route tree every first page downloads.
export {
  acceptedPapersList,
  accountList,
  allConferencesScope,
  auditLogList,
  checkinList,
  groupList,
  groupSchemeList,
  invoiceList,
  legacyAllConferencesId,
  lodgingList,
  memberList,
  parseAdminScope,
  paymentList,
  printList,
  registrationList,
} from "@confreg/shared";
export { designerSearch } from "./badges/designer/search";
export { printListView } from "./badges/print-list/view";
export { conferenceEditorSearch, conferenceListSearch } from "./conferences/search";
export { listSearch, toListParams as toDeclaredListParams } from "./lists/list-search";
export { outboxSearch, toOutboxParams } from "./outbox/search";
export { paymentAlertSearch, toAlertParams } from "./payments/search";
export { acceptedPapersQuery } from "./queries/accepted-papers";
export { adminAccountsQuery } from "./queries/accounts";
export { auditLogQuery } from "./queries/audit-log";
export { badgeTemplatesQuery, printListPageQuery } from "./queries/badges";
export { checkinListQuery } from "./queries/checkin";
export { checkinBoardQuery, checkinPointsQuery } from "./queries/checkin-board";
export { adminConferencesQuery } from "./queries/conferences";
export { dashboardQuery } from "./queries/dashboard";
export { groupListQuery, groupSchemeListQuery } from "./queries/groups";
export { invoiceListQuery } from "./queries/invoices";
export { lodgingListQuery } from "./queries/lodging";
export { memberListQuery } from "./queries/members";
export { outboxQuery } from "./queries/outbox";
export { paymentAlertsQuery, paymentListQuery } from "./queries/payments";
export { registrationEditFormQuery } from "./queries/registration-edit";
export { registrationListQuery } from "./queries/registrations";
export { adminMeQuery } from "./queries/session";
export { systemSettingsQuery } from "./queries/system-settings";
export { registerEditSearch } from "./register-edit/search";
export { homePageOf, homeScopeOf, mayOpenPage, mayOpenScope, scopeOf, scopeSegment } from "./scope";
