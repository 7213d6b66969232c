import {
  type LodgingColumnGroup,
  type LodgingRow,
  lodgingColumnGroups,
  lodgingList,
  lodgingListColumns,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { registrationTestIds } from "#admin/lists/filter-test-ids";
import { ListPage } from "#admin/lists/ListPage";
import { toListParams } from "#admin/lists/list-search";
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
import { registrationTable } from "#admin/register-list/table-props";
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
  // The page ListPage shows (the same query, read from the cache): its total, for the export.
  const list = useQuery(lodgingListQuery(params));
  const roomsConference = roomsConferenceOf(search, scope);
  const rooms = useQuery(lodgingRoomsQuery(roomsConference));
  const [groups, setGroups] = useColumnGroups("hotelTranslist", groupNames);
  const [openId, setOpenId] = useState<number | null>(null);
  const time = useConferenceTime();
  const mayExport = useCan("registrations.export");
  const actions = useRowActionsColumn(conferenceId) as ColumnsType<LodgingRow>[number] | null;
  const size = search.size ?? lodgingList.paging.defaultSize;
  // Built at every render, not memoised: the headers must follow a language switch at once.
  const listColumns = registrationColumns<LodgingRow>(
    {
      i18n,
      showConference: scope === "all",
      groups,
      offset: ((search.page ?? 1) - 1) * size,
      onOpen: (row) => setOpenId(row.id),
      time,
    },
    lodgingListColumns,
  );
  const conference = scope === "all" ? undefined : conferences.data?.find((c) => c.id === scope);

  return (
    <ListPage
      list={lodgingList}
      scope={scope}
      search={search}
      onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })}
      query={lodgingListQuery}
      titleTestId="lodging-title"
      title={<Trans>Lodging and transport</Trans>}
      sub={
        conference ? (
          titleOf(conference.title, locale)
        ) : (
          <Trans>Lodging and transport of every conference</Trans>
        )
      }
      testIdPrefix="lodging"
      filterForm={{ testIds: registrationTestIds, hotels: rooms.data?.hotels }}
      beforeTable={<RoomsPanel conferenceId={roomsConference} hotelId={search.hotelId} />}
      table={{
        ...registrationTable,
        columns: actions ? [...listColumns, actions] : listColumns,
        rowTestId: "registration-row",
        toolbar: <ColumnGroupsPicker labels={lodgingColumnGroups} shown={groups} onChange={setGroups} />,
        toolbarEnd: mayExport && (
          <ExportButtons
            kinds={["current"]}
            total={list.data?.total}
            download={(_, onBytes) => downloadLodgingSheet(params, onBytes)}
          />
        ),
      }}
    >
      <RegistrationPanel registrationId={openId} mode="full" onClose={() => setOpenId(null)} />
    </ListPage>
  );
}
