import { ReloadOutlined } from "@ant-design/icons";
import { useLingui } from "@lingui/react/macro";
import { Button, Tooltip } from "antd";

/** Reloads a list; spins while a reload (not the first load) is under way. */
export function RefreshButton({
  list,
}: {
  list: { refetch: () => unknown; isFetching: boolean; isPending: boolean };
}) {
  const { t } = useLingui();
  return (
    <Tooltip title={t`Refresh`}>
      <Button
        icon={<ReloadOutlined />}
        aria-label={t`Refresh`}
        onClick={() => void list.refetch()}
        loading={list.isFetching && !list.isPending}
      />
    </Tooltip>
  );
}
