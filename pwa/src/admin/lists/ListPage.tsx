import type { AdminScope, ListDeclaration, ListRow, LodgingRooms, ListPage as Page } from "@confreg/shared";
import { useLingui } from "@lingui/react";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { Card, Skeleton } from "antd";
import { type ReactNode, useMemo } from "react";
import { ListTableCard, type ListTableCardProps } from "#admin/components/ListTableCard";
import { LoadError } from "#admin/components/LoadError";
import { PageHead } from "#admin/components/PageHead";
import { adminConferencesQuery } from "#admin/queries/conferences";
import type { FilterTestIds } from "./filter-test-ids";
import { KeysetPager } from "./KeysetPager";
import { ListFilterForm } from "./ListFilterForm";
import {
  filtersOf,
  type ListFilterValues,
  type ListParams,
  type ListSearch,
  toListParams,
  withFilters,
} from "./list-search";
import { type PagedSearch, type ShownPage, useListPaging } from "./use-list-paging";
import "./list-page.css";

type Row<D extends ListDeclaration> = ListRow<D> & { id: number };
type CardProps<D extends ListDeclaration> = ListTableCardProps<Row<D>, { page?: number; size?: number }>;

/**
 * The table of a list paged by numbers: its columns (the list's own cells) and what the card shows beside
 * them. The total, the empty words, the pager and Refresh come from the declaration.
 */
export type ListTable<D extends ListDeclaration> = Pick<
  CardProps<D>,
  "columns" | "rowTestId" | "rowIdAttribute"
> &
  Partial<
    Pick<
      CardProps<D>,
      "toolbarEnd" | "extraWidth" | "long" | "expandable" | "rowSelection" | "notice" | "pagerOptions"
    >
  > & {
    /** Shown after the total on the toolbar's left (a selection's actions...). */
    toolbar?: ReactNode;
  };

type Props<D extends ListDeclaration, K extends QueryKey> = {
  list: D;
  scope: AdminScope;
  /** The URL's search, and how the page changes it (filters, pager); `replace` corrects it in place. */
  search: ListSearch<D>;
  onSearch: (next: ListSearch<D>, options?: { replace: boolean }) => void;
  /** The list's query module: the page of rows for the API query. */
  query: (params: ListParams) => UseQueryOptions<Page<D>, Error, Page<D>, K>;
  title: ReactNode;
  sub: ReactNode;
  titleTestId: string;
  /** Test ids of the filters, the total, the pager's buttons: `<prefix>-filter-<name>`, `<prefix>-total`... */
  testIdPrefix: string;
  /** A numbered list's table (the declared words around the list's own columns)... */
  table?: ListTable<D>;
  /** ...or a list's own rows (a keyset list with special rows fills this slot): the loaded page's items. */
  rows?: (page: Page<D>) => ReactNode;
  /** Dialogs and panels the list opens from its rows. */
  children?: ReactNode;
  /** The filter form's own choices (the hotels of a hotel filter) and other test ids than the prefix's. */
  filterForm?: { hotels?: LodgingRooms["hotels"]; testIds?: FilterTestIds };
  /** Shown under the filter form, in its card (an import, a hint...). */
  filtersExtra?: ReactNode;
  /** Shown between the filters and the rows (the rooms left...). */
  beforeTable?: ReactNode;
  /** What a new choice of filters does where it is not only the URL's (a scan that opens a person). */
  onFilters?: (filters: ListFilterValues<D>) => void;
};

/** Whether the form has a filter to show: the conference alone is the scope's, but for all conferences. */
const hasControls = (list: ListDeclaration, scope: AdminScope) =>
  Object.values(list.filters).some((filter) => filter.kind !== "conference" || scope === "all");

/**
 * A declared list's page: its heading, the filter form drawn from the declared filters (none where the
 * scope leaves no filter to choose), then the rows of the page the URL asks for, with the pager. A new
 * filter changes the URL, and the URL the query.
 */
