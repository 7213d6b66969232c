import { listFieldGroups, registrationList, shownFieldGroups } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import { titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { registrationTestIds } from "#admin/lists/filter-test-ids";
import { ListPage } from "#admin/lists/ListPage";
import { type ListParams, toListParams } from "#admin/lists/list-search";
import { useCan } from "#admin/permissions";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { registrationListQuery } from "#admin/queries/registrations";
import { RegistrationPanel } from "#admin/register-detail/RegistrationPanel";
import { ColumnGroupsPicker } from "#admin/register-list/ColumnGroupsPicker";
import { columnGroupLabels, columnGroups, useColumnGroups } from "#admin/register-list/column-groups";
import { registrationColumns } from "#admin/register-list/columns";
import { ExportButtons } from "#admin/register-list/ExportButtons";
import { downloadRegistrationSheet } from "#admin/register-list/export-sheet";
import { ImportSection } from "#admin/register-list/ImportSection";
import { InvoiceReminderButton } from "#admin/register-list/InvoiceReminderButton";
import { useRowActionsColumn } from "#admin/register-list/row-actions";
import { registrationTable } from "#admin/register-list/table-props";
import { scopeOf } from "#admin/scope";

const route = getRouteApi("/$conferenceId/manager/home/registerList");

/** registerList (spec 002 §2): filters, column groups, a server-paged table, and the detail dialog. */
export function RegisterListPage() {
  const { i18n } = useLingui();
  const locale = useAdminLocale();
  const { conferenceId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope = scopeOf(conferenceId);
  const conferences = useQuery(adminConferencesQuery());
  const [chosen, setGroups] = useColumnGroups();
  const conference = scope === "all" ? undefined : conferences.data?.find((c) => c.id === scope);
  // Lodging and transport only where the conference shows them (every conference's in the all scope).
  const offered = shownFieldGroups(
    columnGroups,
    scope === "all" ? null : (conference ?? { lodgingEnabled: false }),
  );
  const groups = chosen.filter((group) => offered.includes(group));
  // The groups read only when shown: a hidden group costs the list nothing.
  const fieldGroups = listFieldGroups.filter((group) => groups.includes(group)).join(",");
  const withGroups = (params: ListParams) => (fieldGroups ? { ...params, fieldGroups } : params);
  const params = withGroups(toListParams(registrationList, search, scope));
  // The page ListPage shows (the same query, read from the cache): its questions and its total.
  const list = useQuery(registrationListQuery(params));
  const [openId, setOpenId] = useState<number | null>(null);
  const time = useConferenceTime();
  // The invoice reminder is an all-conferences feature (spec 002 §6), for the conference the filter chose.
  const mayRemind = useCan("invoices.remind") && scope === "all";
  const mayExport = useCan("registrations.export");
  const mayImport = useCan("registrations.import");
  const actions = useRowActionsColumn(conferenceId);
  const size = search.size ?? registrationList.paging.defaultSize;
  // Built at every render, not memoised: the headers must follow a language switch at once.
  const listColumns = registrationColumns({
    i18n,
    showConference: scope === "all",
    groups,
    offset: ((search.page ?? 1) - 1) * size,
    onOpen: (row) => setOpenId(row.id),
    time,
    questions: list.data?.questions ?? [],
  });

  return (
    <ListPage
      list={registrationList}
      scope={scope}
      search={search}
      onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })}
      query={(listParams) => registrationListQuery(withGroups(listParams))}
      titleTestId="registration-title"
      title={<Trans>Registration list</Trans>}
      sub={
        scope === "all" ? (
          <Trans>Registrations of every conference</Trans>
        ) : conference ? (
          titleOf(conference.title, locale)
        ) : null
      }
      testIdPrefix="registration"
      filterForm={{ testIds: registrationTestIds }}
      filtersExtra={
        mayImport && <ImportSection conferenceId={scope === "all" ? search.conferenceId : scope} />
      }
      table={{
        ...registrationTable,
        columns: actions ? [...listColumns, actions] : listColumns,
        rowTestId: "registration-row",
        toolbar: (
          <ColumnGroupsPicker
            labels={columnGroupLabels}
            shown={chosen}
            offered={offered}
            onChange={setGroups}
          />
        ),
        toolbarEnd: (
          <>
            {mayExport && (
              <ExportButtons
                total={list.data?.total}
                download={(kind, onBytes) => downloadRegistrationSheet(params, kind === "all", onBytes)}
              />
            )}
            {mayRemind && search.conferenceId !== undefined && (
              <InvoiceReminderButton conferenceId={search.conferenceId} />
            )}
          </>
        ),
      }}
    >
      <RegistrationPanel registrationId={openId} mode="full" onClose={() => setOpenId(null)} />
    </ListPage>
  );
}
