import { AdminRole } from "./enums";
import type { Label } from "./i18n";

const { administrator, staff, checkin } = AdminRole;

type PermissionDef = {
  roles: readonly AdminRole[];
  /** Only accounts of every conference (conferenceId null) hold it, whatever their role. */
  allConferencesOnly?: boolean;
  label: Label;
};

/**
 * Who may do what in the back office (DOMAIN.md §9), read by the server's route guard and by the back
 * office to decide which menus and buttons exist. Every account also has a scope: one conference or all;
 * the guard checks both, and no handler checks roles or scopes by hand.
 */
export const permissions = {
  "conferences.read": {
    roles: [administrator, staff, checkin],
    label: /*i18n*/ { id: "permission.conferences.read", message: "See its conferences" },
  },
  "conferences.manage": {
    roles: [administrator],
    label: /*i18n*/ { id: "permission.conferences.manage", message: "Create and configure conferences" },
  },
  "registrations.read": {
    roles: [administrator, staff],
    label: /*i18n*/ { id: "permission.registrations.read", message: "List and view registrations" },
  },
  "registrations.write": {
    roles: [administrator, staff],
    label: /*i18n*/ { id: "permission.registrations.write", message: "Add and edit registrations" },
  },
  "registrations.delete": {
    roles: [administrator],
    label: /*i18n*/ { id: "permission.registrations.delete", message: "Delete registrations" },
  },
  "registrations.export": {
    roles: [administrator, staff],
    label: /*i18n*/ {
      id: "permission.registrations.export",
      message: "Export registrations (audited; personal numbers in full only with the right to see them)",
    },
  },
  "personalData.reveal": {
    roles: [administrator],
    label: /*i18n*/ {
      id: "permission.personalData.reveal",
      message: "See full ID numbers and phone numbers (audited)",
    },
  },
  "payments.read": {
    roles: [administrator, staff],
    label: /*i18n*/ { id: "permission.payments.read", message: "See payments, refunds and payment alerts" },
  },
  "payments.confirm": {
    roles: [administrator, staff],
    label: /*i18n*/ { id: "permission.payments.confirm", message: "Confirm payments" },
  },
  "refunds.approve": {
    roles: [administrator],
    label: /*i18n*/ { id: "permission.refunds.approve", message: "Approve and complete refunds" },
  },
  "groups.read": {
    roles: [administrator, staff],
    label: /*i18n*/ { id: "permission.groups.read", message: "See group discounts and their members" },
  },
  "invoices.issue": {
    roles: [administrator, staff],
    label: /*i18n*/ { id: "permission.invoices.issue", message: "Issue and void invoices" },
  },
  "invoices.remind": {
    roles: [administrator, staff],
    allConferencesOnly: true,
    label: /*i18n*/ {
      id: "permission.invoices.remind",
      message: "Remind a conference's registrants to fill in their invoice information",
    },
  },
  "messages.send": {
    roles: [administrator, staff],
    label: /*i18n*/ { id: "permission.messages.send", message: "Send and delete a registration's messages" },
  },
  "checkin.read": {
    roles: [administrator, staff, checkin],
    label: /*i18n*/ { id: "permission.checkin.read", message: "Use the check-in list" },
  },
  "checkin.record": {
    roles: [administrator, staff, checkin],
    label: /*i18n*/ { id: "permission.checkin.record", message: "Check people in" },
  },
  "badges.print": {
    roles: [administrator, staff, checkin],
    label: /*i18n*/ { id: "permission.badges.print", message: "Print badges" },
  },
  "kiosks.manage": {
    roles: [administrator],
    label: /*i18n*/ { id: "permission.kiosks.manage", message: "Pair and revoke check-in kiosks" },
  },
  "uploads.read": {
    roles: [administrator, staff, checkin],
    label: /*i18n*/ { id: "permission.uploads.read", message: "See uploaded images" },
  },
  "accounts.manage": {
    roles: [administrator],
    label: /*i18n*/ { id: "permission.accounts.manage", message: "Manage back-office accounts" },
  },
  "audit.read": {
    roles: [administrator],
    label: /*i18n*/ { id: "permission.audit.read", message: "Read the audit log" },
  },
  "outbox.read": {
    roles: [administrator],
    allConferencesOnly: true,
    label: /*i18n*/ { id: "permission.outbox.read", message: "Read outgoing messages" },
  },
  "conferences.create": {
    roles: [administrator],
    allConferencesOnly: true,
    label: /*i18n*/ { id: "permission.conferences.create", message: "Create, copy and delete conferences" },
  },
  "settings.manage": {
    roles: [administrator],
    allConferencesOnly: true,
    label: /*i18n*/ { id: "permission.settings.manage", message: "Edit the society's settings" },
  },
  "dashboard.read": {
    roles: [administrator, staff],
    label: /*i18n*/ { id: "permission.dashboard.read", message: "See the dashboard's figures" },
  },
  "registrations.import": {
    roles: [administrator, staff],
    label: /*i18n*/ {
      id: "permission.registrations.import",
      message: "Import registrations from a spreadsheet",
    },
  },
  "members.manage": {
    roles: [administrator],
    allConferencesOnly: true,
    label: /*i18n*/ {
      id: "permission.members.manage",
      message: "Keep the society's member and committee lists",
    },
  },
  "papers.manage": {
    roles: [administrator],
    label: /*i18n*/ {
      id: "permission.papers.manage",
      message: "Import and edit a conference's accepted papers",
    },
  },
} as const satisfies Record<string, PermissionDef>;

export type Permission = keyof typeof permissions;
export const permissionValues = Object.keys(permissions) as [Permission, ...Permission[]];

/** A back-office account as permissions see it: its role and its scope (null: every conference). */
export type PermissionHolder = { role: AdminRole; conferenceId: number | null };

/** Whether the account's role (and, where it matters, its all-conferences scope) holds the permission. */
export function hasPermission(holder: PermissionHolder, permission: Permission): boolean {
  const def: PermissionDef = permissions[permission];
  if (def.allConferencesOnly && holder.conferenceId !== null) return false;
  return def.roles.includes(holder.role);
}

/** Whether the account may act on a conference: its own, or any for an all-conferences account. */
export function inConferenceScope(holder: PermissionHolder, conferenceId: number): boolean {
  return holder.conferenceId === null || holder.conferenceId === conferenceId;
}

/** Every permission the account holds, for the back office's menus and buttons. */
export function permissionsOf(holder: PermissionHolder): Permission[] {
  return permissionValues.filter((permission) => hasPermission(holder, permission));
}
