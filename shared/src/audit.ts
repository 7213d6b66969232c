import type { Label } from "./i18n";
import type { GroupEvent } from "./state/group";
import type { InvoiceEvent } from "./state/invoice";
import type { PaymentEvent } from "./state/payment";
import type { RegistrationEvent } from "./state/registration";

/** What an audit row is about; each state machine's rows name the entity its states belong to. */
export const AuditEntity = {
  registration: "registration",
  payLine: "payLine",
  invoice: "invoice",
  group: "group",
  attendeeAccount: "attendeeAccount",
  adminAccount: "adminAccount",
  kioskDevice: "kioskDevice",
  kioskPairing: "kioskPairing",
  upload: "upload",
  message: "message",
  paymentAlert: "paymentAlert",
  checkinPoint: "checkinPoint",
  badgeTemplate: "badgeTemplate",
  savedRegistrant: "savedRegistrant",
  conference: "conference",
  groupScheme: "groupScheme",
  appSetting: "appSetting",
  member: "member",
  acceptedPaper: "acceptedPaper",
} as const;
export type AuditEntity = (typeof AuditEntity)[keyof typeof AuditEntity];
export const auditEntityValues = Object.values(AuditEntity) as [AuditEntity, ...AuditEntity[]];

type ActionDef = { entity: AuditEntity; label: Label };

/**
 * Every action an audit row can record, with its label for the back office's log. A state change's action
 * is `<machine>.<event>` (the check below makes a new event fail to compile until it is listed here);
 * the rest are what happens outside the machines.
 */
