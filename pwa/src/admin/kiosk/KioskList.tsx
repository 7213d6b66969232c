import { StopOutlined } from "@ant-design/icons";
import type { KioskDevice } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { App, Button, Card, Table, type TableColumnsType, Tag } from "antd";
import { emptyMark, titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { kioskDevicesQuery, useRevokeKiosk } from "#admin/queries/kiosk-pairings";
import { errorText } from "#api/errors";
import "./kiosk.css";

/**
 * The conference's paired kiosks: the check-in point each records at, when it was paired, last seen, how
 * far it synced and what it holds unsent, and whether it was revoked (when and by whom) or un-enrolled itself. Revoking asks first; the kiosk then stops.
 */
export function KioskList({ conferenceId, canManage }: { conferenceId: number; canManage: boolean }) {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const { modal, message } = App.useApp();
  const devices = useQuery({ ...kioskDevicesQuery(conferenceId), enabled: canManage });
  const revoke = useRevokeKiosk(conferenceId);
  const time = useConferenceTime();
  const at = (iso: string | null) => time(iso, conferenceId) || "—";

  const confirmRevoke = ({ id, name }: KioskDevice) =>
    modal.confirm({
      title: t`Revoke the kiosk “${name}”?`,
      content: t`It stops syncing at once, removes its registrations and shows that the conference office revoked it. Enrolling it again needs a new pairing code.`,
      okText: t`Revoke`,
      okButtonProps: { danger: true, ...{ "data-testid": "kiosk-revoke-confirm" } },
      cancelText: t`Cancel`,
      onOk: () =>
        revoke
          .mutateAsync(id)
          .then(() => void message.success(t`The kiosk “${name}” was revoked.`))
          .catch((error: unknown) => void message.error(errorText(error))),
    });

  const columns: TableColumnsType<KioskDevice> = [
    { title: t`Kiosk`, dataIndex: "name", key: "name" },
    { title: t`Check-in point`, key: "point", render: (_, d) => titleOf(d.point.name, locale) },
    { title: t`Paired`, key: "created", render: (_, d) => at(d.createTime) },
    { title: t`Last seen`, key: "seen", render: (_, d) => at(d.lastSeenTime) },
    { title: t`Synced to change`, dataIndex: "lastCursor", key: "cursor", align: "right" },
    {
      // What the kiosk last said it holds unsent (check-ins made offline): null until it reports.
      title: t`Waiting to send`,
      key: "queued",
      align: "right",
      render: (_, d) => (d.queued === null ? emptyMark : d.queued),
    },
    {
      title: t`State`,
      key: "state",
      render: (_, d) => <KioskState device={d} when={at(d.revokedTime)} />,
    },
    {
      title: t`Actions`,
      key: "actions",
      render: (_, d) =>
        d.revokedTime === null && (
          <Button
            danger
            size="small"
            icon={<StopOutlined />}
            onClick={() => confirmRevoke(d)}
            data-testid={`kiosk-revoke-${d.id}`}
          >
            <Trans>Revoke</Trans>
          </Button>
        ),
    },
  ];

  return (
    <Card className="adm-card adm-kiosk-list" title={t`Paired kiosks`}>
      {canManage ? (
        <Table<KioskDevice>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={devices.data ?? []}
          loading={devices.isPending}
          pagination={false}
          locale={{ emptyText: t`No kiosk has been paired with this conference yet.` }}
          data-testid="kiosk-list"
        />
      ) : (
        <p>
          <Trans>Only administrators pair and revoke kiosks.</Trans>
        </p>
      )}
    </Card>
  );
}

function KioskState({ device, when }: { device: KioskDevice; when: string }) {
  if (device.revokedTime === null)
    return (
      <Tag color="green">
        <Trans>Active</Trans>
      </Tag>
    );
  const by = device.revokedBy?.username;
  return (
    <span data-testid={`kiosk-state-${device.id}`}>
      <Tag color={by ? "red" : "default"}>{by ? <Trans>Revoked</Trans> : <Trans>Un-enrolled</Trans>}</Tag>
      {by ? (
        <Trans>
          by {by}, {when}
        </Trans>
      ) : (
        <Trans>by the kiosk itself, {when}</Trans>
      )}
    </span>
  );
}
