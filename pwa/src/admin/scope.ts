import {
  type AdminAccount,
  type AdminConference,
  type AdminScope,
  allConferencesScope,
  hasPermission,
  type Permission,
  parseAdminScope,
} from "@confreg/shared";

/** The pages of the home shell, by their URL name (spec 002 §2 keeps the old names). */
export const adminPages = [
  "dashboard",
  "registerList",
  "paylist",
  "paymentAlerts",
  "invoiceList",
  "checklist",
  "checkinBoard",
  "printlist",
  "badgeDesigner",
  "kioskPairing",
  "outbox",
  "confernce",
  "confernceDetail",
  "registerEdit",
  "addRegisterMember",
  "addNewRegisterMember",
  "auditLog",
  "systemSettings",
  "accountList",
  "societyMembers",
  "acceptedPapers",
  "hotelTranslist",
  "groupList",
  "groupSchemeList",
] as const;
export type AdminPage = (typeof adminPages)[number];
export const defaultAdminPage: AdminPage = "registerList";

export const isAdminPage = (value: string | undefined): value is AdminPage =>
  (adminPages as readonly string[]).includes(value ?? "");

/** The permission (shared table, DOMAIN.md §9) a page needs: menus, tabs and routes all read it. */
export const pagePermission: Record<AdminPage, Permission> = {
  registerList: "registrations.read",
  paylist: "payments.read",
  paymentAlerts: "payments.read",
  invoiceList: "invoices.issue",
  checklist: "checkin.read",
  checkinBoard: "checkin.read",
  printlist: "badges.print",
  badgeDesigner: "conferences.manage",
  kioskPairing: "kiosks.manage",
  outbox: "outbox.read",
  confernce: "conferences.manage",
  confernceDetail: "conferences.manage",
  registerEdit: "registrations.write",
  addRegisterMember: "registrations.write",
  addNewRegisterMember: "registrations.write",
  dashboard: "dashboard.read",
  auditLog: "audit.read",
  systemSettings: "settings.manage",
  accountList: "accounts.manage",
  societyMembers: "members.manage",
  acceptedPapers: "papers.manage",
  hotelTranslist: "registrations.read",
  groupList: "groups.read",
  groupSchemeList: "conferences.manage",
};

/** Pages opened from another page (a conference from the list, registerEdit from a row) or by an old link: not in
 * the menu, never an account's landing page. */
const outsideMenu: readonly AdminPage[] = ["confernceDetail", "registerEdit", "addNewRegisterMember"];

export const mayOpenPage = (account: AdminAccount, page: AdminPage): boolean =>
  hasPermission(account, pagePermission[page]);

/** Pages a conference shows only with one of its settings on (every conference's in the all scope). */
const pageShownBy: Partial<Record<AdminPage, (conference: AdminConference) => boolean>> = {
  hotelTranslist: (conference) => conference.lodgingEnabled,
  groupList: (conference) => conference.groupsEnabled,
  groupSchemeList: (conference) => conference.groupsEnabled,
};

/** The pages an account may open from the menu, in menu order; with the conference in scope, those it shows. */
export const pagesFor = (account: AdminAccount, conference?: AdminConference): AdminPage[] =>
  adminPages.filter(
    (page) =>
      mayOpenPage(account, page) &&
      !outsideMenu.includes(page) &&
      (!conference || (pageShownBy[page]?.(conference) ?? true)),
  );

/** Where an account lands: the first page it may open, or none (a role with nothing here yet). */
export const homePageOf = (account: AdminAccount): AdminPage | null => pagesFor(account)[0] ?? null;

/** The URL segment of a scope: a conference id, or "all". */
export const scopeSegment = (scope: AdminScope): string => String(scope);

/** The scope named by the route's `$conferenceId` (already validated by the route), "all" when unreadable. */
export const scopeOf = (conferenceId: string): AdminScope =>
  parseAdminScope(conferenceId) ?? allConferencesScope;

/** The scope an account works in by default: its own conference, or all when it is bound to none. */
export const homeScopeOf = (account: AdminAccount): AdminScope => account.conferenceId ?? allConferencesScope;

/** Accounts bound to a conference see only that one; accounts bound to none see every scope. */
export const mayOpenScope = (account: AdminAccount, scope: AdminScope): boolean =>
  account.conferenceId === null || account.conferenceId === scope;

export const homePageHref = (scope: AdminScope, page: AdminPage = defaultAdminPage): string =>
  `/${scopeSegment(scope)}/manager/home/${page}`;

export const loginHref = (scope: AdminScope): string => `/${scopeSegment(scope)}/manager/login`;
