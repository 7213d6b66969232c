import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Menu } from "antd";
import { pageMeta } from "#admin/page-meta";
import { type AdminPage, adminPages } from "#admin/scope";

/** The menus of this back office, as links so they also open in a new tab. */
export function SideMenu({ conferenceId, page }: { conferenceId: string; page: AdminPage | undefined }) {
  const { i18n } = useLingui();
  return (
    <Menu
      theme="dark"
      mode="inline"
      selectedKeys={page ? [page] : []}
      items={adminPages.map((key) => ({
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
