import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Menu } from "antd";
import { pageMeta } from "#admin/page-meta";
import { useAdminAccount } from "#admin/permissions";
import { type AdminPage, pagesFor } from "#admin/scope";

type Props = {
  conferenceId: string;
  page: AdminPage | undefined;
  /** Called when a menu item is chosen (the phone drawer closes then). */
  onChoose?: () => void;
};

/** The menus of this back office the account may open (shared permission table), as links. */
export function SideMenu({ conferenceId, page, onChoose }: Props) {
  const { i18n } = useLingui();
  const shown = pagesFor(useAdminAccount());
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
          </Link>
        ),
      }))}
    />
  );
}
