import { useLingui } from "@lingui/react/macro";
import { Input, Space, Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import { type ReactNode, useState } from "react";
import { LoadError } from "./LoadError";

/** A searched list's term and page, kept while the page is open; a new term goes back to page 1. */
export function useSearchPaging(size = 20) {
  const [q, setQ] = useState("");
  const [pager, setPager] = useState({ page: 1, size });
  return {
    q,
    ...pager,
    search: (term: string) => {
      setQ(term.trim());
      setPager((p) => ({ ...p, page: 1 }));
    },
    firstPage: () => setPager((p) => ({ ...p, page: 1 })),
    turn: (page: number, nextSize: number) =>
      setPager({ page: nextSize === pager.size ? page : 1, size: nextSize }),
  };
}
export type SearchPaging = ReturnType<typeof useSearchPaging>;

type Props<T> = {
  list: {
    data: { items: T[]; total: number } | undefined;
    isFetching: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  paging: SearchPaging;
  columns: ColumnsType<T>;
  placeholder: string;
  /** Buttons beside the search box (add, import). */
  actions: ReactNode;
  searchTestId: string;
  rowTestId: string;
};

/** A search box with its buttons over a paged table of what the server found. */
export function SearchedTable<T extends { id: number }>(props: Props<T>) {
  const { list, paging, columns, placeholder, actions, searchTestId, rowTestId } = props;
  const { t } = useLingui();
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={placeholder}
          style={{ width: 300 }}
          onSearch={paging.search}
          data-testid={searchTestId}
        />
        {actions}
      </Space>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<T>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isFetching}
          pagination={{
            current: paging.page,
            pageSize: paging.size,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t`${total} entries`,
            onChange: paging.turn,
          }}
          onRow={() => ({ "data-testid": rowTestId }) as object}
        />
      )}
    </>
  );
}
