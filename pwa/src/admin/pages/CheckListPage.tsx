import { DownloadOutlined } from "@ant-design/icons";
import { checkinList, isIdScan } from "@confreg/shared";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { App, Button, Card, Popconfirm } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import { downloadCheckinPage } from "#admin/checkin/export-current";
import { ListTableCard } from "#admin/components/ListTableCard";
import { PageHead } from "#admin/components/PageHead";
import { titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { registrationTestIds } from "#admin/lists/filter-test-ids";
import { ListFilterForm } from "#admin/lists/ListFilterForm";
import { toListParams } from "#admin/lists/list-search";
import type { RegisterListFilters, RegisterListSearch } from "#admin/lists/registration-family";
import { useListPaging } from "#admin/lists/use-list-paging";
import { useCan } from "#admin/permissions";
import { checkinListQuery } from "#admin/queries/checkin";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { RegistrationPanel } from "#admin/register-detail/RegistrationPanel";
import { registrationColumns } from "#admin/register-list/columns";
import { useRegistrationTable } from "#admin/register-list/table-props";
import { scopeOf } from "#admin/scope";
import { errorText } from "#api/errors";
import "#admin/checkin/checkin.css";

const route = getRouteApi("/$conferenceId/manager/home/checklist");

/** The keyword box of the registration list's filter form, where scanners type. */
const keywordBox = (root: HTMLElement | null) =>
  root?.querySelector<HTMLInputElement>('input[data-testid="registration-keyword"]') ?? null;

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
  const list = useQuery(checkinListQuery(params));
  const time = useConferenceTime();
  const mayExport = useCan("registrations.export");
  const [openId, setOpenId] = useState<number | null>(null);
  /** An ID-number scan whose first hit opens once its page is in. */
  const [scan, setScan] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const filtersRef = useRef<HTMLDivElement>(null);

  const focusBox = useCallback(() => {
    const box = keywordBox(filtersRef.current);
    box?.focus();
    box?.select();
  }, []);
  useEffect(() => {
    focusBox();
  }, [focusBox]);

  const go = useCallback(
    (next: RegisterListSearch, replace?: boolean) => void navigate({ search: next, replace }),
    [navigate],
  );
  const { page, size, setSearch, setPage } = useListPaging(checkinList.paging.defaultSize, search, go, list);
  const table = useRegistrationTable(search, setPage);
  const applyFilters = (filters: RegisterListFilters) => {
    const keyword = filters.keyword?.trim() ?? "";
    if (isIdScan(keyword)) {
      setScan(keyword);
      setSearch({ keyword, size: search.size });
    } else setSearch({ ...filters, page: undefined, size: search.size });
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
    setSearch({ ...search, keyword: undefined, page: undefined, after: undefined, before: undefined });
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

  const columns = registrationColumns({
    i18n,
    showConference: scope === "all",
    groups: ["attendee", "payment"],
    offset: (page - 1) * size,
    onOpen: (row) => setOpenId(row.id),
    time,
  });
  const conference = scope === "all" ? undefined : conferences.data?.find((c) => c.id === scope);
  const total = list.data?.total ?? 0;

  return (
    <div className="adm-page">
      <PageHead
        titleTestId="checklist-title"
        title={<Trans>Check-in list</Trans>}
        sub={conference ? titleOf(conference.title, locale) : <Trans>Check-in at every conference</Trans>}
      />

      <Card className="adm-card" size="small">
        <div ref={filtersRef}>
          <ListFilterForm
            list={checkinList}
            scope={scope}
            filters={search}
            conferences={conferences.data}
            loadingConferences={conferences.isPending}
            onSearch={applyFilters}
            testIdPrefix="registration"
            testIds={registrationTestIds}
          />
          <p className="chk-scan-hint">
            <Trans>Scan an ID card into the keyword box: the person's panel opens by itself.</Trans>
          </p>
        </div>
      </Card>

      <ListTableCard
        list={list}
        columns={columns}
        toolbar={
          mayExport ? (
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
          ) : (
            <span />
          )
        }
        toolbarEnd={
          <span className="adm-total" data-testid="checklist-total">
            {list.data ? <Plural value={total} one="# registration" other="# registrations" /> : null}
          </span>
        }
        rowTestId="checklist-row"
        {...table}
      />

      <RegistrationPanel registrationId={openId} mode="check" onClose={close} />
    </div>
  );
}
