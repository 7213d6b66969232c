import { useLingui } from "@lingui/react/macro";
import { Card, Empty, Table, type TablePaginationConfig, type TableProps } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { HTMLAttributes, ReactNode } from "react";
import { LoadError } from "./LoadError";
import { RefreshButton } from "./RefreshButton";
import { searchPagination } from "./search-pagination";

type Paged = { page?: number; size?: number };

/** What the card reads of the list's query: a page of rows and the count of all. */
type ListQuery<T> = {
  data: { items: T[]; total: number } | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type ListTableCardProps<T extends { id: number }, S extends Paged> = {
  list: ListQuery<T>;
  columns: ColumnsType<T>;
  /** The toolbar's left side: filters, a toggle, the total. */
  toolbar: ReactNode;
  /** Shown on the right, before the Refresh button. */
  toolbarEnd?: ReactNode;
  /** Width beyond the columns' own (an expand button, a column that takes the rest), for sideways scroll. */
  extraWidth?: number;
  /** Each row's `data-testid`, and the attribute that carries its id. */
  rowTestId: string;
  rowIdAttribute: `data-${string}`;
  /** What an empty list says, once it has loaded. */
  emptyText: string;
  /** A Retry button beside a load error. */
  retry?: boolean;
  /** Long lists: the header sticks below the tabs while the page scrolls, and every other row is shaded. */
  long?: boolean;
  /** The pager, kept in the URL search (`searchPagination`), with any options of its own. */
  pager: { search: S; setSearch: (next: S) => void; sizes: readonly number[]; defaultSize: number };
  pagerOptions?: TablePaginationConfig;
  expandable?: TableProps<T>["expandable"];
  /** Check boxes to pick rows (count their column in `extraWidth`). */
  rowSelection?: TableProps<T>["rowSelection"];
  /** Shown above the table and its load error: the outcome of an action on the list. */
  notice?: ReactNode;
};

/** The home shell's scrolling area, so the table header sticks below the tabs while the page scrolls. */
const contentContainer = () => document.querySelector<HTMLElement>(".adm-content") ?? window;

/**
 * A back-office list's table card: a toolbar ending with Refresh, the load error, and a server-paged table
 * with its loading and empty states.
 */
export function ListTableCard<T extends { id: number }, S extends Paged>({
  list,
  columns,
  toolbar,
  toolbarEnd,
  extraWidth = 0,
  rowTestId,
  rowIdAttribute,
  emptyText,
  retry = false,
  long = false,
  pager,
  pagerOptions,
  expandable,
  rowSelection,
  notice,
}: ListTableCardProps<T, S>) {
  const { t } = useLingui();
  const tableWidth = columns.reduce(
    (sum, column) => sum + (typeof column.width === "number" ? column.width : 0),
    extraWidth,
  );
  return (
    <Card className="adm-card adm-table-card" size="small">
      <div className="adm-table-toolbar">
        {toolbar}
        <div className="adm-toolbar-right">
          {toolbarEnd}
          <RefreshButton list={list} />
        </div>
      </div>

      {notice}
      {list.isError && (
        <LoadError
          className="adm-table-alert"
          error={list.error}
          onRetry={retry ? () => void list.refetch() : undefined}
        />
      )}

      <Table<T>
        className="adm-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isPending || list.isPlaceholderData}
        tableLayout="fixed"
        scroll={{ x: tableWidth }}
        sticky={long ? { getContainer: contentContainer } : undefined}
        rowClassName={long ? (_row, index) => (index % 2 === 1 ? "adm-row-alt" : "") : undefined}
        expandable={expandable}
        rowSelection={rowSelection}
        onRow={(row) =>
          ({ "data-testid": rowTestId, [rowIdAttribute]: row.id }) as HTMLAttributes<HTMLElement>
        }
        locale={{
          emptyText: list.isPending ? (
            <div className="adm-table-placeholder" />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
          ),
        }}
        pagination={{
          ...searchPagination({
            ...pager,
            total: list.data?.total ?? 0,
            showTotal: (count) => t`Total ${count}`,
          }),
          ...pagerOptions,
        }}
      />
    </Card>
  );
}
