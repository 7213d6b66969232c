import { DownloadOutlined } from "@ant-design/icons";
import { Trans, useLingui } from "@lingui/react/macro";
import { App, Button, Space } from "antd";
import { useState } from "react";
import type { RegistrationListParams } from "#admin/queries/registrations";
import { errorText } from "#api/errors";
import { downloadRegistrationSheet, exportParams } from "./export-sheet";

const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);

/**
 * Export current and export all (spec 002 §2, §8): after the confirmation, the file streams in while the
 * bytes received so far show beside the buttons; an empty list is not exported.
 */
export function ExportButtons({
  params,
  total,
}: {
  params: RegistrationListParams;
  total: number | undefined;
}) {
  const { t } = useLingui();
  const { modal, message } = App.useApp();
  const [received, setReceived] = useState<number | null>(null);

  const run = async (all: boolean) => {
    if (!all && total === 0) {
      void message.warning(t`Data error, please contact the administrator`);
      return;
    }
    setReceived(0);
    try {
      await downloadRegistrationSheet(exportParams(params, all), setReceived);
      void message.success(t`Exported`);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setReceived(null);
    }
  };
  const confirm = (all: boolean) =>
    modal.confirm({
      title: t`Export the current data?`,
      okText: t`Export`,
      okButtonProps: { ...{ "data-testid": "export-confirm" } },
      cancelText: t`Cancel`,
      onOk: () => void run(all),
    });

  const busy = received !== null;
  return (
    <Space size="small">
      <Button
        size="small"
        icon={<DownloadOutlined />}
        disabled={busy}
        onClick={() => confirm(false)}
        data-testid="export-current"
      >
        <Trans>Export current</Trans>
      </Button>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        disabled={busy}
        onClick={() => confirm(true)}
        data-testid="export-all"
      >
        <Trans>Export all</Trans>
      </Button>
      {busy && (
        <span className="adm-sub" data-testid="export-progress">
          <Trans>Downloading… {megabytes(received)} MB</Trans>
        </span>
      )}
    </Space>
  );
}
