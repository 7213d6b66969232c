import type { AdminAccount, ListDeclaration } from "@confreg/shared";
import type { QueryClient } from "@tanstack/react-query";
import { createRoute, lazyRouteComponent, notFound, redirect } from "@tanstack/react-router";
import { ApiClientError } from "#api/errors";
import { loadBackOfficeMessages } from "#i18n";
import { rootRoute } from "#shell/root-route";
import type { DesignerSearch } from "./badges/designer/search";
import type { ConferenceEditorSearch, ConferenceListSearch } from "./conferences/search";
import { loadRouteRules, routeRules } from "./lazy-route-rules";
import type { ListParams, ListSearch, ListView, ViewSearch } from "./lists/list-search";
import type { OutboxSearch } from "./outbox/search";
import type { PaymentAlertSearch } from "./payments/search";
import type { RegisterEditSearch } from "./register-edit/search";
import type { AdminPage } from "./scope";

/**
 * The back office lives under /:conferenceId/manager, where conferenceId is a conference or "all"
 * (DOMAIN.md §1); the old 200 is redirected to "all". Its rules load with it (lazy-route-rules.ts), so
 * the scope is checked here rather than in a `params.parse`; so do its messages (i18n.ts).
 */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "$conferenceId/manager",
  beforeLoad: async ({ params, location }) => {
    const [rules] = await Promise.all([loadRouteRules(), loadBackOfficeMessages()]);
    if (rules.parseAdminScope(params.conferenceId) === null) throw notFound();
    if (params.conferenceId === rules.legacyAllConferencesId) {
      throw redirect({
        href: location.href.replace(`/${rules.legacyAllConferencesId}/`, `/${rules.allConferencesScope}/`),
      });
    }
  },
  component: lazyRouteComponent(() => import("./AdminArea"), "AdminArea"),
});

const indexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/",
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/$conferenceId/manager/login", params });
  },
});

export const adminLoginRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "login",
  component: lazyRouteComponent(() => import("./pages/LoginPage"), "LoginPage"),
});

/**
 * The home shell: sidebar, header with logout, closable tabs; pages open inside it. Only a signed-in admin
 * gets in, and an account bound to one conference only into that conference (the server refuses anyway).
 */
export const adminHomeRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "home",
  beforeLoad: async ({ context, params }) => {
    const { adminMeQuery, homeScopeOf, mayOpenScope, scopeOf, scopeSegment } = routeRules();
    const scope = scopeOf(params.conferenceId);
    const account = await context.queryClient.ensureQueryData(adminMeQuery()).catch((error: unknown) => {
      if (error instanceof ApiClientError && error.status === 401) {
        throw redirect({ to: "/$conferenceId/manager/login", params });
      }
      throw error;
    });
    if (!mayOpenScope(account, scope)) {
      throw redirect({
        to: "/$conferenceId/manager/home",
        params: { conferenceId: scopeSegment(homeScopeOf(account)) },
      });
    }
    return { account };
  },
  component: lazyRouteComponent(() => import("./HomeLayout"), "HomeLayout"),
});

/**
 * Where every sign-in lands: the first page the account's role may open (shared permission table), or,
 * for a role with nothing in the back office yet, a page that says so (never a refusal).
 */
const homeIndexRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "/",
  beforeLoad: ({ context, params }) => {
    const page = routeRules().homePageOf(context.account);
    if (page) throw redirect({ to: `/$conferenceId/manager/home/${page}`, params });
  },
  component: lazyRouteComponent(() => import("./pages/NothingForRolePage"), "NothingForRolePage"),
});

/** A page only for accounts holding its permission; others go to their own landing page. */
const guardPage =
  (page: AdminPage) =>
  ({ context, params }: { context: { account: AdminAccount }; params: { conferenceId: string } }) => {
    if (!routeRules().mayOpenPage(context.account, page))
      throw redirect({ to: "/$conferenceId/manager/home", params });
  };

type Rules = ReturnType<typeof routeRules>;
type Prefetchable = Parameters<QueryClient["prefetchQuery"]>[0];

/**
 * The route options every declared list shares: its page's guard, its URL search from the declaration, and
 * the conferences and the page of rows fetched as the navigation starts (the page shows its own loading).
 */
