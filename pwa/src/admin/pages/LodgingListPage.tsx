import {
  type LodgingColumnGroup,
  type LodgingRow,
  lodgingColumnGroups,
  lodgingList,
  lodgingListColumns,
} from "@confreg/shared";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Card } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useCallback, useState } from "react";
import { ListTableCard } from "#admin/components/ListTableCard";
import { PageHead } from "#admin/components/PageHead";
import { titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { registrationTestIds } from "#admin/lists/filter-test-ids";
import { ListFilterForm } from "#admin/lists/ListFilterForm";
import { toListParams } from "#admin/lists/list-search";
import type { LodgingFilters, LodgingSearch } from "#admin/lists/registration-family";
import { useListPaging } from "#admin/lists/use-list-paging";
import { RoomsPanel } from "#admin/lodging/RoomsPanel";
import { roomsConferenceOf } from "#admin/lodging/search";
import { useCan } from "#admin/permissions";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { lodgingListQuery, lodgingRoomsQuery } from "#admin/queries/lodging";
import { RegistrationPanel } from "#admin/register-detail/RegistrationPanel";
import { ColumnGroupsPicker } from "#admin/register-list/ColumnGroupsPicker";
import { useColumnGroups } from "#admin/register-list/column-groups";
import { registrationColumns } from "#admin/register-list/columns";
import { ExportButtons } from "#admin/register-list/ExportButtons";
import { downloadLodgingSheet } from "#admin/register-list/export-sheet";
import { useRowActionsColumn } from "#admin/register-list/row-actions";
import { useRegistrationTable } from "#admin/register-list/table-props";
import { scopeOf } from "#admin/scope";

const route = getRouteApi("/$conferenceId/manager/home/hotelTranslist");
const groupNames = Object.keys(lodgingColumnGroups) as LodgingColumnGroup[];

/**
 * hotelTranslist (spec 002 §2): the registration list's rows with their lodging and travel, the lodging
 * filters, the rooms left per hotel, room type and night, column groups, and per row the registration's
 * edit, delete and detail panel (the registration list's own).
 */
export function LodgingListPage() {
  const { i18n } = useLingui();
  const locale = useAdminLocale();
  const { conferenceId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope = scopeOf(conferenceId);
  const conferences = useQuery(adminConferencesQuery());
  const params = toListParams(lodgingList, search, scope);
  const list = useQuery(lodgingListQuery(params));
  const roomsConference = roomsConferenceOf(search, scope);
  const rooms = useQuery(lodgingRoomsQuery(roomsConference));
  const [groups, setGroups] = useColumnGroups("hotelTranslist", groupNames);
  const [openId, setOpenId] = useState<number | null>(null);
  const time = useConferenceTime();
  const mayExport = useCan("registrations.export");

  const go = useCallback(
    (next: LodgingSearch, replace?: boolean) => void navigate({ search: next, replace }),
    [navigate],
  );
  const { page, size, setSearch, setPage } = useListPaging(lodgingList.paging.defaultSize, search, go, list);
  const table = useRegistrationTable(search, setPage);
  const applyFilters = (filters: LodgingFilters) =>
    setSearch({ ...filters, page: undefined, size: search.size });

  const actions = useRowActionsColumn(conferenceId) as ColumnsType<LodgingRow>[number] | null;
  // Built at every render, not memoised: the headers must follow a language switch at once.
  const listColumns = registrationColumns<LodgingRow>(
    {
      i18n,
      showConference: scope === "all",
      groups,
      offset: (page - 1) * size,
      onOpen: (row) => setOpenId(row.id),
      time,
    },
    lodgingListColumns,
  );
  const columns = actions ? [...listColumns, actions] : listColumns;

  const conference = scope === "all" ? undefined : conferences.data?.find((c) => c.id === scope);
  const total = list.data?.total ?? 0;

  return (
    <div className="adm-page">
      <PageHead
        titleTestId="lodging-title"
        title={<Trans>Lodging and transport</Trans>}
        sub={
          conference ? (
            titleOf(conference.title, locale)
          ) : (
            <Trans>Lodging and transport of every conference</Trans>
          )
        }
      />

      <Card className="adm-card" size="small">
        <ListFilterForm
          list={lodgingList}
          scope={scope}
          filters={search}
          conferences={conferences.data}
          loadingConferences={conferences.isPending}
          onSearch={applyFilters}
          hotels={rooms.data?.hotels}
          testIdPrefix="registration"
          testIds={registrationTestIds}
        />
      </Card>

      <RoomsPanel conferenceId={roomsConference} hotelId={search.hotelId} />

      <ListTableCard
        list={list}
        columns={columns}
        toolbar={<ColumnGroupsPicker labels={lodgingColumnGroups} shown={groups} onChange={setGroups} />}
        toolbarEnd={
          <>
            {mayExport && (
              <ExportButtons
                kinds={["current"]}
                total={list.data?.total}
                download={(_, onBytes) => downloadLodgingSheet(params, onBytes)}
              />
            )}
            <span className="adm-total" data-testid="lodging-total">
              {list.data ? <Plural value={total} one="# registration" other="# registrations" /> : null}
            </span>
          </>
        }
        rowTestId="registration-row"
        {...table}
      />

      <RegistrationPanel registrationId={openId} mode="full" onClose={() => setOpenId(null)} />
    </div>
  );
}
