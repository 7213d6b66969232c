import { z } from "zod";
import { type AuditEntity, auditActionValues, auditEntityValues } from "../audit";
import type { Label } from "../i18n";
import { id, idParam, pageSizes, plainText, queryInt } from "../schemas/common";
import { actorValues } from "../state/machine";
import { validationIds as v } from "../validation";
import { registrationHistoryEntry } from "./registration-edit-admin";

/** Page sizes of the audit log. */
export const auditLogPageSizes = pageSizes.filter((n) => n >= 20 && n <= 100);

/**
 * GET /api/admin/audit: the audit log newest first, a page at a time after a row (keyset: as fast on the
 * thousandth page as on the first). Days are calendar days in the conference's zone (the default zone in
 * the all-conferences scope), `to` included.
 */
export const auditLogQuery = z
  .object({
    conferenceId: idParam.optional(),
    actorKind: z.enum(actorValues).optional(),
    /** A back-office account's username or a kiosk's name, exactly. */
    actor: plainText(100).optional(),
    action: z.enum(auditActionValues).optional(),
    entity: z.enum(auditEntityValues).optional(),
    entityId: idParam.optional(),
    from: z.iso.date({ error: v.date }).optional(),
    to: z.iso.date({ error: v.date }).optional(),
    after: idParam.optional(),
    size: queryInt()
      .refine((n) => (auditLogPageSizes as readonly number[]).includes(n), { error: v.invalid })
      .default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], error: v.dateRange });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

/** One row of the audit log: the history entry, with its conference and the registration it concerns. */
export const auditLogEntry = registrationHistoryEntry.extend({
  conferenceId: id.nullable(),
  /** The registration the row is about (itself, or its payment line, invoice or message); null otherwise. */
  registrationId: id.nullable(),
  /** The fields a change of settings touched (their names, never their values). */
  fields: z.array(z.string()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogPage = z.object({
  items: z.array(auditLogEntry),
  /** The id to ask `after` for the next page; null on the last one. */
  next: id.nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPage>;

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
