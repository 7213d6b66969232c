import { DeleteOutlined } from "@ant-design/icons";
import { Trans, useLingui } from "@lingui/react/macro";
import { App, Button, Popconfirm } from "antd";
import { useDeleteScheme } from "#admin/queries/conference-editor";
import { errorText } from "#api/errors";

/** deleteGroupScheme: asks first; a plan with groups is refused by the server (此优惠方案已有组团，不能删除！). */
export function DeleteSchemeButton({ conferenceId, schemeId }: { conferenceId: number; schemeId: number }) {
  const { t } = useLingui();
  const { message } = App.useApp();
  const remove = useDeleteScheme();
  return (
    <Popconfirm
      title={t`Delete this discount plan?`}
      okText={t`Delete`}
      cancelText={t`Cancel`}
      okButtonProps={{ danger: true, ...({ "data-testid": "schemes-delete-confirm" } as object) }}
      onConfirm={() =>
        remove
          .mutateAsync({ conferenceId, schemeId })
          .then(() => void message.success(t`Deleted.`))
          .catch((error: unknown) => void message.error(errorText(error)))
      }
    >
      <Button size="small" danger icon={<DeleteOutlined />} data-testid="schemes-delete">
        <Trans>Delete</Trans>
      </Button>
    </Popconfirm>
  );
}
