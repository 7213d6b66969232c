import { z } from "zod";
import { id, idParam, paged, plainText, queryInt } from "../schemas/common";
import { validationIds as v } from "../validation";
import type { DeclaredFilter, ListDeclaration, ListPaging } from "./declaration";

/** A filter's value as the API reads it. */
export type FilterValue<F extends DeclaredFilter> = F extends { kind: "enum"; values: readonly (infer V)[] }
  ? V
  : F extends { kind: "id" | "conference" | "ref" | "year" }
    ? number
    : F extends { kind: "boolean" }
      ? boolean
      : string;

type FilterShape<Filters extends Record<string, DeclaredFilter>> = {
  [K in keyof Filters]: z.ZodOptional<z.ZodType<FilterValue<Filters[K]>>>;
};
type Cursors = { after: z.ZodOptional<z.ZodType<number>>; before: z.ZodOptional<z.ZodType<number>> };
type PagingShape<P extends ListPaging> = P extends { kind: "all" }
  ? unknown
  : P extends { kind: "after" }
    ? { after: z.ZodOptional<z.ZodType<number>>; size: z.ZodDefault<z.ZodType<number>> }
    : { page: z.ZodDefault<z.ZodType<number>>; size: z.ZodDefault<z.ZodType<number>> } & (P extends {
        kind: "cursors";
      }
        ? Cursors
        : unknown);
type ParamsShape<D extends ListDeclaration> =
  D["params"] extends Readonly<Record<string, z.ZodType>>
    ? { -readonly [K in keyof D["params"]]: D["params"][K] }
    : unknown;

/** The API query of a declared list: its paging, its filters and its own parameters. */
export type ListQuerySchema<D extends ListDeclaration> = z.ZodObject<
  FilterShape<D["filters"]> & PagingShape<D["paging"]> & ParamsShape<D>
>;
export type ListQuery<D extends ListDeclaration> = z.infer<ListQuerySchema<D>>;

const booleanParam = z.enum(["true", "false"]).transform((text) => text === "true");

/** The query parameter's schema of one filter (text in the URL, so numbers and booleans are read from it). */
export function filterSchema(filter: DeclaredFilter): z.ZodType {
  switch (filter.kind) {
    case "keyword":
    case "text":
    case "host":
      return plainText(filter.maxLength);
    case "search":
      return z.string().trim().max(filter.maxLength, { error: v.tooLong });
    case "enum":
      return typeof filter.values[0] === "number"
        ? queryInt().pipe(z.literal(filter.values as readonly number[]))
        : z.enum(filter.values as readonly [string, ...string[]]);
    case "id":
    case "conference":
    case "ref":
      return idParam;
    case "year":
      return queryInt().min(filter.from, { error: v.invalid }).max(2200, { error: v.invalid });
    case "day":
      return z.iso.date({ error: v.date });
    case "boolean":
      return booleanParam;
  }
}

/** The pager's parameters: where they stand among the filters (a keyset's after them, a page's before). */
function pagingShape(paging: ListPaging) {
  const size = queryInt()
    .refine((n) => paging.sizes.includes(n), { error: v.invalid })
    .default(paging.defaultSize);
  const page = { page: queryInt().min(1, { error: v.invalid }).default(1), size };
  switch (paging.kind) {
    case "all":
      return { before: {}, after: {} };
    case "after":
      return { before: {}, after: { after: idParam.optional(), size } };
    case "pages":
      return { before: page, after: {} };
    case "cursors":
      return { before: page, after: { after: idParam.optional(), before: idParam.optional() } };
  }
}

/** A day filter may not end before the one it names (`notBefore`): the error is on the later one. */
function dayRanges(filters: Record<string, DeclaredFilter>) {
  return Object.entries(filters).flatMap(([name, filter]) =>
    filter.kind === "day" && filter.notBefore ? [{ from: filter.notBefore, to: name }] : [],
  );
}

/** Each filter's query parameter, optional, in the declaration's order. */
const optionalFilters = (list: ListDeclaration) =>
  Object.fromEntries(
    Object.entries(list.filters).map(([name, filter]) => [name, filterSchema(filter).optional()]),
  );

/** The API query schema of a declared list: every filter optional, the paging with its defaults. */
export function listQuery<D extends ListDeclaration>(list: D): ListQuerySchema<D> {
  const filters = optionalFilters(list);
  const ranges = dayRanges(list.filters);
  const paging = pagingShape(list.paging);
  const schema: z.ZodObject = z.object({ ...paging.before, ...filters, ...paging.after, ...list.params });
  const cursors =
    list.paging.kind === "cursors"
      ? schema.refine((q) => q.after === undefined || q.before === undefined, {
          path: ["before"],
          error: v.oneCursor,
        })
      : schema;
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
    cursors as z.ZodObject,
  );
  return checked as unknown as ListQuerySchema<D>;
}

/** One row of a declared list, as the API answers it. */
export type ListRow<D extends ListDeclaration> = z.infer<D["row"]>;

/** The rows of a keyset page and the id to ask `after` for the next one (null on the last page). */
export const afterPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next: id.nullable() });

/** The cursors of the pages beside a page: after its last row, before its first (null where none is). */
export const pageCursors = z.object({ after: id.nullable(), before: id.nullable() });

type AnswerShape<D extends ListDeclaration> =
  D["answer"] extends Readonly<Record<string, z.ZodType>>
    ? { -readonly [K in keyof D["answer"]]: D["answer"][K] }
    : unknown;
type PageShape<D extends ListDeclaration> = D["paging"] extends { kind: "after" }
  ? ReturnType<typeof afterPage<D["row"]>>["shape"]
  : ReturnType<typeof paged<D["row"]>>["shape"] &
      (D["paging"] extends { kind: "cursors" } ? { cursors: typeof pageCursors } : unknown);
export type ListPageSchema<D extends ListDeclaration> = D["paging"] extends { kind: "all" }
  ? z.ZodArray<D["row"]>
  : z.ZodObject<PageShape<D> & AnswerShape<D>>;
export type ListPage<D extends ListDeclaration> = z.infer<ListPageSchema<D>>;

/**
 * The API answer of a declared list: a numbered page with the total (and, paged by cursors, the cursors
 * of the pages beside it), or keyset rows and the next id; then what else the list declares it carries.
 * A list not paged answers its rows, all of them.
 */
export function listPage<D extends ListDeclaration>(list: D): ListPageSchema<D> {
  if (list.paging.kind === "all") return z.array(list.row) as unknown as ListPageSchema<D>;
  const base = list.paging.kind === "after" ? afterPage(list.row) : paged(list.row);
  const cursors = list.paging.kind === "cursors" ? { cursors: pageCursors } : {};
  return base.extend({ ...cursors, ...list.answer }) as unknown as ListPageSchema<D>;
}

/** A declared list's filters alone, each optional, without paging: what its export takes. */
export function listFilterQuery<D extends ListDeclaration>(list: D): z.ZodObject<FilterShape<D["filters"]>> {
  return z.object(optionalFilters(list)) as unknown as z.ZodObject<FilterShape<D["filters"]>>;
}
