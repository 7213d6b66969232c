import type { AdminScope, ListDeclaration, ListPage as Page } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { Button, Card, Skeleton } from "antd";
import type { ReactNode } from "react";
import { LoadError } from "#admin/components/LoadError";
import { PageHead } from "#admin/components/PageHead";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { ListFilterForm } from "./ListFilterForm";
import { filtersOf, type ListParams, type ListSearch, toListParams } from "./list-search";
import "./list-page.css";

type Props<D extends ListDeclaration, K extends QueryKey> = {
  list: D;
  scope: AdminScope;
  /** The URL's search, and how the page changes it (filters, pager). */
  search: ListSearch<D>;
  onSearch: (next: ListSearch<D>) => void;
  /** The list's query module: the page of rows for the API query. */
  query: (params: ListParams) => UseQueryOptions<Page<D>, Error, Page<D>, K>;
  title: ReactNode;
  sub: ReactNode;
  titleTestId: string;
  /** Test ids of the filters, the pager's buttons: `<prefix>-filter-<name>`, `<prefix>-next`... */
  testIdPrefix: string;
  /** The list's own rows (the slot a list with special rows fills): the loaded page's items. */
  rows: (page: Page<D>) => ReactNode;
};

/** A keyset list's pager: back to the newest rows, on to those after the page's last. */
function KeysetPager({
  after,
  next,
  onFirst,
  onNext,
  testIdPrefix,
}: {
  after: number | undefined;
  next: number | null;
  onFirst: () => void;
  onNext: (after: number) => void;
  testIdPrefix: string;
}) {
  return (
    <div className="adm-keyset-pager">
      {after !== undefined && (
        <Button onClick={onFirst} data-testid={`${testIdPrefix}-first`}>
          <Trans>Newest</Trans>
        </Button>
      )}
      {next !== null && (
        <Button type="primary" onClick={() => onNext(next)} data-testid={`${testIdPrefix}-next`}>
          <Trans>Older</Trans>
        </Button>
      )}
    </div>
  );
}

/**
 * A declared list's page: its heading, the filter form drawn from the declared filters, then the rows
 * of the page the URL asks for, with the pager. A new filter changes the URL, and the URL the query.
 */
export function ListPage<D extends ListDeclaration, K extends QueryKey>(props: Props<D, K>) {
  const { list, scope, search, onSearch, testIdPrefix } = props;
  const conferences = useQuery(adminConferencesQuery());
  const page = useQuery(props.query(toListParams(list, search, scope)));
  const filters = filtersOf<D>(search);
  const after = (search as { after?: number }).after;
  const data = page.data as (Page<D> & { next?: number | null }) | undefined;
  return (
    <div className="adm-page">
      <PageHead title={props.title} sub={props.sub} titleTestId={props.titleTestId} />
      <Card size="small">
        <ListFilterForm
          list={list}
          scope={scope}
          filters={filters}
          conferences={conferences.data}
          onSearch={(next) => onSearch(next as ListSearch<D>)}
          testIdPrefix={testIdPrefix}
        />
      </Card>
      {page.error ? (
        <LoadError error={page.error} onRetry={() => void page.refetch()} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Card size="small">
          {props.rows(data)}
          {list.paging.kind === "after" && (
            <KeysetPager
              after={after}
              next={data.next ?? null}
              onFirst={() => onSearch(filters as ListSearch<D>)}
              onNext={(next) => onSearch({ ...filters, after: next } as ListSearch<D>)}
              testIdPrefix={testIdPrefix}
            />
          )}
        </Card>
      )}
    </div>
  );
}
