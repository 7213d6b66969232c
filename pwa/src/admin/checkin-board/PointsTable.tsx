import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import type { CheckinPoint } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { App, Button, Card, Popconfirm, Space, Table, type TableColumnsType, Tooltip } from "antd";
import { useState } from "react";
import { LoadError } from "#admin/components/LoadError";
import { titleOf, useAdminLocale } from "#admin/format";
import { checkinPointsQuery, useDeleteCheckinPoint } from "#admin/queries/checkin-board";
import { useNarrowScreen } from "#admin/use-media-query";
import { errorText } from "#api/errors";
import { PointDialog } from "./PointDialog";
import { PointName } from "./PointName";

/** What the dialog is doing: adding a point, renaming one, or closed. */
type Editing = { point: CheckinPoint | null } | null;

/**
 * The conference's check-in points: what each has recorded and which kiosks record there. Administrators
 * (conferences.manage) add, rename and delete them; the main point is never deleted, and the server
 * refuses a point that is in use (its words are shown).
 */
export function PointsTable({ conferenceId, canManage }: { conferenceId: number; canManage: boolean }) {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const { message } = App.useApp();
  // Its counts move with every check-in: refreshed as often as the board above.
  const points = useQuery({ ...checkinPointsQuery(conferenceId), refetchInterval: 5_000 });
  const remove = useDeleteCheckinPoint(conferenceId);
  const [editing, setEditing] = useState<Editing>(null);
  // On a phone the actions are icons (named in a tooltip), so the counts keep their room.
  const narrow = useNarrowScreen();
  const nextOrder = Math.max(0, ...(points.data ?? []).map((p) => p.sortOrder + 1));

  const confirmDelete = (point: CheckinPoint) => {
    const name = titleOf(point.name, locale);
    return remove
      .mutateAsync(point.id)
      .then(() => void message.success(t`The check-in point “${name}” was deleted.`))
      .catch((error: unknown) => void message.error(errorText(error)));
  };

  const columns: TableColumnsType<CheckinPoint> = [
    { title: t`Check-in point`, key: "name", render: (_, p) => <PointName point={p} /> },
    { title: t`Name in Chinese`, key: "zh", render: (_, p) => p.name.zh, responsive: ["md"] },
    { title: t`Name in English`, key: "en", render: (_, p) => p.name.en, responsive: ["md"] },
    { title: t`Order`, dataIndex: "sortOrder", key: "order", align: "right", responsive: ["lg"] },
    {
      title: t`Checked in`,
      key: "checkins",
      align: "right",
      render: (_, p) => <span data-testid="point-checkins">{p.checkins}</span>,
    },
    {
      title: t`Kiosks`,
      key: "kiosks",
      align: "right",
      render: (_, p) => <span data-testid="point-kiosks">{p.kiosks}</span>,
    },
  ];
  if (canManage)
    columns.push({
      title: t`Actions`,
      key: "actions",
      render: (_, p) => (
        <Space size={4} wrap>
          <Tooltip title={narrow ? t`Rename` : undefined}>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t`Rename`}
              onClick={() => setEditing({ point: p })}
              data-testid="point-rename"
            >
              {!narrow && <Trans>Rename</Trans>}
            </Button>
          </Tooltip>
          {!p.isMain && (
            <Popconfirm
              title={t`Delete this check-in point?`}
              description={t`A point where people checked in, or where kiosks record, cannot be deleted.`}
              okText={t`Delete`}
              okButtonProps={{ danger: true, ...({ "data-testid": "point-delete-confirm" } as object) }}
              cancelText={t`Cancel`}
              onConfirm={() => confirmDelete(p)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t`Delete`}
                data-testid="point-delete"
              >
                {!narrow && <Trans>Delete</Trans>}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });

  return (
    <Card
      className="adm-card adm-board-point-list"
      title={t`Check-in points`}
      extra={
        canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ point: null })}
            data-testid="point-add"
          >
            <Trans>Add a point</Trans>
          </Button>
        )
      }
    >
      {points.isError ? (
        <LoadError error={points.error} onRetry={() => void points.refetch()} />
      ) : (
        <Table<CheckinPoint>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={points.data ?? []}
          loading={points.isPending}
          pagination={false}
          onRow={(p) => ({ "data-testid": "point-row", "data-point-id": p.id }) as object}
          data-testid="point-list"
        />
      )}
      {!canManage && (
        <p className="adm-sub adm-board-readonly">
          <Trans>Only administrators add, rename and delete check-in points.</Trans>
        </p>
      )}
      {editing && (
        <PointDialog
          conferenceId={conferenceId}
          point={editing.point}
          nextOrder={nextOrder}
          onClose={() => setEditing(null)}
          onDone={(saved) => {
            const name = titleOf(saved.name, locale);
            setEditing(null);
            void message.success(
              editing.point ? t`Saved “${name}”.` : t`The check-in point “${name}” was added.`,
            );
          }}
        />
      )}
    </Card>
  );
}
