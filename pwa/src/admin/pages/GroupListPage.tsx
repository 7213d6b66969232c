import { groupList } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import { groupColumns } from "#admin/groups/columns";
import { GroupMembersDialog } from "#admin/groups/GroupMembersDialog";
import { ListPage } from "#admin/lists/ListPage";
import { toListParams } from "#admin/lists/list-search";
import { useListRoute } from "#admin/lists/use-list-route";
import { useCan } from "#admin/permissions";
import { groupListQuery } from "#admin/queries/groups";
import { ExportButtons } from "#admin/register-list/ExportButtons";
import { downloadGroupSheet } from "#admin/register-list/export-sheet";

const route = getRouteApi("/$conferenceId/manager/home/groupList");

/** groupList (spec 002 §2): the groups of the scope, filtered and paged, each opening its members. */
export function GroupListPage() {
  const { i18n, locale, time, narrow, search, scope, offset, onSearch } = useListRoute(route, groupList);
  const [open, setOpen] = useState<number | null>(null);
  const mayExport = useCan("registrations.export");
  // The page ListPage shows (read from the cache): an empty list is not exported.
  const total = useQuery(groupListQuery(toListParams(groupList, search, scope))).data?.total;
  return (
    <ListPage
      list={groupList}
      scope={scope}
      search={search}
      onSearch={onSearch}
      query={groupListQuery}
      titleTestId="group-title"
      title={<Trans>Group discounts</Trans>}
      sub={<Trans>The groups attendees formed, their members and who has paid.</Trans>}
      testIdPrefix="group"
      table={{
        columns: groupColumns({
          i18n,
          locale,
          showConference: scope === "all",
          offset,
          time,
          narrow,
          onOpen: (row) => setOpen(row.id),
        }),
        rowTestId: "group-row",
        toolbarEnd: mayExport && (
          <ExportButtons
            kinds={["current"]}
            total={total}
            download={(_, onBytes) => downloadGroupSheet(toListParams(groupList, search, scope), onBytes)}
          />
        ),
        rowIdAttribute: "data-group-id",
        pagerOptions: { showQuickJumper: !narrow, simple: narrow },
      }}
    >
      <GroupMembersDialog groupId={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
}
