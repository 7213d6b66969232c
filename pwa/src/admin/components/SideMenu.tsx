import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Menu } from "antd";
import { pageMeta } from "#admin/page-meta";
import { useAdminAccount } from "#admin/permissions";
import { type AdminPage, pagesFor } from "#admin/scope";

/** The menus of this back office the account may open (shared permission table), as links. */
export function SideMenu({ conferenceId, page }: { conferenceId: string; page: AdminPage | undefined }) {
  const { i18n } = useLingui();
  const shown = pagesFor(useAdminAccount());
  return (
    <Menu
      theme="dark"
      mode="inline"
      selectedKeys={page ? [page] : []}
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
          </Link>
        ),
      }))}
    />
  );
}
