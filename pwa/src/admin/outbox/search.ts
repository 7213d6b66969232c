import { messageChannelValues, outboxStatusValues, pageSizes } from "@confreg/shared";
import { z } from "zod";
import type { OutboxParams } from "#admin/queries/outbox";

export const outboxPageSizes = pageSizes.filter((n) => n <= 100);
export const defaultOutboxPageSize = 20;

/** The outbox page's paging and filters, kept in the URL so reload and back keep them. */
export const outboxSearch = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  size: z.coerce.number().pipe(z.literal(outboxPageSizes)).optional().catch(undefined),
  channel: z.enum(messageChannelValues).optional().catch(undefined),
  status: z.enum(outboxStatusValues).optional().catch(undefined),
});
export type OutboxSearch = z.infer<typeof outboxSearch>;

export function toOutboxParams(search: OutboxSearch): OutboxParams {
  return {
    page: String(search.page ?? 1),
    size: String(search.size ?? defaultOutboxPageSize),
    ...(search.channel ? { channel: search.channel } : {}),
    ...(search.status ? { status: search.status } : {}),
  };
}
