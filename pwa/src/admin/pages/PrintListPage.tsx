import { PrinterOutlined } from "@ant-design/icons";
import { printList } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Button, Checkbox } from "antd";
import { useState } from "react";
import { printColumns } from "#admin/badges/print-list/columns";
import { useBadgePrint } from "#admin/badges/use-badge-print";
import { LoadError } from "#admin/components/LoadError";
import { titleOf } from "#admin/format";
import { ListPage } from "#admin/lists/ListPage";
import { toListParams } from "#admin/lists/list-search";
import { useListRoute } from "#admin/lists/use-list-route";
import { printListPageQuery } from "#admin/queries/badges";
import { adminConferencesQuery } from "#admin/queries/conferences";
import "#admin/badges/badges.css";

const route = getRouteApi("/$conferenceId/manager/home/printlist");

/**
 * printlist (spec 002 §2): people to print badges for, filtered and paged up to 300 a page, chosen one by
 * one or together, printed with their conference's templates; every print is logged first.
 */
export function PrintListPage() {
  const { i18n, locale, narrow, search, scope, offset, onSearch } = useListRoute(route, printList);
  const conferences = useQuery(adminConferencesQuery());
  // The page ListPage shows (the same query, read from the cache): the rows a print may choose from.
  const list = useQuery(printListPageQuery(toListParams(printList, search, scope)));
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
  const showUnit = search.unit ?? false;
  const conference = scope === "all" ? undefined : conferences.data?.find((c) => c.id === scope);
  const count = selected.length;

  return (
    <ListPage
      list={printList}
      scope={scope}
      search={search}
      onSearch={onSearch}
      query={printListPageQuery}
      titleTestId="print-title"
      title={<Trans>Badge printing</Trans>}
      sub={conference ? titleOf(conference.title, locale) : <Trans>Badges of every conference</Trans>}
      testIdPrefix="print"
      table={{
        columns: printColumns({
          i18n,
          showConference: scope === "all",
          showUnit,
          offset,
          narrow,
          busy: printing.busy,
          onPrint: (row) => printing.print([row]),
        }),
        extraWidth: 48,
        notice: printing.failed ? <LoadError className="adm-table-alert" error={printing.failed} /> : null,
        toolbar: (
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
              onChange={(event) => onSearch({ ...search, unit: event.target.checked || undefined })}
              data-testid="print-show-unit"
            >
              <Trans>Show unit</Trans>
            </Checkbox>
          </div>
        ),
        rowTestId: "print-list-row",
        rowIdAttribute: "data-registration-id",
        long: true,
        rowSelection: {
          selectedRowKeys: selected.map((row) => row.id),
          onChange: (keys) => setSelectedIds(keys.map(Number)),
          columnWidth: 48,
          fixed: !narrow,
        },
        pagerOptions: { showQuickJumper: !narrow, simple: narrow },
      }}
    >
      {printing.view}
    </ListPage>
  );
}
