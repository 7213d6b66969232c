import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Badge, Menu } from "antd";
import { pageMeta } from "#admin/page-meta";
import { useAdminAccount } from "#admin/permissions";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { unresolvedAlertCountQuery } from "#admin/queries/payments";
import { type AdminPage, pagesFor, scopeOf } from "#admin/scope";

type Props = {
  conferenceId: string;
  page: AdminPage | undefined;
  /** Called when a menu item is chosen (the phone drawer closes then). */
  onChoose?: () => void;
};

/** The menus of this back office the account may open (shared permission table), as links. */
export function SideMenu({ conferenceId, page, onChoose }: Props) {
  const { i18n } = useLingui();
  const scope = scopeOf(conferenceId);
  const conferences = useQuery(adminConferencesQuery());
  const conference = scope === "all" ? undefined : conferences.data?.find((c) => c.id === scope);
  const shown = pagesFor(useAdminAccount(), conference);
  // The alerts waiting for a person, beside their menu: one small request, refreshed each minute at most.
  const alerts = useQuery({
    ...unresolvedAlertCountQuery(scope === "all" ? undefined : String(scope)),
    enabled: shown.includes("paymentAlerts"),
  });
  const badges: Partial<Record<AdminPage, number>> = { paymentAlerts: alerts.data ?? 0 };
  return (
    <Menu
      theme="dark"
      mode="inline"
      selectedKeys={page ? [page] : []}
      onClick={onChoose}
      items={shown.map((key) => ({
        key,
        icon: pageMeta[key].icon,
        label: (
          <Link
            to={`/$conferenceId/manager/home/${key}`}
            params={{ conferenceId }}
            data-testid={`menu-${key}`}
          >
            {i18n._(pageMeta[key].title)}
            {badges[key] ? (
              <Badge
                count={badges[key]}
                size="small"
                style={{ marginInlineStart: 8 }}
                data-testid={`menu-badge-${key}`}
              />
            ) : null}
          </Link>
        ),
      }))}
    />
  );
}
