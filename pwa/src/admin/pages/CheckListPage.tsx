import { DownloadOutlined } from "@ant-design/icons";
import { checkinList, isIdScan } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { App, Button, Popconfirm } from "antd";
import { useCallback, useEffect, useState } from "react";
import { downloadCheckinPage } from "#admin/checkin/export-current";
import { titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { registrationTestIds } from "#admin/lists/filter-test-ids";
import { ListPage } from "#admin/lists/ListPage";
import { type ListFilterValues, toListParams, withFilters } from "#admin/lists/list-search";
import { useCan } from "#admin/permissions";
import { checkinListQuery } from "#admin/queries/checkin";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { RegistrationPanel } from "#admin/register-detail/RegistrationPanel";
import { registrationColumns } from "#admin/register-list/columns";
import { registrationTable } from "#admin/register-list/table-props";
import { scopeOf } from "#admin/scope";
import { errorText } from "#api/errors";
import "#admin/checkin/checkin.css";

const route = getRouteApi("/$conferenceId/manager/home/checklist");

/** The keyword box of the registration list's filter form, where scanners type. */
const keywordBox = () =>
  document.querySelector<HTMLInputElement>(`input[data-testid="${registrationTestIds.keyword}"]`);

/**
 * checklist (spec 002 §2): the registration list's filters with the keyword box ready for a scanner. A
 * scanned ID number (18 digits) clears the other filters and opens the first hit; closing the panel
 * clears the box and puts the cursor back for the next person.
 */
export function CheckListPage() {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const locale = useAdminLocale();
  const { conferenceId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope = scopeOf(conferenceId);
  const conferences = useQuery(adminConferencesQuery());
  const params = toListParams(checkinList, search, scope);
  // The page ListPage shows (the same query, read from the cache): a scan's first hit, the export.
  const list = useQuery(checkinListQuery(params));
  const time = useConferenceTime();
  const mayExport = useCan("registrations.export");
  const [openId, setOpenId] = useState<number | null>(null);
  /** An ID-number scan whose first hit opens once its page is in. */
  const [scan, setScan] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const focusBox = useCallback(() => {
    const box = keywordBox();
    box?.focus();
    box?.select();
  }, []);
  useEffect(() => {
    focusBox();
  }, [focusBox]);

  const go = useCallback(
    (next: typeof search, replace?: boolean) => void navigate({ search: next, replace }),
    [navigate],
  );
  const applyFilters = (filters: ListFilterValues<typeof checkinList>) => {
    const keyword = filters.keyword?.trim() ?? "";
    if (isIdScan(keyword)) {
      setScan(keyword);
      go({ keyword, size: search.size });
    } else go(withFilters(checkinList, search, filters));
  };

  const settled = list.data !== undefined && !list.isPlaceholderData && !list.isFetching;
  const firstHit = settled && search.keyword === scan ? (list.data?.items[0]?.id ?? null) : undefined;
  useEffect(() => {
    if (scan === null || firstHit === undefined) return;
    setScan(null);
    if (firstHit !== null) setOpenId(firstHit);
    else {
      void message.warning(t`Nobody here is registered with this ID number`);
      focusBox();
    }
  }, [scan, firstHit, message, t, focusBox]);

  const close = () => {
    setOpenId(null);
    go({ ...search, keyword: undefined, page: undefined, after: undefined, before: undefined });
    // Once the panel's closing has handed the focus back, the box takes it for the next scan.
    for (const delay of [0, 350]) setTimeout(focusBox, delay);
  };

  const exportPage = async () => {
    if (!list.data?.items.length) {
      void message.warning(t`There is nothing on screen to export`);
      return;
    }
    setExporting(true);
    try {
      await downloadCheckinPage(params);
      void message.success(t`Exported`);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setExporting(false);
    }
  };

  const size = search.size ?? checkinList.paging.defaultSize;
  const columns = registrationColumns({
    i18n,
    showConference: scope === "all",
    groups: ["attendee", "payment"],
    offset: ((search.page ?? 1) - 1) * size,
    onOpen: (row) => setOpenId(row.id),
    time,
  });
  const conference = scope === "all" ? undefined : conferences.data?.find((c) => c.id === scope);

  return (
    <ListPage
      list={checkinList}
      scope={scope}
      search={search}
      onSearch={(next, options) => go(next, options?.replace)}
      onFilters={applyFilters}
      query={checkinListQuery}
      titleTestId="checklist-title"
      title={<Trans>Check-in list</Trans>}
      sub={conference ? titleOf(conference.title, locale) : <Trans>Check-in at every conference</Trans>}
      testIdPrefix="checklist"
      filterForm={{ testIds: registrationTestIds }}
      filtersExtra={
        <p className="chk-scan-hint">
          <Trans>Scan an ID card into the keyword box: the person's panel opens by itself.</Trans>
        </p>
      }
      table={{
        ...registrationTable,
        columns,
        rowTestId: "checklist-row",
        toolbar: mayExport && (
          <Popconfirm
            title={t`Export the data on screen?`}
            okText={t`Export`}
            cancelText={t`Cancel`}
            onConfirm={() => void exportPage()}
          >
            <Button icon={<DownloadOutlined />} loading={exporting} data-testid="checklist-export">
              <Trans>Export current</Trans>
            </Button>
          </Popconfirm>
        ),
      }}
    >
      <RegistrationPanel registrationId={openId} mode="check" onClose={close} />
    </ListPage>
  );
}
