import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import type { ImportProblemRow } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Progress, Space, Typography, Upload } from "antd";
import { useState } from "react";
import { registrationKeys } from "#admin/queries/registrations";
import { ApiClientError, errorText } from "#api/errors";
import { uploadRegistrationSheet } from "./import-sheet";

type Phase = { sent: number } | null;

/** The refused rows of an import, each with its row number, the person's name and every problem. */
function Problems({ message, rows }: { message: string; rows: ImportProblemRow[] }) {
  const { t } = useLingui();
  return (
    <Alert
      type="error"
      showIcon
      message={message}
      data-testid="import-problems"
      description={
        <ul>
          {rows.map((row) => (
            <li key={row.rowNumber} data-testid="import-problem" data-row={row.rowNumber}>
              {t`Row ${row.rowNumber}`} {row.name}: {row.problems.join("; ")}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/**
 * Import registration (spec 002 §2, §5, §8): the template link, then a sheet uploaded for the chosen
 * conference (in the all-conferences scope one must be chosen first); the upload's progress, then either
 * 导入成功！ or every refused row listed (nothing is imported unless all rows pass).
 */
export function ImportSection({ conferenceId }: { conferenceId: number | undefined }) {
  const { t } = useLingui();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>(null);
  const [refused, setRefused] = useState<{ message: string; rows: ImportProblemRow[] } | null>(null);

  const upload = async (file: File) => {
    if (conferenceId === undefined) return;
    setRefused(null);
    setPhase({ sent: 0 });
    try {
      const { imported } = await uploadRegistrationSheet(conferenceId, file, (sent) => setPhase({ sent }));
      void message.success(
        <span data-testid="import-result">{t`Import succeeded: ${imported} registrations.`}</span>,
      );
      await queryClient.invalidateQueries({ queryKey: registrationKeys.lists() });
    } catch (error) {
      const rows =
        error instanceof ApiClientError ? (error.details?.rows as ImportProblemRow[] | undefined) : undefined;
      if (rows) setRefused({ message: errorText(error), rows });
      else void message.error(errorText(error));
    } finally {
      setPhase(null);
    }
  };

  return (
    <Space
      direction="vertical"
      size="small"
      style={{ width: "100%", marginTop: 8 }}
      data-testid="import-section"
    >
      <Space wrap>
        <Upload
          accept=".xlsx,.csv"
          showUploadList={false}
          disabled={conferenceId === undefined || phase !== null}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button
            size="small"
            icon={<UploadOutlined />}
            disabled={conferenceId === undefined || phase !== null}
            data-testid="import-choose"
          >
            <Trans>Import registrations</Trans>
          </Button>
        </Upload>
        <a href="/api/admin/registration-sheets/template" download data-testid="import-template">
          <DownloadOutlined /> <Trans>Download the import template</Trans>
        </a>
        <Typography.Text type="secondary">
          <Trans>Columns marked * are required; the name column is required.</Trans>
        </Typography.Text>
        {conferenceId === undefined && (
          <Typography.Text type="secondary" data-testid="import-choose-conference">
            <Trans>Choose a conference before choosing a file.</Trans>
          </Typography.Text>
        )}
      </Space>
      {phase !== null && (
        <Space data-testid="import-progress">
          <Progress percent={phase.sent} size="small" style={{ width: 200 }} />
          {phase.sent >= 100 && <Trans>Checking every row…</Trans>}
        </Space>
      )}
      {refused && <Problems message={refused.message} rows={refused.rows} />}
    </Space>
  );
}
