import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Outlet, useParams, useRouteContext, useRouterState } from "@tanstack/react-router";
import { Button, Layout, Skeleton, Tag, Tooltip } from "antd";
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
import { isAdminPage, scopeOf } from "./scope";

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
  const [collapsed, toggleCollapsed] = useSiderCollapsed();

  useEffect(() => {
    const title = page ? i18n._(pageMeta[page].title) : "";
    document.title = `${title ? `${title} · ` : ""}${t`Conference registration back office`}`;
  }, [page, i18n, t]);

  return (
    <Layout className="adm-shell">
      <Layout.Sider
        className="adm-sider"
        width={220}
        collapsedWidth={64}
        collapsible
        collapsed={collapsed}
        trigger={null}
      >
        <div className="adm-brand">
          <img src="/icon.svg" alt="" width={28} height={28} />
          {!collapsed && (
            <span className="adm-brand-text">
              <Trans>Registration admin</Trans>
            </span>
          )}
        </div>
        <SideMenu conferenceId={conferenceId} page={page} />
      </Layout.Sider>
      <Layout className="adm-main">
        <Layout.Header className="adm-header">
          <Tooltip title={collapsed ? t`Expand menu` : t`Collapse menu`}>
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={toggleCollapsed}
              aria-label={collapsed ? t`Expand menu` : t`Collapse menu`}
              data-testid="sider-toggle"
            />
          </Tooltip>
          <ScopeTitle conferenceId={conferenceId} />
          <div className="adm-header-tools">
            {account.conferenceId === null && page && (
              <ConferenceSwitcher conferenceId={conferenceId} page={page} />
            )}
            <FullscreenButton />
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