function declaredListRoute<D extends ListDeclaration, V extends ListView = Record<never, never>>(
  page: AdminPage,
  chosen: (rules: Rules) => { list: D; query: (params: ListParams) => unknown; view?: V },
) {
  type Search = ListSearch<D> & ViewSearch<V>;
  return {
    validateSearch: (raw: Record<string, unknown>): Search => {
      const { list, view } = chosen(routeRules());
      return routeRules().listSearch(list, view).parse(raw) as Search;
    },
    beforeLoad: guardPage(page),
    loaderDeps: ({ search }: { search: Search }) => search,
    loader: ({
      context,
      params,
      deps,
    }: {
      context: { queryClient: QueryClient };
      params: { conferenceId: string };
      deps: Search;
    }) => {
      const rules = routeRules();
      const { list, query } = chosen(rules);
      const scope = rules.scopeOf(params.conferenceId);
      void context.queryClient.prefetchQuery(rules.adminConferencesQuery());
      // A list of one conference has no rows in the all-conferences scope: its page asks for a conference.
      if (list.scope === "conferenceParam" && scope === "all") return;
      // A list's query options, whatever its rows: the client stores them under their own key.
      const options = query(rules.toDeclaredListParams(list, deps, scope)) as Prefetchable;
      void context.queryClient.prefetchQuery(options);
    },
  };
}

export const adminRegisterListRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "registerList",
  ...declaredListRoute("registerList", (rules) => ({
    list: rules.registrationList,
    query: rules.registrationListQuery,
  })),
  component: lazyRouteComponent(() => import("./pages/RegisterListPage"), "RegisterListPage"),
});

/** paylist (spec 002 §2): payment lines, their detail, confirming payments and handling refunds. */
export const adminPaylistRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "paylist",
  ...declaredListRoute("paylist", (rules) => ({ list: rules.paymentList, query: rules.paymentListQuery })),
  component: lazyRouteComponent(() => import("./pages/PaymentListPage"), "PaymentListPage"),
});

/** Alerts about money that needs a person (amount mismatches, unknown orders, failed refunds). */
export const adminPaymentAlertsRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "paymentAlerts",
  validateSearch: (raw: Record<string, unknown>): PaymentAlertSearch =>
    routeRules().paymentAlertSearch.parse(raw),
  beforeLoad: guardPage("paymentAlerts"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const { paymentAlertsQuery, scopeOf, toAlertParams } = routeRules();
    void context.queryClient.prefetchQuery(
      paymentAlertsQuery(toAlertParams(deps, scopeOf(params.conferenceId))),
    );
  },
  component: lazyRouteComponent(() => import("./pages/PaymentAlertsPage"), "PaymentAlertsPage"),
});

/** invoiceList (spec 002 §2): the registrations' invoices, issued one by one or in a batch, voided, followed. */
export const adminInvoiceListRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "invoiceList",
  ...declaredListRoute("invoiceList", (rules) => ({
    list: rules.invoiceList,
    query: rules.invoiceListQuery,
  })),
  component: lazyRouteComponent(() => import("./pages/InvoiceListPage"), "InvoiceListPage"),
});

/**
 * checklist (spec 002 §2): the registration list's filters for check-in staff, a keyword box ready for the
 * next scan, and the detail panel in check-only mode.
 */
export const adminChecklistRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "checklist",
  ...declaredListRoute("checklist", (rules) => ({ list: rules.checkinList, query: rules.checkinListQuery })),
  component: lazyRouteComponent(() => import("./pages/CheckListPage"), "CheckListPage"),
});

/**
 * The live check-in board of one conference: checked in per point, today's arrivals, repeats; and the
 * conference's check-in points. In the all-conferences scope it asks for the conference first.
 */
export const adminCheckinBoardRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "checkinBoard",
  beforeLoad: guardPage("checkinBoard"),
  loader: ({ context, params }) => {
    const { adminConferencesQuery, checkinBoardQuery, checkinPointsQuery, scopeOf } = routeRules();
    void context.queryClient.prefetchQuery(adminConferencesQuery());
    const scope = scopeOf(params.conferenceId);
    if (scope === "all") return;
    void context.queryClient.prefetchQuery(checkinBoardQuery(scope));
    void context.queryClient.prefetchQuery(checkinPointsQuery(scope));
  },
  component: lazyRouteComponent(() => import("./pages/CheckinBoardPage"), "CheckinBoardPage"),
});

