import { InboxOutlined } from "@ant-design/icons";
import type { ImportProblem, ImportResult, SheetColumn } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Alert, Modal, Table, Upload } from "antd";
import { useState } from "react";
import { ApiClientError, errorText } from "#api/errors";

type Props = {
  title: string;
  /** The template: each column's headers (the first is the one to use) and whether it is required. */
  columns: readonly SheetColumn[];
  onImport: (file: File) => Promise<ImportResult>;
  onClose: () => void;
  testId: string;
};

const problemsOf = (error: unknown): ImportProblem[] =>
  error instanceof ApiClientError && error.code === "IMPORT_ROWS_INVALID"
    ? ((error.details?.problems ?? []) as ImportProblem[])
    : [];

/**
 * An import from an .xlsx or CSV file: the template's columns, the file, then either what was written or
 * every problem with its row number (nothing is written unless every row passes).
 */
export function SheetImportDialog({ title, columns, onImport, onClose, testId }: Props) {
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const problems = problemsOf(failure);
  const run = () => {
    if (!file) return;
    setBusy(true);
    setResult(null);
    setFailure(null);
    onImport(file)
      .then(setResult, setFailure)
      .finally(() => setBusy(false));
  };
  return (
    <Modal
      open
      width={720}
      title={title}
      okText={t`Import`}
      cancelText={t`Close`}
      okButtonProps={{ disabled: !file, ...({ "data-testid": `${testId}-run` } as object) }}
      confirmLoading={busy}
      onOk={run}
      onCancel={onClose}
    >
      <p className="adm-sub">
        {t`The first row holds the column headers:`}{" "}
        {columns.map((c) => `${c.headers[0]}${c.required ? "*" : ""} (${i18n._(c.label)})`).join(", ")}
      </p>
      <Upload.Dragger
        accept=".xlsx,.csv"
        maxCount={1}
        beforeUpload={(chosen) => {
          setFile(chosen);
          setResult(null);
          setFailure(null);
          return false;
        }}
        onRemove={() => setFile(null)}
        data-testid={`${testId}-file`}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{t`Choose or drop an .xlsx workbook or a UTF-8 CSV file`}</p>
      </Upload.Dragger>
      {result && (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 16 }}
          title={t`Imported: ${result.created} added, ${result.updated} updated.`}
          data-testid={`${testId}-done`}
        />
      )}
      {failure !== null && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={errorText(failure)}
          data-testid={`${testId}-refused`}
        />
      )}
      {problems.length > 0 && (
        <Table<ImportProblem>
          size="small"
          style={{ marginTop: 12 }}
          rowKey={(p) => `${p.row}-${p.column}-${p.code}`}
          pagination={problems.length > 10 ? { pageSize: 10 } : false}
          dataSource={problems}
          columns={[
            { key: "row", title: t`Row`, width: 70, render: (_, p) => p.row },
            { key: "column", title: t`Column`, width: 140, render: (_, p) => p.column },
            { key: "problem", title: t`Problem`, render: (_, p) => i18n._(p.code, p.params) },
          ]}
          data-testid={`${testId}-problems`}
        />
      )}
    </Modal>
  );
}
