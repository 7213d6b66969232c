import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Outlet, useParams, useRouteContext, useRouterState } from "@tanstack/react-router";
import { Button, Drawer, Layout, Skeleton, Tag, Tooltip } from "antd";
import { useEffect, useState } from "react";
import { ConferenceSwitcher } from "./components/ConferenceSwitcher";
import { FullscreenButton } from "./components/FullscreenButton";
import { LanguageButton } from "./components/LanguageButton";
import { PageTabs } from "./components/PageTabs";
import { SideMenu } from "./components/SideMenu";
import { UserMenu } from "./components/UserMenu";
import { titleOf, useAdminLocale } from "./format";
import { pageMeta } from "./page-meta";
import { adminConferencesQuery } from "./queries/conferences";
import { type AdminPage, isAdminPage, scopeOf } from "./scope";
import { sidebarBg } from "./theme";
import { useNarrowScreen } from "./use-media-query";

const collapsedKey = "confreg.admin.siderCollapsed";

function useSiderCollapsed() {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(collapsedKey) === "1");
  const toggle = () =>
    setCollapsed((value) => {
      localStorage.setItem(collapsedKey, value ? "0" : "1");
      return !value;
    });
  return [collapsed, toggle] as const;
}

function Brand({ withText }: { withText: boolean }) {
  return (
    <div className="adm-brand">
      <img src="/icon.svg" alt="" width={28} height={28} />
      {withText && (
        <span className="adm-brand-text">
          <Trans>Registration admin</Trans>
        </span>
      )}
    </div>
  );
}

/**
 * The menu: a sidebar that folds to icons on a desktop, a drawer over the page on a phone (closed by
 * default, and again once a menu item is chosen).
 */
function Navigation(props: {
  conferenceId: string;
  page: AdminPage | undefined;
  open: boolean;
  onClose(): void;
}) {
  const { conferenceId, page, open, onClose } = props;
  const narrow = useNarrowScreen();
  if (narrow) {
    return (
      <Drawer
        placement="left"
        open={open}
        onClose={onClose}
        size={240}
        closable={false}
        className="adm-drawer"
        styles={{ body: { padding: 0, background: sidebarBg } }}
      >
        <Brand withText />
        <SideMenu conferenceId={conferenceId} page={page} onChoose={onClose} />
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      className="adm-sider"
      width={220}
      collapsedWidth={64}
      collapsible
      collapsed={!open}
      trigger={null}
    >
      <Brand withText={open} />
      <SideMenu conferenceId={conferenceId} page={page} />
    </Layout.Sider>
  );
}

/** The conference this scope works on, or "All conferences". */
function ScopeTitle({ conferenceId }: { conferenceId: string }) {
  const locale = useAdminLocale();
  const conferences = useQuery(adminConferencesQuery());
  const scope = scopeOf(conferenceId);
  if (scope === "all") {
    return (
      <span className="adm-scope-title" data-testid="scope-title">
        <Trans>All conferences</Trans>
      </span>
    );
  }
  if (conferences.isPending) return <Skeleton.Input active size="small" className="adm-scope-skeleton" />;
  const conference = conferences.data?.find((c) => c.id === scope);
  return (
    <span className="adm-scope-title" data-testid="scope-title">
      {conference ? titleOf(conference.title, locale) : <Trans>Conference {conferenceId}</Trans>}
      {conference && <Tag className="adm-scope-year">{conference.year}</Tag>}
    </span>
  );
}

/** The back office's frame (spec 002 §2): sidebar, header, page tabs, and the page below them. */
export function HomeLayout() {
  const { t, i18n } = useLingui();
  const { account } = useRouteContext({ from: "/$conferenceId/manager/home" });
  const location = useRouterState({ select: (s) => s.location });
  const { conferenceId } = useParams({ from: "/$conferenceId/manager" });
  const segment = location.pathname.split("/").at(-1);
  const page = isAdminPage(segment) ? segment : undefined;
  const narrow = useNarrowScreen();
  const [collapsed, toggleCollapsed] = useSiderCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const menuOpen = narrow ? drawerOpen : !collapsed;
  const toggleMenu = narrow ? () => setDrawerOpen((open) => !open) : toggleCollapsed;

  useEffect(() => {
    const title = page ? i18n._(pageMeta[page].title) : "";
    document.title = `${title ? `${title} · ` : ""}${t`Conference registration back office`}`;
  }, [page, i18n, t]);

  return (
    <Layout className="adm-shell">
      <Navigation conferenceId={conferenceId} page={page} open={menuOpen} onClose={closeDrawer} />
      <Layout className="adm-main">
        <Layout.Header className="adm-header">
          <Tooltip title={menuOpen ? t`Collapse menu` : t`Expand menu`}>
            <Button
              type="text"
              icon={menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
              onClick={toggleMenu}
              aria-label={menuOpen ? t`Collapse menu` : t`Expand menu`}
              data-testid="sider-toggle"
            />
          </Tooltip>
          <ScopeTitle conferenceId={conferenceId} />
          <div className="adm-header-tools">
            {account.conferenceId === null && page && (
              <ConferenceSwitcher conferenceId={conferenceId} page={page} />
            )}
            {!narrow && <FullscreenButton />}
            <LanguageButton />
            <UserMenu account={account} conferenceId={conferenceId} />
          </div>
        </Layout.Header>
        {page && <PageTabs key={conferenceId} conferenceId={conferenceId} page={page} href={location.href} />}
        <Layout.Content className="adm-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
