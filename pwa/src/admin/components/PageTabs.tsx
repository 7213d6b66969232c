import { CloseCircleOutlined, CloseOutlined, DownOutlined, MinusCircleOutlined } from "@ant-design/icons";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Button, Dropdown, Tabs } from "antd";
import { useEffect, useState } from "react";
import { pageMeta } from "#admin/page-meta";
import { useAdminAccount } from "#admin/permissions";
import { type AdminPage, homePageOf, isAdminPage, mayOpenPage } from "#admin/scope";

type Tab = { page: AdminPage; href: string };

const storageKey = (conferenceId: string) => `confreg.admin.tabs.${conferenceId}`;

function loadTabs(conferenceId: string, mayOpen: (page: AdminPage) => boolean): Tab[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey(conferenceId)) ?? "[]") as Tab[];
    return saved.filter((tab) => isAdminPage(tab.page) && mayOpen(tab.page) && typeof tab.href === "string");
  } catch {
    return [];
  }
}

/**
 * One tab per page opened in this scope, remembering each page's last URL (filters included), so coming back
 * to a tab returns to where it was. Kept for the browser tab's session.
 */
export function PageTabs({
  conferenceId,
  page,
  href,
}: {
  conferenceId: string;
  page: AdminPage;
  href: string;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const account = useAdminAccount();
  // The account's landing page keeps its tab; the others close one by one, all at once, or all but one.
  const pinned = homePageOf(account);
  const [tabs, setTabs] = useState<Tab[]>(() => loadTabs(conferenceId, (p) => mayOpenPage(account, p)));

  useEffect(() => {
    setTabs((current) => {
      const others = current.filter((tab) => tab.page !== page);
      const index = current.findIndex((tab) => tab.page === page);
      const next = [...others];
      next.splice(index < 0 ? next.length : index, 0, { page, href });
      if (pinned && !next.some((tab) => tab.page === pinned)) {
        next.unshift({ page: pinned, href: `/${conferenceId}/manager/home/${pinned}` });
      }
      return next;
    });
  }, [page, href, conferenceId, pinned]);

  useEffect(() => {
    sessionStorage.setItem(storageKey(conferenceId), JSON.stringify(tabs));
  }, [tabs, conferenceId]);

  const open = (tab: Tab | undefined) => {
    if (tab) void navigate({ href: tab.href });
  };

  const close = (target: AdminPage) => {
    if (target === pinned) return;
    const index = tabs.findIndex((tab) => tab.page === target);
    const rest = tabs.filter((tab) => tab.page !== target);
    setTabs(rest);
    if (target === page) open(rest[Math.max(0, index - 1)]);
  };

  const keep = (pages: (AdminPage | null)[]) => {
    const rest = tabs.filter((tab) => pages.includes(tab.page));
    setTabs(rest);
    if (!pages.includes(page)) open(rest[0]);
  };

  return (
    <div className="adm-tabs">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={page}
        onChange={(key) => open(tabs.find((tab) => tab.page === key))}
        onEdit={(key, action) => {
          if (action === "remove" && typeof key === "string" && isAdminPage(key)) close(key);
        }}
        items={tabs.map((tab) => ({
          key: tab.page,
          label: (
            <span data-testid={`page-tab-${tab.page}`}>
              {pageMeta[tab.page].icon}
              {i18n._(pageMeta[tab.page].title)}
            </span>
          ),
          closable: tab.page !== pinned,
          closeIcon: <CloseOutlined aria-label={t`Close tab`} />,
        }))}
        tabBarExtraContent={{
          right: (
            <Dropdown
              trigger={["click"]}
              placement="bottomRight"
              menu={{
                items: [
                  {
                    key: "current",
                    icon: <CloseOutlined />,
                    label: t`Close current tab`,
                    disabled: page === pinned,
                    onClick: () => close(page),
                  },
                  {
                    key: "others",
                    icon: <MinusCircleOutlined />,
                    label: t`Close other tabs`,
                    onClick: () => keep([pinned, page]),
                  },
                  {
                    key: "all",
                    icon: <CloseCircleOutlined />,
                    label: t`Close all tabs`,
                    onClick: () => keep([pinned]),
                  },
                ],
              }}
            >
              <Button size="small" type="text" className="adm-tabs-actions" data-testid="page-tabs-actions">
                {t`Tabs`} <DownOutlined />
              </Button>
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
