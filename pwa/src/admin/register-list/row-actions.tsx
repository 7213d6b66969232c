import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import type { AdminRegistrationRow } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { App, Button, Popconfirm, Space } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useCan } from "#admin/permissions";
import { useDeleteRegistration } from "#admin/queries/registration-edit";
import { errorText } from "#api/errors";

type Column = ColumnsType<AdminRegistrationRow>[number];

/**
 * The registration list's per-row actions (spec 002 §2): Edit opens registerEdit, Delete asks first and is
 * refused by the server unless unpaid and not invoiced (删除失败！请检查是否未支付且未开发票). Each button exists
 * only for accounts holding its permission; none at all: no column.
 */
export function useRowActionsColumn(conferenceId: string): Column | null {
  const { t } = useLingui();
  const { message } = App.useApp();
  const mayEdit = useCan("registrations.write");
  const mayDelete = useCan("registrations.delete");
  const remove = useDeleteRegistration();
  if (!mayEdit && !mayDelete) return null;
  const confirmDelete = (row: AdminRegistrationRow) =>
    remove.mutate(row.id, {
      onSuccess: () => void message.success(t`Deleted.`),
      onError: (error) => void message.error(errorText(error)),
    });
  return {
    key: "actions",
    title: t`Actions`,
    width: mayEdit && mayDelete ? 170 : 90,
    fixed: "end",
    render: (_v, row) => (
      <Space size={4}>
        {mayEdit && (
          <Link
            to="/$conferenceId/manager/home/registerEdit"
            params={{ conferenceId }}
            search={{ register_id: row.id }}
            data-testid="registration-edit"
          >
            <Button size="small" icon={<EditOutlined />}>
              <Trans>Edit</Trans>
            </Button>
          </Link>
        )}
        {mayDelete && (
          <Popconfirm
            title={t`Delete the registration of ${row.name}?`}
            description={t`Only an unpaid registration without an issued invoice can be deleted.`}
            okText={t`Delete`}
            okButtonProps={{ danger: true, ...({ "data-testid": "registration-delete-confirm" } as object) }}
            cancelText={t`Cancel`}
            onConfirm={() => confirmDelete(row)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} data-testid="registration-delete">
              <Trans>Delete</Trans>
            </Button>
          </Popconfirm>
        )}
      </Space>
    ),
  };
}