/** printlist (spec 002 §2): people to print badges for, printed one by one or together, every print logged. */
export const adminPrintlistRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "printlist",
  ...declaredListRoute("printlist", (rules) => ({
    list: rules.printList,
    query: rules.printListPageQuery,
    view: rules.printListView,
  })),
  component: lazyRouteComponent(() => import("./pages/PrintListPage"), "PrintListPage"),
});

/** The badge designer: a conference's badge templates, placed on a live preview of real registrations. */
export const adminBadgeDesignerRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "badgeDesigner",
  validateSearch: (raw: Record<string, unknown>): DesignerSearch => routeRules().designerSearch.parse(raw),
  beforeLoad: guardPage("badgeDesigner"),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(routeRules().adminConferencesQuery());
  },
  component: lazyRouteComponent(() => import("./pages/BadgeDesignerPage"), "BadgeDesignerPage"),
});

/** Issues pairing codes for the check-in kiosks of one conference. */
export const adminKioskPairingRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "kioskPairing",
  beforeLoad: guardPage("kioskPairing"),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(routeRules().adminConferencesQuery());
  },
  component: lazyRouteComponent(() => import("./pages/KioskPairingPage"), "KioskPairingPage"),
});

/** Outgoing e-mails and text messages; only for accounts holding outbox.read (the server checks too). */
export const adminOutboxRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "outbox",
  validateSearch: (raw: Record<string, unknown>): OutboxSearch => routeRules().outboxSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  beforeLoad: guardPage("outbox"),
  loader: ({ context, deps }) => {
    const { outboxQuery, toOutboxParams } = routeRules();
    void context.queryClient.prefetchQuery(outboxQuery(toOutboxParams(deps)));
  },
  component: lazyRouteComponent(() => import("./pages/OutboxPage"), "OutboxPage"),
});

/** confernce (spec 002 §2): the conference list, by year and host; create, copy, delete. */
export const adminConferenceListRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "confernce",
  validateSearch: (raw: Record<string, unknown>): ConferenceListSearch =>
    routeRules().conferenceListSearch.parse(raw),
  beforeLoad: guardPage("confernce"),
  component: lazyRouteComponent(() => import("./pages/ConferenceListPage"), "ConferenceListPage"),
});

/** confernceDetail (spec 002 §2): one conference's editor (query id; none: a new conference). */
export const adminConferenceDetailRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "confernceDetail",
  validateSearch: (raw: Record<string, unknown>): ConferenceEditorSearch =>
    routeRules().conferenceEditorSearch.parse(raw),
  beforeLoad: guardPage("confernceDetail"),
  component: lazyRouteComponent(() => import("./pages/ConferenceEditorPage"), "ConferenceEditorPage"),
});
/** registerEdit (spec 002 §2): one registration's every section, by `register_id`, with the back office's allowances. */
export const adminRegisterEditRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "registerEdit",
  validateSearch: (raw: Record<string, unknown>): RegisterEditSearch =>
    routeRules().registerEditSearch.parse(raw),
  beforeLoad: guardPage("registerEdit"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (deps.register_id)
      void context.queryClient.prefetchQuery(routeRules().registrationEditFormQuery(deps.register_id));
  },
  component: lazyRouteComponent(() => import("./pages/RegisterEditPage"), "RegisterEditPage"),
});

/** Add registered member (spec 002 §2): the back-office form, for a person and, if found, their account. */
const addMemberRoute = (path: "addRegisterMember" | "addNewRegisterMember") =>
  createRoute({
    getParentRoute: () => adminHomeRoute,
    path,
    beforeLoad: guardPage(path),
    loader: ({ context }) => {
      void context.queryClient.prefetchQuery(routeRules().adminConferencesQuery());
    },
    component: lazyRouteComponent(() => import("./pages/AddMemberPage"), "AddMemberPage"),
  });
export const adminAddRegisterMemberRoute = addMemberRoute("addRegisterMember");
/** The direct variant of the old system: the same form, starting without an account. */
export const adminAddNewRegisterMemberRoute = addMemberRoute("addNewRegisterMember");

/** The home dashboard: the scope's figures, each opening the list it counts; where its accounts land. */
export const adminDashboardRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "dashboard",
  beforeLoad: guardPage("dashboard"),
  loader: ({ context, params }) => {
    const { dashboardQuery, scopeOf } = routeRules();
    void context.queryClient.prefetchQuery(dashboardQuery(scopeOf(params.conferenceId)));
  },
  component: lazyRouteComponent(() => import("./pages/DashboardPage"), "DashboardPage"),
});

