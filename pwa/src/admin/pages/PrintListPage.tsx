import { PrinterOutlined } from "@ant-design/icons";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Button, Card, Checkbox } from "antd";
import { useEffect, useState } from "react";
import { printColumns } from "#admin/badges/print-list/columns";
import { PrintFilters } from "#admin/badges/print-list/PrintFilters";
import {
  defaultPrintPageSize,
  type PrintListFilters,
  type PrintListSearch,
  printPageSizes,
  toPrintParams,
} from "#admin/badges/print-list/search";
import { useBadgePrint } from "#admin/badges/use-badge-print";
import { ListTableCard } from "#admin/components/ListTableCard";
import { LoadError } from "#admin/components/LoadError";
import { PageHead } from "#admin/components/PageHead";
import { hasFilters } from "#admin/components/search-pagination";
import { titleOf, useAdminLocale } from "#admin/format";
import { printListPageQuery } from "#admin/queries/badges";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { scopeOf } from "#admin/scope";
import { useNarrowScreen } from "#admin/use-media-query";
import "#admin/badges/badges.css";

const route = getRouteApi("/$conferenceId/manager/home/printlist");

/**
 * printlist (spec 002 §2): people to print badges for, filtered and paged up to 300 a page, chosen one by
 * one or together, printed with their conference's templates; every print is logged first.
 */
export function PrintListPage() {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const { conferenceId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope = scopeOf(conferenceId);
  const narrow = useNarrowScreen();
  const conferences = useQuery(adminConferencesQuery());
  const list = useQuery(printListPageQuery(toPrintParams(search, scope)));
  const [selectedIds, setSelectedIds] = useState<readonly number[]>([]);
  const rows = list.data?.items ?? [];
  // Only rows on screen count: another page or other filters never print people nobody sees.
  const selected = rows.filter((row) => selectedIds.includes(row.id));
  // Once printed, the choice is cleared: pressing Print again must not print the same people twice.
  const printing = useBadgePrint(
    scope === "all" ? null : scope,
    rows.map((row) => row.conference.id),
    () => setSelectedIds([]),
  );

  const page = search.page ?? 1;
  const size = search.size ?? defaultPrintPageSize;
  const showUnit = search.unit ?? false;
  const setSearch = (next: PrintListSearch) => void navigate({ search: next });
  const applyFilters = (filters: PrintListFilters) =>
    setSearch({ ...filters, size: search.size, unit: search.unit });

  const lastPage = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage)
      void navigate({ search: (prev) => ({ ...prev, page: lastPage }), replace: true });
  }, [lastPage, page, navigate]);

  const columns = printColumns({
    i18n,
    showConference: scope === "all",
    showUnit,
    offset: (page - 1) * size,
    narrow,
    busy: printing.busy,
    onPrint: (row) => printing.print([row]),
  });
  const conference = scope === "all" ? undefined : conferences.data?.find((c) => c.id === scope);
  const total = list.data?.total ?? 0;
  const count = selected.length;

  return (
    <div className="adm-page">
      <PageHead
        titleTestId="print-title"
        title={<Trans>Badge printing</Trans>}
        sub={conference ? titleOf(conference.title, locale) : <Trans>Badges of every conference</Trans>}
      />

      <Card className="adm-card" size="small">
        <PrintFilters
          scope={scope}
          search={search}
          conferences={conferences.data}
          loadingConferences={conferences.isPending}
          onSearch={applyFilters}
        />
      </Card>

      <ListTableCard
        list={list}
        columns={columns}
        extraWidth={48}
        notice={printing.failed ? <LoadError className="adm-table-alert" error={printing.failed} /> : null}
        toolbar={
          <div className="bdg-toolbar">
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              loading={printing.busy}
              onClick={() => printing.print(selected)}
              data-testid="print-selected"
            >
              {count > 0 ? <Trans>Print the {count} selected</Trans> : <Trans>Print selected</Trans>}
            </Button>
            <Checkbox
              checked={showUnit}
              onChange={(event) => setSearch({ ...search, unit: event.target.checked || undefined })}
              data-testid="print-show-unit"
            >
              <Trans>Show unit</Trans>
            </Checkbox>
          </div>
        }
        toolbarEnd={
          <span className="adm-total" data-testid="print-total">
            {list.data ? <Plural value={total} one="# person" other="# people" /> : null}
          </span>
        }
        rowTestId="print-list-row"
        rowIdAttribute="data-registration-id"
        emptyText={
          hasFilters({ ...search, unit: undefined })
            ? t`Nobody matches these filters`
            : t`No registrations yet`
        }
        retry
        long
        rowSelection={{
          selectedRowKeys: selected.map((row) => row.id),
          onChange: (keys) => setSelectedIds(keys.map(Number)),
          columnWidth: 48,
          fixed: !narrow,
        }}
        pager={{ search, setSearch, sizes: printPageSizes, defaultSize: defaultPrintPageSize }}
        pagerOptions={{ showQuickJumper: !narrow, simple: narrow }}
      />
      {printing.view}
    </div>
  );
}
