import { z } from "zod";
import type { AuditEntity } from "../audit";
import type { Label } from "../i18n";
import { id, pageSizes } from "../schemas/common";
import type { Actor } from "../state/machine";
import { registrationHistoryEntry } from "./registration-edit-admin";

/** Page sizes of the audit log. */
export const auditLogPageSizes = pageSizes.filter((n) => n >= 20 && n <= 100);

/** One row of the audit log: the history entry, with its conference and the registration it concerns. */
export const auditLogEntry = registrationHistoryEntry.extend({
  conferenceId: id.nullable(),
  /** The registration the row is about (itself, or its payment line, invoice or message); null otherwise. */
  registrationId: id.nullable(),
  /** The fields a change of settings touched (their names, never their values). */
  fields: z.array(z.string()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

/** What each kind of audited record is called, for the log's filter and its rows. */
export const auditEntityLabels: Record<AuditEntity, Label> = {
  registration: /*i18n*/ { id: "auditEntity.registration", message: "Registration" },
  payLine: /*i18n*/ { id: "auditEntity.payLine", message: "Payment line" },
  invoice: /*i18n*/ { id: "auditEntity.invoice", message: "Invoice" },
  group: /*i18n*/ { id: "auditEntity.group", message: "Group" },
  attendeeAccount: /*i18n*/ { id: "auditEntity.attendeeAccount", message: "Attendee account" },
  adminAccount: /*i18n*/ { id: "auditEntity.adminAccount", message: "Back-office account" },
  kioskDevice: /*i18n*/ { id: "auditEntity.kioskDevice", message: "Kiosk" },
  kioskPairing: /*i18n*/ { id: "auditEntity.kioskPairing", message: "Kiosk pairing code" },
  upload: /*i18n*/ { id: "auditEntity.upload", message: "Uploaded file" },
  message: /*i18n*/ { id: "auditEntity.message", message: "Message" },
  paymentAlert: /*i18n*/ { id: "auditEntity.paymentAlert", message: "Payment alert" },
  checkinPoint: /*i18n*/ { id: "auditEntity.checkinPoint", message: "Check-in point" },
  badgeTemplate: /*i18n*/ { id: "auditEntity.badgeTemplate", message: "Badge template" },
  savedRegistrant: /*i18n*/ { id: "auditEntity.savedRegistrant", message: "Saved person" },
  conference: /*i18n*/ { id: "auditEntity.conference", message: "Conference" },
  groupScheme: /*i18n*/ { id: "auditEntity.groupScheme", message: "Group discount scheme" },
  appSetting: /*i18n*/ { id: "auditEntity.appSetting", message: "Society setting" },
  member: /*i18n*/ { id: "auditEntity.member", message: "Member list entry" },
  acceptedPaper: /*i18n*/ { id: "auditEntity.acceptedPaper", message: "Accepted paper" },
};

/** Who acted, as the log's filter and its rows name the kind. */
export const actorLabels: Record<Actor, Label> = {
  admin: /*i18n*/ { id: "actor.admin", message: "Back-office account" },
  device: /*i18n*/ { id: "actor.device", message: "Kiosk" },
  attendee: /*i18n*/ { id: "actor.attendee", message: "Attendee" },
  system: /*i18n*/ { id: "actor.system", message: "System" },
  timer: /*i18n*/ { id: "actor.timer", message: "Timer" },
  provider: /*i18n*/ { id: "actor.provider", message: "Payment provider" },
};
