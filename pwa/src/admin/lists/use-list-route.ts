import type { AdminScope, ListDeclaration } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useAdminLocale, useConferenceTime } from "#admin/format";
import { scopeOf } from "#admin/scope";
import { useNarrowScreen } from "#admin/use-media-query";

/** What a list page reads of its route (TanStack's `getRouteApi` of the page). */
type ListRouteApi<S> = {
  useParams: () => { conferenceId: string };
  useSearch: () => S;
  useNavigate: () => (options: { search: S; replace?: boolean }) => Promise<void>;
};

/**
 * The context every declared list page starts from: its scope, the URL's search and how the page changes
 * it, the number of the page's first row, and how cells are written (language, conference clock, screen).
 */
export function useListRoute<S extends { page?: number; size?: number }>(
  route: ListRouteApi<S>,
  list: ListDeclaration,
) {
  const { i18n } = useLingui();
  const locale = useAdminLocale();
  const time = useConferenceTime();
  const narrow = useNarrowScreen();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope: AdminScope = scopeOf(route.useParams().conferenceId);
  const offset = ((search.page ?? 1) - 1) * (search.size ?? list.paging.defaultSize);
  const onSearch = (next: S, options?: { replace: boolean }) =>
    void navigate({ search: next, replace: options?.replace });
  return { i18n, locale, time, narrow, search, scope, offset, onSearch };
}
