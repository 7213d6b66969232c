import type { z } from "zod";
import { actorLabels, auditEntityLabels, auditLogEntry, auditLogPageSizes } from "../api/audit-log";
import { type AuditAction, auditActions, auditActionValues, auditEntityValues } from "../audit";
import type { Label } from "../i18n";
import { actorValues } from "../state/machine";
import type { ListDeclaration } from "./declaration";
import { listPage, listQuery } from "./query";

const actionLabels = Object.fromEntries(
  auditActionValues.map((action) => [action, auditActions[action].label]),
) as Record<AuditAction, Label>;

/**
 * auditLog: who did what, when, to which record; newest first, a page at a time after a row (keyset: as
 * fast on the thousandth page as on the first). Days are calendar days in the conference's zone (the
 * default zone in the all-conferences scope), `to` included.
 */
export const auditLogList = {
  id: "auditLog",
  permission: "audit.read",
  scope: "conferenceQuery",
  filters: {
    conferenceId: { kind: "conference" },
    actorKind: {
      kind: "enum",
      label: /*i18n*/ { id: "auditLog.filter.actorKind", message: "Actor" },
      values: actorValues,
      labels: actorLabels,
    },
    /** A back-office account's username or a kiosk's name, exactly. */
    actor: {
      kind: "text",
      label: /*i18n*/ { id: "auditLog.filter.actor", message: "Username or kiosk name" },
      maxLength: 100,
    },
    action: {
      kind: "enum",
      label: /*i18n*/ { id: "auditLog.filter.action", message: "Action" },
      values: auditActionValues,
      labels: actionLabels,
      wide: true,
    },
    entity: {
      kind: "enum",
      label: /*i18n*/ { id: "auditLog.filter.entity", message: "Record" },
      values: auditEntityValues,
      labels: auditEntityLabels,
    },
    entityId: { kind: "id", label: /*i18n*/ { id: "auditLog.filter.entityId", message: "Record id" } },
    from: { kind: "day", bound: "from", label: /*i18n*/ { id: "list.filter.from", message: "From" } },
    to: {
      kind: "day",
      bound: "to",
      notBefore: "from",
      label: /*i18n*/ { id: "list.filter.to", message: "To" },
    },
  },
  paging: { kind: "after", sizes: auditLogPageSizes, defaultSize: 20 },
  row: auditLogEntry,
} as const satisfies ListDeclaration;

/** GET /api/admin/audit: the log's filters, then `after` and `size`. */
export const auditLogQuery = listQuery(auditLogList);
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogPage = listPage(auditLogList);
export type AuditLogPage = z.infer<typeof auditLogPage>;
