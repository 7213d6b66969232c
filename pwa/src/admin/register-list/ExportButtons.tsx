import { DownloadOutlined } from "@ant-design/icons";
import { Trans, useLingui } from "@lingui/react/macro";
import { App, Button, Space } from "antd";
import { type ReactNode, useState } from "react";
import { errorText } from "#api/errors";
import type { OnBytes } from "./export-sheet";

/** Export current (the list's filters) or export all (the scope alone). */
export type ExportKind = "current" | "all";

const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);

/**
 * A list's export buttons (spec 002 §2, §8), the kinds it offers: after the confirmation, the file streams
 * in while the bytes received so far show beside the buttons; an empty list is not exported.
 */
export function ExportButtons({
  kinds = ["current", "all"],
  total,
  download,
}: {
  kinds?: readonly ExportKind[];
  total: number | undefined;
  /** Streams the list's file of that kind in, telling the bytes received so far. */
  download: (kind: ExportKind, onBytes: OnBytes) => Promise<void>;
}) {
  const { t } = useLingui();
  const { modal, message } = App.useApp();
  const [received, setReceived] = useState<number | null>(null);
  const labels: Record<ExportKind, ReactNode> = {
    current: <Trans>Export current</Trans>,
    all: <Trans>Export all</Trans>,
  };

  const run = async (kind: ExportKind) => {
    if (kind === "current" && total === 0) {
      void message.warning(t`Data error, please contact the administrator`);
      return;
    }
    setReceived(0);
    try {
      await download(kind, setReceived);
      void message.success(t`Exported`);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setReceived(null);
    }
  };
  const confirm = (kind: ExportKind) =>
    modal.confirm({
      title: t`Export the current data?`,
      okText: t`Export`,
      okButtonProps: { ...{ "data-testid": "export-confirm" } },
      cancelText: t`Cancel`,
      onOk: () => void run(kind),
    });

  const busy = received !== null;
  return (
    <Space size="small">
      {kinds.map((kind) => (
        <Button
          key={kind}
          size="small"
          icon={<DownloadOutlined />}
          disabled={busy}
          onClick={() => confirm(kind)}
          data-testid={`export-${kind}`}
        >
          {labels[kind]}
        </Button>
      ))}
      {busy && (
        <span className="adm-sub" data-testid="export-progress">
          <Trans>Downloading… {megabytes(received)} MB</Trans>
        </span>
      )}
    </Space>
  );
}
