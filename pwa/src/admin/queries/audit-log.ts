import type { AuditLogPage } from "@confreg/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ListParams } from "#admin/lists/list-search";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

export const auditLogKeys = {
  all: () => [...adminRootKey, "audit-log"] as const,
  list: (params: ListParams) => [...auditLogKeys.all(), params] as const,
};

/** A page of the audit log, for the API query of its declaration (`toListParams(auditLogList, …)`). */
export const auditLogQuery = (params: ListParams) =>
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
