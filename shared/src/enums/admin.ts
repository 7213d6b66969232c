import { enumValues, type Labels, type ValueOf } from "./define";

/**
 * Back-office roles (DOMAIN.md §9); what each may do is the permission table (permissions.ts). Check-in
 * staff work the check-in list, the detail panel in check-only mode and badge printing.
 */
export const AdminRole = { administrator: 1, staff: 2, checkin: 3 } as const;
export type AdminRole = ValueOf<typeof AdminRole>;
export const adminRoleValues = enumValues(AdminRole);
export const adminRoleLabels: Labels<AdminRole> = {
  1: /*i18n*/ { id: "adminRole.administrator", message: "Administrator" },
  2: /*i18n*/ { id: "adminRole.staff", message: "Staff" },
  3: /*i18n*/ { id: "adminRole.checkin", message: "Check-in staff" },
};

/** Kinds of extra questions a conference asks (spec 002 §3, registerItemList). */
export const ExtraItemType = { text: 1, single: 2, multiple: 3, select: 4, longText: 5 } as const;
export type ExtraItemType = ValueOf<typeof ExtraItemType>;
export const extraItemTypeValues = enumValues(ExtraItemType);
export const extraItemTypeLabels: Labels<ExtraItemType> = {
  1: /*i18n*/ { id: "extraItemType.text", message: "Text" },
  2: /*i18n*/ { id: "extraItemType.single", message: "Single choice" },
  3: /*i18n*/ { id: "extraItemType.multiple", message: "Multiple choice" },
  4: /*i18n*/ { id: "extraItemType.select", message: "Drop-down choice" },
  5: /*i18n*/ { id: "extraItemType.longText", message: "Long text" },
};

export const MailSent = { no: 0, yes: 1 } as const;
export type MailSent = ValueOf<typeof MailSent>;
export const mailSentValues = enumValues(MailSent);
export const mailSentLabels: Labels<MailSent> = {
  0: /*i18n*/ { id: "mailSent.no", message: "Not sent" },
  1: /*i18n*/ { id: "mailSent.yes", message: "Sent" },
};
