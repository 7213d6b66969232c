import { type AdminScope, pageSizes, printListQuery } from "@confreg/shared";
import { z } from "zod";
import type { PrintListParams } from "#admin/queries/badges";

/** The print list offers every page size, up to 300 (spec 002 §2, §9). */
export const printPageSizes = pageSizes;
export const defaultPrintPageSize = 10;

/** A filter the API also takes: its schema, reading what the router parsed as a number as text. */
const fromUrl = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((value) => (typeof value === "number" ? String(value) : value), schema)
    .optional()
    .catch(undefined);

const { conferenceId, level, printType, keyword } = printListQuery.shape;

/** printlist's filters and paging, kept in the URL so reload and back keep them. */
export const printListSearch = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  size: z.coerce.number().pipe(z.literal(printPageSizes)).optional().catch(undefined),
  conferenceId: fromUrl(conferenceId.unwrap()),
  level: fromUrl(level.unwrap()),
  printType: fromUrl(printType.unwrap()),
  keyword: fromUrl(keyword.unwrap()),
  /** The optional unit column (spec 002 §2: toggled by a checkbox). */
  unit: z.boolean().optional().catch(undefined),
});
export type PrintListSearch = z.infer<typeof printListSearch>;
export type PrintListFilters = Omit<PrintListSearch, "page" | "size" | "unit">;

/** The API query: in one conference's scope the conference is the scope, whatever the URL says. */
export function toPrintParams(search: PrintListSearch, scope: AdminScope): PrintListParams {
  const params: PrintListParams = {
    page: String(search.page ?? 1),
    size: String(search.size ?? defaultPrintPageSize),
  };
  const conference = scope === "all" ? search.conferenceId : scope;
  if (conference !== undefined) params.conferenceId = String(conference);
  if (search.level !== undefined) params.level = String(search.level);
  if (search.printType !== undefined) params.printType = String(search.printType);
  if (search.keyword) params.keyword = search.keyword;
  return params;
}