export const auditActions = {
  "registration.create": {
    entity: "registration",
    label: /*i18n*/ { id: "audit.registration.create", message: "Registration created" },
  },
  "registration.delete": {
    entity: "registration",
    label: /*i18n*/ { id: "audit.registration.delete", message: "Registration deleted" },
  },
  "registration.edit": {
    entity: "registration",
    label: /*i18n*/ { id: "audit.registration.edit", message: "Registration edited" },
  },
  "registration.editAddress": {
    entity: "registration",
    label: /*i18n*/ { id: "audit.registration.editAddress", message: "Address declaration edited" },
  },
  "payLine.create": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payLine.create", message: "Payment line added" },
  },
  "payment.replaceVoucher": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payment.replaceVoucher", message: "Transfer voucher replaced" },
  },
  "payment.startOnlinePayment": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payment.startOnlinePayment", message: "Online payment started" },
  },
  "payment.uploadVoucher": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payment.uploadVoucher", message: "Transfer voucher uploaded" },
  },
  "payment.providerPaid": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payment.providerPaid", message: "Payment received from the provider" },
  },
  "payment.providerClosed": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payment.providerClosed", message: "Online payment closed" },
  },
  "payment.confirmPayment": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payment.confirmPayment", message: "Payment confirmed" },
  },
  "payment.returnToReview": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payment.returnToReview", message: "Voucher rejected" },
  },
  "payment.groupCompleted": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payment.groupCompleted", message: "Group completed: payment final" },
  },
  "payment.requestRefund": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payment.requestRefund", message: "Refund requested" },
  },
  "payment.refundDifference": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payment.refundDifference", message: "Fee difference to refund" },
  },
  "payLine.reduce": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payLine.reduce", message: "Unpaid amount lowered" },
  },
  "payment.approveRefund": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payment.approveRefund", message: "Refund approved" },
  },
  "payment.rejectRefund": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payment.rejectRefund", message: "Refund rejected" },
  },
  "payment.completeRefund": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payment.completeRefund", message: "Refund completed" },
  },
  "payment.confirmRefund": {
    entity: "payLine",
    label: /*i18n*/ { id: "audit.payment.confirmRefund", message: "Refunded directly" },
  },
  "paymentAlert.resolve": {
    entity: "paymentAlert",
    label: /*i18n*/ { id: "audit.paymentAlert.resolve", message: "Payment alert resolved" },
  },
  "invoice.apply": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.apply", message: "Invoice applied for" },
  },
  "invoice.issue": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.issue", message: "Invoice sent for issuing" },
  },
  "invoice.reissue": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.reissue", message: "Invoice sent for re-issuing" },
  },
  "invoice.issued": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.issued", message: "Invoice issued" },
  },
  "invoice.issueFailed": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.issueFailed", message: "Invoice issuing failed" },
  },
  "invoice.issueAborted": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.issueAborted", message: "Invoice issuing aborted" },
  },
  "invoice.void": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.void", message: "Invoice sent for voiding" },
  },
  "invoice.voided": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.voided", message: "Invoice voided" },
  },
  "invoice.voidAborted": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.voidAborted", message: "Invoice voiding aborted" },
  },
  "invoice.taken": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.taken", message: "Invoice marked as taken" },
  },
  "invoice.notTaken": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.notTaken", message: "Invoice marked as not taken" },
  },
  "invoice.express": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.express", message: "Invoice express number changed" },
  },
  "invoice.receiptSent": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.receiptSent", message: "USD receipt e-mailed" },
  },
  "invoice.edit": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.edit", message: "Invoice details changed by staff" },
  },
  "invoice.ownEdit": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.ownEdit", message: "Invoice details changed by the attendee" },
  },
  "invoice.document": {
    entity: "invoice",
    label: /*i18n*/ { id: "audit.invoice.document", message: "Issued invoice's PDF received" },
  },
  "group.create": { entity: "group", label: /*i18n*/ { id: "audit.group.create", message: "Group created" } },
  "group.join": { entity: "group", label: /*i18n*/ { id: "audit.group.join", message: "Joined a group" } },
  "group.memberPaid": {
    entity: "group",
    label: /*i18n*/ { id: "audit.group.memberPaid", message: "Group member paid" },
  },
  "group.memberRemoved": {
    entity: "group",
    label: /*i18n*/ { id: "audit.group.memberRemoved", message: "Group member removed" },
  },
  "group.revoke": { entity: "group", label: /*i18n*/ { id: "audit.group.revoke", message: "Group revoked" } },
  "group.close": {
    entity: "group",
    label: /*i18n*/ { id: "audit.group.close", message: "Group closed under its minimum" },
  },
  "account.signup": {
    entity: "attendeeAccount",
    label: /*i18n*/ { id: "audit.account.signup", message: "Attendee account created" },
  },
  "account.passwordReset": {
    entity: "attendeeAccount",
    label: /*i18n*/ { id: "audit.account.passwordReset", message: "Attendee password reset" },
  },
  "admin.login": {
    entity: "adminAccount",
    label: /*i18n*/ { id: "audit.admin.login", message: "Back-office sign-in" },
  },
  "admin.passwordReset": {
    entity: "adminAccount",
    label: /*i18n*/ { id: "audit.admin.passwordReset", message: "Back-office password reset" },
  },
  "personalData.reveal": {
    entity: "registration",
    label: /*i18n*/ { id: "audit.personalData.reveal", message: "Full personal data viewed" },
  },
  "personalData.search": {
    entity: "registration",
    label: /*i18n*/ { id: "audit.personalData.search", message: "Searched by phone or ID number" },
  },
  "registrations.export": {
    entity: "registration",
    label: /*i18n*/ { id: "audit.registrations.export", message: "Registrations exported" },
  },
  "kiosk.pairing.issue": {
    entity: "kioskPairing",
    label: /*i18n*/ { id: "audit.kiosk.pairing.issue", message: "Kiosk pairing code issued" },
  },
  "kiosk.enrol": {
    entity: "kioskDevice",
    label: /*i18n*/ { id: "audit.kiosk.enrol", message: "Kiosk enrolled" },
  },
  "kiosk.unenrol": {
    entity: "kioskDevice",
    label: /*i18n*/ { id: "audit.kiosk.unenrol", message: "Kiosk un-enrolled itself" },
  },
  "kiosk.revoke": {
    entity: "kioskDevice",
    label: /*i18n*/ { id: "audit.kiosk.revoke", message: "Kiosk revoked" },
  },
  "badgeTemplate.create": {
    entity: "badgeTemplate",
    label: /*i18n*/ { id: "audit.badgeTemplate.create", message: "Badge template created" },
  },
  "badgeTemplate.update": {
    entity: "badgeTemplate",
    label: /*i18n*/ { id: "audit.badgeTemplate.update", message: "Badge template changed" },
  },
  "badgeTemplate.delete": {
    entity: "badgeTemplate",
    label: /*i18n*/ { id: "audit.badgeTemplate.delete", message: "Badge template deleted" },
  },
  "badge.print": {
    entity: "registration",
    label: /*i18n*/ { id: "audit.badge.print", message: "Badge printed" },
  },
  "badge.reprint": {
    entity: "registration",
    label: /*i18n*/ { id: "audit.badge.reprint", message: "Badge printed again" },
  },
  "badge.override": {
    entity: "registration",
    label: /*i18n*/ {
      id: "audit.badge.override",
      message: "Badge printed for someone who may not check in",
    },
  },
  "checkin.record": {
    entity: "registration",
    label: /*i18n*/ { id: "audit.checkin.record", message: "Checked in" },
  },
  "checkin.repeat": {
    entity: "registration",
    label: /*i18n*/ { id: "audit.checkin.repeat", message: "Scanned again after check-in" },
  },
  "registration.cardNumber": {
    entity: "registration",
    label: /*i18n*/ { id: "audit.registration.cardNumber", message: "Attendance card number saved" },
  },
  "checkinPoint.create": {
    entity: "checkinPoint",
    label: /*i18n*/ { id: "audit.checkinPoint.create", message: "Check-in point added" },
  },
  "checkinPoint.update": {
    entity: "checkinPoint",
    label: /*i18n*/ { id: "audit.checkinPoint.update", message: "Check-in point changed" },
  },
  "checkinPoint.delete": {
    entity: "checkinPoint",
    label: /*i18n*/ { id: "audit.checkinPoint.delete", message: "Check-in point deleted" },
  },
  "savedRegistrant.save": {
    entity: "savedRegistrant",
    label: /*i18n*/ { id: "audit.savedRegistrant.save", message: "Saved person added or changed" },
  },
  "savedRegistrant.delete": {
    entity: "savedRegistrant",
    label: /*i18n*/ { id: "audit.savedRegistrant.delete", message: "Saved person deleted" },
  },
  "savedRegistrant.reveal": {
    entity: "savedRegistrant",
    label: /*i18n*/ { id: "audit.savedRegistrant.reveal", message: "Saved person chosen for a form" },
  },
  "upload.create": {
    entity: "upload",
    label: /*i18n*/ { id: "audit.upload.create", message: "File uploaded" },
  },
  "upload.delete": {
    entity: "upload",
    label: /*i18n*/ { id: "audit.upload.delete", message: "File deleted" },
  },
  "message.send": {
    entity: "message",
    label: /*i18n*/ { id: "audit.message.send", message: "Message queued" },
  },
  "message.resend": {
    entity: "message",
    label: /*i18n*/ { id: "audit.message.resend", message: "Message sent again by staff" },
  },
  "message.delete": {
    entity: "message",
    label: /*i18n*/ { id: "audit.message.delete", message: "Unsent message deleted" },
  },
  "message.invoiceReminder": {
    entity: "message",
    label: /*i18n*/ { id: "audit.message.invoiceReminder", message: "Invoice-information reminder sent" },
  },
  "conference.create": {
    entity: "conference",
    label: /*i18n*/ { id: "audit.conference.create", message: "Conference created" },
  },
  "conference.copy": {
    entity: "conference",
    label: /*i18n*/ { id: "audit.conference.copy", message: "Conference copied from another" },
  },
  "conference.update": {
    entity: "conference",
    label: /*i18n*/ { id: "audit.conference.update", message: "Conference settings changed" },
  },
  "conference.delete": {
    entity: "conference",
    label: /*i18n*/ { id: "audit.conference.delete", message: "Conference deleted" },
  },
  "conference.itemCreate": {
    entity: "conference",
    label: /*i18n*/ { id: "audit.conference.itemCreate", message: "Conference item added" },
  },
  "conference.itemUpdate": {
    entity: "conference",
    label: /*i18n*/ { id: "audit.conference.itemUpdate", message: "Conference item changed" },
  },
  "conference.itemDelete": {
    entity: "conference",
    label: /*i18n*/ { id: "audit.conference.itemDelete", message: "Conference item deleted" },
  },
  "conference.itemReorder": {
    entity: "conference",
    label: /*i18n*/ { id: "audit.conference.itemReorder", message: "Conference items reordered" },
  },
  "conference.feeTable": {
    entity: "conference",
    label: /*i18n*/ { id: "audit.conference.feeTable", message: "Fee table changed" },
  },
  "groupScheme.create": {
    entity: "groupScheme",
    label: /*i18n*/ { id: "audit.groupScheme.create", message: "Group discount scheme created" },
  },
  "groupScheme.delete": {
    entity: "groupScheme",
    label: /*i18n*/ { id: "audit.groupScheme.delete", message: "Group discount scheme deleted" },
  },
  "settings.update": {
    entity: "appSetting",
    label: /*i18n*/ { id: "audit.settings.update", message: "Society settings changed" },
  },
  "registrations.import": {
    entity: "registration",
    label: /*i18n*/ {
      id: "audit.registrations.import",
      message: "Registrations imported from a spreadsheet",
    },
  },
  "admin.create": {
    entity: "adminAccount",
    label: /*i18n*/ { id: "audit.admin.create", message: "Back-office account created" },
  },
  "admin.update": {
    entity: "adminAccount",
    label: /*i18n*/ { id: "audit.admin.update", message: "Back-office account changed" },
  },
  "admin.setPassword": {
    entity: "adminAccount",
    label: /*i18n*/ {
      id: "audit.admin.setPassword",
      message: "Back-office password set by an administrator",
    },
  },
  "admin.changeOwnPassword": {
    entity: "adminAccount",
    label: /*i18n*/ {
      id: "audit.admin.changeOwnPassword",
      message: "Back-office password changed by its owner",
    },
  },
  "admin.disable": {
    entity: "adminAccount",
    label: /*i18n*/ { id: "audit.admin.disable", message: "Back-office account disabled" },
  },
  "admin.enable": {
    entity: "adminAccount",
    label: /*i18n*/ { id: "audit.admin.enable", message: "Back-office account enabled" },
  },
  "member.create": {
    entity: "member",
    label: /*i18n*/ { id: "audit.member.create", message: "Member list entry added" },
  },
  "member.update": {
    entity: "member",
    label: /*i18n*/ { id: "audit.member.update", message: "Member list entry changed" },
  },
  "member.delete": {
    entity: "member",
    label: /*i18n*/ { id: "audit.member.delete", message: "Member list entry removed" },
  },
  "member.import": {
    entity: "member",
    label: /*i18n*/ { id: "audit.member.import", message: "Member list imported" },
  },
  "acceptedPaper.update": {
    entity: "acceptedPaper",
    label: /*i18n*/ { id: "audit.acceptedPaper.update", message: "Accepted paper changed" },
  },
  "acceptedPaper.import": {
    entity: "acceptedPaper",
    label: /*i18n*/ { id: "audit.acceptedPaper.import", message: "Accepted papers imported" },
  },
} as const satisfies Record<string, ActionDef>;

export type AuditAction = keyof typeof auditActions;
export const auditActionValues = Object.keys(auditActions) as [AuditAction, ...AuditAction[]];

/** Every machine event is an action of the catalogue: a new event does not compile until listed above. */
type MachineActions =
  | `payment.${PaymentEvent}`
  | `invoice.${InvoiceEvent}`
  | `group.${GroupEvent}`
  | `registration.${RegistrationEvent}`;
export type TransitionAction = MachineActions & AuditAction;
const machineActionsListed: Record<MachineActions, ActionDef> = auditActions;
void machineActionsListed;

/** Money an audit row records, in cents of `currency`. */
export type AuditAmounts = {
  currency?: string;
  totalFee?: number;
  receivedFee?: number;
  refundFee?: number;
};