export function ListPage<D extends ListDeclaration, K extends QueryKey>(props: Props<D, K>) {
  const { list, scope, search, onSearch, testIdPrefix } = props;
  const conferences = useQuery(adminConferencesQuery());
  const page = useQuery(props.query(toListParams(list, search, scope)));
  // The same filters while the URL stays: the form resets to them only when the URL changes.
  const filters = useMemo(() => filtersOf(list, search), [list, search]);
  return (
    <div className="adm-page">
      <PageHead title={props.title} sub={props.sub} titleTestId={props.titleTestId} />
      {hasControls(list, scope) && (
        <Card className="adm-card" size="small">
          <ListFilterForm
            list={list}
            scope={scope}
            filters={filters}
            conferences={conferences.data}
            loadingConferences={conferences.isPending}
            hotels={props.filterForm?.hotels}
            onSearch={(next) =>
              props.onFilters ? props.onFilters(next) : onSearch(withFilters(list, search, next))
            }
            testIdPrefix={testIdPrefix}
            testIds={props.filterForm?.testIds}
          />
          {props.filtersExtra}
        </Card>
      )}
      {props.beforeTable}
      {props.table ? (
        <NumberedTable {...props} table={props.table} page={page} />
      ) : (
        <KeysetRows {...props} page={page} />
      )}
      {props.children}
    </div>
  );
}

type Loaded<D extends ListDeclaration> = ReturnType<typeof useQuery<Page<D>, Error>>;

type Numbered<D extends ListDeclaration> = { items: Row<D>[]; total: number; totalPages: number };

/** The page of rows to show: as the API answered it, or, for a list it answers whole, cut from it here. */
function numberedPage<D extends ListDeclaration>(
  list: D,
  answer: Page<D> | undefined,
  search: ListSearch<D>,
): Numbered<D> | undefined {
  if (list.paging.kind !== "all" || answer === undefined) return answer as Numbered<D> | undefined;
  const rows = answer as Row<D>[];
  const { page = 1, size = list.paging.defaultSize } = search as { page?: number; size?: number };
  const items = rows.slice((page - 1) * size, page * size);
  return { items, total: rows.length, totalPages: Math.ceil(rows.length / size) };
}

/** A numbered list's table card: the declared total and empty words, the pager kept in the URL. */
function NumberedTable<D extends ListDeclaration, K extends QueryKey>(
  props: Props<D, K> & { table: ListTable<D>; page: Loaded<D> },
) {
  const { list, search, onSearch, testIdPrefix, table, page } = props;
  const { i18n } = useLingui();
  const { toolbar, ...card } = table;
  const data = numberedPage<D>(list, page.data, search);
  // A page past the end (rows gone from the filter meanwhile, an old link) shows the last page instead; a
  // list paged by cursors continues the page beside the one on screen from its cursors.
  const setPage = useListPaging<PagedSearch>(
    list.paging.kind === "cursors",
    search as PagedSearch,
    onSearch as (next: PagedSearch, options?: { replace: boolean }) => void,
    { isPlaceholderData: page.isPlaceholderData, data: data as ShownPage["data"] },
  );
  const filtered = Object.entries(filtersOf(list, search)).some(
    ([name, value]) => name in list.filters && value !== undefined && value !== "",
  );
  const empty = list.empty && i18n._(filtered ? list.empty.filtered : list.empty.none);
  return (
    <ListTableCard<Row<D>, { page?: number; size?: number }>
      {...card}
      list={{ ...page, data }}
      toolbar={
        <div className="adm-toolbar-left">
          <span className="adm-total" data-testid={`${testIdPrefix}-total`}>
            {data && list.total
              ? i18n._(list.total.id, { count: data.total }, { message: list.total.message })
              : null}
          </span>
          {toolbar}
        </div>
      }
      emptyText={empty ?? ""}
      retry
      pager={{
        search: search as { page?: number; size?: number },
        setSearch: setPage,
        sizes: list.paging.sizes,
        defaultSize: list.paging.defaultSize,
      }}
    />
  );
}

/** A keyset list's rows in a card, with the pager back to the newest and on to older rows. */
function KeysetRows<D extends ListDeclaration, K extends QueryKey>(props: Props<D, K> & { page: Loaded<D> }) {
  const { list, search, onSearch, testIdPrefix, page } = props;
  const filters = filtersOf(list, search);
  const data = page.data as (Page<D> & { next?: number | null }) | undefined;
  if (page.error) return <LoadError error={page.error} onRetry={() => void page.refetch()} />;
  if (!data) return <Skeleton active />;
  return (
    <Card size="small">
      {props.rows?.(data)}
      <KeysetPager
        after={(search as { after?: number }).after}
        next={data.next ?? null}
        onFirst={() => onSearch(filters as ListSearch<D>)}
        onNext={(next) => onSearch({ ...filters, after: next } as ListSearch<D>)}
        testIdPrefix={testIdPrefix}
      />
    </Card>
  );
}
