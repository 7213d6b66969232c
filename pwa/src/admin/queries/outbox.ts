import type { MessageChannel, OutboxPage, OutboxStatus } from "@confreg/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

/** The outbox filters as the API's query string takes them (see `outboxQuery`). */
export type OutboxParams = { page: string; size: string; channel?: MessageChannel; status?: OutboxStatus };

export const outboxKeys = {
  all: () => [...adminRootKey, "outbox"] as const,
  list: (params: OutboxParams) => [...outboxKeys.all(), params] as const,
};

export const outboxQuery = (params: OutboxParams) =>
  queryOptions({
    queryKey: outboxKeys.list(params),
    queryFn: (): Promise<OutboxPage> => unwrap(api.api.admin.outbox.$get({ query: params })),
    placeholderData: keepPreviousData,
  });
