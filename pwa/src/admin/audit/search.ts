import { type AdminScope, auditLogQuery } from "@confreg/shared";
import { z } from "zod";
import type { AuditLogParams } from "#admin/queries/audit-log";

/** A filter the API also takes: its schema, reading what the router parsed as a number as text. */
const fromUrl = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((value) => (typeof value === "number" ? String(value) : value), schema)
    .optional()
    .catch(undefined);

const { conferenceId, actorKind, actor, action, entity, entityId, from, to, after } = auditLogQuery.shape;

/** auditLog's filters and the row its page continues after, kept in the URL so reload and back keep them. */
export const auditLogSearch = z.object({
  conferenceId: fromUrl(conferenceId.unwrap()),
  actorKind: fromUrl(actorKind.unwrap()),
  actor: fromUrl(actor.unwrap()),
  action: fromUrl(action.unwrap()),
  entity: fromUrl(entity.unwrap()),
  entityId: fromUrl(entityId.unwrap()),
  from: fromUrl(from.unwrap()),
  to: fromUrl(to.unwrap()),
  after: fromUrl(after.unwrap()),
});
export type AuditLogSearch = z.infer<typeof auditLogSearch>;
export type AuditLogFilters = Omit<AuditLogSearch, "after">;

export const auditLogPageSize = 20;

/** The API query: in one conference's scope the conference is the scope, whatever the URL says. */
export function toAuditParams(search: AuditLogSearch, scope: AdminScope): AuditLogParams {
  const params: AuditLogParams = { size: String(auditLogPageSize) };
  const { conferenceId: chosen, ...rest } = search;
  const conference = scope === "all" ? chosen : scope;
  if (conference !== undefined) params.conferenceId = String(conference);
  for (const [name, value] of Object.entries(rest)) {
    if (value !== undefined && value !== "") params[name as keyof AuditLogFilters] = String(value);
  }
  return params;
}
