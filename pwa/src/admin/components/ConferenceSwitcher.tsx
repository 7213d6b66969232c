import { SwapOutlined } from "@ant-design/icons";
import { allConferencesScope } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Select } from "antd";
import { titleOf, useAdminLocale } from "#admin/format";
import { adminConferencesQuery } from "#admin/queries/conferences";
import type { AdminPage } from "#admin/scope";

/** For accounts bound to all conferences: move between "all" and one conference, staying on the same page. */
export function ConferenceSwitcher({ conferenceId, page }: { conferenceId: string; page: AdminPage }) {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const navigate = useNavigate();
  const conferences = useQuery(adminConferencesQuery());
  const options = [
    { value: allConferencesScope, label: t`All conferences` },
    ...[...(conferences.data ?? [])]
      .sort((a, b) => b.year - a.year || b.id - a.id)
      .map((c) => ({ value: String(c.id), label: titleOf(c.title, locale) })),
  ];
  return (
    <Select
      className="adm-switcher"
      value={conferenceId}
      options={options}
      loading={conferences.isPending}
      showSearch={{ optionFilterProp: "label" }}
      popupMatchSelectWidth={false}
      prefix={<SwapOutlined />}
      aria-label={t`Switch conference`}
      onChange={(next: string) =>
        void navigate({ to: `/$conferenceId/manager/home/${page}`, params: { conferenceId: next } })
      }
      data-testid="conference-switcher"
    />
  );
}
