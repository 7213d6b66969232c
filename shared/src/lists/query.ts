import { z } from "zod";
import { id, idParam, paged, plainText, queryInt } from "../schemas/common";
import { validationIds as v } from "../validation";
import type { DeclaredFilter, ListDeclaration, ListPaging } from "./declaration";

/** A filter's value as the API reads it. */
export type FilterValue<F extends DeclaredFilter> = F extends { kind: "enum"; values: readonly (infer V)[] }
  ? V
  : F extends { kind: "id" | "conference" }
    ? number
    : F extends { kind: "boolean" }
      ? boolean
      : string;

type FilterShape<Filters extends Record<string, DeclaredFilter>> = {
  [K in keyof Filters]: z.ZodOptional<z.ZodType<FilterValue<Filters[K]>>>;
};
type PagingShape<P extends ListPaging> = P extends { kind: "after" }
  ? { after: z.ZodOptional<z.ZodType<number>>; size: z.ZodDefault<z.ZodType<number>> }
  : { page: z.ZodDefault<z.ZodType<number>>; size: z.ZodDefault<z.ZodType<number>> };

/** The API query of a declared list: its filters, then its paging. */
export type ListQuerySchema<D extends ListDeclaration> = z.ZodObject<
  FilterShape<D["filters"]> & PagingShape<D["paging"]>
>;
export type ListQuery<D extends ListDeclaration> = z.infer<ListQuerySchema<D>>;

const booleanParam = z.enum(["true", "false"]).transform((text) => text === "true");

/** The query parameter's schema of one filter (text in the URL, so numbers and booleans are read from it). */
export function filterSchema(filter: DeclaredFilter): z.ZodType {
  switch (filter.kind) {
    case "keyword":
    case "text":
      return plainText(filter.maxLength);
    case "enum":
      return typeof filter.values[0] === "number"
        ? queryInt().pipe(z.literal(filter.values as readonly number[]))
        : z.enum(filter.values as readonly [string, ...string[]]);
    case "id":
    case "conference":
      return idParam;
    case "day":
      return z.iso.date({ error: v.date });
    case "boolean":
      return booleanParam;
  }
}

function pagingShape(paging: ListPaging) {
  const size = queryInt()
    .refine((n) => paging.sizes.includes(n), { error: v.invalid })
    .default(paging.defaultSize);
  return paging.kind === "after"
    ? { after: idParam.optional(), size }
    : { page: queryInt().min(1, { error: v.invalid }).default(1), size };
}

/** A day filter may not end before the one it names (`notBefore`): the error is on the later one. */
function dayRanges(filters: Record<string, DeclaredFilter>) {
  return Object.entries(filters).flatMap(([name, filter]) =>
    filter.kind === "day" && filter.notBefore ? [{ from: filter.notBefore, to: name }] : [],
  );
}

/** The API query schema of a declared list: every filter optional, the paging with its defaults. */
export function listQuery<D extends ListDeclaration>(list: D): ListQuerySchema<D> {
  const filters = Object.fromEntries(
    Object.entries(list.filters).map(([name, filter]) => [name, filterSchema(filter).optional()]),
  );
  const ranges = dayRanges(list.filters);
  const schema: z.ZodObject = z.object({ ...filters, ...pagingShape(list.paging) });
  const checked = ranges.reduce(
    (object, range) =>
      object.refine(
        (q: Record<string, unknown>) => {
          const from = q[range.from] as string | undefined;
          const to = q[range.to] as string | undefined;
          return !from || !to || from <= to;
        },
        { path: [range.to], error: v.dateRange },
      ),
    schema,
  );
  return checked as unknown as ListQuerySchema<D>;
}

/** One row of a declared list, as the API answers it. */
export type ListRow<D extends ListDeclaration> = z.infer<D["row"]>;

/** The rows of a keyset page and the id to ask `after` for the next one (null on the last page). */
export const afterPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next: id.nullable() });

export type ListPageSchema<D extends ListDeclaration> = D["paging"] extends { kind: "after" }
  ? ReturnType<typeof afterPage<D["row"]>>
  : ReturnType<typeof paged<D["row"]>>;
export type ListPage<D extends ListDeclaration> = z.infer<ListPageSchema<D>>;

/** The API answer of a declared list: a numbered page with the total, or keyset rows and the next id. */
export function listPage<D extends ListDeclaration>(list: D): ListPageSchema<D> {
  const schema = list.paging.kind === "after" ? afterPage(list.row) : paged(list.row);
  return schema as ListPageSchema<D>;
}
