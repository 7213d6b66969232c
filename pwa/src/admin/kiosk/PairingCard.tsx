import { ApiOutlined, EnvironmentOutlined, LinkOutlined, LockOutlined } from "@ant-design/icons";
import {
  type AdminConference,
  type CheckinPoint,
  kioskPin,
  type PairingCode,
  validationMessages,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Form, Input, Progress, Select, Typography } from "antd";
import { useEffect, useState } from "react";
import { PointName } from "#admin/checkin-board/PointName";
import { titleOf, useAdminLocale } from "#admin/format";
import { checkinPointsQuery } from "#admin/queries/checkin-board";
import { useIssuePairingCode } from "#admin/queries/kiosk-pairings";
import { brandBlue } from "#admin/theme";
import { errorText } from "#api/errors";

function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/**
 * Issues a pairing code with the settings PIN of the kiosk it enrols (DOMAIN.md §9): the PIN is typed
 * here, sent once, and stored on the server only as a hash; whoever runs the desk must be told it. The
 * code binds the kiosk to the check-in point chosen here (the main point unless another is).
 */
export function PairingCard({
  conferenceId,
  conference,
}: {
  conferenceId: number;
  conference: AdminConference | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const issue = useIssuePairingCode(conferenceId);
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState<string | null>(null);
  const points = useQuery(checkinPointsQuery(conferenceId));
  const [pointId, setPointId] = useState<number | undefined>(undefined);
  const mainPoint = points.data?.find((p) => p.isMain);
  const chosenPoint = points.data?.find((p) => p.id === pointId) ?? mainPoint;
  const [issued, setIssued] = useState<{
    code: PairingCode;
    at: number;
    point: CheckinPoint | undefined;
  } | null>(null);
  const now = useNow(issued !== null);

  const remaining = issued ? Date.parse(issued.code.expiresAt) - now : 0;
  const lifetime = issued ? Math.max(1, Date.parse(issued.code.expiresAt) - issued.at) : 1;
  const expired = issued !== null && remaining <= 0;
  const timeLeft = clock(remaining);

  const request = () => {
    if (!kioskPin.safeParse(pin).success) return setPinError(i18n._(validationMessages.kioskPin));
    setPinError(null);
    const point = chosenPoint;
    issue.mutate(
      { pin, pointId: point?.id },
      { onSuccess: (code) => setIssued({ code, at: Date.now(), point }) },
    );
  };

  return (
    <Card className="adm-card adm-pairing-code-card">
      <div className="adm-pairing-conference">
        {conference ? titleOf(conference.title, locale) : <Trans>Conference {conferenceId}</Trans>}
      </div>
      {issued && !expired ? (
        <>
          <div className="adm-pairing-label">
            <Trans>Pairing code</Trans>
          </div>
          <Typography.Text
            className="adm-pairing-code"
            copyable={{ text: issued.code.code, tooltips: [t`Copy code`, t`Copied`] }}
            data-testid="pairing-code"
          >
            {issued.code.code}
          </Typography.Text>
          <Progress
            percent={Math.round((remaining / lifetime) * 100)}
            showInfo={false}
            size="small"
            status="normal"
            strokeColor={remaining < 60_000 ? "#dc2626" : brandBlue}
            className="adm-pairing-progress"
          />
          <div className="adm-pairing-expiry" data-testid="pairing-expiry">
            <Trans>Expires in {timeLeft}</Trans>
          </div>
          {issued.point && <IssuedFor point={issued.point} />}
        </>
      ) : (
        <div className="adm-pairing-idle">
          <ApiOutlined className="adm-pairing-idle-icon" />
          <p>
            {expired ? (
              <Trans>The code has expired. Issue a new one.</Trans>
            ) : (
              <Trans>Choose the kiosk's settings PIN, issue a code, then type the code on the machine.</Trans>
            )}
          </p>
        </div>
      )}
      <Form layout="vertical" className="adm-pairing-pin" onFinish={request}>
        <Form.Item
          label={<Trans>Check-in point</Trans>}
          extra={<Trans>The kiosk records every check-in at this point.</Trans>}
        >
          <Select
            value={chosenPoint?.id}
            loading={points.isPending}
            onChange={(id: number) => setPointId(id)}
            options={(points.data ?? []).map((p) => ({
              value: p.id,
              label: <PointName point={p} />,
            }))}
            data-testid="pairing-point-select"
          />
        </Form.Item>
        <Form.Item
          label={<Trans>Settings PIN (4 to 8 digits)</Trans>}
          extra={<Trans>Staff need it to open the kiosk's settings, e.g. to un-enrol it.</Trans>}
          validateStatus={pinError ? "error" : undefined}
          help={pinError ?? undefined}
        >
          <Input.Password
            prefix={<LockOutlined />}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, ""))}
            data-testid="pairing-pin"
          />
        </Form.Item>
        {issue.isError && (
          <Alert type="error" showIcon title={errorText(issue.error)} className="adm-pairing-error" />
        )}
        <Button
          type={issued && !expired ? "default" : "primary"}
          htmlType="submit"
          size="large"
          icon={<LinkOutlined />}
          loading={issue.isPending}
          data-testid="pairing-issue"
        >
          {issued ? <Trans>Issue a new code</Trans> : <Trans>Issue pairing code</Trans>}
        </Button>
      </Form>
    </Card>
  );
}

/** Which point the issued code binds its kiosk to. */
function IssuedFor({ point }: { point: CheckinPoint }) {
  return (
    <div className="adm-pairing-point" data-testid="pairing-point">
      <EnvironmentOutlined />
      <Trans>For the check-in point</Trans>
      <PointName point={point} />
    </div>
  );
}
