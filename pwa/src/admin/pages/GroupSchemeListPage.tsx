import { groupSchemeList } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { getRouteApi } from "@tanstack/react-router";
import { NewSchemeButton } from "#admin/conferences/SchemeDialog";
import { schemeColumns } from "#admin/groups/scheme-columns";
import { ListPage } from "#admin/lists/ListPage";
import { useListRoute } from "#admin/lists/use-list-route";
import { groupSchemeListQuery } from "#admin/queries/groups";

const route = getRouteApi("/$conferenceId/manager/home/groupSchemeList");

/**
 * groupSchemeList (spec 002 §2): the discount plans of the scope; in one conference's scope a new plan is
 * added here as in its editor, and a plan no group uses is deleted.
 */
export function GroupSchemeListPage() {
  const { i18n, locale, time, narrow, search, scope, offset, onSearch } = useListRoute(
    route,
    groupSchemeList,
  );
  return (
    <ListPage
      list={groupSchemeList}
      scope={scope}
      search={search}
      onSearch={onSearch}
      query={groupSchemeListQuery}
      titleTestId="schemes-title"
      title={<Trans>Discount plans</Trans>}
      sub={<Trans>The group discounts each conference offers, and how many groups use each.</Trans>}
      testIdPrefix="schemes"
      table={{
        columns: schemeColumns({
          i18n,
          locale,
          showConference: scope === "all",
          offset,
          time,
          narrow,
        }),
        rowTestId: "schemes-row",
        rowIdAttribute: "data-id",
        // A new plan belongs to one conference: offered in its scope.
        toolbarEnd: scope === "all" ? undefined : <NewSchemeButton conferenceId={scope} />,
      }}
    />
  );
}
