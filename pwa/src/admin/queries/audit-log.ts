import type { AuditLogPage } from "@confreg/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

/** The audit log's query string as the API takes it (see `auditLogQuery`). */
export type AuditLogParams = Partial<
  Record<
    "conferenceId" | "actorKind" | "actor" | "action" | "entity" | "entityId" | "from" | "to" | "after",
    string
  >
> & { size: string };

export const auditLogKeys = {
  all: () => [...adminRootKey, "audit-log"] as const,
  list: (params: AuditLogParams) => [...auditLogKeys.all(), params] as const,
};

export const auditLogQuery = (params: AuditLogParams) =>
  queryOptions({
    queryKey: auditLogKeys.list(params),
    queryFn: (): Promise<AuditLogPage> =>
      unwrap(
        api.api.admin.audit.$get({
          query: params as Parameters<typeof api.api.admin.audit.$get>[0]["query"],
        }),
      ),
    placeholderData: keepPreviousData,
  });
