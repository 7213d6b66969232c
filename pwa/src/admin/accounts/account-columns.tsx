import { type AdminAccountRow, adminRoleLabels } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { App, Button, Popconfirm, Space, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { useAdminAccount } from "#admin/permissions";
import { useSetAccountDisabled } from "#admin/queries/accounts";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { errorText } from "#api/errors";

type Options = {
  /** The rows before this page's, for the row number. */
  offset: number;
  onEdit: (row: AdminAccountRow) => void;
  onPassword: (row: AdminAccountRow) => void;
};

/**
 * The account list's columns (spec: row number, user name, account type, creation time, associated
 * conference, actions); disabling and enabling are done here, behind a confirmation.
 */
export function useAccountColumns({ offset, onEdit, onPassword }: Options): ColumnsType<AdminAccountRow> {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const locale = useAdminLocale();
  const time = useConferenceTime();
  const me = useAdminAccount();
  const conferences = useQuery(adminConferencesQuery());
  const setDisabled = useSetAccountDisabled();
  const conferenceName = (id: number | null) => {
    if (id === null) return t`All conferences`;
    const found = conferences.data?.find((c) => c.id === id);
    return found ? titleOf(found.title, locale) : `#${id}`;
  };
  const toggle = (row: AdminAccountRow) =>
    setDisabled.mutate(
      { id: row.id, disabled: !row.isDisabled },
      { onError: (error) => void message.error(errorText(error)) },
    );
  return [
    { key: "index", title: "#", width: 60, render: (_, __, index) => offset + index + 1 },
    {
      key: "username",
      title: t`User name`,
      render: (_, row) => (
        <Space>
          <span data-testid="account-row-username">{row.username}</span>
          {row.id === me.id && <Tag color="blue">{t`You`}</Tag>}
          {row.isDisabled && <Tag color="red">{t`Disabled`}</Tag>}
        </Space>
      ),
    },
    { key: "role", title: t`Account type`, render: (_, row) => i18n._(adminRoleLabels[row.role]) },
    {
      key: "created",
      title: t`Creation time`,
      render: (_, row) => time(row.createTime, row.conferenceId ?? 0),
    },
    {
      key: "conference",
      title: t`Associated conference`,
      render: (_, row) => conferenceName(row.conferenceId),
    },
    {
      key: "actions",
      title: t`Actions`,
      width: 300,
      render: (_, row) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => onEdit(row)} data-testid="account-edit">
            {t`Edit`}
          </Button>
          <Button size="small" onClick={() => onPassword(row)} data-testid="account-set-password">
            {t`Change password`}
          </Button>
          <Popconfirm
            title={
              row.isDisabled ? t`Enable this account?` : t`Disable this account? It is signed out at once.`
            }
            okText={t`Confirm`}
            cancelText={t`Cancel`}
            onConfirm={() => toggle(row)}
          >
            <Button size="small" danger={!row.isDisabled} data-testid="account-toggle">
              {row.isDisabled ? t`Enable` : t`Disable`}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
