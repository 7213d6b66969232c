import { CopyOutlined, DeleteOutlined, EditOutlined } from "@ant-design/icons";
import type { ConferenceRecord } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Button, Popconfirm, Space, Table, type TableColumnsType } from "antd";
import type { ReactNode } from "react";
import { emptyMark, titleOf, useAdminLocale } from "#admin/format";
import { formatZonedDateTime } from "#shell/zoned-time";

type Props = {
  scope: string;
  rows: ConferenceRecord[];
  loading: boolean;
  /** Copy and delete need an account of every conference (conferences.create). */
  canCreate: boolean;
  onCopy: (row: ConferenceRecord) => void;
  onDelete: (row: ConferenceRecord) => Promise<void>;
};

/** The conference list's table (spec 002 §2): times on each conference's own clock. */
export function ConferenceTable({ scope, rows, loading, canCreate, onCopy, onDelete }: Props) {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const intl = locale === "zh" ? "zh-CN" : "en-GB";
  const time = (iso: string, row: ConferenceRecord) => formatZonedDateTime(iso, row.timezone, intl);
  const editLink = (row: ConferenceRecord, children: ReactNode) => (
    <Link
      to="/$conferenceId/manager/home/confernceDetail"
      params={{ conferenceId: scope }}
      search={{ id: row.id }}
    >
      {children}
    </Link>
  );
  const columns: TableColumnsType<ConferenceRecord> = [
    { title: "ID", dataIndex: "id", key: "id", width: 64 },
    {
      title: t`Conference`,
      key: "title",
      width: 300,
      render: (_, row) => (
        <>
          {editLink(row, titleOf(row.title, locale))}
          <div className="adm-sub">
            {row.systemCode} · {row.hostUnit || emptyMark}
          </div>
        </>
      ),
    },
    { title: t`Registration opens`, key: "begin", render: (_, row) => time(row.beginTime, row) },
    { title: t`Early-bird deadline`, key: "discount", render: (_, row) => time(row.discountTime, row) },
    { title: t`Registration closes`, key: "end", render: (_, row) => time(row.endTime, row) },
    { title: t`Paper database`, key: "paperDatabase", render: (_, row) => row.paperDatabase || emptyMark },
    {
      title: t`Paper-system id`,
      key: "paperConferenceId",
      render: (_, row) => row.paperConferenceId || emptyMark,
    },
    { title: t`Created`, key: "created", render: (_, row) => time(row.createTime, row) },
    { title: t`Registrations`, dataIndex: "registrations", key: "registrations", align: "right" },
    {
      title: t`Actions`,
      key: "actions",
      render: (_, row) => (
        <Space size={4}>
          {editLink(
            row,
            <Button size="small" icon={<EditOutlined />} data-testid="conference-edit">
              <Trans>Edit</Trans>
            </Button>,
          )}
          {canCreate && (
            <Button
              size="small"
              icon={<CopyOutlined />}
              onClick={() => onCopy(row)}
              data-testid="conference-copy"
            >
              <Trans>Copy</Trans>
            </Button>
          )}
          {canCreate && (
            <Popconfirm
              title={t`Delete this conference?`}
              description={t`Only a conference without registrations can be deleted.`}
              okText={t`Delete`}
              cancelText={t`Cancel`}
              okButtonProps={{ danger: true, ...({ "data-testid": "conference-delete-confirm" } as object) }}
              onConfirm={() => onDelete(row)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t`Delete`}
                data-testid="conference-delete"
              />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<ConferenceRecord>
      rowKey="id"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      onRow={(row) => ({ "data-testid": "conference-row", "data-id": row.id }) as object}
      data-testid="conference-list"
    />
  );
}
