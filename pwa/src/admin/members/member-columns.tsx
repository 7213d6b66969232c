import { genderLabels, type MemberRow } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { App, Button, Popconfirm, Space, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { orEmpty } from "#admin/format";
import { useDeleteMember } from "#admin/queries/members";
import { errorText } from "#api/errors";

/** A society list's columns (the phone masked); editing opens the dialog, removing asks first. */
export function useMemberColumns(onEdit: (row: MemberRow) => void): ColumnsType<MemberRow> {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const remove = useDeleteMember();
  return [
    { key: "name", title: t`Name`, render: (_, r) => r.name },
    { key: "no", title: t`Member number`, render: (_, r) => r.memberNo },
    { key: "unit", title: t`Unit`, render: (_, r) => orEmpty(r.unit) },
    {
      key: "gender",
      title: t`Gender`,
      render: (_, r) => (r.gender === null ? orEmpty("") : i18n._(genderLabels[r.gender])),
    },
    { key: "job", title: t`Job title`, render: (_, r) => orEmpty(r.job) },
    { key: "email", title: t`E-mail`, render: (_, r) => orEmpty(r.email) },
    { key: "phone", title: t`Mobile`, render: (_, r) => orEmpty(r.phoneMasked) },
    {
      key: "valid",
      title: t`Status`,
      render: (_, r) => (r.valid ? <Tag color="green">{t`Valid`}</Tag> : <Tag>{t`Lapsed`}</Tag>),
    },
    {
      key: "actions",
      title: t`Actions`,
      render: (_, r) => (
        <Space size={4}>
          <Button size="small" onClick={() => onEdit(r)} data-testid="member-edit">
            {t`Edit`}
          </Button>
          <Popconfirm
            title={t`Remove ${r.name} from this list?`}
            okText={t`Remove`}
            cancelText={t`Cancel`}
            onConfirm={() =>
              remove.mutate(r.id, { onError: (error) => void message.error(errorText(error)) })
            }
          >
            <Button size="small" danger data-testid="member-remove">
              {t`Remove`}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