/** The audit log: every recorded change of the scope, filtered, newest first, a page after a row. */
export const adminAuditLogRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "auditLog",
  ...declaredListRoute("auditLog", (rules) => ({ list: rules.auditLogList, query: rules.auditLogQuery })),
  component: lazyRouteComponent(() => import("./pages/AuditLogPage"), "AuditLogPage"),
});

/** groupList (spec 002 §2): the groups of the scope and their members. */
export const adminGroupListRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "groupList",
  ...declaredListRoute("groupList", (rules) => ({ list: rules.groupList, query: rules.groupListQuery })),
  component: lazyRouteComponent(() => import("./pages/GroupListPage"), "GroupListPage"),
});

/** groupSchemeList (spec 002 §2): the discount plans of the scope. */
export const adminGroupSchemeListRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "groupSchemeList",
  ...declaredListRoute("groupSchemeList", (rules) => ({
    list: rules.groupSchemeList,
    query: rules.groupSchemeListQuery,
  })),
  component: lazyRouteComponent(() => import("./pages/GroupSchemeListPage"), "GroupSchemeListPage"),
});

/** The society's settings and the providers in use; administrators of every conference only. */
export const adminSystemSettingsRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "systemSettings",
  beforeLoad: guardPage("systemSettings"),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(routeRules().systemSettingsQuery());
  },
  component: lazyRouteComponent(() => import("./pages/SystemSettingsPage"), "SystemSettingsPage"),
});

/** accountList (spec 002 §2): back-office accounts, for accounts holding accounts.manage (the server checks too). */
export const adminAccountListRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "accountList",
  ...declaredListRoute("accountList", (rules) => ({
    list: rules.accountList,
    query: rules.adminAccountsQuery,
  })),
  component: lazyRouteComponent(() => import("./pages/AccountListPage"), "AccountListPage"),
});

/** The society's member and committee lists, for accounts holding members.manage (the server checks too). */
export const adminSocietyMembersRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "societyMembers",
  ...declaredListRoute("societyMembers", (rules) => ({
    list: rules.memberList,
    query: rules.memberListQuery,
  })),
  component: lazyRouteComponent(() => import("./pages/SocietyMembersPage"), "SocietyMembersPage"),
});

/** A conference's accepted papers, for accounts holding papers.manage (the server checks too). */
export const adminAcceptedPapersRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "acceptedPapers",
  ...declaredListRoute("acceptedPapers", (rules) => ({
    list: rules.acceptedPapersList,
    query: rules.acceptedPapersQuery,
  })),
  component: lazyRouteComponent(() => import("./pages/AcceptedPapersPage"), "AcceptedPapersPage"),
});

/** hotelTranslist (spec 002 §2): registrations with their lodging and travel, and the rooms left per night. */
export const adminLodgingListRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "hotelTranslist",
  ...declaredListRoute("hotelTranslist", (rules) => ({
    list: rules.lodgingList,
    query: rules.lodgingListQuery,
  })),
  component: lazyRouteComponent(() => import("./pages/LodgingListPage"), "LodgingListPage"),
});

export const adminRouteTree = adminRoute.addChildren([
  indexRoute,
  adminLoginRoute,
  adminHomeRoute.addChildren([
    homeIndexRoute,
    adminRegisterListRoute,
    adminPaylistRoute,
    adminPaymentAlertsRoute,
    adminInvoiceListRoute,
    adminChecklistRoute,
    adminCheckinBoardRoute,
    adminPrintlistRoute,
    adminBadgeDesignerRoute,
    adminKioskPairingRoute,
    adminOutboxRoute,
    adminConferenceListRoute,
    adminConferenceDetailRoute,
    adminRegisterEditRoute,
    adminAddRegisterMemberRoute,
    adminAddNewRegisterMemberRoute,
    adminDashboardRoute,
    adminAuditLogRoute,
    adminGroupListRoute,
    adminGroupSchemeListRoute,
    adminSystemSettingsRoute,
    adminAccountListRoute,
    adminSocietyMembersRoute,
    adminAcceptedPapersRoute,
    adminLodgingListRoute,
  ]),
]);
