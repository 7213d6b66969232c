import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Card, Empty, Select } from "antd";
import type { ReactNode } from "react";
import { titleOf, useAdminLocale } from "#admin/format";
import { adminConferencesQuery } from "#admin/queries/conferences";
import type { AdminPage } from "#admin/scope";
import "./choose-conference.css";

type Props = {
  /** The page to open in the chosen conference's scope (the one showing this). */
  page: AdminPage;
  icon: ReactNode;
  /** Why this page needs one conference. */
  description: ReactNode;
  testId: string;
};

/** For a page about one conference opened in the all-conferences scope: pick the conference first. */
export function ChooseConference({ page, icon, description, testId }: Props) {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const navigate = useNavigate();
  const conferences = useQuery(adminConferencesQuery());
  return (
    <Card className="adm-card adm-choose-conference">
      <Empty image={<span className="adm-choose-conference-icon">{icon}</span>} description={description}>
        <Select
          className="adm-choose-conference-select"
          placeholder={t`Choose a conference`}
          loading={conferences.isPending}
          showSearch={{ optionFilterProp: "label" }}
          options={(conferences.data ?? []).map((c) => ({
            value: String(c.id),
            label: `${titleOf(c.title, locale)} · ${c.year}`,
          }))}
          onChange={(id: string) =>
            void navigate({ to: `/$conferenceId/manager/home/${page}`, params: { conferenceId: id } })
          }
          data-testid={testId}
        />
      </Empty>
    </Card>
  );
}
